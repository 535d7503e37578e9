import { Link } from '@chakra-ui/react';
import { EmailText } from './EmailText';

/**
 * A tel: address for a phone number as people write it ('936 99 916'): without its spaces, which
 * a tel: URI may not hold (RFC 3966), so every phone dials it.
 */
export const telHref = (phone: string): string => `tel:${phone.replace(/\s+/g, '')}`;

/** A phone number a phone can call with one tap. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <Link href={telHref(phone)} colorPalette="brand">
      {phone}
    </Link>
  );
}

/** An e-mail address that opens the mail app; a long one wraps after its '@' (EmailText). */
export function EmailLink({ email }: { email: string }) {
  return (
    <Link href={`mailto:${email}`} colorPalette="brand" minW="0">
      <EmailText email={email} />
    </Link>
  );
}
