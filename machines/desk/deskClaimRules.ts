// Pure helpers of the desk's claim page machine: what an action did, in words, and each
// complaint's recorded events as the lifecycle machine takes them again.
import type { DeskClaimData } from '../../contract/desk';
import { formatPounds } from '../../contract/money';
import { COMPLAINT_EVENT_LABELS, type ComplaintEvent } from '../../contract/lifecycle/events';
import type { ComplaintInput } from '../../contract/lifecycle/machine';
import type { DeskAction } from './deskClaimTypes';

/** What the page says once an action is done: "Black Horse: The lender made an offer (£2,500)." */
export function describeAction(claim: DeskClaimData | null, action: DeskAction, fileName?: string): string {
  if (action.kind === 'note') return 'Note added.';
  const lender = claim?.complaints.find((c) => c.complaintId === action.complaintId)?.lender ?? 'The lender';
  if (action.kind === 'check') return `${lender}: the determination is checked, and the check is kept.`;
  if (action.kind === 'upload') {
    return `${lender}: the final response is uploaded and kept as ${fileName ?? 'a PDF'}.`;
  }
  if (action.kind === 'send') {
    return `${lender}: ${COMPLAINT_EVENT_LABELS['handler.send']}. The letter is saved as ${fileName ?? 'a PDF'}.`;
  }
  const { event } = action;
  const pence = 'offerPence' in event ? event.offerPence : 'amountPence' in event ? event.amountPence : null;
  const amount = pence === null ? '' : ` (${formatPounds(pence)})`;
  return `${lender}: ${COMPLAINT_EVENT_LABELS[event.type]}${amount}.`;
}

/** One complaint's replay: the child actor's id, where it starts and the events it is sent. */
export interface ComplaintReplay {
  id: string;
  input: ComplaintInput;
  events: ComplaintEvent[];
}

/**
 * Each complaint of the claim with its recorded events in order, for the lifecycle machine to
 * replay as a child actor (`replay` of contract/lifecycle/machine.ts, event by event, so the
 * inspector shows each). `generation` makes each reading's actors' ids new.
 */
export function complaintReplays(claim: DeskClaimData | null, generation: number): ComplaintReplay[] {
  if (!claim || generation < 1) return [];
  const signedAt = Date.parse(claim.signedAt);
  return claim.complaints.map((complaint) => ({
    id: `${complaint.complaintId}#${generation}`,
    input: { signedAt },
    events: [...complaint.events]
      .sort((a, b) => a.seq - b.seq)
      .map((event) => ({ ...event.data, type: event.type, at: Date.parse(event.at) }) as ComplaintEvent),
  }));
}
