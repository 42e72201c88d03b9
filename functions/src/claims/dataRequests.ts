// Requests about a claimant's data (decision 184): `dataRequests/{requestId}`, written only by the
// gateway; the claimant reads their own (firestore.rules), the desk lists them by workspace
// (decision 248); the claimant may withdraw one and the desk refuse it (decision 271).
import {
  FieldPath,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import type { Workspace } from '../../../contract/firms.js';
import type { DataRequest, DataRequestStatus } from '../../../contract/myData.js';

export const DATA_REQUESTS = 'dataRequests';

/** The append-only log of what the firm's staff did (the desk's audit log). */
export const AUDIT = 'audit';

/** One open deletion request per account: asking again answers the one already open. */
export const deletionRequestId = (uid: string) => `deletion-${uid}`;

/** A data request as stored. Nothing in it but the account's id says who it is about. */
export interface StoredDataRequest {
  uid: string;
  kind: 'deletion';
  status: DataRequestStatus;
  requestedAt: number;
  /**
   * The workspaces of the claimant's claims when they asked: the desk's queue is read by them.
   * (Requests made before decision 248 may name the branding asked from instead.)
   */
  workspaces: Workspace[];
  /** The claimant's claims when they asked. */
  claimIds: string[];
  approvedAt?: number;
  completedAt?: number;
  /** When the claimant withdrew it (decision 271). */
  withdrawnAt?: number;
  /** When the desk refused it, and why, in the words the claimant was sent (decision 271). */
  refusedAt?: number;
  refusalReason?: string;
}

/**
 * The brand the claimant is written to about the request (decision 271): that of their newest
 * claim when they asked, which the request names first; the default one's for a request that names none.
 */
export const requestWorkspace = (request: Pick<StoredDataRequest, 'workspaces'>): Workspace =>
  request.workspaces[0] ?? 'Redress';

const iso = (time: number) => new Date(time).toISOString();

/** The request as the claimant and the desk are answered it. */
export function dataRequestOf(id: string, request: StoredDataRequest): DataRequest {
  return {
    requestId: id,
    kind: request.kind,
    status: request.status,
    requestedAt: iso(request.requestedAt),
    ...(request.approvedAt === undefined ? {} : { approvedAt: iso(request.approvedAt) }),
    ...(request.completedAt === undefined ? {} : { completedAt: iso(request.completedAt) }),
    ...(request.withdrawnAt === undefined ? {} : { withdrawnAt: iso(request.withdrawnAt) }),
    ...(request.refusedAt === undefined ? {} : { refusedAt: iso(request.refusedAt) }),
    ...(request.refusalReason === undefined ? {} : { refusalReason: request.refusalReason }),
  };
}

export const storedDataRequest = (doc: DocumentSnapshot) => doc.data() as StoredDataRequest;

/** A request the desk still has to act on: asked for, or approved and not yet finished. */
export const OPEN_STATUSES: readonly DataRequestStatus[] = ['requested', 'approved'];

/**
 * The open requests filed under one workspace, oldest first, the document id breaking ties (for
 * the cursor). Composite index: `workspaces` (contains), `status`, `requestedAt`.
 */
export function openRequestsQuery(db: Firestore, workspace: Workspace): Query {
  return db
    .collection(DATA_REQUESTS)
    .where('workspaces', 'array-contains', workspace)
    .where('status', 'in', OPEN_STATUSES)
    .orderBy('requestedAt')
    .orderBy(FieldPath.documentId());
}

/** Oldest first; the document id breaks ties, as in the query. */
const byAge = (a: QueryDocumentSnapshot, b: QueryDocumentSnapshot) =>
  storedDataRequest(a).requestedAt - storedDataRequest(b).requestedAt ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * A page of the open requests filed under any of the workspaces, oldest first, after a position
 * (the last request of the page before). Each workspace is read on its own, up to one more than a
 * page, so requests of other workspaces never take a place in it; the reads are merged, a request
 * filed under two of them counted once. Whatever the global first `pageSize + 1` are, each is
 * within the first `pageSize + 1` of every workspace it is filed under, so the merge misses none.
 */
export async function openRequestsPage(
  db: Firestore,
  workspaces: readonly Workspace[],
  after: { value: number; id: string } | null,
  pageSize: number,
): Promise<{ docs: QueryDocumentSnapshot[]; more: boolean }> {
  const reads = await Promise.all(
    workspaces.map((workspace) => {
      const query = openRequestsQuery(db, workspace);
      return (after ? query.startAfter(after.value, after.id) : query).limit(pageSize + 1).get();
    }),
  );
  const merged = new Map<string, QueryDocumentSnapshot>();
  for (const read of reads) for (const doc of read.docs) merged.set(doc.id, doc);
  const sorted = [...merged.values()].sort(byAge);
  return { docs: sorted.slice(0, pageSize), more: sorted.length > pageSize };
}
