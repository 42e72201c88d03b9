import * as v from 'valibot';
import type { ActorOptions, SnapshotFrom } from 'xstate';
import { CHOSEN_AGREEMENTS_MAX } from '../../contract/fields';
import {
  ADDRESS_FIELDS,
  AgreementSchema,
  AddressEntryValueSchema,
  AddressValueSchema,
  AnswersSchema,
  CheckedAnswersValueSchema,
  type WizardContext,
} from './context';
import { FAILURE_KINDS } from '../errors';
import { canMigrate, migrateJourney } from './migrations';
import { CALL_STATES, STEP_KEYS, toStepRef } from './steps';
import { wizardMachine } from './wizardMachine';

/**
 * Bump when the machine or its context changes shape, with a migration from the version before
 * (`migrations.ts`): snapshots saved by older builds are then brought up to date, not dropped.
 */
export const WIZARD_SNAPSHOT_VERSION = 3;
/** A saved journey older than this is stale: answers about finance and addresses go out of date. */
export const WIZARD_SNAPSHOT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

type WizardSnapshot = SnapshotFrom<typeof wizardMachine>;

/** Sub-states that wait on a call: saved as the step's resting state, as calls are not replayed. */
const IN_FLIGHT = new Set([...CALL_STATES, 'failed']);

const StepKeySchema = v.picklist(STEP_KEYS);
const str = (max: number) => v.pipe(v.string(), v.maxLength(max));

const ContextSchema = v.strictObject({
  answers: AnswersSchema,
  claimId: v.nullable(str(100)),
  agreementsFound: v.nullable(v.pipe(v.array(AgreementSchema), v.maxLength(CHOSEN_AGREEMENTS_MAX))),
  // Journeys saved before the months moved in were kept hold the addresses alone.
  suggestedAddresses: v.pipe(
    v.array(
      v.union([
        AddressEntryValueSchema,
        v.pipe(
          AddressValueSchema,
          v.transform((address) => ({ address, movedIn: '' })),
        ),
      ]),
    ),
    v.maxLength(10),
  ),
  addressResults: v.pipe(v.array(AddressValueSchema), v.maxLength(100)),
  otp: v.strictObject({
    resends: v.pipe(v.number(), v.integer(), v.minValue(0)),
    attemptsLeft: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
    codeSent: v.boolean(),
  }),
  claimReference: v.nullable(str(100)),
  fieldErrors: v.record(str(200), str(300)),
  gatewayError: v.nullable(str(300)),
  gatewayErrorKind: v.optional(v.nullable(v.picklist(FAILURE_KINDS)), null),
  failures: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)), 0),
  resetEmailSent: v.boolean(),
  accountCreated: v.boolean(),
  reached: v.pipe(v.array(StepKeySchema), v.maxLength(STEP_KEYS.length)),
  current: StepKeySchema,
  lookupPostcode: v.nullable(str(10)),
  lookupFor: v.nullable(v.picklist(ADDRESS_FIELDS)),
  returnToReview: v.boolean(),
  checkSentFor: v.nullable(CheckedAnswersValueSchema),
  checkedFor: v.nullable(CheckedAnswersValueSchema),
  checksStarted: v.pipe(v.number(), v.integer(), v.minValue(0)),
  checkRefused: v.optional(v.boolean(), false),
});

const StateValueSchema: v.GenericSchema<unknown> = v.union([
  v.string(),
  v.record(
    v.string(),
    v.lazy(() => StateValueSchema),
  ),
]);

const EnvelopeSchema = v.strictObject({
  version: v.number(),
  savedAt: v.pipe(v.number(), v.integer()),
  value: StateValueSchema,
  context: v.unknown(),
});

export type RestoreResult =
  /** `snapshot` goes to `createActor(wizardMachine, { snapshot })`. */
  | { ok: true; snapshot: NonNullable<ActorOptions<typeof wizardMachine>['snapshot']> }
  | { ok: false; reason: 'unreadable' | 'version' | 'stale' | 'invalid' };

