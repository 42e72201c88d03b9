// What the desk's gateway operations accept and answer (docs/gateway.md, decisions 178–180). They
// live apart from requests.ts and responses.ts because they need both: responses.ts imports from
// requests.ts, so a desk request naming a claim status there would make the two import each other.
import * as v from 'valibot';
import {
  AgreementTypeSchema,
  ClaimAddressSchema,
  ClaimIdSchema,
  ComplaintIdSchema,
  IdempotencyKeySchema,
  ManualAgreementSchema,
} from './requests.js';
import { ClaimReferralSchema } from './referral.js';
import { ClaimStatusSchema, RecordComplaintEventDataSchema, SignedLetterDataSchema } from './responses.js';
import { EmailSchema, LastNameSchema, LENDER_MAX_LENGTH, PostcodeSchema } from './fields.js';
import { WorkspaceSchema } from './firms.js';
import { searchEmail, searchLender, searchReference, searchSurname } from './search.js';
import { ClaimLetterSchema } from './letters.js';
import { EventActorSchema } from './lifecycle/actor.js';
import { COMPLAINT_EVENT_TYPES } from './lifecycle/events.js';
import { COMPLAINT_ROUTES, COMPLAINT_STATES } from './lifecycle/states.js';
import { StoredDeterminationSchema } from './lifecycle/determination.js';
import { StoredDeterminationCheckSchema } from './scheme/determination.js';
import { AgreementRouteSchema } from './scheme/routeSchema.js';
import { AuditActionSchema, AuditRoleSchema, StaffRoleSchema } from './staff.js';

export const DESK_PAGE_SIZE_DEFAULT = 25;
export const DESK_PAGE_SIZE_MAX = 100;
export const NOTE_MAX_LENGTH = 2000;

const PageSizeSchema = v.optional(
  v.pipe(
    v.number('pageSize must be a number'),
    v.integer('pageSize must be a whole number'),
    v.minValue(1, 'pageSize must be at least 1'),
    v.maxValue(DESK_PAGE_SIZE_MAX, `pageSize must be at most ${DESK_PAGE_SIZE_MAX}`),
  ),
  DESK_PAGE_SIZE_DEFAULT,
);

/** The `nextCursor` of the page before, sent back unchanged. */
export const CursorSchema = v.pipe(
  v.string('cursor must be the nextCursor of the page before'),
  v.regex(/^[A-Za-z0-9_-]{1,600}$/, 'cursor must be the nextCursor of the page before'),
);

const REFERENCE_MESSAGE = 'Enter a claim reference, like RDR-ABCD2345';

/** Find a claim by its reference, by the claimant's email, or by their surname and a postcode on it. */
export const DeskSearchSchema = v.variant(
  'by',
  [
    v.object({
      by: v.literal('reference'),
      reference: v.pipe(
        v.string(REFERENCE_MESSAGE),
        v.maxLength(40, REFERENCE_MESSAGE),
        v.transform(searchReference),
        v.string(REFERENCE_MESSAGE),
      ),
    }),
    v.object({ by: v.literal('email'), email: v.pipe(EmailSchema, v.transform(searchEmail)) }),
    v.object({
      by: v.literal('surnamePostcode'),
      surname: v.pipe(LastNameSchema, v.transform(searchSurname)),
      postcode: PostcodeSchema,
    }),
  ],
  'search must be { by: "reference", reference }, { by: "email", email } or { by: "surnamePostcode", surname, postcode }',
);
export type DeskSearch = v.InferOutput<typeof DeskSearchSchema>;

export const SEARCH_OR_FILTER_MESSAGE =
  'Search or filter the list, not both: a search finds one claimant’s claims in your workspaces';

/**
 * deskListClaims: submitted claims in the caller's workspaces (one of them when `workspace` is
 * given), newest first, or the overdue ones with the longest overdue first; filtered, or found by
 * a search; a page at a time.
 */
