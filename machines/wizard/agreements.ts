import * as v from 'valibot';
import { ChooseAgreementsSchema, manualAgreementSchema } from '../../contract/answers';
import { MANUAL_AGREEMENTS_FULL_MESSAGE, MANUAL_AGREEMENTS_MAX, type Today } from '../../contract/fields';
import type { Agreement, Answers, WizardContext } from './context';
import { allAgreements } from './history';
import { fieldErrors } from './validate';

export const NO_AGREEMENT_MESSAGE = 'Select at least one finance agreement, or add one';

export type AgreementsAnswer = { ok: true; answers: Answers } | { ok: false; errors: Record<string, string> };

/** True when every text the claimant could have typed into the agreement being added is empty. */
function isBlank(draft: unknown): boolean {
  if (typeof draft === 'string') return draft.trim() === '';
  if (typeof draft === 'object' && draft !== null) return Object.values(draft).every(isBlank);
  return false;
}

/**
 * The agreements step's Continue as one answer: the ticked agreements and, when the claimant opened
 * it, one agreement added by hand. The one added by hand is checked when it is filled in, or when
 * nothing is ticked (then it is the claim's only agreement), and is chosen with the ticked ones.
 */
export function readAgreementsAnswer(
  context: Pick<WizardContext, 'agreementsFound' | 'answers'>,
  answers: unknown,
  today: Today,
): AgreementsAnswer {
  const parsed = v.safeParse(ChooseAgreementsSchema, answers);
  if (!parsed.success) return { ok: false, errors: { chosenAgreementIds: NO_AGREEMENT_MESSAGE } };
  const known = new Set(allAgreements(context).map((agreement) => agreement.id));
  let chosen = [...new Set(parsed.output.chosenAgreementIds)].filter((id) => known.has(id));
  let manual = context.answers.manualAgreements;
  const draft = parsed.output.agreement;
  if (draft !== null && draft !== undefined && (!isBlank(draft) || chosen.length === 0)) {
    if (manual.length >= MANUAL_AGREEMENTS_MAX)
      return { ok: false, errors: { 'agreement.lender': MANUAL_AGREEMENTS_FULL_MESSAGE } };
    const result = v.safeParse(manualAgreementSchema(today), draft);
    if (!result.success) {
      const errors = fieldErrors(result.issues, 'lender');
      return {
        ok: false,
        errors: Object.fromEntries(Object.entries(errors).map(([key, text]) => [`agreement.${key}`, text])),
      };
    }
    const added: Agreement = {
      id: `manual-${manual.length + 1}`,
      lender: result.output.lender,
      startDate: result.output.started,
      source: 'manual',
      ...(result.output.vehicle ? { vehicle: result.output.vehicle } : {}),
    };
    manual = [...manual, added];
    chosen = [...chosen, added.id];
  }
  if (chosen.length === 0) return { ok: false, errors: { chosenAgreementIds: NO_AGREEMENT_MESSAGE } };
  return { ok: true, answers: { ...context.answers, chosenAgreementIds: chosen, manualAgreements: manual } };
}
