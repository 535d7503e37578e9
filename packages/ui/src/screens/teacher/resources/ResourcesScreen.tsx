import { Card, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useDocumentTree, useTeacherFaqTree } from '@portal/api-client/documents';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../feedback/EmptyState';
import { ErrorState } from '../../../feedback/ErrorState';
import { LoadingState } from '../../../feedback/LoadingState';
import { PageHeader } from '../../../layout/PageHeader';
import { FaqTree } from '../../../features/faq/FaqTree';
import { DocumentTree } from './DocumentTree';

export const NO_DOCUMENTS_TEXT = 'Ingen dokumenter ennå';
export const NO_FAQ_TEXT = 'Ingen spørsmål ennå';
export const DOCUMENTS_LOAD_ERROR = 'Kunne ikke hente dokumentene';
export const FAQ_LOAD_ERROR = 'Kunne ikke hente spørsmålene';

interface TreeQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

function TreeCard<T>({
  title,
  headingId,
  query,
  emptyText,
  errorText,
  render,
}: {
  title: string;
  headingId: string;
  query: TreeQuery<T>;
  emptyText: string;
  errorText: string;
  render: (nodes: T[]) => ReactNode;
}) {
  let body: ReactNode;
  if (query.isPending) body = <LoadingState variant="skeleton" lines={4} />;
  else if (query.isError || !query.data)
    body = (
      <ErrorState
        message={errorText}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.data.length === 0) body = <EmptyState title={emptyText} size="sm" />;
  else body = render(query.data);
  return (
    <Card.Root as="section" aria-labelledby={headingId} minW="0">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">{body}</Card.Body>
    </Card.Root>
  );
}

/** /teacher/resources ('Ressurser'): the document tree and the teacher FAQ. */
export function ResourcesScreen() {
  const documents = useDocumentTree();
  const faq = useTeacherFaqTree();
  return (
    <Stack gap="4">
      <PageHeader title="Ressurser" />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <TreeCard
          title="Dokumenter"
          headingId="resources-documents"
          query={documents}
          emptyText={NO_DOCUMENTS_TEXT}
          errorText={DOCUMENTS_LOAD_ERROR}
          render={(nodes) => <DocumentTree nodes={nodes} />}
        />
        <TreeCard
          title="Ofte stilte spørsmål"
          headingId="resources-faq"
          query={faq}
          emptyText={NO_FAQ_TEXT}
          errorText={FAQ_LOAD_ERROR}
          render={(nodes) => <FaqTree nodes={nodes} />}
        />
      </SimpleGrid>
    </Stack>
  );
}
