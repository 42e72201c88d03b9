// The desk's audit log (deskReadAudit) and data requests (listDataRequests, approveDataDeletion),
// answered as the gateway answers them: the audit log a page at a time, newest first, filtered by
// one field; approving a request carries it out once and answers the same result when asked again.
import type { AuditEntry, DeskReadAuditData } from '../../contract/desk';
import { isSignedStatus } from '../../contract/claimStatus';
import { deletionDueOn, isDeletionOverdue } from '../../contract/dataRights';
import { SERVICE_FAILURE_MESSAGES } from '../../contract/failureWords';
import type {
  ApproveDataDeletionData,
  ListDataRequestsData,
  RefuseDataDeletionData,
} from '../../contract/deskDataRequests';
import { DESK_REFUSALS } from '../../contract/staff';
import { fail, field, ok, serverError, slowly, type DomainResponder } from './respond';

/** deskReadAudit: two pages of entries, none, a handler refused, a failure, a slow answer. */
export const DESK_AUDIT_SCENARIOS = ['success', 'empty', 'supervisorOnly', 'serverError', 'slow'] as const;
export type DeskAuditScenario = (typeof DESK_AUDIT_SCENARIOS)[number];

/**
 * listDataRequests, approveDataDeletion and refuseDataDeletion: two open requests (one the caller
 * may approve or refuse, overdue; one another workspace's team must), a second page after them,
 * none, the list failing, an approval refused or failing on the way, a refusal failing on the way.
 */
export const DESK_DATA_REQUESTS_SCENARIOS = [
  'success',
  'morePages',
  'empty',
  'serverError',
  'slow',
  'approveRefused',
  'approveUnavailable',
  'refuseUnavailable',
] as const;
export type DeskDataRequestsScenario = (typeof DESK_DATA_REQUESTS_SCENARIOS)[number];

export const AUDIT_SECOND_PAGE_CURSOR = 'audit-page-2';
export const DATA_REQUESTS_SECOND_PAGE_CURSOR = 'data-requests-page-2';
export const SUPERVISOR_ONLY_REFUSAL = 'Only a supervisor can do this.';
export const APPROVE_REFUSED_MESSAGE = 'No data request with this requestId is open to you.';
/** What the desk shows of an `unavailable` answer: the client's plain words (decision 283). */
export const APPROVE_UNAVAILABLE_MESSAGE = SERVICE_FAILURE_MESSAGES.unavailable;
export const REFUSE_UNAVAILABLE_MESSAGE = APPROVE_UNAVAILABLE_MESSAGE;

const AT = Date.UTC(2026, 10, 12, 14, 30);
const MINUTE = 60_000;

function auditEntry(n: number, overrides: Partial<AuditEntry>): AuditEntry {
  return {
    entryId: `audit-${String(n).padStart(4, '0')}`,
    at: new Date(AT - n * 17 * MINUTE).toISOString(),
    uid: 'staff-handler-1',
    role: 'handler',
    action: 'claim.open',
    claimId: 'desk-claim-0001',
    workspaces: ['Redress'],
    outcome: 'ok',
    details: {},
    ...overrides,
  };
}

/** The sample log, newest first: a first page of five entries and a second of two. */
export const SAMPLE_AUDIT: Record<'first' | 'second', AuditEntry[]> = {
  first: [
    auditEntry(1, {
      uid: 'staff-supervisor-1',
      role: 'supervisor',
      action: 'audit.read',
      claimId: null,
      workspaces: ['Redress', 'SGUK'],
      details: { filter: 'none', page: 'first', results: 25 },
    }),
    auditEntry(2, { action: 'complaint.recordOffer', details: { complaintId: 'complaint-black-horse' } }),
    auditEntry(3, { action: 'note.add', details: { noteId: 'note-0003' } }),
    auditEntry(4, {
      action: 'claim.open',
      claimId: 'desk-claim-0002',
      workspaces: ['SGUK'],
      outcome: 'refused',
    }),
    auditEntry(5, {
      action: 'claims.list',
      claimId: null,
      workspaces: ['Redress', 'SGUK'],
      details: { filters: ['status', 'overdue'], results: 3 },
    }),
  ],
  second: [
    auditEntry(6, { action: 'complaint.send', details: { complaintId: 'complaint-black-horse' } }),
    auditEntry(7, {
      action: 'dataRequest.approve',
      claimId: null,
      details: { requestId: 'deletion-claimant7', claimIds: ['desk-claim-0007'] },
    }),
  ],
};

