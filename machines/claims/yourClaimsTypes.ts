// What the "Your claims" machine holds and hears (machines/claims/yourClaimsMachine.ts).
import type { StoredClaim } from '../../contract/claim';
import type { Workspace } from '../../contract/firms';
import type { ClaimLetter } from '../../contract/letters';
import type { ClaimantComplaint, OfferDecision } from './timeline';

/** One of the claimant's claims, with its id, as the page lists it. */
export interface ListedClaim {
  id: string;
  claim: StoredClaim;
  /** Once submitted: one complaint per lender, with the events the claimant may see. */
  complaints?: ClaimantComplaint[];
}

/** The claims as read, and the moment they were read: what the claimant may do is decided at it. */
export interface LoadedClaims {
  claims: ListedClaim[];
  at: number;
}

/** A decision on an offer, or a cancellation, on its way to the gateway. */
export type ClaimantAction =
  | { type: OfferDecision; claimId: string; complaintId: string }
  | { type: 'claimant.cancel'; claimId: string };

/** The signed copy of a claim, ready to be saved as a file. */
export interface SignedCopy {
  fileName: string;
  /** The PDF, base64. */
  pdf: string;
}

export interface YourClaimsContext {
  /**
   * The brand's workspace (its firm): whom the claimant contacts about a failure before any claim
   * is read. Once read, each claim names its own.
   */
  workspace: Workspace;
  claims: ListedClaim[];
  /** Why the claims could not be read, for the claimant. */
  problem: string | null;
  /** The claim whose signed copy is being fetched. */
  downloading: string | null;
  /** Why the last download failed, for the claimant. */
  downloadProblem: string | null;
  /** When the claims were read (epoch ms). */
  at: number;
  /** The claim whose cancellation is waiting for the claimant's confirmation. */
  confirmingCancel: string | null;
  /** The decision on an offer waiting for the claimant's confirmation. */
  confirmingDecision: Extract<ClaimantAction, { type: OfferDecision }> | null;
  /** The action on its way to the gateway, then the last one done. */
  action: ClaimantAction | null;
  /** Why the last action failed, for the claimant. */
  actionProblem: string | null;
  /** What the last action did, for the claimant. */
  notice: string | null;
  /**
   * The letters on the claimant's claims (decision 275), oldest first, as the gateway last listed
   * them; null until listed.
   */
  letters: ClaimLetter[] | null;
  /** Why the letters could not be listed, for the claimant. */
  lettersProblem: string | null;
  /** The letter being fetched for a download, and its claim. */
  downloadingLetter: { claimId: string; letterId: string } | null;
  /** Why the last download of a letter failed, for the claimant, beside that letter. */
  letterProblem: { letterId: string; message: string } | null;
}

/** What the page says once an action is recorded. */
export const ACTION_NOTICES: Record<ClaimantAction['type'], string> = {
  'claimant.acceptOffer': 'You accepted the offer. We tell the lender and let you know when it pays.',
  'claimant.declineOffer': 'You declined the offer. We will tell you what we can do next.',
  'claimant.acceptDetermination':
    'You accepted the determination. We tell the lender and let you know when it pays.',
  'claimant.disputeDetermination':
    'You disputed the determination. We take your complaint to the Financial Ombudsman Service and tell you when we have.',
  'claimant.cancel': 'Your claim is cancelled. You pay nothing. We have emailed you a confirmation.',
};

/** Events: the page loads the list itself; each button sends one of these. */
export type YourClaimsEvent =
  | { type: 'user.retry' }
  /** Download the signed letter of authority of this claim. */
  | { type: 'user.download'; claimId: string }
  /** Carry on with this unfinished claim where it was left. */
  | { type: 'user.resume'; claimId: string }
  /** Accept or decline the offer on one complaint: asks for confirmation first. */
  | { type: 'user.decide'; decision: OfferDecision; claimId: string; complaintId: string }
  | { type: 'user.confirmDecision' }
  /** "No, go back": the offer stays as it was. */
  | { type: 'user.keepOffer' }
  /** The page is shown again (the tab or window came back into view) at this moment (epoch ms). */
  | { type: 'page.shown'; at: number }
  /** Cancel this claim: asks for confirmation first. */
  | { type: 'user.cancel'; claimId: string }
  | { type: 'user.confirmCancel' }
  | { type: 'user.keepClaim' }
  /** Download one of the letters on this claim (decision 275). */
  | { type: 'user.downloadLetter'; claimId: string; letterId: string };
