import { Text } from '@chakra-ui/react';

/**
 * An e-mail address in a table cell or list: it may wrap after the '@' (and mid-word only if its
 * column is narrower than either half). `break-all` let a table squeeze the column to a few
 * letters, so 'leah.haugen@demo.no' read 'leah.haug|en@dem|o.no' while other columns had room.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <Text as="span" overflowWrap="break-word">
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
    </Text>
  );
}