/** Replaces an in-flight or failed sub-state with its step's first sub-state. */
function restingValue(value: unknown, current: WizardContext['current']): unknown {
  if (typeof value !== 'object' || value === null) return value;
  // "Save and come back later" is not a step: the journey rests at the step it was opened from.
  if ('saveForLater' in value) return stepValue(current);
  const [section, inner] = Object.entries(value)[0] as [string, unknown];
  if (typeof inner !== 'object' || inner === null) return value;
  const [step, leaf] = Object.entries(inner)[0] as [string, unknown];
  if (typeof leaf === 'string' && IN_FLIGHT.has(leaf)) return { [section]: step };
  return value;
}

/**
 * The journey as versioned JSON. In-flight calls are not saved (they are not replayed on
 * restore); the step they belong to is, with every answer.
 */
export function serializeWizard(snapshot: WizardSnapshot, now: number): string {
  const persisted = wizardMachine.getPersistedSnapshot(snapshot) as unknown as {
    value: unknown;
    context: WizardContext;
  };
  return JSON.stringify({
    version: WIZARD_SNAPSHOT_VERSION,
    savedAt: now,
    value: restingValue(persisted.value, persisted.context.current),
    context: { ...persisted.context, fieldErrors: {}, gatewayError: null, gatewayErrorKind: null },
  });
}

const stepValue = (step: WizardContext['current']) => {
  const { section, step: id } = toStepRef(step);
  return { [section]: id };
};

/**
 * The journey kept for "Save and come back later": the same envelope as a saved tab, at the step
 * the claimant was on, so `restoreWizard` checks it again when they come back.
 */
export function serializeProgress(context: WizardContext, now: number): string {
  return JSON.stringify({
    version: WIZARD_SNAPSHOT_VERSION,
    savedAt: now,
    value: stepValue(context.current),
    context: { ...context, fieldErrors: {}, gatewayError: null, gatewayErrorKind: null },
  });
}

/**
 * A saved journey, checked before it is trusted. One saved by an older build is first brought up
 * to this version (`migrateJourney`) and rests at its step when its state is not one this machine
 * has. Unreadable JSON, a version with no way to this one (older than every migration, or newer
 * than this build), an old save, or a state or context that does not fit the machine are all
 * dropped with the reason.
 */
export function restoreWizard(json: unknown, now: number): RestoreResult {
  let parsed: unknown;
  try {
    parsed = typeof json === 'string' ? JSON.parse(json) : undefined;
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const envelope = v.safeParse(EnvelopeSchema, parsed);
  if (!envelope.success) return { ok: false, reason: 'unreadable' };
  const { version, savedAt } = envelope.output;
  if (!canMigrate(version, WIZARD_SNAPSHOT_VERSION)) return { ok: false, reason: 'version' };
  if (savedAt > now || now - savedAt > WIZARD_SNAPSHOT_MAX_AGE_MS) return { ok: false, reason: 'stale' };
  try {
    const saved = migrateJourney(envelope.output, version, WIZARD_SNAPSHOT_VERSION);
    const context = v.safeParse(ContextSchema, saved?.context);
    if (!saved || !context.success) return { ok: false, reason: 'invalid' };
    const resolved = resolve(saved.value, context.output, version !== WIZARD_SNAPSHOT_VERSION);
    if (!resolved.context.reached.includes(resolved.context.current)) return { ok: false, reason: 'invalid' };
    return { ok: true, snapshot: wizardMachine.getPersistedSnapshot(resolved) };
  } catch {
    // A migration refused a malformed journey, or the machine has no such state.
    return { ok: false, reason: 'invalid' };
  }
}

/**
 * The machine's snapshot for a saved state and context; throws for a state the machine does not
 * have. A journey from an older build whose state this machine no longer has rests at its step.
 */
function resolve(value: unknown, context: WizardContext, fromOlderBuild: boolean) {
  try {
    return wizardMachine.resolveState({ value: value as never, context });
  } catch (error) {
    if (!fromOlderBuild) throw error;
    return wizardMachine.resolveState({ value: stepValue(context.current), context });
  }
}
