// The message a claimant receives when something happens to their claim after submission
// (decision 188): sent to a lender, the lender's answer or its silence past the due date, an offer,
// a referral to the ombudsman, a payment, a withdrawal, a closing, a cancellation, and the
// claimant's own decision on an offer (decision 257). It carries the claimant's name and the
// claim's reference, and for a decision the lender decided on (nothing else personal: no amount,
// no agreement). The claimant signs in to Your claims to read the rest.
import { FIRMS, type Workspace } from '../../../contract/firms.js';
import type { ComplaintEventType } from '../../../contract/lifecycle/events.js';
import type { ComplaintRoute } from '../../../contract/lifecycle/states.js';
import { OFFER_DECISIONS, decisionNews, type OfferDecisionType } from '../../../contract/offerDecisions.js';
import type { Mail, MailMessage } from './types.js';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** What the claimant is told for each event they should know about, and nothing for the rest. */
export const CLAIMANT_NEWS: Partial<Record<ComplaintEventType, { subject: string; body: string }>> = {
  'handler.send': {
    subject: 'we have sent your complaint to a lender',
    body: 'We have sent your complaint to one of your lenders. The lender has 8 weeks to send its final response, and we will tell you when it answers.',
  },
  'handler.acknowledge': {
    subject: 'a lender has answered',
    body: 'One of your lenders has told us it has received your complaint and is looking into it.',
  },
  'handler.recordRejection': {
    subject: 'a lender has sent its final response',
    body: 'One of your lenders has sent its final response and has not upheld your complaint. We will tell you what we can do next, which may be taking it to the Financial Ombudsman Service.',
  },
  'handler.recordOffer': {
    subject: 'you have an offer',
    body: 'One of your lenders has made an offer. Sign in to see the offer, our fee, and to accept or decline it.',
  },
  'handler.recordPayment': {
    subject: 'your compensation has been paid',
    body: 'One of your lenders has paid the compensation you accepted. Sign in to see the amount and our fee.',
  },
  'system.responseOverdue': {
    subject: 'a lender has not answered in time',
    body: 'One of your lenders has not sent its final response within the 8 weeks it had. You may now be able to take your complaint to the Financial Ombudsman Service, and we will tell you what we can do next.',
  },
  'handler.referToOmbudsman': {
    subject: 'we have referred your complaint to the Financial Ombudsman Service',
    body: 'We have referred your complaint about one of your lenders to the Financial Ombudsman Service. The ombudsman may take several months to look into it, and we will tell you when it answers.',
  },
  'handler.withdraw': {
    subject: 'a complaint has been withdrawn',
    body: 'A complaint to one of your lenders has been withdrawn. Sign in to see which one, and what the fee schedule you agreed says about it.',
  },
  'handler.close': {
    subject: 'a complaint is closed',
    body: 'We have closed a complaint to one of your lenders: there is nothing more for us to do on it. Sign in to see the whole timeline.',
  },
  'claimant.cancel': {
    subject: 'your claim is cancelled',
    body: 'As you asked, we have cancelled your claim within the 14-day cancellation period. You pay nothing, and we will not contact your lenders for you.',
  },
};

/**
 * What the claimant is told instead on a route of the FCA's redress scheme (decision 259): the
 * lender's determination replaces its final response, and its deadline the 8 weeks.
 */
export const SCHEME_NEWS: Partial<Record<ComplaintEventType, { subject: string; body: string }>> = {
  'handler.send': {
    subject: 'we have sent your complaint to a lender',
    body: 'We have sent your complaint to one of your lenders. Under the FCA’s motor finance redress scheme, the lender should tell you whether redress is due, and how much, by the scheme’s deadline. We will tell you when it answers.',
  },
  'system.responseOverdue': {
    subject: 'a lender has not answered in time',
    body: 'One of your lenders has not told you, by the redress scheme’s deadline, whether redress is due. We will tell you what we can do next, which may be taking your complaint to the Financial Ombudsman Service.',
  },
  'handler.recordDetermination': {
    subject: 'a lender has sent its determination',
    body: 'One of your lenders has sent its determination under the FCA’s motor finance redress scheme. Sign in to see what it decided, how it was worked out, our fee, and to accept or dispute it.',
  },
};

/** The claimant's own decisions: their email names the lender (contract/offerDecisions.ts). */
const isDecision = (type: ComplaintEventType): type is OfferDecisionType =>
  (OFFER_DECISIONS as readonly string[]).includes(type);

/** Whether the claimant is emailed about an event of this type. */
export const isNews = (type: ComplaintEventType): boolean =>
  CLAIMANT_NEWS[type] !== undefined || SCHEME_NEWS[type] !== undefined || isDecision(type);

/** The news of one event: a decision's names its lender; without one, nothing is sent. */
function newsOf(type: ComplaintEventType, lender: string | undefined, route: ComplaintRoute) {
  if (isDecision(type)) return lender ? decisionNews(type, lender) : undefined;
  return (route !== 'general' ? SCHEME_NEWS[type] : undefined) ?? CLAIMANT_NEWS[type];
}

export interface NewsRecipient {
  /** "Ms Jane Example" */
  name: string;
  email: string;
  reference: string;
  workspace: Workspace;
  /** The complaint's lender, for the news that names it (a decision on its offer). */
  lender?: string;
  /** The complaint's route: a scheme's has its own news (the general route's when not given). */
  route?: ComplaintRoute;
}

/** The email's subject and bodies for one event, or null when the claimant is not told about it. */
export function claimantNewsMessage(type: ComplaintEventType, to: NewsRecipient): MailMessage | null {
  const news = newsOf(type, to.lender, to.route ?? 'general');
  if (!news) return null;
  const firm = FIRMS[to.workspace];
  const greeting = `Dear ${to.name},`;
  const about = `There is news on your car finance claim ${to.reference}.`;
  const where =
    'Sign in to Your claims on our website to see what has happened on each complaint, and what happens next.';
  const contact = `Questions: call us on ${firm.phone} (${firm.hours}) or email ${firm.email}, quoting ${to.reference}.`;
  const text = [greeting, '', about, '', news.body, '', where, '', contact, '', firm.legalEntity].join('\n');
  const e = escapeHtml;
  const html = [greeting, about, news.body, where, contact, firm.legalEntity]
    .map((line) => `<p>${e(line)}</p>`)
    .join('\n');
  return { subject: `Your claim ${to.reference}: ${news.subject}`, text, html };
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
