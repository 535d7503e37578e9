// PLACEHOLDER page so the demo employee lands somewhere real. To be replaced by the staff-area
// screens of packages/ui (the staff-area issue); remove this file then.
import { PageHeader } from '@portal/ui';

export function StaffHomePage() {
  return <PageHeader title="Dashboard" description="Ansattes oversikt kommer her." />;
}
