import { Text } from '@chakra-ui/react';

/** The schema's message under a control that is not inside a Chakra Field (pickers). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <Text id={id} color="fg.error" textStyle="xs">
      {message}
    </Text>
  );
}
