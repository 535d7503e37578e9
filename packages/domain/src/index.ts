// Public API of @portal/domain. Named exports only; each module below holds one group of rules.

// --- rules (dates, durations, pay, salary, packages, issues, formats, CSV, paging, invoices,
//     registering a student) ---
export {
  OSLO_TIME_ZONE,
  toDate,
  inOslo,
  osloCalendarDate,
  osloMidnight,
  daysInMonth,
  addCalendarMonths,
} from './time/oslo';
export type { DateInput, CalendarDate } from './time/oslo';
export {
  formatDate,
  formatTime,
  formatDateTime,
  formatDateTimeCompact,
  toPayloadDate,
  calendarDateToPayload,
} from './format/dates';
export { formatKr, roundKr } from './format/money';
export { formatDateText, parseDateText } from './format/dateText';
export {
  DURATION_STEP_MINUTES,
  DURATION_CONFIRM_MIN_HOURS,
  DURATION_CONFIRM_MAX_HOURS,
  roundMinutesToStep,
  roundDurationToStep,
  durationToParts,
  durationFromParts,
  formatDurationHm,
  formatHoursLong,
  durationOptions,
  stepDurationUp,
  stepDurationDown,
  activityEnd,
} from './duration';
export type { DurationParts, DurationOption } from './duration';
export {
  TIME_INPUT_STEP_MINUTES,
  normalizeTimeInput,
  formatTimeOfDay,
  normalizeTimeText,
} from './time/timeInput';
export type { TimeOfDay } from './time/timeInput';
export { combineOsloDateTime, splitOsloDateTime } from './time/combine';
export {
  FIRST_PAGE,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  PAGE_SIZE_SELECT_OPTIONS,
  pageSizeLabel,
  pageSizeSummaryLabel,
  totalPages,
  pageOffset,
  hasNextPage,
  hasPreviousPage,
  initialListState,
  applyListChange,
} from './paging';
export type { PageSize, ListState } from './paging';
export { nextOrdering, sortDirectionOf } from './ordering';
export type { SortDirection } from './ordering';
export {
  ACTIVITY_STATUS,
  ACTIVITY_STATUS_FILTERS,
  ACTIVITY_STATUS_FILTER_LABELS,
  isFutureStart,
  activityDisplayStatus,
} from './activity/status';
export type { ActivityStatus, ActivityStatusFilter } from './activity/status';
export {
  EMPTIED_SUMMARY_MESSAGE,
  NOT_ENOUGH_HOURS_MESSAGE,
  NOT_ENOUGH_HOURS_HINT,
  DURATION_CONFIRM_CANCEL,
  DURATION_CONFIRM_SAVE,
  isFilled,
  summariesDisabled,
  applyFutureStartRule,
  summaryDateOnSave,
  emptiedSummaryErrors,
  durationNeedsConfirmation,
  durationConfirmationMessage,
  hasInsufficientHours,
  remainingHoursWarning,
} from './activity/saveRules';
export type { ActivitySummaries, SummaryErrors } from './activity/saveRules';
export { SUBJECT_PLACEHOLDER, commonSubjects, subjectPlaceholder } from './activity/subjects';
export {
  LOCATION_CODES,
  LOCATION_LABELS,
  LOCATION_OPTIONS,
  NO_TRAVEL_LOCATIONS,
  isLocationCode,
  isNoTravelLocation,
  locationLabel,
  travelTimeForLocation,
} from './reference/locations';
export type { LocationCode } from './reference/locations';
export { PAY_DAY_OF_MONTH, nextPayDay, nextPayDayPayload, formatPayDay } from './salary/payDay';
export {
  SALARY_MONTH_OPTION_COUNT,
  SALARY_FILTER_SEED_DEFAULTS,
  salaryMonthLabel,
  salaryMonthOptions,
  salaryFilterDefaults,
} from './salary/monthOptions';
export type { SalaryMonthOption, SalaryFilter } from './salary/monthOptions';
export {
  INCENTIVE_BONUS_WINDOW_HOURS,
  basePay,
  effectiveHourlyRate,
  travelPay,
  earnsIncentiveBonus,
  incentiveBonus,
  totalPay,
  sumPay,
  isPayable,
  isUnpaidPayable,
} from './salary/teacherPay';
export type { PayBreakdown } from './salary/teacherPay';
export { nextPaymentCutoff, unpaidSalaryEnd, paidSalaryRunSpan } from './salary/periods';
export type { TimeSpan } from './salary/periods';
export {
  SALARY_MONTH_PICKER_LABEL,
  SALARY_MONTH_PICKER_PLACEHOLDER,
  MISSING_VISMA_ID,
  sessionsWord,
  missingSummaryTooltip,
  teacherMissingSummaryLine,
  markButtonLabel,
  markAllButtonLabel,
  salaryTotalLabel,
} from './salary/labels';
export { clampDiscount, packagePrice, hoursInPackage, pricePerPayment } from './package/price';
export {
  forecastRunOut,
  RUN_OUT_WINDOW_WEEKS,
  RUN_OUT_WINDOW_DAYS,
  NO_RECENT_ACTIVITY_TEXT,
} from './package/runOut';
export type { RunOutForecast } from './package/runOut';
export {
  PACKAGE_VALIDITY_MONTHS,
  PACKAGE_TEXTS,
  isPackageActive,
  partitionPackages,
  packageFillPercent,
  packageFillColor,
  packageExpirationDate,
  reactivationExpirationDate,
  isExpiredOn,
} from './package/status';
export type { FillColor } from './package/status';
export { packageToDrawFrom } from './package/draw';
export type { DrawablePackage } from './package/draw';
export {
  ORDER_CONFIRMATION_PURPOSES,
  orderConfirmationPurpose,
  isOrderConfirmationSent,
  canDeleteOrderConfirmation,
} from './package/orderConfirmation';
export type { OrderConfirmationPurpose } from './package/orderConfirmation';
export {
  ISSUE_STATES,
  ISSUE_STATE_MIN,
  ISSUE_STATE_MAX,
  NEW_ISSUE_STATE,
  issueStateLabel,
  canMoveIssue,
  moveIssueState,
} from './issue/state';
export type { IssueState, IssueMove } from './issue/state';
export {
  ISSUE_CATEGORIES,
  ISSUE_CATEGORY_FILTER_ALL,
  ISSUE_CATEGORY_FILTER_OPTIONS,
  ISSUE_PRIORITIES,
  issueCategoryLabel,
  issuePriorityLabel,
  issuePriorityColor,
} from './issue/options';
export type { IssueCategory, IssuePriority, IssuePriorityColor } from './issue/options';
export {
  TEACHER_STATUSES,
  TEACHER_STATUS_LABELS,
  TEACHER_STATUS_OPTIONS,
  DEFAULT_TEACHER_STATUS,
  isTeacherStatus,
  teacherStatusLabel,
  YEAR_OF_STUDY_VALUES,
  YEAR_OF_STUDY_OPTIONS,
  yearOfStudyLabel,
} from './reference/teacher';
export type { TeacherStatus, YearOfStudy } from './reference/teacher';
export { ROLE_LABELS, roleLabel, CUSTOMER_GROUPS } from './reference/roles';
export type { CustomerGroup } from './reference/roles';
export {
  TOAST_DURATION_MS,
  DEFAULT_THEME,
  FALLBACK_ID,
  PLAIN_LIST_SEARCH_LIMIT,
  DEVELOPER_PICKER_LIMIT,
  DEFAULT_ORDERING,
  NEW_TEACHER_ACTIVITY_CATEGORIES,
  DEFAULT_INVOICE_START_DATE,
  BREAKPOINTS,
  MAX_TEXT_LENGTH,
} from './reference/constants';
export { formatCsvNumber } from './csv/numbers';
export {
  CSV_SEPARATOR,
  CSV_LINE_END,
  CSV_BOM,
  CSV_FORMULA_TRIGGERS,
  csvField,
  toCsv,
  neutraliseCsvText,
  csvNumber,
  toSafeCsv,
} from './csv/csv';
export type { CsvCell, CsvNumberCell, SafeCsvCell } from './csv/csv';
export { toOre, oreToDecimal, sumKr } from './format/ore';
export { parseCsv, parseCsvNumber } from './csv/parse';
export { SALARY_PAY_TYPES, SALARY_CSV_HEADER, salaryCsvRows, salaryCsv } from './salary/csv';
export type { SalaryPayType, SalaryCsvTeacher } from './salary/csv';
export {
  SALARY_MARK_PARTIAL_TITLE,
  SALARY_MARK_PARTIAL_MESSAGE,
  SALARY_MARK_SUCCESS_TITLE,
  SALARY_MARK_SUCCESS_MESSAGE,
  SALARY_MARK_ERROR_TITLE,
  SALARY_MARK_ERROR_MESSAGE,
  salaryMarkResponseMessage,
} from './salary/marking';
export { INVOICE_CSV_HEADER, invoiceCsvRows, invoiceCsv } from './invoice/csv';
export type { InvoiceReceiverDetails, InvoiceCsvProduct, InvoiceForCsv } from './invoice/csv';
export {
  salaryCsvFileName,
  packageInvoiceCsvFileName,
  travelInvoiceCsvFileName,
} from './csv/fileNames';
export { isProductExported, productGroupKey, groupProductLines } from './invoice/grouping';
export type { InvoiceProduct, InvoiceKind, GroupedProductLine } from './invoice/grouping';
export {
  EXPORT_CSV_BUTTON,
  MARK_INVOICED_BUTTON,
  INVOICE_TABS,
  ALREADY_EXPORTED_CONFIRMATION,
  CUSTOM_INVOICE_MARK_MESSAGE,
  canExportInvoices,
  exportNeedsConfirmation,
} from './invoice/export';
export {
  RECEIVER_CHOICES,
  TEACHER_RECEIVER_CHOICE_OPTIONS,
  STAFF_RECEIVER_CHOICE_OPTIONS,
  isReceiverChoice,
  needsReceiverForm,
  canRegisterStudent,
} from './student/registration';
export type { ReceiverChoice } from './student/registration';

