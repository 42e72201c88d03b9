import { HttpsError } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import type { ComplaintEventType } from '../../../contract/lifecycle/events.js';
import {
  claimNotFoundRefusal,
  complaintNotFoundRefusal,
  eventNotAcceptedRefusal,
  notTheClaimantRefusal,
  sendWithLetterRefusal,
  type LifecycleRefusal,
} from '../../../contract/lifecycle/refusals.js';
import type { ComplaintState } from '../../../contract/lifecycle/states.js';

/**
 * A field's message without what was sent: valibot's own messages end "but received <value>",
 * and a message may travel to logs and screens where the caller's data must not.
 */
function withoutInput(issue: v.BaseIssue<unknown>): string {
  return issue.message.replace(/ but received [\s\S]*$/, '');
}

/** Turns valibot issues into one message a developer can act on: "data.phoneNumber: Enter a UK…". */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      // Keys of records and unknown objects are data too; only the schema's own keys are named.
      const path = issue.path
        ?.map((item) =>
          typeof item.key === 'string' && /^[A-Za-z][A-Za-z0-9]{0,40}$/.test(item.key)
            ? item.key
            : typeof item.key === 'number'
              ? String(item.key)
              : '…',
        )
        .join('.');
      return path ? `data.${path}: ${withoutInput(issue)}` : `data: ${withoutInput(issue)}`;
    })
    .join('; ');
}

/** Parses a payload or answers invalid-argument with the schema's messages (never a stack trace). */
export function parsePayload<TSchema extends v.GenericSchema>(
  schema: TSchema,
  data: unknown,
): v.InferOutput<TSchema> {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new HttpsError('invalid-argument', 'data must be an object with this function’s fields.');
  }
  const result = v.safeParse(schema, data);
  if (!result.success) throw new HttpsError('invalid-argument', describeIssues(result.issues));
  return result.output;
}

/** A refusal of the complaint lifecycle (contract/lifecycle/refusals.ts) as the callable error it is sent as. */
const raise = ({ code, message, details }: LifecycleRefusal): HttpsError =>
  new HttpsError(code, message, details);

export function claimNotFound(): HttpsError {
  // Someone else's claim is answered exactly like a missing one, so claim ids cannot be probed.
  return raise(claimNotFoundRefusal());
}

/** A claim's complaint that does not exist (or a claim not yet submitted, which has none). */
export function complaintNotFound(): HttpsError {
  return raise(complaintNotFoundRefusal());
}

/** An event the complaint's state does not accept: the state is named, with what it accepts. */
export function eventNotAccepted(
  state: ComplaintState,
  event: ComplaintEventType,
  accepts: readonly ComplaintEventType[],
): HttpsError {
  return raise(eventNotAcceptedRefusal(state, event, accepts));
}

/**
 * `handler.send` asked of recordComplaintEvent: a complaint is sent only with its letter, which
 * deskSendComplaint makes in the same call (decision 249), so it is never marked sent without one.
 */
export function sendWithLetter(): HttpsError {
  return raise(sendWithLetterRefusal());
}

/** An event only the claimant decides (accepting or declining an offer, cancelling). */
export function notTheClaimant(): HttpsError {
  return raise(notTheClaimantRefusal());
}
