export { IssuesScreen as Component } from '@portal/ui/staff';
