import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE } from '@portal/domain/schemas';
import { COMMON_PASSWORDS } from './common-passwords';

// Django's default password validators, with Norwegian messages as in Django's nb translation.
export const PASSWORD_MIN_LENGTH = 8;

export const passwordMessages = {
  tooShort: `Dette passordet er for kort. Det må inneholde minst ${PASSWORD_MIN_LENGTH} tegn.`,
  tooCommon: 'Dette passordet er for vanlig.',
  entirelyNumeric: 'Dette passordet er helt numerisk.',
  tooSimilar: (what: string) => `Passordet ligner for mye på ${what}.`,
  tooLong: PASSWORD_TOO_LONG_MESSAGE,
} as const;

/** Ratio of matching characters as Python's SequenceMatcher.ratio (via the longest common subsequence). */
const similarity = (a: string, b: string): number => {
  if (!a.length || !b.length) return 0;
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      row[j] =
        a[i - 1] === b[j - 1] ? (prev[j - 1] ?? 0) + 1 : Math.max(prev[j] ?? 0, row[j - 1] ?? 0);
    }
    prev = row;
  }
  return (2 * (prev[b.length] ?? 0)) / (a.length + b.length);
};

const MAX_SIMILARITY = 0.7;

const tooSimilar = (password: string, value: string): boolean => {
  const p = password.toLowerCase();
  const v = value.toLowerCase().trim();
  if (!v) return false;
  const parts = [v, ...v.split(/\W+/)].filter((part) => part.length >= 3);
  return parts.some((part) => similarity(p, part) >= MAX_SIMILARITY);
};

export type PasswordOwner = { email?: string; firstName?: string; lastName?: string };

/** Every reason the password is weak, in Norwegian; empty when it is acceptable. */
export const passwordProblems = (password: string, owner: PasswordOwner = {}): string[] => {
  const problems: string[] = [];
  if (password.length > PASSWORD_MAX_LENGTH) return [passwordMessages.tooLong];
  if (owner.email && tooSimilar(password, owner.email))
    problems.push(passwordMessages.tooSimilar('e-postadressen'));
  else if (owner.firstName && tooSimilar(password, owner.firstName))
    problems.push(passwordMessages.tooSimilar('fornavnet'));
  else if (owner.lastName && tooSimilar(password, owner.lastName))
    problems.push(passwordMessages.tooSimilar('etternavnet'));
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(passwordMessages.tooShort);
  if (COMMON_PASSWORDS.has(password.toLowerCase().trim()))
    problems.push(passwordMessages.tooCommon);
  if (/^\d+$/.test(password)) problems.push(passwordMessages.entirelyNumeric);
  return problems;
};
