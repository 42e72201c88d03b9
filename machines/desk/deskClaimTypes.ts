// What the desk's claim page machine holds and hears (machines/desk/deskClaimMachine.ts).
import type { DeskClaimData } from '../../contract/desk';
import type { ComplaintEventType } from '../../contract/lifecycle/events';
import type { AgreementFigures } from '../../contract/scheme/figures';
import type { AmountEventType } from './amount';
import type { DeterminationEvent, DeterminationField, TypedDetermination } from './determination';
import type { CheckResult, FiguresField, TypedFigures } from './determinationCheck';

/** The machine's input: the claim, and what makes this page's idempotency keys its own. */
export interface DeskClaimInput {
  claimId: string;
  /**
   * A random string (a UUID) made once when the page opens; the key of each action is this and
   * the action's number, so one action keeps its key however often it is tried again.
   */
  keyPrefix: string;
}

/** The handler's events recorded with one button, no amount. */
export type PlainHandlerEvent =
  | 'handler.acknowledge'
  | 'handler.recordRejection'
  | 'handler.referToOmbudsman'
  | 'handler.withdraw'
  | 'handler.close';

/** The events that end a complaint: the page asks "Are you sure?" first. */
export const FINAL_HANDLER_EVENTS = ['handler.withdraw', 'handler.close'] as const;
export type FinalHandlerEvent = (typeof FINAL_HANDLER_EVENTS)[number];

export const isFinalHandlerEvent = (type: ComplaintEventType): type is FinalHandlerEvent =>
  (FINAL_HANDLER_EVENTS as readonly string[]).includes(type);

/** What a handler asked the gateway to do, once it has passed the page's own checks. */
export type DeskAction =
  /** Make the complaint letter and record `handler.send`. */
  | { kind: 'send'; complaintId: string }
  /** Record one of the handler's events on one complaint. */
  | {
      kind: 'record';
      complaintId: string;
      event:
        | { type: PlainHandlerEvent }
        | { type: 'handler.recordOffer'; offerPence: number }
        | { type: 'handler.recordPayment'; amountPence: number }
        | DeterminationEvent;
    }
  /** Add an internal note to the claim. */
  | { kind: 'note'; text: string }
  /** Check the complaint's determination against these figures, and keep the check (decision 266). */
  | { kind: 'check'; complaintId: string; figures: AgreementFigures; settlementOn: string }
  /** Upload the lender's final response to one sent complaint (decision 275). */
  | { kind: 'upload'; complaintId: string; file: LetterUpload };

/**
 * A file the handler chose, as the browser's File gives it: its name, type and size are checked
 * here before anything is read, and the adapter reads its bytes only for an upload that passed.
 */
export interface LetterUpload {
  name: string;
  /** The type the browser gave the file (`application/pdf` for a PDF). */
  type: string;
  /** Bytes. */
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** An action on its way, with the key its calls carry: kept until it succeeds or is refused. */
export interface PendingAction {
  action: DeskAction;
  idempotencyKey: string;
}

/** Why the last action did not happen, and what "Try again" would do. */
export interface ActionProblem {
  message: string;
  /** Where the error summary's link goes: the complaint's actions, or the note field. */
  target: string;
  /**
   * `action`: the call failed on the way (network, timeout, unavailable), and trying again sends
   * it again with the same key; `reload`: it was done but the claim could not be read again;
   * null: the gateway refused it, and its message says why.
   */
  retry: 'action' | 'reload' | null;
}

export interface DeskClaimContext extends DeskClaimInput {
  /** The claim as the gateway last answered it. */
  claim: DeskClaimData | null;
  /** Why the claim could not be read, for the handler. */
  problem: string | null;
  /** How many actions this page has started: the last key's number. */
  actionCount: number;
  pending: PendingAction | null;
  actionProblem: ActionProblem | null;
  /** A final event waiting for the handler's confirmation. */
  confirming: { complaintId: string; type: FinalHandlerEvent } | null;
  /** The page's own checks of what was typed, by field id. */
  fieldErrors: Record<string, string>;
  /**
   * The check of each complaint's determination, by complaint id, as the gateway last kept it
   * (decision 266), read again with the claim.
   */
  checks: Record<string, CheckResult>;
  /** What the last action did. */
  notice: string | null;
  downloadProblem: string | null;
  /** The letter being fetched for a download (decision 275), and why the last one failed. */
  downloadingLetter: string | null;
  letterProblem: string | null;
  /** How many times the complaints have been replayed for the inspector (their actors' ids). */
  replays: number;
}

/** Events: the page loads the claim itself; each button sends one of these. */
export type DeskClaimEvent =
  /** Try again: read the claim again, or send the last action again with its key. */
  | { type: 'user.retry' }
  /** Download the claim's signed letter of authority. */
  | { type: 'user.downloadSignedLetter' }
  /** Make the complaint letter to this complaint's lender, and record that it was sent. */
  | { type: 'user.sendComplaint'; complaintId: string }
  /** Record a handler's event with no amount; a final one (withdraw, close) is confirmed first. */
  | { type: 'user.recordEvent'; complaintId: string; event: PlainHandlerEvent }
  /** Record an offer or a payment, with the amount in pounds as typed. */
  | { type: 'user.recordAmount'; complaintId: string; event: AmountEventType; amount: string }
  /** Check the lender's determination against the agreement's figures, as typed (decision 259). */
  | { type: 'user.checkDetermination'; complaintId: string; typed: TypedFigures }
  /** Record the lender's determination under the redress scheme, as typed (decision 259). */
  | { type: 'user.recordDetermination'; complaintId: string; typed: TypedDetermination }
  /** Yes: record the final event waiting for confirmation. */
  | { type: 'user.confirm' }
  /** No: leave the complaint as it is. */
  | { type: 'user.cancelConfirm' }
  /** Add an internal note, as typed. */
  | { type: 'user.addNote'; text: string }
  /** Upload this file as the lender's final response to this complaint; null: none was chosen. */
  | { type: 'user.uploadLetter'; complaintId: string; file: LetterUpload | null }
  /** Download one of the claim's letters. */
  | { type: 'user.downloadLetter'; letterId: string };

/** Ids of the page's fields and action groups, shared by the machine's errors and the view. */
export const fieldIds = {
  amount: (complaintId: string, type: AmountEventType) =>
    `${complaintId}-${type === 'handler.recordOffer' ? 'offer' : 'payment'}`,
  determination: (complaintId: string, field: DeterminationField) => `${complaintId}-determination-${field}`,
  figures: (complaintId: string, field: FiguresField) => `${complaintId}-check-${field}`,
  actions: (complaintId: string) => `${complaintId}-actions`,
  /** The file input for a complaint's final response. */
  letter: (complaintId: string) => `${complaintId}-response-file`,
  note: 'note',
} as const;
