/**
 * The words a new password may not contain (OWASP ASVS 5.0 V6.1.2, V6.2.11; decision 216): the
 * service's and the brands' names, the firms' names and the words of this product, and the account's
 * own email address and name. The gateway refuses such a password when it sets one (`upgradeAccount`);
 * the page shows the refusal as the password field's error. Plain data and a pure function, so the
 * list is written once and documented here.
 */

/** The service, its four brands, the firms behind them and the words of what it does. */
export const SERVICE_WORDS: readonly string[] = [
  'redress',
  'complex365',
  'complex law',
  'sguk',
  'sguk internal',
  'sguk legal',
  'car finance',
  'password',
];

/** A part of an email address or a name shorter than this is too common a string to bar. */
export const MIN_ACCOUNT_WORD_LENGTH = 3;

/** What the gateway knows of the account setting the password. */
export interface PasswordContext {
  email: string;
  /** The names on the account's profile, when it has one (first, middle, last). */
  names?: readonly (string | null | undefined)[];
}

/** Letters and digits only, lower case: "Re-Dress 2" and "redress2" contain the same word. */
const squeezed = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The account's own words: the email's local part, whole and by its parts, and each name. */
export function accountWords({ email, names = [] }: PasswordContext): string[] {
  const local = email.split('@')[0] ?? '';
  const parts = [
    local,
    ...local.split(/[^\p{L}\p{N}]+/u),
    ...names.flatMap((name) => (name ?? '').split(/\s+/)),
  ];
  return [...new Set(parts.map(squeezed))].filter((word) => word.length >= MIN_ACCOUNT_WORD_LENGTH);
}

/** True when the password contains a word of the service or of the account, ignoring case and punctuation. */
export function containsContextWord(password: string, context: PasswordContext): boolean {
  const plain = squeezed(password);
  return [...SERVICE_WORDS.map(squeezed), ...accountWords(context)].some((word) => plain.includes(word));
}
