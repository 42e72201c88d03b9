// "Their data" (decision 183): everything Redress holds about a claimant, as the gateway's
// exportMyData answers it, made from the stored documents by `myDataOf` (myDataOf.ts); the app validates it with
// `MyDataSchema` and shows it, and the mocks make theirs the same way. What a deletion keeps and
// removes, and who may ask for one, is in dataRights.ts; the desk's operations on the requests are in
// deskDataRequests.ts.
import * as v from 'valibot';
import { StoredAnswersSchema, StoredApplicantSchema } from './claim.js';
import { WorkspaceSchema } from './firms.js';
import { EventActorSchema } from './lifecycle/actor.js';
import { StoredComplaintSchema, StoredEventSchema } from './lifecycle/stored.js';
import { UserProfileSchema } from './profile.js';
import { ClaimReferralSchema } from './referral.js';
import { AgreementSchema, ClaimStatusSchema, CreditFileAddressSchema } from './responses.js';

// ---- The gateway's operations: what each takes and answers (docs/gateway.md) ----------------------
// Kept here rather than in requests.ts and responses.ts, which the claim journey loads: the journey
// carries none of them, only the pages that use them do (decision 183).

/** exportMyData (extension): everything held about the caller; nothing to send. */
export const ExportMyDataRequestSchema = v.object({});
export type ExportMyDataRequest = v.InferInput<typeof ExportMyDataRequestSchema>;

/**
 * requestDataDeletion (extension): the caller asks the firm to delete their data; nothing to send.
 * The request goes to the teams of the caller's own claims (decision 248): the `workspace` that
 * earlier versions of the app send is still accepted, and never read.
 */
export const RequestDataDeletionRequestSchema = v.object({
  workspace: v.optional(WorkspaceSchema),
});
export type RequestDataDeletionRequest = v.InferInput<typeof RequestDataDeletionRequestSchema>;

