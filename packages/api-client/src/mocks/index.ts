// Public API of @portal/api-client/mocks: MSW handlers typed by the contract and fixture
// factories, for Storybook stories and UI tests. Handlers are relative to '/api'.
import { authHandlers } from './handlers/auth';
import { referenceHandlers } from './handlers/reference';
import { activityHandlers } from './handlers/activities';
import { studentHandlers } from './handlers/students';
import { staffTeacherHandlers, teacherHandlers } from './handlers/teachers';
import { documentHandlers } from './handlers/documents';
import { issueHandlers } from './handlers/issues';
import { packageHandlers } from './handlers/packages';
import { contactPeopleHandlers } from './handlers/students';
import { resetTokenHandlers } from './handlers/reset-tokens';
import { employeeFaqHandlers } from './handlers/documents';
import { metabaseHandlers } from './handlers/metabase';
import { salaryHandlers } from './handlers/salary';
import { invoiceHandlers } from './handlers/invoices';
import { monthCheckHandlers } from './handlers/economy';
import { invoiceReceiverHandlers } from './handlers/invoice-receivers';

export { MOCK_NOW } from './mock-now';
export { http } from './http';
export { makeJwt } from './jwt';
export {
  neverResolve,
  delayed,
  serverError,
  validationError,
  SERVER_ERROR_BODY,
  requestHeldOnPurpose,
  resetHeldRequests,
} from './states';
export { mockWrites, recordWrite, resetMocks } from './recorder';
export { recorded } from './handlers/route-helpers';
export type { MockWrite } from './recorder';

// --- fixtures (deterministic, relative to MOCK_NOW) ---
export { makePage } from './fixtures/page';
export type { Page } from './fixtures/page';
export { makeUserSummary, makeTokenPair, makeLoginResult } from './fixtures/auth';
export {
  MOCK_TEACHER,
  makePersonRef,
  makeActivity,
  makeActivities,
  toNextActivity,
  makeNextActivity,
  makeOverdueCount,
  makeStudentOverviewRow,
  makeActivityHistory,
  makeHistoryNextActivity,
  makePastActivity,
  makeCompletedActivity,
} from './fixtures/activities';
export {
  makePayBreakdown,
  makeNextPayment,
  makeEmptyNextPayment,
  makeHistoryNextPayment,
  makeSalaryTeachers,
  makeSalaryLessons,
} from './fixtures/salary';
export type { MockSalaryTeacher, MockSalaryLesson } from './fixtures/salary';
export { makeInvoiceProduct, makePackageInvoices, makeTravelInvoices } from './fixtures/invoices';
export {
  makeMonthCheck,
  makeAgreeingMonthCheck,
  makeMonthCheckLessons,
} from './fixtures/month-check';
export {
  makeStudent,
  makeStudents,
  makeStudentProfile,
  makeStudentInvoiceReceiver,
  makeStudentPackage,
  makeStudentActivity,
  makeStudentDetail,
  toStudentProfile,
  makeRosterStudent,
  makeRosterStudents,
  makeRosterStudentDetail,
  makeLessonStudents,
  makeContactPeople,
} from './fixtures/students';
export {
  makeTeacherSelf,
  makeTeacherNeedingUpdate,
  makeRosterTeacher,
  makeRosterNewTeacher,
  makeStaffTeacher,
  makeStaffTeachers,
} from './fixtures/teachers';
export { makeInvoiceReceiver, makeInvoiceReceivers } from './fixtures/invoice-receivers';
export {
  makeSubject,
  makeSubjects,
  makeEducationStages,
  makeCities,
  makeSchools,
  makeFieldsOfStudy,
  makeActivityCategories,
  makeActivityLocations,
  makeRosterSubjects,
  makeRosterCities,
  makeRosterSchools,
  makeRosterFieldsOfStudy,
} from './fixtures/reference';
export { makeDocumentTree, makeTeacherFaqTree, makeEmployeeFaqTree } from './fixtures/documents';
export { MOCK_DEVELOPERS, makeIssue, makeIssues, makeLongBoard } from './fixtures/issues';
export {
  makePackage,
  makePackages,
  makePackageTypes,
  makeStaffPackage,
  makeStaffPackages,
} from './fixtures/packages';
export {
  MOCK_TOKEN_USERS,
  mockResetKey,
  makeResetToken,
  makeResetTokens,
} from './fixtures/reset-tokens';
export {
  MOCK_METABASE_SITE,
  mockEmbedUrl,
  makeAnalyticsDashboard,
  makeAnalyticsDashboardList,
  makeDiagram,
  makeDiagramList,
} from './fixtures/metabase';

