// Building "their data" (decision 183) from the stored documents: `myDataOf` makes the copy the
// gateway's exportMyData answers, and the mocks make theirs the same way. What the copy holds, and
// its schema, is in myData.ts.
import { EXPORTED_FIELDS, MY_DATA_FORMAT, type MyData } from './myData.js';

// ---- Building the copy from the stored documents ---------------------------------------------------

/** A stored document: its id and its fields as Firestore gives them. */
export interface StoredDocument {
  id: string;
  data: Readonly<Record<string, unknown>>;
}

/** Everything the export is made of, read by the gateway for one account. */
export interface MyDataSources {
  now: number;
  account: {
    userId: string;
    email: string | null;
    emailConfirmed: boolean;
    guest: boolean;
    createdAt: number | null;
    lastSignInAt: number | null;
  };
  profile: Readonly<Record<string, unknown>> | null;
  claims: readonly (StoredDocument & {
    complaints: readonly StoredDocument[];
    events: readonly StoredDocument[];
  })[];
  savedJourney: { progress: string; savedAt: number } | null;
  dataRequests: readonly StoredDocument[];
  /** The mail queue's documents for the account (decision 271). */
  emails?: readonly StoredDocument[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A Firestore Timestamp (Admin or web SDK) or epoch milliseconds as ISO 8601. */
function toIso(value: unknown): unknown {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  if (isRecord(value) && typeof value.toMillis === 'function') {
    return new Date((value.toMillis as () => number)()).toISOString();
  }
  return value;
}

/** A field that holds a moment: `at` and every `…At`. */
const isTimeField = (key: string) => key === 'at' || key.endsWith('At');

/** A stored value as the export writes it: every moment in ISO 8601, the rest unchanged. */
function exportedValue(key: string, value: unknown): unknown {
  if (isTimeField(key)) return toIso(value);
  if (Array.isArray(value)) return value.map((item) => exportedValue('', item));
  if (isRecord(value) && typeof value.toMillis !== 'function') {
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, exportedValue(k, item)]));
  }
  return value;
}

/** The named fields of a document (dotted names reach inside), absent ones left out. */
export function pickFields(
  data: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of fields) {
    const path = field.split('.');
    const value = path.reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), data);
    if (value === undefined) continue;
    let into = picked;
    for (const key of path.slice(0, -1)) {
      into[key] = isRecord(into[key]) ? into[key] : {};
      into = into[key] as Record<string, unknown>;
    }
    const last = path.at(-1) as string;
    into[last] = exportedValue(last, value);
  }
  return picked;
}

const byNumber = (key: string) => (a: StoredDocument, b: StoredDocument) =>
  Number(a.data[key] ?? 0) - Number(b.data[key] ?? 0);

/**
 * The copy of everything held about one account: its sign-in account, profile, claims (each with
 * its answers, consents, referral, complaints and the events the claimant can see, oldest first),
 * a journey saved for later, and the requests made about the data. Only the fields in
 * EXPORTED_FIELDS: staff-only facts kept elsewhere (internal notes, the audit log) and anything new
 * on a document stay out until they are named there.
 */
export function myDataOf(sources: MyDataSources): MyData {
  const { account } = sources;
  const claims = [...sources.claims].sort(byNumber('createdAt')).reverse();
  const copy = {
    format: MY_DATA_FORMAT,
    exportedAt: toIso(sources.now),
    account: {
      ...account,
      createdAt: account.createdAt === null ? null : toIso(account.createdAt),
      lastSignInAt: account.lastSignInAt === null ? null : toIso(account.lastSignInAt),
    },
    profile: sources.profile ? exportedValue('', sources.profile) : null,
    claims: claims.map((claim) => ({
      claimId: claim.id,
      ...pickFields(claim.data, EXPORTED_FIELDS.claim),
      complaints: [...claim.complaints]
        .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }))
        .map((complaint) => pickFields(complaint.data, EXPORTED_FIELDS.complaint)),
      events: [...claim.events]
        .sort(byNumber('at'))
        .map((event) => ({ eventId: event.id, ...pickFields(event.data, EXPORTED_FIELDS.event) })),
    })),
    savedJourney: sources.savedJourney
      ? { savedAt: toIso(sources.savedJourney.savedAt), progress: sources.savedJourney.progress }
      : null,
    dataRequests: [...sources.dataRequests].sort(byNumber('requestedAt')).map((request) => ({
      requestId: request.id,
      ...pickFields(request.data, EXPORTED_FIELDS.dataRequest),
    })),
    emails: [...(sources.emails ?? [])].sort(byNumber('sentAt')).map((email) => ({
      emailId: email.id,
      ...pickFields(email.data, EXPORTED_FIELDS.email),
    })),
  };
  // Built from the stored documents as they are; MyDataSchema describes them (myData.test.ts).
  return copy as unknown as MyData;
}
