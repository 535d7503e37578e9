// Public API of @portal/api-client. Named exports only.

// --- client: one openapi-fetch client, one middleware chain, one error type ---
export { createPortalClient } from './client/create-portal-client';
export type { PortalClient, PortalClientOptions } from './client/create-portal-client';
export { createMemoryTokenStore } from './client/token-store';
export type { TokenPair, TokenStore } from './client/token-store';
export { ApiError, isApiError, errorMessage, FALLBACK_ERROR_MESSAGE } from './client/api-error';
export type { ApiErrorBody } from './client/api-error';
export { unwrap } from './client/unwrap';
export type { FetchResult } from './client/unwrap';
export { TOKEN_REFRESH_PATH } from './client/token-refresh';
export { withTrailingSlash } from './client/middleware/trailing-slash';
export type { PortalPaths, PortalOperations, Schemas } from './contract';

// --- query: the seed's read rule and query defaults ---
export { readQueryKey, hasNullParam, normalizeReadPath } from './query/read-query-key';
export type { ReadQueryKey, ReadParams, ReadParamValue, KnownParams } from './query/read-query-key';
export { readQueryOptions } from './query/read-query-options';
export { invalidateReads } from './query/invalidate';
export { nextPageOffset } from './query/next-page';
export type { PageParams } from './query/next-page';
export { useInvalidatingMutation } from './query/use-invalidating-mutation';
export { useReadQuery, useReadQueries, mergeReadOptions } from './query/use-read-query';
export type { ReadHookOptions, ReadOptions } from './query/use-read-query';
export { usePagedQuery } from './query/use-paged-query';
export type { CountedPage } from './query/use-paged-query';
export type { MutationHookOptions } from './query/use-invalidating-mutation';
export {
  createQueryClient,
  queryRetryDelay,
  shouldRetryQuery,
  QUERY_RETRY_COUNT,
  QUERY_GC_TIME_MS,
} from './query/create-query-client';

// --- react ---
export { ApiClientProvider, useApiClient } from './react/api-client-context';
export type { ApiClient, ApiClientProviderProps } from './react/api-client-context';

// --- session: the browser session store (a TokenStore plus user and type) ---
export { createSessionStore, SESSION_STORAGE_KEYS } from './session/session-store';
export type { Session, SessionStore, SessionUser } from './session/session-store';

// --- resources: one folder per API resource (keys, queryOptions, hooks) ---
export { login, useLogin } from './resources/auth/login-mutation';
export type { LoginRequest, LoginResponse } from './resources/auth/login-mutation';
export {
  requestPasswordReset,
  useRequestPasswordReset,
} from './resources/auth/password-reset-request-mutation';
export type {
  PasswordResetRequest,
  PasswordResetResponse,
} from './resources/auth/password-reset-request-mutation';
export {
  confirmPasswordReset,
  useConfirmPasswordReset,
} from './resources/auth/password-reset-confirm-mutation';
export type {
  PasswordResetConfirmRequest,
  PasswordResetConfirmResponse,
} from './resources/auth/password-reset-confirm-mutation';
export { changePassword, useChangePassword } from './resources/auth/change-password-mutation';
export { logout } from './resources/auth/logout';
export type {
  ChangePasswordRequest,
  ChangePasswordResponse,
} from './resources/auth/change-password-mutation';

// activities
export {
  activityPaths,
  activityKeys,
  ACTIVITY_WRITE_INVALIDATES,
  withoutEmptySearch,
} from './resources/activities/keys';
export type {
  ActivityListParams,
  ActivityOrdering,
  ActivityStatusFilter,
  StudentOverviewParams,
} from './resources/activities/keys';
export {
  activityListQueryOptions,
  useActivities,
} from './resources/activities/activity-list-query';
export type { Activity, ActivityList } from './resources/activities/activity-list-query';
export { activityQueryOptions, useActivity } from './resources/activities/activity-query';
export {
  nextActivityQueryOptions,
  useNextActivity,
} from './resources/activities/activity-next-query';
export type { NextActivity } from './resources/activities/activity-next-query';
export {
  overdueActivitiesQueryOptions,
  useOverdueActivities,
} from './resources/activities/activity-overdue-query';
export type { OverdueCount } from './resources/activities/activity-overdue-query';
export {
  activityStudentOverviewQueryOptions,
  useActivityStudentOverview,
} from './resources/activities/activity-student-overview-query';
export type {
  StudentOverviewList,
  StudentOverviewRow,
} from './resources/activities/activity-student-overview-query';
export { createActivity, useCreateActivity } from './resources/activities/activity-create-mutation';
export type { ActivityCreate } from './resources/activities/activity-create-mutation';
export { updateActivity, useUpdateActivity } from './resources/activities/activity-update-mutation';
export type {
  ActivityUpdate,
  ActivityUpdateVariables,
} from './resources/activities/activity-update-mutation';
export { deleteActivity, useDeleteActivity } from './resources/activities/activity-delete-mutation';