export const DeskListClaimsRequestSchema = v.pipe(
  v.object({
    workspace: v.optional(WorkspaceSchema),
    status: v.optional(ClaimStatusSchema),
    lender: v.optional(
      v.pipe(
        v.string('lender must be a lender’s name'),
        v.trim(),
        v.nonEmpty('lender must be a lender’s name'),
        v.maxLength(LENDER_MAX_LENGTH, `lender must be ${LENDER_MAX_LENGTH} characters or fewer`),
        v.transform(searchLender),
      ),
    ),
    /** Only claims where a lender's final response is due and has not come. */
    overdue: v.optional(v.boolean('overdue must be true or false'), false),
    search: v.optional(DeskSearchSchema),
    cursor: v.optional(CursorSchema),
    pageSize: PageSizeSchema,
  }),
  v.check(
    (request) =>
      request.search === undefined ||
      (request.status === undefined && request.lender === undefined && !request.overdue),
    SEARCH_OR_FILTER_MESSAGE,
  ),
);
export type DeskListClaimsRequest = v.InferInput<typeof DeskListClaimsRequestSchema>;
export type DeskListClaimsQuery = v.InferOutput<typeof DeskListClaimsRequestSchema>;

/**
 * The orders deskListClaims reads a list in, each one way: by submission, newest first; or by the
 * date a lender's final response is due, longest overdue first, which it has for the overdue list
 * only (functions/src/desk/claimsQuery.ts; a Firestore range on the due date orders by it).
 */
export const DESK_LIST_ORDERS = ['submitted', 'responseDue'] as const;
export type DeskListOrder = (typeof DESK_LIST_ORDERS)[number];

/** The order deskListClaims gives a request's list: by response due for the overdue list. */
export function deskListOrder(request: { overdue?: boolean; search?: unknown }): DeskListOrder {
  return request.overdue && request.search === undefined ? 'responseDue' : 'submitted';
}

/** deskOpenClaim: one claim in the caller's workspaces, in full. */
export const DeskOpenClaimRequestSchema = v.object({ claimId: ClaimIdSchema });
export type DeskOpenClaimRequest = v.InferInput<typeof DeskOpenClaimRequestSchema>;

/** deskAddNote: an internal note on a claim; a retry with the same key adds it once. */
export const DeskAddNoteRequestSchema = v.object({
  claimId: ClaimIdSchema,
  idempotencyKey: IdempotencyKeySchema,
  text: v.pipe(
    v.string('Enter the note'),
    v.trim(),
    v.nonEmpty('Enter the note'),
    v.maxLength(NOTE_MAX_LENGTH, `The note must be ${NOTE_MAX_LENGTH} characters or fewer`),
  ),
});
export type DeskAddNoteRequest = v.InferInput<typeof DeskAddNoteRequestSchema>;

const UidSchema = v.pipe(
  v.string('staffUid must be a staff member’s uid'),
  v.regex(/^[A-Za-z0-9_-]{1,128}$/, 'staffUid must be a staff member’s uid'),
);

export const ONE_AUDIT_FILTER_MESSAGE = 'Filter the audit log by one of claimId, staffUid or action';

/** deskReadAudit (supervisors): the audit log of the caller's workspaces, newest first. */
export const DeskReadAuditRequestSchema = v.pipe(
  v.object({
    claimId: v.optional(ClaimIdSchema),
    staffUid: v.optional(UidSchema),
    action: v.optional(AuditActionSchema),
    cursor: v.optional(CursorSchema),
    pageSize: PageSizeSchema,
  }),
  v.check(
    (request) =>
      [request.claimId, request.staffUid, request.action].filter((f) => f !== undefined).length <= 1,
    ONE_AUDIT_FILTER_MESSAGE,
  ),
);
export type DeskReadAuditRequest = v.InferInput<typeof DeskReadAuditRequestSchema>;

// ---- Answers: each read at `result.data.data` -----------------------------------------------------

const IsoTimeSchema = v.pipe(v.string(), v.isoTimestamp());

/** One row of the desk's list. */
export const DeskClaimSummarySchema = v.object({
  claimId: v.string(),
  reference: v.string(),
  workspace: WorkspaceSchema,
  status: ClaimStatusSchema,
  submittedAt: IsoTimeSchema,
  /** "Jane Example" */
  claimant: v.string(),
  /** The current address's postcode. */
  postcode: v.string(),
  lenders: v.array(v.string()),
  /** The earliest date a lender's final response is due among the complaints awaiting one. */
  responseDueAt: v.nullable(IsoTimeSchema),
  overdue: v.boolean(),
});
export type DeskClaimSummary = v.InferOutput<typeof DeskClaimSummarySchema>;

