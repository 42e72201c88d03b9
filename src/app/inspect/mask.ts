/** What a masked value shows instead of the personal data. */
export const MASK = '•••';

/**
 * Keys whose values are personal data (spec section 3 profile fields, the date of birth, the
 * signature, passcodes and secrets). Compared without case, dashes or underscores.
 */
const PERSONAL_KEYS = new Set(
  [
    'name',
    'fullName',
    'firstName',
    'middleName',
    'lastName',
    'title',
    'email',
    'emailAddress',
    'phone',
    'phoneNumber',
    'mobile',
    'dob',
    'dateOfBirth',
    'birthDate',
    'address',
    'addresses',
    'addressLine1',
    'addressLine2',
    'city',
    'postcode',
    'previousAddress',
    'previousPreviousAddress',
    'currentAddress',
    'signature',
    'passcode',
    'otp',
    'code',
    'password',
    'token',
    'customToken',
  ].map(normalise),
);

function normalise(key: string): string {
  return key.replace(/[-_\s]/g, '').toLowerCase();
}

export function isPersonalKey(key: string): boolean {
  return PERSONAL_KEYS.has(normalise(key));
}

export interface SummaryOptions {
  /** Show personal data as it is. Off by default. */
  reveal?: boolean;
  maxDepth?: number;
  maxItems?: number;
  maxString?: number;
}

function isActorRefLike(value: object): boolean {
  return 'sessionId' in value && 'send' in value && typeof value.send === 'function';
}

/**
 * A plain, JSON-safe copy of a machine's context (or an event) for the panel: personal data
 * masked unless `reveal`, empty strings kept (so a developer sees which answers are filled),
 * child actors named rather than expanded, and long strings, arrays and deep nesting cut short.
 */
export function summarise(value: unknown, options: SummaryOptions = {}): unknown {
  const { reveal = false, maxDepth = 4, maxItems = 10, maxString = 80 } = options;

  const maskAll = (input: unknown): unknown => {
    if (input === '' || input === null || input === undefined) return input;
    if (Array.isArray(input)) return input.map(maskAll);
    if (typeof input === 'object') {
      return Object.fromEntries(Object.entries(input).map(([key, inner]) => [key, maskAll(inner)]));
    }
    return MASK;
  };

  const walk = (input: unknown, depth: number): unknown => {
    if (typeof input === 'string') {
      return input.length > maxString ? `${input.slice(0, maxString)}… (${input.length} chars)` : input;
    }
    if (typeof input === 'function') return '[function]';
    if (typeof input !== 'object' || input === null) return input;
    if (isActorRefLike(input)) {
      const id = (input as { id?: unknown }).id;
      return `[actor ${typeof id === 'string' ? id : ''}]`;
    }
    if (input instanceof Date) return input.toISOString();
    if (depth >= maxDepth) return Array.isArray(input) ? `[${input.length} items]` : '{…}';
    if (Array.isArray(input)) {
      const shown = input.slice(0, maxItems).map((item) => walk(item, depth + 1));
      return input.length > maxItems ? [...shown, `… ${input.length - maxItems} more`] : shown;
    }
    return Object.fromEntries(
      Object.entries(input).map(([key, inner]) => [
        key,
        !reveal && isPersonalKey(key) ? maskAll(walk(inner, depth + 1)) : walk(inner, depth + 1),
      ]),
    );
  };

  return walk(value, 0);
}
