// @portal/domain/schemas: its rules, exported by name.
export {
  PHONE_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
  NUMBER_INVALID_MESSAGE,
  ADDRESS_REQUIRED_MESSAGE,
  POST_CODE_REQUIRED_MESSAGE,
  POST_CODE_AREA_REQUIRED_MESSAGE,
  CITY_REQUIRED_MESSAGE,
  BIRTH_DATE_REQUIRED_MESSAGE,
  DATE_INVALID_MESSAGE,
  SUBJECTS_REQUIRED_MESSAGE,
  STUDENTS_REQUIRED_MESSAGE,
  COMMENTS_MAX_MESSAGE,
} from './messages';
export {
  MAX_ID,
  MAX_LONG_TEXT,
  LONG_TEXT_MAX_MESSAGE,
  MAX_NAME,
  MAX_FIELD,
  MAX_POST_CODE,
  MAX_EMAIL,
  MAX_IDS,
  MAX_PHONE_TEXT,
  EMAIL_TOO_LONG_MESSAGE,
  tooLongMessage,
  tooManyMessage,
  bodyText,
  bodyId,
  bodyIdList,
  bodyOneToThree,
  idFrom,
  optionalIdFrom,
  idListFrom,
  textInput,
  nullableTextInput,
  nonBlankInput,
  bodyTextOrNull,
  requiredText,
  optionalText,
  blankToNullText,
  phoneNumber,
  blankablePhoneNumber,
  optionalPhoneNumber,
  emailAddress,
  isoDate,
  numberInput,
  defaultedNumberInput,
  idInput,
  optionalIdInput,
  idList,
  oneToThree,
  defaultedOneToThree,
} from './fields';
export {
  LOGIN_EMAIL_REQUIRED_MESSAGE,
  LOGIN_EMAIL_INVALID_MESSAGE,
  PASSWORD_MIN_6_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  passwordField,
  loginBodySchema,
  loginSchema,
} from './login';
export type { LoginFormInput, LoginForm } from './login';
export {
  RESET_EMAIL_REQUIRED_MESSAGE,
  resetRequestBodySchema,
  resetRequestSchema,
} from './reset-request';
export type { ResetRequestFormInput, ResetRequestForm } from './reset-request';
export {
  PASSWORDS_MUST_BE_EQUAL_MESSAGE,
  RESET_TOKEN_REQUIRED_MESSAGE,
  RESET_TOKEN_INVALID_MESSAGE,
  MAX_RESET_TOKEN_LENGTH,
  newPasswordSchema,
  confirmResetPasswordPayloadSchema,
  toConfirmResetPasswordPayload,
} from './new-password';
export type {
  NewPasswordFormInput,
  NewPasswordForm,
  ConfirmResetPasswordPayload,
} from './new-password';
export {
  OLD_PASSWORD_REQUIRED_MESSAGE,
  NEW_PASSWORD_MIN_8_MESSAGE,
  CONFIRM_PASSWORD_REQUIRED_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  changePasswordSchema,
  changePasswordPayloadSchema,
  toChangePasswordPayload,
} from './change-password';
export type {
  ChangePasswordFormInput,
  ChangePasswordForm,
  ChangePasswordPayload,
} from './change-password';
export { initialTeacherUpdateSchema } from './initial-teacher-update';
export type {
  InitialTeacherUpdateFormInput,
  InitialTeacherUpdateForm,
} from './initial-teacher-update';
export {
  PDF_ONLY_MESSAGE,
  PDF_TOO_LARGE_MESSAGE,
  EMPTY_FILE_MESSAGE,
  MAX_PDF_BYTES,
  isPdfFile,
  pdfFileSchema,
  pdfUploadSchema,
  isNewFile,
} from './pdf-file';
export type { FileLike, PdfFileValue } from './pdf-file';
export {
  YEAR_OF_STUDY_MESSAGE,
  OWNS_TABLET_MESSAGE,
  FIELD_OF_STUDY_INVALID_MESSAGE,
  SUBJECT_NOT_YOURS_MESSAGE,
  MAX_EXTERNAL_ID,
  MAX_NUMBER_TEXT,
  TEACHER_FILE_FIELDS,
  teacherStatusSchema,
  yearOfStudyCodeSchema,
  teacherPatchFields,
  teacherPatchBodySchema,
  teacherFilesBodySchema,
} from './teacher-patch';
export type { TeacherPatchBody, TeacherFilesBody, TeacherFileField } from './teacher-patch';
export { yearOfStudySchema, teacherProfileSchema, splitTeacherProfile } from './teacher-profile';
export type { TeacherProfileFormInput, TeacherProfileForm } from './teacher-profile';
export {
  TEACHING_CITY_REQUIRED_MESSAGE,
  OUR_COMMENTS_REQUIRED_MESSAGE,
  teacherCreateBodySchema,
  newTeacherSchema,
} from './new-teacher';
export type { TeacherCreateBody, NewTeacherFormInput, NewTeacherForm } from './new-teacher';
export { teacherEditSchema } from './teacher-edit';
export type { TeacherEditFormInput, TeacherEditForm } from './teacher-edit';
export { vismaEmploymentIdSchema, vismaEmploymentIdFormSchema } from './visma-employment-id';
export type { VismaEmploymentIdFormInput, VismaEmploymentIdForm } from './visma-employment-id';
export { passwordTokenBodySchema, passwordTokenSchema } from './password-token';
export type { PasswordTokenFormInput, PasswordTokenForm } from './password-token';
export {
  BIRTH_DAY_MESSAGE,
  BIRTH_MONTH_MESSAGE,
  BIRTH_YEAR_MESSAGE,
  EARLIEST_BIRTH_YEAR,
  birthDatePartsSchema,
  birthDateToParts,
} from './birth-date-parts';
export type { BirthDatePartsInput } from './birth-date-parts';
export {
  SCHOOL_REQUIRED_MESSAGE,
  TEACHER_INVALID_MESSAGE,
  studentCreateBodySchema,
  studentAddSubjectsBodySchema,
  studentSchema,
} from './student';
export type {
  StudentCreateBody,
  StudentAddSubjectsBody,
  StudentFormInput,
  StudentForm,
} from './student';
export {
  STUDENT_ID_INVALID_MESSAGE,
  RECEIVER_REQUIRED_MESSAGE,
  invoiceReceiverUserInfoBodySchema,
  invoiceReceiverUserInfoSchema,
  invoiceReceiverCreateBodySchema,
  invoiceReceiverAddStudentBodySchema,
  existingReceiverSchema,
} from './invoice-receiver';
export type {
  InvoiceReceiverUserInfoFormInput,
  InvoiceReceiverUserInfoForm,
  InvoiceReceiverCreateBody,
  InvoiceReceiverAddStudent,
  ExistingReceiverFormInput,
  ExistingReceiverForm,
} from './invoice-receiver';
export {
  ACTIVITY_CATEGORY_REQUIRED_MESSAGE,
  ACTIVITY_SUBJECT_REQUIRED_MESSAGE,
  ACTIVITY_LOCATION_REQUIRED_MESSAGE,
  START_DATE_REQUIRED_MESSAGE,
  START_DATE_TIME_MESSAGE,
  DURATION_REQUIRED_MESSAGE,
  DURATION_POSITIVE_MESSAGE,
  DURATION_STEP_MESSAGE,
  TRAVEL_TIME_REQUIRED_MESSAGE,
  TRAVEL_TIME_INVALID_MESSAGE,
  SUMMARY_DATE_INVALID_MESSAGE,
  MAX_DURATION_HOURS,
  MAX_TRAVEL_MINUTES,
  DURATION_MAX_MESSAGE,
  TRAVEL_TIME_MAX_MESSAGE,
  activityLocationSchema,
  activityCreateBodySchema,
  activityUpdateBodySchema,
  activityFormSchema,
  toActivityPayload,
} from './activity';
export type {
  ActivityCreateBody,
  ActivityUpdateBody,
  ActivityFormInput,
  ActivityForm,
  ActivityPayload,
} from './activity';
export {
  DATE_SOLD_REQUIRED_MESSAGE,
  PACKAGE_TYPE_REQUIRED_MESSAGE,
  INVOICE_RECEIVER_REQUIRED_MESSAGE,
  DISCOUNT_RANGE_MESSAGE,
  EXTRA_PRICE_MIN_MESSAGE,
  ADDITIONAL_HOURS_MIN_MESSAGE,
  NUMBER_OF_PAYMENTS_MESSAGE,
  MAX_EXTRA_PRICE,
  MAX_ADDITIONAL_HOURS,
  MAX_NUMBER_OF_PAYMENTS,
  EXTRA_PRICE_MAX_MESSAGE,
  ADDITIONAL_HOURS_MAX_MESSAGE,
  PACKAGE_BLANK_DEFAULTS,
  packageNumbers,
  blankableNumber,
  blankableNumberPatch,
  packageNumberInput,
  packageCreateBodySchema,
  newPackageSchema,
} from './new-package';
export type { PackageCreateBody, NewPackageFormInput, NewPackageForm } from './new-package';
export {
  DESCRIPTION_MAX_MESSAGE,
  COMMENT_FOR_INVOICE_MAX_MESSAGE,
  STUDENTS_INVALID_MESSAGE,
  packagePatchBodySchema,
  packageEditSchema,
} from './package-edit';
export type { PackagePatchBody, PackageEditFormInput, PackageEditForm } from './package-edit';
export {
  TITLE_REQUIRED_MESSAGE,
  TITLE_MAX_MESSAGE,
  DESCRIPTION_REQUIRED_MESSAGE,
  ESTIMATE_REQUIRED_MESSAGE,
  ESTIMATE_MIN_1_MESSAGE,
  ESTIMATE_MAX_MESSAGE,
  ESTIMATE_NOT_NEGATIVE_MESSAGE,
  ISSUE_CATEGORY_MESSAGE,
  ISSUE_PRIORITY_MESSAGE,
  ISSUE_STATE_MESSAGE,
  DEVELOPER_INVALID_MESSAGE,
  ISSUE_INITIAL_STATE,
  issueFields,
  issueCreateBodySchema,
  issuePatchBodySchema,
  issueCreateSchema,
  issueEditSchema,
} from './issue';
export type {
  IssueCreateBody,
  IssuePatchBody,
  IssueCreateFormInput,
  IssueCreateForm,
  IssueEditFormInput,
  IssueEditForm,
} from './issue';