export const DeskListClaimsDataSchema = v.object({
  claims: v.array(DeskClaimSummarySchema),
  /** Send back as `cursor` for the next page; null on the last page. */
  nextCursor: v.nullable(v.string()),
});
export type DeskListClaimsData = v.InferOutput<typeof DeskListClaimsDataSchema>;
export const DeskListClaimsResponseSchema = v.object({ data: DeskListClaimsDataSchema });

/** An internal note: the firm's staff read it at the desk; the claimant never sees it. */
export const DeskNoteSchema = v.object({
  noteId: v.string(),
  text: v.string(),
  at: IsoTimeSchema,
  uid: v.string(),
  role: StaffRoleSchema,
});
export type DeskNote = v.InferOutput<typeof DeskNoteSchema>;

/** An agreement the claim is made about, as the desk shows it. */
export const DeskAgreementSchema = v.object({
  lender: v.string(),
  startDate: v.string(),
  agreementType: v.optional(v.nullable(AgreementTypeSchema)),
  vehicle: v.string(),
  amountFinancedPence: v.optional(v.nullable(v.number())),
  source: v.picklist(['creditFile', 'manual']),
  /**
   * Its route in the FCA's redress scheme as stored at submission, with the words the claimant was
   * shown (scheme/route.ts `routeWords`); none on a claim submitted before routes (decision 254).
   */
  route: v.optional(v.object({ ...AgreementRouteSchema.entries, words: v.string() })),
});

/** One event of a complaint's timeline: who, when, what, and the state before and after it. */
export const DeskComplaintEventSchema = v.object({
  eventId: v.string(),
  seq: v.number(),
  type: v.picklist(COMPLAINT_EVENT_TYPES),
  /** What the event carries besides its type: an amount in pence, a determination's outcome. */
  data: v.record(v.string(), v.union([v.number(), v.string()])),
  at: IsoTimeSchema,
  by: v.object({ uid: v.string(), ...EventActorSchema.entries }),
  stateBefore: v.picklist(COMPLAINT_STATES),
  stateAfter: v.picklist(COMPLAINT_STATES),
});
export type DeskComplaintEvent = v.InferOutput<typeof DeskComplaintEventSchema>;

/**
 * A complaint (one per lender), from `claims/{id}/complaints` (decision 174): its state and the
 * facts recorded, the handlers' events its state accepts now (`acceptedEvents` of the lifecycle
 * machine, the only actions the desk offers) and its timeline, oldest first.
 */
export const DeskComplaintSchema = v.object({
  complaintId: v.string(),
  lender: v.string(),
  agreements: v.array(DeskAgreementSchema),
  state: v.picklist(COMPLAINT_STATES),
  /** The route it runs on: general, or a scheme's (decision 259). */
  route: v.optional(v.picklist(COMPLAINT_ROUTES), 'general'),
  /**
   * The UK day it was sent to the lender, and the last day for the lender's answer: its final
   * response (general route) or its determination (a scheme's deadline).
   */
  sentOn: v.nullable(v.string()),
  dueOn: v.nullable(v.string()),
  /** The lender's determination under the scheme, when one is recorded. */
  determination: v.optional(v.nullable(StoredDeterminationSchema), null),
  /** The latest check of that determination at the desk (decision 266), when one was made. */
  determinationCheck: v.optional(v.nullable(StoredDeterminationCheckSchema), null),
  offerPence: v.nullable(v.number()),
  paidPence: v.nullable(v.number()),
  feePence: v.nullable(v.number()),
  acceptedEvents: v.array(v.picklist(COMPLAINT_EVENT_TYPES)),
  events: v.array(DeskComplaintEventSchema),
});
export type DeskComplaint = v.InferOutput<typeof DeskComplaintSchema>;

