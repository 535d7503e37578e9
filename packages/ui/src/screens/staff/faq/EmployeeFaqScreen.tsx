import { Card, Stack } from '@chakra-ui/react';
import { useEmployeeFaqTree } from '@portal/api-client/documents';
import { EmptyState } from '../../../feedback/EmptyState';
import { ErrorState } from '../../../feedback/ErrorState';
import { LoadingState } from '../../../feedback/LoadingState';
import { FaqTree } from '../../../features/faq/FaqTree';
import { PageHeader } from '../../../layout/PageHeader';

// The seed gives the title only; these are ours (the teacher's 'Ressurser' uses the same words).
export const EMPLOYEE_FAQ_TITLE = 'FAQ';
export const EMPLOYEE_FAQ_INTRO = 'Ofte stilte spørsmål for ansatte.';
export const NO_EMPLOYEE_FAQ_TEXT = 'Ingen spørsmål ennå';
export const EMPLOYEE_FAQ_LOAD_ERROR = 'Kunne ikke hente spørsmålene';

/**
 * /employee/faq ('FAQ'): the staff's questions and answers as nested accordions of categories.
 * Every category and question is a button (Tab to it, Enter or Space to open).
 */
export function EmployeeFaqScreen() {
  const faq = useEmployeeFaqTree();
  let body;
  if (faq.isPending) body = <LoadingState variant="skeleton" lines={5} />;
  else if (faq.isError || !faq.data)
    body = (
      <ErrorState
        message={EMPLOYEE_FAQ_LOAD_ERROR}
        onRetry={() => void faq.refetch()}
        retrying={faq.isFetching}
      />
    );
  else if (faq.data.length === 0) body = <EmptyState title={NO_EMPLOYEE_FAQ_TEXT} size="sm" />;
  else body = <FaqTree nodes={faq.data} />;

  return (
    <Stack gap="4">
      <PageHeader title={EMPLOYEE_FAQ_TITLE} description={EMPLOYEE_FAQ_INTRO} />
      <Card.Root minW="0">
        <Card.Body>{body}</Card.Body>
      </Card.Root>
    </Stack>
  );
}
