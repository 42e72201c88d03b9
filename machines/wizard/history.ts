import type { AddressEntry, Agreement, WizardContext } from './context';
import { formatYearMonth, monthIndex, parseYearMonth, type YearMonth } from '../../contract/dates';

/** Most addresses the journey takes: the current one and two previous ones (decision 013). */
export const MAX_PREVIOUS_ADDRESSES = 2;

export function allAgreements(context: Pick<WizardContext, 'agreementsFound' | 'answers'>): Agreement[] {
  return [...(context.agreementsFound ?? []), ...context.answers.manualAgreements];
}

export function chosenAgreements(context: Pick<WizardContext, 'agreementsFound' | 'answers'>): Agreement[] {
  const chosen = new Set(context.answers.chosenAgreementIds);
  return allAgreements(context).filter((agreement) => chosen.has(agreement.id));
}

/** The start of the earliest chosen agreement: the address history must reach back to it. */
export function earliestStart(context: Pick<WizardContext, 'agreementsFound' | 'answers'>): YearMonth | null {
  const starts = chosenAgreements(context)
    .map((agreement) => parseYearMonth(agreement.startDate))
    .filter((start): start is YearMonth => start !== null)
    .sort((a, b) => monthIndex(a) - monthIndex(b));
  return starts[0] ?? null;
}

/** Whether addresses lived at reach back to `since` (or the cap of addresses is reached). */
export function coversSince(entries: AddressEntry[], since: YearMonth | null): boolean {
  if (since === null) return entries.length > 0;
  if (entries.length > MAX_PREVIOUS_ADDRESSES) return true;
  return entries.some((entry) => {
    const movedIn = parseYearMonth(entry.movedIn);
    return movedIn !== null && monthIndex(movedIn) <= monthIndex(since);
  });
}

export function isHistoryComplete(context: Pick<WizardContext, 'agreementsFound' | 'answers'>): boolean {
  const { currentAddress, previousAddresses } = context.answers;
  if (currentAddress === null) return false;
  return coversSince([currentAddress, ...previousAddresses], earliestStart(context));
}

/** The message shown when the history stops short of the earliest agreement. */
export function historyShortMessage(context: Pick<WizardContext, 'agreementsFound' | 'answers'>): string {
  const since = earliestStart(context);
  return since === null
    ? 'Enter your previous address'
    : `Enter the addresses you lived at since ${formatYearMonth(since)}`;
}
