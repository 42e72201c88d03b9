// The amount a handler types for an offer or a payment: pounds as a person writes them ("2500",
// "£2,500.50"), checked against the lifecycle's limits (£1 to £1,000,000, contract/lifecycle/events.ts)
// and turned into whole pence, with GOV.UK's wording for each way it can be wrong.
import { AMOUNT_PENCE_MAX } from '../../contract/agreements';
import { formatPounds } from '../../contract/money';
import { AWARD_PENCE_MIN } from '../../contract/lifecycle/events';

/** The events that carry an amount, and what their field asks for. */
export type AmountEventType = 'handler.recordOffer' | 'handler.recordPayment';

/** What each amount is, as its label and its messages name it. */
export const AMOUNT_NAMES: Record<AmountEventType, string> = {
  'handler.recordOffer': 'the amount offered',
  'handler.recordPayment': 'the amount paid',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The messages for an amount named so ("the amount offered"), by what was wrong with it. */
export function messagesFor(name: string, minPence = AWARD_PENCE_MIN) {
  return {
    empty: `Enter ${name}`,
    notANumber: `${capitalised(name)} must be an amount in pounds, like 2500 or 2500.50`,
    tooSmall: `${capitalised(name)} must be ${formatPounds(minPence)} or more`,
    tooLarge: `${capitalised(name)} must be ${formatPounds(AMOUNT_PENCE_MAX)} or less`,
  };
}

/** The messages for an offer's or a payment's amount, by what was wrong with it. */
export const amountMessages = (type: AmountEventType) => messagesFor(AMOUNT_NAMES[type]);

export type AmountResult = { ok: true; pence: number } | { ok: false; message: string };

/** Pounds as typed (a £ sign, commas and spaces allowed; up to 2 decimal places) as pence. */
export function parseAmount(type: AmountEventType, typed: string): AmountResult {
  return parsePounds(AMOUNT_NAMES[type], typed);
}

/** Pounds as typed, for an amount named so, from `minPence` (£1 unless said) to £1,000,000. */
export function parsePounds(name: string, typed: string, minPence = AWARD_PENCE_MIN): AmountResult {
  const messages = messagesFor(name, minPence);
  const text = typed.replace(/[\s,£]/g, '');
  if (text === '') return { ok: false, message: messages.empty };
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return { ok: false, message: messages.notANumber };
  const pence = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (pence < minPence) return { ok: false, message: messages.tooSmall };
  if (pence > AMOUNT_PENCE_MAX) return { ok: false, message: messages.tooLarge };
  return { ok: true, pence };
}
