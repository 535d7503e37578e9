import { Card, Heading, Text } from '@chakra-ui/react';
import { useContactPeople } from '@portal/api-client/students';
import { ErrorState } from '../../../feedback/ErrorState';
import { LoadingState } from '../../../feedback/LoadingState';
import { PersonCard } from '../shared/PersonCard';
import {
  CONTACTS_LOAD_ERROR,
  CONTACT_PERSON_TITLE,
  NO_CONTACT_PERSON_TEXT,
} from '../shared/customerTexts';

const HEADING_ID = 'contact-person-title';

/** The contact person at the office, whom to call first. */
export function ContactPersonCard() {
  const contacts = useContactPeople();
  let body;
  if (contacts.isPending) body = <LoadingState variant="skeleton" lines={2} />;
  else if (contacts.isError || !contacts.data)
    body = (
      <ErrorState
        message={CONTACTS_LOAD_ERROR}
        onRetry={() => void contacts.refetch()}
        retrying={contacts.isFetching}
      />
    );
  else if (contacts.data.contact_person)
    body = <PersonCard person={contacts.data.contact_person} />;
  else body = <Text>{NO_CONTACT_PERSON_TEXT}</Text>;
  return (
    <Card.Root as="section" aria-labelledby={HEADING_ID} minW="0">
      <Card.Header>
        <Heading as="h2" size="md" id={HEADING_ID}>
          {CONTACT_PERSON_TITLE}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">{body}</Card.Body>
    </Card.Root>
  );
}
