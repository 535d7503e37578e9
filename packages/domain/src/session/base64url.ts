// Base64url decoding by hand: atob is missing in some runtimes and rejects the url alphabet, and
// Buffer is Node-only. Works the same in Node 20 and browsers.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Map([...ALPHABET].map((char, index) => [char, index] as const));

/** Bytes of a base64url (or standard base64) string, padding optional; null when it is not base64. */
export function decodeBase64Url(input: string): Uint8Array | null {
  const text = input.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  if (text.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    const value = VALUE.get(char);
    if (value === undefined) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

/** UTF-8 text of a base64url string, or null when it is not base64url or not valid UTF-8. */
export function decodeBase64UrlText(input: string): string | null {
  const bytes = decodeBase64Url(input);
  if (bytes === null) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (_error) {
    return null;
  }
}
