import * as v from 'valibot';
import { STEP_KEYS, type StepKey } from '../../machines/wizard/steps';
import { sessionStore, type SafeStorage, WIZARD_SNAPSHOT_KEY } from '../adapters/storage';

/**
 * What the claimant has typed on the page they are on but not yet sent with Continue, so a reload
 * shows it again. Beside the wizard's snapshot in this tab's session storage, under its prefix, so
 * signing out removes both (decision 148).
 */
export const DRAFT_KEY = `${WIZARD_SNAPSHOT_KEY}.draft`;

/** Longest draft kept: a page of typed text, far below what an address page holds. */
const DRAFT_MAX_LENGTH = 20_000;

const DraftSchema = v.strictObject({
  step: v.picklist(STEP_KEYS),
  /** The page's answers as the wizard held them when typing began. */
  basis: v.pipe(v.string(), v.maxLength(DRAFT_MAX_LENGTH)),
  values: v.unknown(),
});

/** The page's answers as the wizard holds them, as a string to compare. */
export const basisOf = (values: unknown): string => JSON.stringify(values) ?? '';

/**
 * The draft of `step`, when it was typed over the answers the wizard still holds (`basis`) and
 * fits the page (`schema`). A draft from another page, or one the wizard has since moved past (an
 * answer saved with Continue, a new journey), or one that does not fit, is removed, never shown.
 */
export function readDraft<S extends v.GenericSchema>(
  step: StepKey,
  basis: string,
  schema: S,
  store: SafeStorage = sessionStore,
): v.InferOutput<S> | null {
  const raw = store.get(DRAFT_KEY);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const draft = v.safeParse(DraftSchema, parsed);
  const values =
    draft.success && draft.output.step === step && draft.output.basis === basis
      ? v.safeParse(schema, draft.output.values)
      : null;
  if (!values?.success) {
    store.remove(DRAFT_KEY);
    return null;
  }
  return values.output;
}

/** Keeps what is typed on `step`; false when the browser refused (the page goes on working). */
export function saveDraft(
  step: StepKey,
  basis: string,
  values: unknown,
  store: SafeStorage = sessionStore,
): boolean {
  const text = JSON.stringify({ step, basis, values });
  if (text.length > DRAFT_MAX_LENGTH * 2) return false;
  return store.set(DRAFT_KEY, text);
}

export function forgetDraft(store: SafeStorage = sessionStore): void {
  store.remove(DRAFT_KEY);
}