// --- handlers: one module per resource, each with its states (and a builder over other data) ---
export {
  authHandlers,
  LOGIN_FAILED_MESSAGE,
  TOO_MANY_LOGINS_MESSAGE,
  RESET_REQUEST_MESSAGE,
  RESET_CONFIRMED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
} from './handlers/auth';
export { activityHandlers, mockActivities } from './handlers/activities';
export type { ActivityMockData } from './handlers/activities';
export { studentHandlers, mockStudents } from './handlers/students';
export type { StudentMockData } from './handlers/students';
export { teacherHandlers, mockTeacherSelf, STORED_PDF } from './handlers/teachers';
export { referenceHandlers, mockReference } from './handlers/reference';
export type { ReferenceMockData } from './handlers/reference';
export { documentHandlers } from './handlers/documents';
export { issueHandlers, resetIssueMocks } from './handlers/issues';
export { packageHandlers, resetPackageMocks } from './handlers/packages';
export { contactPeopleHandlers } from './handlers/students';
export {
  resetTokenHandlers,
  resetResetTokenMocks,
  NO_ACTIVE_USER_MESSAGE,
} from './handlers/reset-tokens';
export { employeeFaqHandlers } from './handlers/documents';
export { metabaseHandlers } from './handlers/metabase';
export { salaryHandlers, resetSalaryMocks, mockNextPayment } from './handlers/salary';
export { invoiceHandlers, resetInvoiceMocks } from './handlers/invoices';
export { monthCheckHandlers } from './handlers/economy';
export {
  staffTeacherHandlers,
  resetStaffTeacherMocks,
  EMAIL_TAKEN_MESSAGE,
} from './handlers/teachers';
export { invoiceReceiverHandlers, resetInvoiceReceiverMocks } from './handlers/invoice-receivers';

/**
 * Every resource's handler states (`default`, `empty`, `error`, ...), by group name, in the order
 * MSW tries them: `handlers` and `allHandlers(state)` are built from it.
 */
export const handlerGroups = {
  auth: authHandlers,
  // Before teachers: the staff's Visma id (PATCH user/teacher/{id}/) of a salary teacher is
  // answered here; any other id falls through. Also the teacher's GET salary/next-payment/.
  salary: salaryHandlers,
  invoices: invoiceHandlers,
  monthCheck: monthCheckHandlers,
  contactPeople: contactPeopleHandlers,
  // Before teachers: the staff's PATCH user/teacher/{id}/ answers its own teachers and lets any
  // other id (the teacher's own profile) through to the teachers group.
  staffTeachers: staffTeacherHandlers,
  activities: activityHandlers,
  students: studentHandlers,
  teachers: teacherHandlers,
  reference: referenceHandlers,
  documents: documentHandlers,
  issues: issueHandlers,
  packages: packageHandlers,
  resetTokens: resetTokenHandlers,
  employeeFaq: employeeFaqHandlers,
  metabase: metabaseHandlers,
  invoiceReceivers: invoiceReceiverHandlers,
};

/** A group name of `handlers` (`'activities'`, `'students'`, ...). */
export type HandlerGroup = keyof typeof handlerGroups;

type MockHandler = (typeof handlerGroups)[HandlerGroup]['default'][number];

/**
 * The default handler of every route, by group name (one group per resource): what Storybook's
 * preview installs (`parameters.msw.handlers`) and a story overrides group by group, e.g.
 * `{ activities: activityHandlers.empty }`. `allHandlers()` flattens them for `setupServer` /
 * `setupWorker`.
 */
export const handlers = Object.fromEntries(
  Object.entries(handlerGroups).map(([group, states]) => [group, states.default]),
) as { [G in HandlerGroup]: (typeof handlerGroups)[G]['default'] };

/**
 * Every handler in one list: each group's default, or with a `state` (`'empty'`, `'error'`,
 * `'slow'`, ...) each group that has that state in it and the others in their default, except the
 * groups in `keepDefault` (the portal's mock mode keeps `auth`, so signing in works in every state).
 */
export function allHandlers(
  state = 'default',
  keepDefault: readonly HandlerGroup[] = [],
): MockHandler[] {
  return (Object.entries(handlerGroups) as [HandlerGroup, Record<string, MockHandler[]>][]).flatMap(
    ([group, states]) => (!keepDefault.includes(group) && states[state]) || states.default!,
  );
}
