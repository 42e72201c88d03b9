/** The journey: sections in order, each with its sub-steps in order. */
export const WIZARD_STEPS = {
  start: ['intro', 'details', 'dob', 'contact', 'recovery'],
  check: ['consent', 'otp', 'agreements'],
  address: ['current', 'history'],
  sign: ['review', 'signature'],
  thankyou: ['done', 'account'],
} as const;

export type Section = keyof typeof WIZARD_STEPS;
export type StepKey = { [S in Section]: `${S}.${(typeof WIZARD_STEPS)[S][number]}` }[Section];
export interface StepRef {
  section: Section;
  step: string;
}

export const SECTIONS = Object.keys(WIZARD_STEPS) as Section[];
export const STEP_KEYS = SECTIONS.flatMap((section) =>
  WIZARD_STEPS[section].map((step) => `${section}.${step}` as StepKey),
);

/** Steps a Change link on the review page may open; the journey returns to review after them. */
export const CHANGEABLE_STEPS: readonly StepKey[] = [
  'start.details',
  'start.dob',
  'start.contact',
  'check.agreements',
  'address.current',
  'address.history',
];

/** The step a section/step pair names, or null for anything else (URL parameters are untrusted). */
export function toStepKey(section: unknown, step: unknown): StepKey | null {
  // Checked before building the key: String() throws for an object without a prototype.
  if (typeof section !== 'string' || typeof step !== 'string') return null;
  const key = `${section}.${step}`;
  return (STEP_KEYS as string[]).includes(key) ? (key as StepKey) : null;
}

export function toStepRef(key: StepKey): StepRef {
  const [section, step] = key.split('.') as [Section, string];
  return { section, step };
}

/** A step's inner states that wait on a call: Continue is held, and a saved snapshot rests before them. */
export const CALL_STATES: readonly string[] = [
  'confirming',
  'saving',
  'signingIn',
  'sendingReset',
  'initiating',
  'verifying',
  'resending',
  'lookingUp',
  'submitting',
  'upgrading',
];
