import type { DeskSearchField } from './deskListMachine';

const FIELDS: Record<string, DeskSearchField> = {
  'search.reference': 'reference',
  'search.email': 'email',
  'search.surname': 'surname',
  'search.postcode': 'postcode',
  lender: 'lender',
};

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : '';

/**
 * The gateway names a refused field in its message ("data.search.email: Enter an email address…",
 * several joined by "; "): those that belong to the desk's forms, by field.
 */
export function fieldErrorsFromGateway(error: unknown): Partial<Record<DeskSearchField, string>> {
  const errors: Partial<Record<DeskSearchField, string>> = {};
  for (const part of messageOf(error).split('; ')) {
    const match = /^data\.([\w.]+): (.+)$/.exec(part);
    const field = match ? FIELDS[match[1]!] : undefined;
    if (field && !errors[field]) errors[field] = match![2]!;
  }
  return errors;
}

/** The gateway's own message for a list it could not give, or a plain one. */
export function listProblem(error: unknown, fallback = 'The claims could not be read. Try again.'): string {
  // "data: …" names the request, not anything the staff member typed: the sentence is what they read.
  return messageOf(error).replace(/^data(\.[\w.]+)?: /, '') || fallback;
}
