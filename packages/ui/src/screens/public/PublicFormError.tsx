import { Alert } from '@chakra-ui/react';

/** A sign-in page's failure above its button, announced as it appears (role alert). */
export function PublicFormError({ message }: { message: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
