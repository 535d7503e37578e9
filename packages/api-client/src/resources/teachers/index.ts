// @portal/api-client/teachers: the teachers resource's reads, writes and types.
export {
  teacherPaths,
  teacherKeys,
  teacherListQuery,
  plainListQuery,
  TEACHER_WRITE_INVALIDATES,
} from './keys';
export type { TeacherListParams, TeacherOrdering, OwnsTabletFilter, PlainListParams } from './keys';
export { teacherListQueryOptions, useTeachers } from './teacher-list-query';
export type { StaffTeacher, TeacherList } from './teacher-list-query';
export { teacherListPlainQueryOptions, useTeacherOptions } from './teacher-list-plain-query';
export type { UserListItem } from './teacher-list-plain-query';
export { createTeacher, useCreateTeacher } from './teacher-create-mutation';
export type { TeacherCreate } from './teacher-create-mutation';
export { teacherSelfQueryOptions, useTeacherSelf } from './teacher-self-query';
export type { TeacherSelf, TeacherStatus, TeacherSubject, YearOfStudy } from './teacher-self-query';
export { updateTeacher, useUpdateTeacher } from './teacher-update-mutation';
export type { TeacherPatch, TeacherUpdateVariables } from './teacher-update-mutation';
export {
  uploadTeacherFiles,
  useUploadTeacherFiles,
  hasTeacherFiles,
} from './teacher-files-upload-mutation';
export type {
  TeacherFileField,
  TeacherFileUploads,
  TeacherFilesUploadVariables,
} from './teacher-files-upload-mutation';
export { downloadTeacherFile, useDownloadTeacherFile } from './teacher-file-download';
export type { TeacherFileDownloadVariables } from './teacher-file-download';
export { saveTeacherProfile, useSaveTeacherProfile } from './teacher-profile-save-mutation';
export type { TeacherProfileSaveVariables } from './teacher-profile-save-mutation';
