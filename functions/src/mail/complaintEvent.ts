// The message a claimant receives when something happens to their claim after submission
// (decision 188): sent to a lender, the lender's answer or its silence past the due date, an offer,
// a referral to the ombudsman, a payment, a withdrawal, a closing, a cancellation, and the
// claimant's own decision on an offer (decision 257). It carries the claimant's name, the claim's
// reference and the lender the event is about (decision 264; nothing else personal: no agreement,
// and no amount but a payment's, whose breakdown the claimant needs to check what reaches them,
// decision 270), and says how to reach Your claims as this claimant can: signing in, opening it
// without a password, or, with no account left, calling or emailing the firm.
import { FIRMS, type Workspace } from '../../../contract/firms.js';
import { CANCELLATION_DAYS, RESPONSE_WEEKS } from '../../../contract/lifecycle/dates.js';
import type { ComplaintEventType } from '../../../contract/lifecycle/events.js';
import type { ComplaintRoute } from '../../../contract/lifecycle/states.js';
import { OFFER_DECISIONS, decisionNews, type OfferDecisionType } from '../../../contract/offerDecisions.js';
import type { Settlement } from '../../../contract/settlement.js';
import type { Mail, MailMessage } from './types.js';
import { escapeHtml } from './html.js';

/** What the claimant is told of one event: its subject's end, its news, and what Your claims shows. */
export interface News {
  subject: string;
  body: string;
  /** What Your claims lets them do about it ("see the offer…"); the whole timeline when absent. */
  see?: string;
}

/**
 * What the claimant is told for each event they should know about, naming the lender (for a
 * cancelled claim, its lenders in words), and nothing for the rest.
 */
export const CLAIMANT_NEWS: Partial<Record<ComplaintEventType, (lender: string) => News>> = {
  'handler.send': (lender) => ({
    subject: `we have sent your complaint to ${lender}`,
    body: `We have sent your complaint to ${lender}. ${lender} has ${RESPONSE_WEEKS} weeks to send its final response, and we will tell you when it answers.`,
  }),
  'handler.acknowledge': (lender) => ({
    subject: `${lender} has received your complaint`,
    body: `${lender} has told us it has received your complaint and is looking into it.`,
  }),
  'handler.recordRejection': (lender) => ({
    subject: `${lender} has sent its final response`,
    body: `${lender} has sent its final response and has not upheld your complaint. We will tell you what we can do next, which may be taking it to the Financial Ombudsman Service.`,
  }),
  'handler.recordOffer': (lender) => ({
    subject: `${lender} has made an offer`,
    body: `${lender} has made an offer on your complaint.`,
    see: 'see the offer, our fee and what you may receive, and to accept or decline it',
  }),
  // Sent with the payment's breakdown when the gateway has it (paidNews, below); these words only
  // for a payment recorded without its amount.
  'handler.recordPayment': (lender) => ({
    subject: `${lender} has paid your compensation`,
    body: `${lender} has paid the compensation you accepted.`,
    see: 'see the amount, our fee and what you receive',
  }),
  'system.responseOverdue': (lender) => ({
    subject: `${lender} has not answered in time`,
    body: `${lender} has not sent its final response within the ${RESPONSE_WEEKS} weeks it had. You may now be able to take your complaint to the Financial Ombudsman Service, and we will tell you what we can do next.`,
  }),
  'handler.referToOmbudsman': (lender) => ({
    subject: `we have referred your complaint about ${lender} to the Financial Ombudsman Service`,
    body: `We have referred your complaint about ${lender} to the Financial Ombudsman Service. The ombudsman may take several months to look into it, and we will tell you when it answers.`,
  }),
  'handler.withdraw': (lender) => ({
    subject: `your complaint to ${lender} has been withdrawn`,
    body: `Your complaint to ${lender} has been withdrawn.`,
    see: 'see what the fee schedule you agreed says about it',
  }),
  'handler.close': (lender) => ({
    subject: `your complaint to ${lender} is closed`,
    body: `We have closed your complaint to ${lender}: there is nothing more for us to do on it.`,
  }),
  'claimant.cancel': (lenders) => ({
    subject: 'your claim is cancelled',
    body: `As you asked, we have cancelled your claim within the ${CANCELLATION_DAYS}-day cancellation period. You pay nothing, and we will not contact ${lenders} for you.`,
  }),
};

/**
 * What the claimant is told instead on a route of the FCA's redress scheme (decision 259): the
 * lender's determination replaces its final response, and the scheme's deadline the RESPONSE_WEEKS.
 */
export const SCHEME_NEWS: Partial<Record<ComplaintEventType, (lender: string) => News>> = {
  'handler.send': (lender) => ({
    subject: `we have sent your complaint to ${lender}`,
    body: `We have sent your complaint to ${lender}. Under the FCA’s motor finance redress scheme, ${lender} should tell you whether redress is due, and how much, by the scheme’s deadline. We will tell you when it answers.`,
  }),
  'system.responseOverdue': (lender) => ({
    subject: `${lender} has not answered in time`,
    body: `${lender} has not told you, by the redress scheme’s deadline, whether redress is due. We will tell you what we can do next, which may be taking your complaint to the Financial Ombudsman Service.`,
  }),
  'handler.recordDetermination': (lender) => ({
    subject: `${lender} has sent its determination`,
    body: `${lender} has sent its determination under the FCA’s motor finance redress scheme.`,
    see: 'see what it decided, how it was worked out and our fee, and to accept or dispute it',
  }),
};

