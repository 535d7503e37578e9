import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useContactPeople } from '@portal/api-client/students';
import { ErrorState } from '../../../feedback/ErrorState';
import { LoadingState } from '../../../feedback/LoadingState';
import { PageHeader } from '../../../layout/PageHeader';
import { PersonCard } from '../shared/PersonCard';
import {
  CONTACTS_LOAD_ERROR,
  CONTACT_PERSON_TITLE,
  NO_CONTACT_PERSON_TEXT,
  NO_TEACHER_TEXT,
  TEACHERS_TITLE,
} from '../shared/customerTexts';

/** /customer/contact ('Kontaktpersoner', for students): the contact person and the teachers. */
export function ContactScreen() {
  const contacts = useContactPeople();
  let body;
  if (contacts.isPending) body = <LoadingState variant="skeleton" lines={4} />;
  else if (contacts.isError || !contacts.data)
    body = (
      <ErrorState
        message={CONTACTS_LOAD_ERROR}
        onRetry={() => void contacts.refetch()}
        retrying={contacts.isFetching}
      />
    );
  else {
    const { contact_person, teachers } = contacts.data;
    body = (
      <Stack gap="6">
        <Stack as="section" aria-labelledby="contact-person-heading" gap="3">
          <Heading as="h2" size="md" id="contact-person-heading">
            {CONTACT_PERSON_TITLE}
          </Heading>
          {contact_person ? (
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              <PersonCard person={contact_person} />
            </SimpleGrid>
          ) : (
            <Text>{NO_CONTACT_PERSON_TEXT}</Text>
          )}
        </Stack>
        <Stack as="section" aria-labelledby="teachers-heading" gap="3">
          <Heading as="h2" size="md" id="teachers-heading">
            {TEACHERS_TITLE}
          </Heading>
          {teachers.length ? (
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              {teachers.map((teacher) => (
                <PersonCard key={teacher.email} person={teacher} caption="Lærer" />
              ))}
            </SimpleGrid>
          ) : (
            <Text>{NO_TEACHER_TEXT}</Text>
          )}
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <PageHeader title="Kontaktpersoner" />
      {body}
    </Stack>
  );
}
