// PLACEHOLDER page so the demo customers land somewhere real. To be replaced by the customer-area
// screens of packages/ui (the customer-area issue); remove this file then.
import { PageHeader } from '@portal/ui';

export function CustomerHomePage() {
  return <PageHeader title="Dashboard" description="Pakkene og timene dine kommer her." />;
}
