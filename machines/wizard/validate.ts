import * as v from 'valibot';
import type { WizardContext } from './context';
import { coversSince, earliestStart, historyShortMessage } from './history';
import * as schemas from '../../contract/answers';
import type { StepKey } from './steps';

const today = () => new Date();

/** The schema for the answers each step's Continue carries; steps absent here carry none. */
const stepSchemas = {
  'start.details': schemas.DetailsSchema,
  'start.dob': schemas.dobAnswerSchema(today),
  'start.contact': schemas.ContactSchema,
  'start.recovery': schemas.RecoverySchema,
  'check.consent': schemas.ConsentSchema,
  'check.otp': schemas.OtpSchema,
  'address.current': schemas.currentAddressSchema(today),
  'address.history': schemas.historySchema(today),
  'sign.signature': schemas.SignatureSchema,
  'thankyou.account': schemas.AccountSchema,
} satisfies Partial<Record<StepKey, v.GenericSchema>>;

export type ValidatedStep = keyof typeof stepSchemas;
export type StepOutput<S extends ValidatedStep> = v.InferOutput<(typeof stepSchemas)[S]>;

export type Validation<T> = { ok: true; output: T } | { ok: false; errors: Record<string, string> };

export function fieldErrors(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]], root = 'form') {
  const flat = v.flatten(issues);
  const errors: Record<string, string> = {};
  if (flat.root?.[0]) errors[root] = flat.root[0];
  for (const [key, messages] of Object.entries(flat.nested ?? {})) {
    if (messages?.[0]) errors[key] = messages[0];
  }
  return errors;
}

/** Checks the answers of one step, including the rules that depend on earlier answers. */
export function validateStep<S extends ValidatedStep>(
  step: S,
  answers: unknown,
  context: Pick<WizardContext, 'agreementsFound' | 'answers'>,
): Validation<StepOutput<S>> {
  const result = v.safeParse(stepSchemas[step], answers);
  if (!result.success) return { ok: false, errors: fieldErrors(result.issues) };
  const output = result.output as StepOutput<S>;
  if (step === 'address.history') {
    const { previousAddresses } = output as StepOutput<'address.history'>;
    const current = context.answers.currentAddress;
    const overlaps = schemas.movedInOrderErrors(current, previousAddresses);
    if (Object.keys(overlaps).length > 0) return { ok: false, errors: overlaps };
    const entries = current ? [current, ...previousAddresses] : previousAddresses;
    if (!coversSince(entries, earliestStart(context))) {
      // Shown by the month the earliest address given was moved into: that is what falls short.
      const last = `previousAddresses.${Math.max(previousAddresses.length - 1, 0)}.movedIn`;
      return { ok: false, errors: { [last]: historyShortMessage(context) } };
    }
  }
  return { ok: true, output };
}
