// Requests about a claimant's data (decision 184): `dataRequests/{requestId}`, written only by the
// gateway; the claimant reads their own (firestore.rules), the desk lists them by workspace.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
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
  /** The workspaces of the claimant's claims (or the branding they asked from, with none). */
  workspaces: Workspace[];
  /** The claimant's claims when they asked. */
  claimIds: string[];
  approvedAt?: number;
  completedAt?: number;
}

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
  };
}

export const storedDataRequest = (doc: DocumentSnapshot) => doc.data() as StoredDataRequest;
