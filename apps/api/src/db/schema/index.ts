// The whole database schema. Tables are grouped by area, one file per area.
export { activities, activityRequests, activityStudents, packageDraws } from './activities';
export { loginThrottle, passwordResetTokens, refreshTokens } from './auth';
export {
  analyticsDashboards,
  diagrams,
  documentFolders,
  documents,
  faqCategories,
  faqs,
} from './content';
export { dataVersions, rowCounts } from './counts';
export {
  faqTreeEnum,
  orderConfirmationPurposeEnum,
  teacherStatusEnum,
  userTypeEnum,
  yearOfStudyEnum,
} from './enums';
export { issues } from './issues';
export { outboxMail } from './mail';
export {
  orderConfirmations,
  packageLowHoursNotices,
  packageStudents,
  packageTypePrices,
  packageTypes,
  packages,
} from './packages';
export {
  invoiceReceiverStudents,
  invoiceReceivers,
  studentSubjects,
  students,
  teacherActivityCategories,
  teacherStudents,
  teacherSubjects,
  teachers,
} from './profiles';
export {
  activityCategories,
  cities,
  educationStages,
  fieldsOfStudy,
  locations,
  schools,
  subjectCategories,
  subjects,
} from './reference';
export { companySettings } from './settings';
export { teacherHoursWindow, teacherRecentHours } from './teacher-hours';
export { studentHoursDay, studentRemainingHours } from './student-hours';
export { studentLessonFigures, studentLessonsMoment } from './student-lessons';
export { groups, userGroups, users } from './users';
