/**
 * A new key for a save's Idempotency-Key: a random UUID (version 4). Made from
 * `crypto.getRandomValues`, which every browser has, because `crypto.randomUUID` exists only on
 * https and localhost, and a phone may open the portal at the office network's http address.
 */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // the RFC 9562 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const part = (from: number, to: number) => hex.slice(from, to);
  return `${part(0, 8)}-${part(8, 12)}-${part(12, 16)}-${part(16, 20)}-${part(20, 32)}`;
}