/** deskOpenClaim: the claim as a handler works it. The signature's image is not sent. */
export const DeskClaimDataSchema = v.object({
  claimId: v.string(),
  reference: v.string(),
  workspace: WorkspaceSchema,
  status: ClaimStatusSchema,
  submittedAt: IsoTimeSchema,
  signedAt: IsoTimeSchema,
  applicant: v.object({
    title: v.string(),
    firstName: v.string(),
    middleName: v.string(),
    lastName: v.string(),
    dateOfBirth: v.string(),
    email: v.string(),
    phoneNumber: v.string(),
  }),
  answers: v.object({
    otherFirmInstructed: v.boolean(),
    currentAddress: ClaimAddressSchema,
    previousAddress: v.optional(ClaimAddressSchema),
    previousPreviousAddress: v.optional(ClaimAddressSchema),
    manualAgreements: v.array(ManualAgreementSchema),
  }),
  agreements: v.array(DeskAgreementSchema),
  complaints: v.array(DeskComplaintSchema),
  responseDueAt: v.nullable(IsoTimeSchema),
  signature: v.object({ kind: v.picklist(['typed', 'drawn']), signedAt: IsoTimeSchema }),
  referral: v.nullable(ClaimReferralSchema),
  /** Newest first, up to the latest 100. */
  notes: v.array(DeskNoteSchema),
  /**
   * The letters on the claim, oldest first (decision 272): each complaint's letter once it was
   * sent, and the lenders' responses uploaded at the desk.
   */
  letters: v.array(ClaimLetterSchema),
});
export type DeskClaimData = v.InferOutput<typeof DeskClaimDataSchema>;
export const DeskClaimResponseSchema = v.object({ data: DeskClaimDataSchema });

export const DeskAddNoteDataSchema = v.object({ claimId: v.string(), note: DeskNoteSchema });
export type DeskAddNoteData = v.InferOutput<typeof DeskAddNoteDataSchema>;
export const DeskAddNoteResponseSchema = v.object({ data: DeskAddNoteDataSchema });

/** One entry of the audit log: who did what, when, to which claim. No personal data beyond ids. */
export const AuditEntrySchema = v.object({
  entryId: v.string(),
  at: IsoTimeSchema,
  uid: v.string(),
  /** A staff member's role, or `claimant` for a claimant's download of a letter (decision 272). */
  role: AuditRoleSchema,
  action: v.string(),
  claimId: v.nullable(v.string()),
  /** The workspaces the action concerned: the claim's, or those a list covered. */
  workspaces: v.array(WorkspaceSchema),
  outcome: v.picklist(['ok', 'refused']),
  /** Non-personal particulars: which filters a list used, a note's id, how many rows came back. */
  details: v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.array(v.string())])),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

export const DeskReadAuditDataSchema = v.object({
  entries: v.array(AuditEntrySchema),
  nextCursor: v.nullable(v.string()),
});
export type DeskReadAuditData = v.InferOutput<typeof DeskReadAuditDataSchema>;
export const DeskReadAuditResponseSchema = v.object({ data: DeskReadAuditDataSchema });

// ---- The complaint letter and the signed letter at the desk ---------------------------------------

/**
 * deskSendComplaint: makes the complaint letter to one lender as a PDF (the firm's details, the
 * claimant, the agreements, the signed letter of authority attached) and records `handler.send` on
 * that complaint in the same call, so the complaint is "sent" exactly when its letter exists. A
 * retry with the same key answers the same letter and records the event once.
 */
export const DeskSendComplaintRequestSchema = v.object({
  claimId: ClaimIdSchema,
  complaintId: ComplaintIdSchema,
  idempotencyKey: IdempotencyKeySchema,
});
export type DeskSendComplaintRequest = v.InferInput<typeof DeskSendComplaintRequestSchema>;

/** A PDF the gateway made, base64. */
export const DeskPdfSchema = v.object({
  fileName: v.pipe(v.string(), v.regex(/^[\w.-]+\.pdf$/)),
  contentType: v.literal('application/pdf'),
  pdf: v.pipe(v.string(), v.nonEmpty(), v.base64()),
});
export type DeskPdf = v.InferOutput<typeof DeskPdfSchema>;

/** deskSendComplaint's answer: the event as recordComplaintEvent answers it, and the letter. */
export const DeskSendComplaintDataSchema = v.object({
  ...RecordComplaintEventDataSchema.entries,
  letter: DeskPdfSchema,
});
export type DeskSendComplaintData = v.InferOutput<typeof DeskSendComplaintDataSchema>;
export const DeskSendComplaintResponseSchema = v.object({ data: DeskSendComplaintDataSchema });

/** deskSignedLetter: the claim's signed letter of authority, for a handler of its workspace (audited). */
export const DeskSignedLetterRequestSchema = v.object({ claimId: ClaimIdSchema });
export type DeskSignedLetterRequest = v.InferInput<typeof DeskSignedLetterRequestSchema>;
export const DeskSignedLetterDataSchema = SignedLetterDataSchema;
export type DeskSignedLetterData = v.InferOutput<typeof DeskSignedLetterDataSchema>;
