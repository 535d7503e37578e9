import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ContactPerson } from '@portal/api-client/students';
import { LuMail, LuPhone } from 'react-icons/lu';
import { EmailLink, PhoneLink } from '../../../features/users/ContactLinks';

/** A person to call or mail: name, then phone and e-mail as links a phone can open. */
export function PersonCard({ person, caption }: { person: ContactPerson; caption?: string }) {
  return (
    <Card.Root as="article" size="sm" aria-label={person.full_name} variant="outline">
      <Card.Body gap="2">
        <Stack gap="0">
          <Text fontWeight="semibold">{person.full_name}</Text>
          {caption ? (
            <Text fontSize="sm" color="fg.muted">
              {caption}
            </Text>
          ) : null}
        </Stack>
        {person.phone_number ? (
          <HStack gap="2">
            <LuPhone aria-hidden />
            <PhoneLink phone={person.phone_number} />
          </HStack>
        ) : null}
        <HStack gap="2" minW="0">
          <LuMail aria-hidden />
          <EmailLink email={person.email} />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