const FILTER_FIELDS = { claimId: 'claimId', staffUid: 'uid', action: 'action' } as const;

function readAudit(data: unknown): DeskReadAuditData {
  const all = [...SAMPLE_AUDIT.first, ...SAMPLE_AUDIT.second];
  for (const [key, entryField] of Object.entries(FILTER_FIELDS)) {
    const value = field(data, key);
    if (typeof value === 'string')
      return { entries: all.filter((entry) => entry[entryField] === value), nextCursor: null };
  }
  return field(data, 'cursor') === AUDIT_SECOND_PAGE_CURSOR
    ? { entries: SAMPLE_AUDIT.second, nextCursor: null }
    : { entries: SAMPLE_AUDIT.first, nextCursor: AUDIT_SECOND_PAGE_CURSOR };
}

export function deskAuditResponder(scenario: DeskAuditScenario = 'success'): DomainResponder {
  return (functionName, data) => {
    if (functionName !== 'deskReadAudit') return undefined;
    if (scenario === 'serverError') return serverError();
    if (scenario === 'supervisorOnly')
      return fail('PERMISSION_DENIED', SUPERVISOR_ONLY_REFUSAL, { reason: DESK_REFUSALS.supervisorOnly });
    if (scenario === 'empty') return ok({ data: { entries: [], nextCursor: null } });
    if (scenario === 'slow') return slowly(() => ok({ data: readAudit(data) }));
    return ok({ data: readAudit(data) });
  };
}

type ListedRequest = ListDataRequestsData['requests'][number];

/** A listed request with its due day and whether it is overdue, as the gateway works them out at AT. */
const listed = (request: Omit<ListedRequest, 'dueOn' | 'overdue'>): ListedRequest => {
  const requestedAt = Date.parse(request.requestedAt);
  return {
    ...request,
    dueOn: deletionDueOn(requestedAt),
    overdue: isDeletionOverdue(requestedAt, AT),
  };
};

/**
 * The sample requests, oldest first, as a handler of Redress and SGUK is answered them: one the
 * caller may approve, past its one-month due day, and one whose claimant also has a claim in a
 * workspace the caller lacks (not named: the gateway names only the caller's own, decision 248).
 */
export const SAMPLE_DATA_REQUESTS: ListDataRequestsData['requests'] = [
  listed({
    requestId: 'deletion-claimant1',
    kind: 'deletion',
    status: 'requested',
    requestedAt: new Date(AT - 35 * 24 * 60 * MINUTE).toISOString(),
    workspaces: ['Redress'],
    claims: [
      { claimId: 'desk-claim-0001', reference: 'RDR-DESK0001', status: 'in-progress' },
      { claimId: 'draft-claim-0001', reference: null, status: 'draft' },
    ],
    canApprove: true,
  }),
  listed({
    requestId: 'deletion-claimant2',
    kind: 'deletion',
    status: 'requested',
    requestedAt: new Date(AT - 24 * 60 * MINUTE).toISOString(),
    workspaces: ['SGUK'],
    claims: [{ claimId: 'desk-claim-0002', reference: 'RDR-DESK0002', status: 'submitted' }],
    canApprove: false,
  }),
];

/** The page after the samples, in the `morePages` scenario: one more request, the newest. */
export const SAMPLE_DATA_REQUESTS_PAGE_2: ListDataRequestsData['requests'] = [
  listed({
    requestId: 'deletion-claimant3',
    kind: 'deletion',
    status: 'requested',
    requestedAt: new Date(AT - 2 * 60 * MINUTE).toISOString(),
    workspaces: ['Redress'],
    claims: [{ claimId: 'desk-claim-0003', reference: 'RDR-DESK0003', status: 'submitted' }],
    canApprove: true,
  }),
];

