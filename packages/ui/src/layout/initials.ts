/** 'Kari Nordmann' → 'KN', as Chakra's avatar writes a name: the first and last word's letters. */
export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}