// --- schemas (zod schemas of every form) and checks (fødselsnummer, kontonummer) ---
export {
  MAX_PAYLOAD_YEAR,
  MIN_PAYLOAD_YEAR,
  isIsoCalendarDate,
  isPayloadYear,
} from './checks/calendar';
export {
  fodselsnummerControlDigits,
  isValidFodselsnummer,
  birthDateFromFodselsnummer,
  fodselsnummerKind,
} from './checks/fodselsnummer';
export type { FodselsnummerKind } from './checks/fodselsnummer';
export {
  normaliseKontonummer,
  kontonummerControlDigit,
  isValidKontonummer,
  formatKontonummer,
} from './checks/kontonummer';
export {
  FODSELSNUMMER_LENGTH_MESSAGE,
  FODSELSNUMMER_INVALID_MESSAGE,
  KONTONUMMER_REQUIRED_MESSAGE,
  KONTONUMMER_INVALID_MESSAGE,
  fodselsnummerSchema,
  kontonummerSchema,
} from './checks/refinements';
export { decodeBase64Url, decodeBase64UrlText } from './session/base64url';
export { decodeJwtPayload, tokenExpiresAt, isTokenUnexpired } from './session/jwt';
export type { JwtPayload } from './session/jwt';
export { loginResultSchema, isAcceptableLoginResult } from './session/login-result';
export type { LoginResult } from './session/login-result';
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
} from './schemas/messages';
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
  requiredText,
  optionalText,
  blankToNullText,
  phoneNumber,
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
} from './schemas/fields';
export { patchSchemaOf } from './schemas/patch';
export type { PatchShape } from './schemas/patch';
export {
  LOGIN_EMAIL_REQUIRED_MESSAGE,
  LOGIN_EMAIL_INVALID_MESSAGE,
  PASSWORD_MIN_6_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  passwordField,
  loginBodySchema,
  loginSchema,
} from './schemas/login';
export type { LoginFormInput, LoginForm } from './schemas/login';
export {
  RESET_EMAIL_REQUIRED_MESSAGE,
  resetRequestBodySchema,
  resetRequestSchema,
} from './schemas/reset-request';
export type { ResetRequestFormInput, ResetRequestForm } from './schemas/reset-request';
export {
  PASSWORDS_MUST_BE_EQUAL_MESSAGE,
  RESET_TOKEN_REQUIRED_MESSAGE,
  RESET_TOKEN_INVALID_MESSAGE,
  MAX_RESET_TOKEN_LENGTH,
  newPasswordSchema,
  confirmResetPasswordPayloadSchema,
  toConfirmResetPasswordPayload,
} from './schemas/new-password';
export type {
  NewPasswordFormInput,
  NewPasswordForm,
  ConfirmResetPasswordPayload,
} from './schemas/new-password';
export {
  OLD_PASSWORD_REQUIRED_MESSAGE,
  NEW_PASSWORD_MIN_8_MESSAGE,
  CONFIRM_PASSWORD_REQUIRED_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  changePasswordSchema,
  changePasswordPayloadSchema,
  toChangePasswordPayload,
} from './schemas/change-password';
export type {
  ChangePasswordFormInput,
  ChangePasswordForm,
  ChangePasswordPayload,
} from './schemas/change-password';
export { initialTeacherUpdateSchema } from './schemas/initial-teacher-update';
export type {
  InitialTeacherUpdateFormInput,
  InitialTeacherUpdateForm,
} from './schemas/initial-teacher-update';
export { PDF_ONLY_MESSAGE, isPdfFile, pdfFileSchema, isNewFile } from './schemas/pdf-file';
export type { FileLike, PdfFileValue } from './schemas/pdf-file';
export {
  YEAR_OF_STUDY_MESSAGE,
  OWNS_TABLET_MESSAGE,
  FIELD_OF_STUDY_INVALID_MESSAGE,
  yearOfStudySchema,
  teacherProfileSchema,
  teacherProfilePatchSchema,
  splitTeacherProfile,
} from './schemas/teacher-profile';
export type {
  TeacherProfileFormInput,
  TeacherProfileForm,
  TeacherProfilePatch,
  TeacherFileField,
} from './schemas/teacher-profile';
export {
  TEACHING_CITY_REQUIRED_MESSAGE,
  OUR_COMMENTS_REQUIRED_MESSAGE,
  teacherCreateBodySchema,
  newTeacherSchema,
} from './schemas/new-teacher';
export type { TeacherCreateBody, NewTeacherFormInput, NewTeacherForm } from './schemas/new-teacher';
export { teacherEditSchema, teacherEditPatchSchema } from './schemas/teacher-edit';
export type {
  TeacherEditFormInput,
  TeacherEditForm,
  TeacherEditPatch,
} from './schemas/teacher-edit';
export {
  vismaEmploymentIdSchema,
  vismaEmploymentIdFormSchema,
} from './schemas/visma-employment-id';
export type {
  VismaEmploymentIdFormInput,
  VismaEmploymentIdForm,
} from './schemas/visma-employment-id';
export { passwordTokenBodySchema, passwordTokenSchema } from './schemas/password-token';
export type { PasswordTokenFormInput, PasswordTokenForm } from './schemas/password-token';
export {
  BIRTH_DAY_MESSAGE,
  BIRTH_MONTH_MESSAGE,
  BIRTH_YEAR_MESSAGE,
  EARLIEST_BIRTH_YEAR,
  birthDatePartsSchema,
  birthDateToParts,
} from './schemas/birth-date-parts';
export type { BirthDatePartsInput } from './schemas/birth-date-parts';
export {
  SCHOOL_REQUIRED_MESSAGE,
  TEACHER_INVALID_MESSAGE,
  studentCreateBodySchema,
  studentAddSubjectsBodySchema,
  studentSchema,
} from './schemas/student';
export type {
  StudentCreateBody,
  StudentAddSubjectsBody,
  StudentFormInput,
  StudentForm,
} from './schemas/student';
export {
  STUDENT_ID_INVALID_MESSAGE,
  RECEIVER_REQUIRED_MESSAGE,
  invoiceReceiverUserInfoBodySchema,
  invoiceReceiverUserInfoSchema,
  invoiceReceiverCreateBodySchema,
  invoiceReceiverAddStudentBodySchema,
  existingReceiverSchema,
} from './schemas/invoice-receiver';
export type {
  InvoiceReceiverUserInfoFormInput,
  InvoiceReceiverUserInfoForm,
  InvoiceReceiverCreateBody,
  InvoiceReceiverAddStudent,
  ExistingReceiverFormInput,
  ExistingReceiverForm,
} from './schemas/invoice-receiver';
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
} from './schemas/activity';
export type {
  ActivityCreateBody,
  ActivityUpdateBody,
  ActivityFormInput,
  ActivityForm,
  ActivityPayload,
} from './schemas/activity';
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
} from './schemas/new-package';
export type { PackageCreateBody, NewPackageFormInput, NewPackageForm } from './schemas/new-package';
export {
  DESCRIPTION_MAX_MESSAGE,
  COMMENT_FOR_INVOICE_MAX_MESSAGE,
  STUDENTS_INVALID_MESSAGE,
  packagePatchBodySchema,
  packageEditSchema,
} from './schemas/package-edit';
export type {
  PackagePatchBody,
  PackageEditFormInput,
  PackageEditForm,
} from './schemas/package-edit';
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
} from './schemas/issue';
export type {
  IssueCreateBody,
  IssuePatchBody,
  IssueCreateFormInput,
  IssueCreateForm,
  IssueEditFormInput,
  IssueEditForm,
} from './schemas/issue';
// --- end schemas ---

// --- access (route-access rules: home per user type, areas, customer group pages, the guard decision,
//     the password-token link) ---
export { USER_TYPES, isUserType } from './access/userType';
export type { UserType } from './access/userType';
export {
  LOGIN_ROUTE,
  RESET_PASSWORD_ROUTE,
  CONFIRM_RESET_PASSWORD_ROUTE,
  PUBLIC_ROUTES,
  UPDATE_PROFILE_ROUTE,
  HOME_ROUTES,
  AREA_PREFIXES,
  CUSTOMER_STUDENT_OVERVIEW_ROUTE,
  CUSTOMER_CONTACT_ROUTE,
  CUSTOMER_GROUP_PAGES,
} from './access/routes';
export {
  normalizePath,
  isUnderPath,
  homeRouteFor,
  landingRouteAfterLogin,
  isPublicPath,
  customerGroupPagesFor,
  canOpenPath,
  accessDecision,
} from './access/guard';
export type { Viewer, AccessDecision } from './access/guard';
export { viewerFromSession } from './access/viewer';
export { passwordResetLink } from './access/passwordResetLink';