// salary
export {
  salaryPaths,
  salaryKeys,
  salaryListQuery,
  salaryPeriodQuery,
  SALARY_WRITE_INVALIDATES,
  VISMA_ID_WRITE_INVALIDATES,
} from './resources/salary/keys';
export type { SalaryListParams, SalaryPeriodParams } from './resources/salary/keys';
export { nextPaymentQueryOptions, useNextPayment } from './resources/salary/next-payment-query';
export type { NextPayment, PayBreakdown } from './resources/salary/next-payment-query';
export { salaryListQueryOptions, useSalaries } from './resources/salary/salary-list-query';
export type { TeacherSalary, TeacherSalaryPage } from './resources/salary/salary-list-query';
export { salaryTotalQueryOptions, useSalaryTotal } from './resources/salary/salary-total-query';
export type { SalaryTotal } from './resources/salary/salary-total-query';
export { downloadSalaryCsv, useDownloadSalaryCsv } from './resources/salary/salary-csv-download';
export {
  markActivitiesPaid,
  sendSummaryReminder,
  saveVismaId,
  useMarkActivitiesPaid,
  useSendSummaryReminder,
  useSaveVismaId,
} from './resources/salary/salary-writes';
export type {
  MarkActivitiesPaid,
  MarkActivitiesPaidResult,
  SummaryReminderResult,
  VismaIdVariables,
} from './resources/salary/salary-writes';

// students
export {
  studentPaths,
  studentKeys,
  studentListQuery,
  STUDENT_WRITE_INVALIDATES,
} from './resources/students/keys';
export type { StudentListParams, StudentOrdering } from './resources/students/keys';
export { studentListQueryOptions, useStudents } from './resources/students/student-list-query';
export type { Student, StudentList } from './resources/students/student-list-query';
export {
  studentQueryOptions,
  useStudent,
  useStudentDetails,
} from './resources/students/student-query';
export type { StudentDetail } from './resources/students/student-query';
export { createStudent, useCreateStudent } from './resources/students/student-create-mutation';
export type { StudentCreate } from './resources/students/student-create-mutation';
export {
  addStudentSubjects,
  useAddStudentSubjects,
} from './resources/students/student-add-subjects-mutation';
export type {
  AddStudentSubjectsVariables,
  StudentProfile,
} from './resources/students/student-add-subjects-mutation';

// invoice receivers
export {
  invoiceReceiverPaths,
  invoiceReceiverKeys,
  invoiceReceiverListQuery,
  INVOICE_RECEIVER_WRITE_INVALIDATES,
} from './resources/invoice-receivers/keys';
export type {
  InvoiceReceiverListParams,
  InvoiceReceiverOrdering,
} from './resources/invoice-receivers/keys';
export {
  invoiceReceiverListQueryOptions,
  useInvoiceReceivers,
} from './resources/invoice-receivers/invoice-receiver-list-query';
export type { InvoiceReceiverList } from './resources/invoice-receivers/invoice-receiver-list-query';
export {
  invoiceReceiverListPlainQueryOptions,
  useInvoiceReceiverOptions,
} from './resources/invoice-receivers/invoice-receiver-list-plain-query';
export {
  addStudentToReceiver,
  useAddStudentToReceiver,
} from './resources/invoice-receivers/invoice-receiver-add-student-mutation';
export type { AddStudentToReceiverVariables } from './resources/invoice-receivers/invoice-receiver-add-student-mutation';
export {
  createInvoiceReceiver,
  useCreateInvoiceReceiver,
} from './resources/invoice-receivers/invoice-receiver-create-mutation';
export type {
  InvoiceReceiver,
  InvoiceReceiverCreate,
} from './resources/invoice-receivers/invoice-receiver-create-mutation';