/**
 * The news of a payment (decision 270): the amount the lender paid us, our fee, what the claimant
 * receives and by when we pay it, in the sentences Your claims shows (contract/settlement.ts).
 */
const paidNews = (lender: string, settlement: Settlement): News => ({
  subject: `${lender} has paid your compensation`,
  body: settlement.sentences.join(' '),
});

/** The claimant's own decisions: their words are contract/offerDecisions.ts's. */
const isDecision = (type: ComplaintEventType): type is OfferDecisionType =>
  (OFFER_DECISIONS as readonly string[]).includes(type);

/** Whether the claimant is emailed about an event of this type. */
export const isNews = (type: ComplaintEventType): boolean =>
  CLAIMANT_NEWS[type] !== undefined || SCHEME_NEWS[type] !== undefined || isDecision(type);

/** The news of one event, or undefined when the claimant is not told of it. */
function newsOf(
  type: ComplaintEventType,
  lender: string,
  route: ComplaintRoute,
  settlement: Settlement | null,
): News | undefined {
  if (isDecision(type)) return decisionNews(type, lender);
  if (type === 'handler.recordPayment' && settlement?.paid) return paidNews(lender, settlement);
  const news = (route !== 'general' ? SCHEME_NEWS[type] : undefined) ?? CLAIMANT_NEWS[type];
  return news?.(lender);
}

/** "A", "A or B", "A, B or C": the lenders of a cancelled claim, each once. */
export function lendersInWords(lenders: readonly string[]): string {
  const names = [...new Set(lenders)];
  const last = names.pop() ?? 'your lenders';
  return names.length === 0 ? last : `${names.join(', ')} or ${last}`;
}

/**
 * How the claimant can reach Your claims now (decision 264): with a password; with an account
 * that has their email address but no password; as a guest, on the device and browser they
 * claimed on; or not at all (the account was deleted, or the claim's data erased).
 */
export type ClaimantAccess = 'password' | 'email' | 'guest' | 'none';

export interface NewsRecipient {
  /** "Ms Jane Example" */
  name: string;
  email: string;
  reference: string;
  workspace: Workspace;
  /** The complaint's lender; for a cancelled claim, its lenders in words (lendersInWords). */
  lender: string;
  /** The complaint's route: a scheme's has its own news (the general route's when not given). */
  route?: ComplaintRoute;
  access: ClaimantAccess;
  /** Your claims on the brand's own site (mail/yourClaimsLink.ts), or null when none is known. */
  yourClaims: string | null;
  /** For a payment: the complaint's money as recorded (contract/settlement.ts), which the email gives. */
  settlement?: Settlement | null;
}

/** One paragraph, as text and as HTML (the HTML escaped, with its link when there is one). */
interface Paragraph {
  text: string;
  html: string;
}

const plain = (text: string): Paragraph => ({ text, html: escapeHtml(text) });

/**
 * Where the claimant reads the rest and acts on it, as their account allows: "Sign in to Your
 * claims" only to someone with a password; nothing of signing in to someone with no account.
 */
function whereToGo(to: NewsRecipient, see: string): Paragraph | null {
  if (to.access === 'none') return null;
  const opening = to.access === 'password' ? 'Sign in to' : 'Open';
  const onTheirDevice = to.access === 'guest' ? ', on the device and browser you made your claim on,' : '';
  const after =
    to.access === 'email'
      ? ' If you are asked to sign in, use this email address: on the sign-in page you can ask for an email to set a password.'
      : '';
  const e = escapeHtml;
  if (to.yourClaims === null) {
    return plain(`${opening} Your claims on our website${onTheirDevice} to ${see}.${after}`);
  }
  return {
    text: `${opening} Your claims${onTheirDevice} to ${see}:\n${to.yourClaims}${after ? `\n${after.trim()}` : ''}`,
    html: `${e(opening)} <a href="${e(to.yourClaims)}">Your claims</a>${e(onTheirDevice)} to ${e(see)}.${e(after)}`,
  };
}

/** One line of a subject: a name from a credit file or typed by the claimant keeps to one line. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The email's subject and bodies for one event, or null when the claimant is not told about it. */
export function claimantNewsMessage(type: ComplaintEventType, to: NewsRecipient): MailMessage | null {
  const news = newsOf(type, oneLine(to.lender), to.route ?? 'general', to.settlement ?? null);
  if (!news) return null;
  const firm = FIRMS[to.workspace];
  const phone = `call us on ${firm.phone} (${firm.hours}) or email ${firm.email}, quoting ${to.reference}.`;
  const where = whereToGo(to, news.see ?? 'see what has happened on each complaint, and what happens next');
  const paragraphs = [
    plain(`Dear ${to.name},`),
    plain(`There is news on your car finance claim ${to.reference}.`),
    plain(news.body),
    ...(where ? [where] : []),
    plain(where ? `Questions: ${phone}` : `To hear more, or with any question, ${phone}`),
    plain(firm.legalEntity),
  ];
  return {
    subject: `Your claim ${to.reference}: ${news.subject}`,
    text: paragraphs.map((paragraph) => paragraph.text).join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${paragraph.html}</p>`).join('\n'),
  };
}

/**
 * The email for one recorded event, keyed by the claim and the event's id: a retried event queues
 * the same document, which the outbox keeps once.
 */
export function claimantNewsMail(
  claimId: string,
  eventId: string,
  type: ComplaintEventType,
  to: NewsRecipient & { uid: string },
): Mail | null {
  const message = claimantNewsMessage(type, to);
  if (!message) return null;
  return { id: `claim-event-${claimId}-${eventId}`, to: to.email, uid: to.uid, claimId, message };
}
