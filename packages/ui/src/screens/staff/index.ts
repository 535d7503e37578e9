// @portal/ui/staff: The staff area's screens (seed 001: sales, operations, economy): one lazy bundle in the portal.
export { IssuesScreen } from './issues/IssuesScreen';
export { PackageOverviewStaffScreen } from './packages/PackageOverviewStaffScreen';
export { NewPackageScreen } from './packages/NewPackageScreen';
export { PasswordTokensScreen } from './password-tokens/PasswordTokensScreen';
export { EmployeeFaqScreen } from './faq/EmployeeFaqScreen';
export { StaffDashboardScreen } from './dashboard/StaffDashboardScreen';
export { InvoiceOverviewScreen } from './economy/InvoiceOverviewScreen';
export { SalaryOverviewScreen } from './economy/SalaryOverviewScreen';
export { MonthCheckScreen } from './economy/MonthCheckScreen';
export { LessonRecordScreen } from './economy/LessonRecordScreen';
export { TeacherOverviewScreen } from './teachers/TeacherOverviewScreen';
export { StudentOverviewScreen } from './students/StudentOverviewScreen';
export { InvoiceReceiverOverviewScreen } from './invoice-receivers/InvoiceReceiverOverviewScreen';
export { NewUserScreen } from './new-user/NewUserScreen';