// teachers
export {
  teacherPaths,
  teacherKeys,
  teacherListQuery,
  plainListQuery,
  TEACHER_WRITE_INVALIDATES,
} from './resources/teachers/keys';
export type {
  TeacherListParams,
  TeacherOrdering,
  OwnsTabletFilter,
  PlainListParams,
} from './resources/teachers/keys';
export { teacherListQueryOptions, useTeachers } from './resources/teachers/teacher-list-query';
export type { StaffTeacher, TeacherList } from './resources/teachers/teacher-list-query';
export {
  teacherListPlainQueryOptions,
  useTeacherOptions,
} from './resources/teachers/teacher-list-plain-query';
export type { UserListItem } from './resources/teachers/teacher-list-plain-query';
export { createTeacher, useCreateTeacher } from './resources/teachers/teacher-create-mutation';
export type { TeacherCreate } from './resources/teachers/teacher-create-mutation';
export { teacherSelfQueryOptions, useTeacherSelf } from './resources/teachers/teacher-self-query';
export type {
  TeacherSelf,
  TeacherStatus,
  TeacherSubject,
  YearOfStudy,
} from './resources/teachers/teacher-self-query';
export { updateTeacher, useUpdateTeacher } from './resources/teachers/teacher-update-mutation';
export type {
  TeacherPatch,
  TeacherUpdateVariables,
} from './resources/teachers/teacher-update-mutation';
export {
  uploadTeacherFiles,
  useUploadTeacherFiles,
  hasTeacherFiles,
} from './resources/teachers/teacher-files-upload-mutation';
export type {
  TeacherFileField,
  TeacherFileUploads,
  TeacherFilesUploadVariables,
} from './resources/teachers/teacher-files-upload-mutation';
export {
  downloadTeacherFile,
  useDownloadTeacherFile,
} from './resources/teachers/teacher-file-download';
export type { TeacherFileDownloadVariables } from './resources/teachers/teacher-file-download';
export {
  saveTeacherProfile,
  useSaveTeacherProfile,
} from './resources/teachers/teacher-profile-save-mutation';
export type { TeacherProfileSaveVariables } from './resources/teachers/teacher-profile-save-mutation';

// reference lists
export { referencePaths, referenceKeys, REFERENCE_STALE_TIME_MS } from './resources/reference/keys';
export { subjectsQueryOptions, useSubjects } from './resources/reference/subjects-query';
export type { Subject } from './resources/reference/subjects-query';
export {
  educationStagesQueryOptions,
  useEducationStages,
} from './resources/reference/education-stages-query';
export type { EducationStage } from './resources/reference/education-stages-query';
export { citiesQueryOptions, useCities } from './resources/reference/cities-query';
export type { City } from './resources/reference/cities-query';
export { schoolsQueryOptions, useSchools } from './resources/reference/schools-query';
export type { School } from './resources/reference/schools-query';
export {
  fieldsOfStudyQueryOptions,
  useFieldsOfStudy,
} from './resources/reference/fields-of-study-query';
export type { FieldOfStudy } from './resources/reference/fields-of-study-query';
export {
  activityCategoriesQueryOptions,
  useActivityCategories,
} from './resources/reference/activity-categories-query';
export type { ActivityCategory } from './resources/reference/activity-categories-query';
export {
  activityLocationsQueryOptions,
  useActivityLocations,
} from './resources/reference/activity-locations-query';
export type { ActivityLocation } from './resources/reference/activity-locations-query';

// issues (the staff's board)
export {
  issuePaths,
  issueKeys,
  issueListQuery,
  ISSUE_WRITE_INVALIDATES,
} from './resources/issues/keys';
export type { IssueListParams } from './resources/issues/keys';
export { issueListQueryOptions, useIssues } from './resources/issues/issue-list-query';
export type { Issue } from './resources/issues/issue-list-query';
export { createIssue, useCreateIssue } from './resources/issues/issue-create-mutation';
export type { IssueCreate } from './resources/issues/issue-create-mutation';
export { updateIssue, useUpdateIssue } from './resources/issues/issue-update-mutation';
export type { IssuePatch, IssueUpdateVariables } from './resources/issues/issue-update-mutation';
export { deleteIssue, useDeleteIssue } from './resources/issues/issue-delete-mutation';