/** The page a listDataRequests call asks for, in a scenario: all the samples, or them a page at a time. */
function dataRequestsPage(scenario: DeskDataRequestsScenario, data: unknown): ListDataRequestsData {
  if (scenario === 'empty') return { requests: [], nextCursor: null };
  if (scenario !== 'morePages') return { requests: SAMPLE_DATA_REQUESTS, nextCursor: null };
  return field(data, 'cursor') === DATA_REQUESTS_SECOND_PAGE_CURSOR
    ? { requests: SAMPLE_DATA_REQUESTS_PAGE_2, nextCursor: null }
    : { requests: SAMPLE_DATA_REQUESTS, nextCursor: DATA_REQUESTS_SECOND_PAGE_CURSOR };
}

/** What approving a sample request did: its signed claims kept, the rest removed. */
export function approvedSample(requestId: string, completedAt: string): ApproveDataDeletionData | null {
  const request = [...SAMPLE_DATA_REQUESTS, ...SAMPLE_DATA_REQUESTS_PAGE_2].find(
    (r) => r.requestId === requestId,
  );
  if (!request) return null;
  const signed = request.claims.filter((c) => isSignedStatus(c.status));
  return {
    request: {
      requestId,
      kind: 'deletion',
      status: 'completed',
      requestedAt: request.requestedAt,
      approvedAt: completedAt,
      completedAt,
    },
    kept: { signedClaims: signed.map((c) => c.claimId) },
    removed: {
      account: true,
      profile: true,
      unsignedClaims: request.claims.length - signed.length,
      savedJourney: false,
      emails: 1,
    },
  };
}

export function deskDataRequestsResponder(scenario: DeskDataRequestsScenario = 'success'): DomainResponder {
  /** Approvals carried out, by request: asking again answers the same result. */
  const done = new Map<string, ApproveDataDeletionData>();
  /** Requests refused: they leave the queue. */
  const refused = new Set<string>();
  return (functionName, data) => {
    if (functionName === 'listDataRequests') {
      if (scenario === 'serverError') return serverError();
      const page = dataRequestsPage(scenario, data);
      const answer = {
        ...page,
        requests: page.requests.filter((r) => !done.has(r.requestId) && !refused.has(r.requestId)),
      };
      if (scenario === 'slow') return slowly(() => ok({ data: answer }));
      return ok({ data: answer });
    }
    if (functionName === 'refuseDataDeletion') {
      if (scenario === 'refuseUnavailable') return fail('UNAVAILABLE', REFUSE_UNAVAILABLE_MESSAGE);
      const requestId = field(data, 'requestId');
      const reason = field(data, 'reason');
      const request = [...SAMPLE_DATA_REQUESTS, ...SAMPLE_DATA_REQUESTS_PAGE_2].find(
        (r) => r.requestId === requestId,
      );
      if (typeof requestId !== 'string' || !request?.canApprove)
        return fail('NOT_FOUND', APPROVE_REFUSED_MESSAGE, { reason: 'data-request' });
      if (typeof reason !== 'string' || reason.trim() === '')
        return fail('INVALID_ARGUMENT', 'Say why the request is refused: the claimant is sent these words');
      const result: RefuseDataDeletionData = {
        request: {
          requestId,
          kind: 'deletion',
          status: 'refused',
          requestedAt: request.requestedAt,
          refusedAt: new Date(AT).toISOString(),
          refusalReason: reason.trim(),
        },
      };
      refused.add(requestId);
      return ok({ data: result });
    }
    if (functionName === 'approveDataDeletion') {
      if (scenario === 'approveUnavailable') return fail('UNAVAILABLE', APPROVE_UNAVAILABLE_MESSAGE);
      const requestId = field(data, 'requestId');
      const request = [...SAMPLE_DATA_REQUESTS, ...SAMPLE_DATA_REQUESTS_PAGE_2].find(
        (r) => r.requestId === requestId,
      );
      if (scenario === 'approveRefused' || typeof requestId !== 'string' || !request?.canApprove)
        return fail('NOT_FOUND', APPROVE_REFUSED_MESSAGE, { reason: 'data-request' });
      const result = done.get(requestId) ?? approvedSample(requestId, new Date(AT).toISOString())!;
      done.set(requestId, result);
      return ok({ data: result });
    }
    return undefined;
  };
}