export const DATA_REQUEST_STATUSES = ['requested', 'approved', 'completed', 'withdrawn', 'refused'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/**
 * A claimant's request about their data, as they and the desk see it: asked for (`requested`),
 * approved by a case handler and being carried out (`approved`), done (`completed`); or withdrawn
 * by the claimant before the desk acted on it (`withdrawn`), or refused by the desk with a reason
 * the claimant is told (`refused`, decision 271).
 */
export const DataRequestSchema = v.object({
  requestId: v.string(),
  kind: v.literal('deletion'),
  status: v.picklist(DATA_REQUEST_STATUSES),
  requestedAt: v.pipe(v.string(), v.isoTimestamp()),
  approvedAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  completedAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  withdrawnAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  refusedAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  /** Why the desk refused it, in the words the claimant was sent. */
  refusalReason: v.optional(v.string()),
});
export type DataRequest = v.InferOutput<typeof DataRequestSchema>;

/**
 * withdrawDataDeletion (extension, decision 271): the caller withdraws their deletion request while
 * the desk has not yet acted on it; nothing to send.
 */
export const WithdrawDataDeletionRequestSchema = v.object({});
export type WithdrawDataDeletionRequest = v.InferInput<typeof WithdrawDataDeletionRequestSchema>;

/** withdrawDataDeletion (extension): the request as withdrawn; read at `result.data.data`. */
export const WithdrawDataDeletionDataSchema = v.object({ request: DataRequestSchema });
export type WithdrawDataDeletionData = v.InferOutput<typeof WithdrawDataDeletionDataSchema>;

/** requestDataDeletion (extension): the request recorded (or the one already open); read at `result.data.data`. */
export const RequestDataDeletionDataSchema = v.object({ request: DataRequestSchema });
export type RequestDataDeletionData = v.InferOutput<typeof RequestDataDeletionDataSchema>;

// ---- The copy ---------------------------------------------------------------------------------------

/** Names the file's layout, so a reader (or a later version of it) knows what it holds. */
export const MY_DATA_FORMAT = 'redress-my-data/1';

/**
 * What the export carries of each kind of document the claimant can read (firestore.rules), field
 * by field (a dotted name is a field inside another). Times are ISO 8601; the rest as stored.
 */
export const EXPORTED_FIELDS = {
  claim: [
    'status',
    'workspace',
    'applicant',
    'otherFirmInstructed',
    'checkOutcome',
    'agreements',
    // Which part of the FCA's redress scheme may cover each agreement (decision 254).
    'agreementRoutes',
    'addresses',
    'answers',
    'signature',
    'referral',
    'submission.reference',
    'createdAt',
    'updatedAt',
    'checkedAt',
    'signedAt',
    'submittedAt',
    'confirmationQueuedAt',
    'expireAt',
  ],
  complaint: [
    'complaintId',
    'lender',
    'agreements',
    'state',
    'route',
    'sentOn',
    'dueOn',
    'determination',
    'offerPence',
    'paidPence',
    'feePence',
    'createdAt',
    'updatedAt',
  ],
  event: ['complaintId', 'seq', 'type', 'data', 'at', 'by.role', 'stateBefore', 'stateAfter', 'claimStatus'],
  dataRequest: [
    'kind',
    'status',
    'requestedAt',
    'approvedAt',
    'completedAt',
    'withdrawnAt',
    'refusedAt',
    'refusalReason',
  ],
  /** The firm's copies of the emails sent to the claimant (the mail queue, decision 271). */
  email: ['to', 'message.subject', 'message.text', 'claimId', 'sentAt'],
} as const;

/**
 * What the claimant can read on those documents that the export leaves out, and why: keys that
 * make the service work, and the ids of the firm's staff. Nothing about the claimant that is not
 * elsewhere in the export. A field that is neither exported nor listed here fails the export test
 * (tests/gateway/my-data.int.test.ts), so a new field is a decision, not an accident.
 */
export const LEFT_OUT_OF_EXPORT = {
  claim: {
    uid: 'your account’s id, given once as account.userId',
    checkId: 'the credit reference agency’s id for the search, which means nothing outside its systems',
    'submission.idempotencyKey': 'a key that stops a repeated submission being made twice',
    'submission.requestHash': 'a fingerprint of the submission, for the same purpose',
    lenders: 'the lenders’ names, given with each agreement and each complaint',
    search:
      'your email, surname, postcodes and lenders as our staff search by them, given with the claim as you wrote them',
    responseDueAt: 'the first day a lender’s answer is due, given with each complaint',
  },
  complaint: {
    uid: 'your account’s id, given once as account.userId',
    workspace: 'the claim’s brand, given once with the claim',
    signedAt: 'when the claim was signed, given once with the claim',
    eventCount: 'a counter that numbers the events',
  },
  event: {
    uid: 'your account’s id, given once as account.userId',
    workspace: 'the claim’s brand, given once with the claim',
    idempotencyKey: 'a key that stops an event being recorded twice',
    requestHash: 'a fingerprint of the request, for the same purpose',
    after: 'the complaint as the event left it, which the complaint and the later events show',
  },
  dataRequest: {
    uid: 'your account’s id, given once as account.userId',
    workspaces: 'which of our teams deals with it',
    claimIds: 'the claims it covers, all in the export',
    expireAt: 'when our record of the request is deleted',
  },
  email: {
    uid: 'your account’s id, given once as account.userId',
    'message.html': 'the same email laid out for an email program; its words are given as its text',
    'message.attachments':
      'files attached to it, such as your signed letter of authority, which Your claims lets you download',
    expireAt: 'when our copy of the email is deleted',
    delivery: 'our email service’s record of delivering it',
  },
} as const;

const TimeSchema = v.pipe(v.string(), v.isoTimestamp());

const ExportedSignatureSchema = v.variant('kind', [
  v.object({ kind: v.literal('typed'), name: v.string(), signedAt: TimeSchema }),
  v.object({ kind: v.literal('drawn'), image: v.string(), signedAt: TimeSchema }),
]);

/** The claim's answers with the consents given when it was signed. */
const ExportedAnswersSchema = v.object({
  ...StoredAnswersSchema.entries,
  consents: v.optional(v.object({ terms: v.boolean(), letterOfAuthority: v.boolean(), fees: v.boolean() })),
});

export const ExportedComplaintSchema = v.object({
  ...v.pick(StoredComplaintSchema, [
    'complaintId',
    'lender',
    'agreements',
    'state',
    'route',
    'sentOn',
    'dueOn',
    'determination',
    'offerPence',
    'paidPence',
    'feePence',
  ]).entries,
  createdAt: TimeSchema,
  updatedAt: TimeSchema,
});
export type ExportedComplaint = v.InferOutput<typeof ExportedComplaintSchema>;

export const ExportedEventSchema = v.object({
  eventId: v.string(),
  ...v.pick(StoredEventSchema, [
    'complaintId',
    'seq',
    'type',
    'data',
    'stateBefore',
    'stateAfter',
    'claimStatus',
  ]).entries,
  at: TimeSchema,
  by: EventActorSchema,
});
export type ExportedEvent = v.InferOutput<typeof ExportedEventSchema>;

/** One of the claimant's claims, with its complaints and the events the claimant can see. */
export const ExportedClaimSchema = v.object({
  claimId: v.string(),
  status: ClaimStatusSchema,
  // Drafts record no workspace until they are signed.
  workspace: v.optional(WorkspaceSchema),
  applicant: StoredApplicantSchema,
  otherFirmInstructed: v.optional(v.boolean()),
  checkOutcome: v.optional(v.string()),
  agreements: v.optional(v.array(AgreementSchema), []),
  addresses: v.optional(v.array(CreditFileAddressSchema), []),
  answers: v.optional(ExportedAnswersSchema),
  signature: v.optional(ExportedSignatureSchema),
  referral: v.optional(v.nullable(ClaimReferralSchema)),
  submission: v.optional(v.object({ reference: v.string() })),
  createdAt: TimeSchema,
  updatedAt: TimeSchema,
  checkedAt: v.optional(TimeSchema),
  signedAt: v.optional(TimeSchema),
  submittedAt: v.optional(TimeSchema),
  confirmationQueuedAt: v.optional(TimeSchema),
  /** When an unsigned claim is deleted if nothing changes it. */
  expireAt: v.optional(TimeSchema),
  complaints: v.array(ExportedComplaintSchema),
  events: v.array(ExportedEventSchema),
});
export type ExportedClaim = v.InferOutput<typeof ExportedClaimSchema>;

/** One email the firm sent the claimant, as its copy in the mail queue holds it. */
export const ExportedEmailSchema = v.object({
  emailId: v.string(),
  to: v.string(),
  message: v.object({ subject: v.string(), text: v.string() }),
  /** The claim it is about; absent for one about the account or the data. */
  claimId: v.optional(v.string()),
  sentAt: TimeSchema,
});
export type ExportedEmail = v.InferOutput<typeof ExportedEmailSchema>;

/** The sign-in account, as Firebase Authentication holds it. */
export const ExportedAccountSchema = v.object({
  userId: v.string(),
  email: v.nullable(v.string()),
  emailConfirmed: v.boolean(),
  /** A guest session (no email or password). */
  guest: v.boolean(),
  createdAt: v.nullable(TimeSchema),
  lastSignInAt: v.nullable(TimeSchema),
});

/** exportMyData (extension): the copy; read at `result.data.data`, and saved as the JSON file. */
export const MyDataSchema = v.object({
  format: v.literal(MY_DATA_FORMAT),
  exportedAt: TimeSchema,
  account: ExportedAccountSchema,
  profile: v.nullable(v.object(UserProfileSchema.entries)),
  claims: v.array(ExportedClaimSchema),
  /** A journey saved with "Save and come back later", as the app saved it. */
  savedJourney: v.nullable(v.object({ savedAt: TimeSchema, progress: v.string() })),
  dataRequests: v.array(DataRequestSchema),
  /** Our copies of the emails sent to the claimant, oldest first (decision 271). */
  emails: v.optional(v.array(ExportedEmailSchema), []),
});
export type MyData = v.InferOutput<typeof MyDataSchema>;

/** The file's name: the day it was made, nothing about whose it is ("my-data-2026-01-10.json"). */
export function myDataFileName(data: Pick<MyData, 'exportedAt'>): string {
  return `my-data-${data.exportedAt.slice(0, 10)}.json`;
}