// packages (sold packages: 'Mine pakker', the staff's package overview)
export {
  packagePaths,
  packageKeys,
  packageListQuery,
  PACKAGE_WRITE_INVALIDATES,
} from './resources/packages/keys';
export type { PackageListParams } from './resources/packages/keys';
export { packageListQueryOptions, usePackages } from './resources/packages/package-list-query';
export type { Package, PackageList } from './resources/packages/package-list-query';
export {
  packageTypesQueryOptions,
  usePackageTypes,
} from './resources/packages/package-types-query';
export type { PackageType } from './resources/packages/package-types-query';
export {
  createPackage,
  updatePackage,
  deletePackage,
  useCreatePackage,
  useUpdatePackage,
  useDeletePackage,
} from './resources/packages/package-writes';
export type {
  PackageCreate,
  PackagePatch,
  PackageUpdateVariables,
} from './resources/packages/package-writes';
export {
  orderConfirmationPreviewQueryOptions,
  useOrderConfirmationPreview,
  sendOrderConfirmation,
  deleteOrderConfirmation,
  useSendOrderConfirmation,
  useDeleteOrderConfirmation,
} from './resources/packages/order-confirmations';
export type { OrderConfirmation } from './resources/packages/order-confirmations';
export {
  contactPeopleQueryOptions,
  useContactPeople,
} from './resources/students/contact-people-query';
export type { ContactPeople, ContactPerson } from './resources/students/contact-people-query';

// users (the staff's user search)
export { userPaths, userKeys, userSearchQuery } from './resources/users/keys';
export type { UserSearchParams } from './resources/users/keys';
export { userSearchQueryOptions, useUserSearch } from './resources/users/user-search-query';
export type { UserSearchResult } from './resources/users/user-search-query';

// documents and FAQ
export { documentPaths, documentKeys } from './resources/documents/keys';
export {
  documentTreeQueryOptions,
  useDocumentTree,
} from './resources/documents/document-tree-query';
export type { DocumentTreeNode, PortalDocument } from './resources/documents/document-tree-query';
export {
  teacherFaqTreeQueryOptions,
  useTeacherFaqTree,
} from './resources/documents/teacher-faq-tree-query';
export type { Faq, FaqTreeNode } from './resources/documents/teacher-faq-tree-query';
export {
  employeeFaqTreeQueryOptions,
  useEmployeeFaqTree,
} from './resources/documents/employee-faq-tree-query';

// password tokens (the staff's 'Passord-tokens')
export {
  resetTokenPaths,
  resetTokenKeys,
  resetTokenLink,
  RESET_TOKEN_WRITE_INVALIDATES,
} from './resources/reset-tokens/keys';
export {
  resetTokenListQueryOptions,
  useResetTokens,
} from './resources/reset-tokens/reset-token-list-query';
export type { ResetToken } from './resources/reset-tokens/reset-token-list-query';
export {
  createResetToken,
  useCreateResetToken,
} from './resources/reset-tokens/reset-token-create-mutation';
export type { ResetTokenCreate } from './resources/reset-tokens/reset-token-create-mutation';

// analytics (the staff dashboard: Metabase dashboards and 'Markedsføring')
export {
  metabasePaths,
  metabaseKeys,
  METABASE_STALE_TIME_MS,
  METABASE_ENV_VARIABLES,
} from './resources/metabase/keys';
export {
  metabaseDashboardsQueryOptions,
  useMetabaseDashboards,
} from './resources/metabase/metabase-dashboards-query';
export type {
  AnalyticsDashboard,
  AnalyticsDashboardList,
} from './resources/metabase/metabase-dashboards-query';
export {
  metabaseDiagramsQueryOptions,
  useMetabaseDiagrams,
} from './resources/metabase/metabase-diagrams-query';
export type { Diagram, DiagramList } from './resources/metabase/metabase-diagrams-query';

// invoices (the staff's 'Fakturaoversikt') and the month check (issue 14)
export {
  invoicePaths,
  invoiceKeys,
  invoiceListQuery,
  INVOICE_WRITE_INVALIDATES,
} from './resources/invoices/keys';
export type { InvoiceListKind, InvoiceListParams } from './resources/invoices/keys';
export { invoiceListQueryOptions, useInvoices } from './resources/invoices/invoice-list-query';
export type { Invoice, InvoiceProductLine } from './resources/invoices/invoice-list-query';
export { markInvoices, useMarkInvoices } from './resources/invoices/invoice-mark-mutation';
export type { MarkInvoices, MarkInvoicesResult } from './resources/invoices/invoice-mark-mutation';
export { economyPaths, economyKeys } from './resources/economy/keys';
export type { MonthCheckParams } from './resources/economy/keys';
export { monthCheckQueryOptions, useMonthCheck } from './resources/economy/month-check-query';
export type {
  MonthCheck,
  MonthCheckTeacher,
  MonthCheckPackage,
  MonthCheckDisagreement,
  MonthCheckKind,
} from './resources/economy/month-check-query';
