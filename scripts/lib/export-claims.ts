// The firm's export of submitted claims: what a case handler needs to open each case, read from
// Firestore with admin credentials. Used by `npm run export-claims` (scripts/export-claims.mjs, which
// loads this module with load-ts.mjs). The claim, its agreements with their routes, its complaints
// and an address as text are the contract's (decision 269): read with its schemas, not copied.
import type { Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { addressText } from '../../contract/address';
import { StoredClaimSchema } from '../../contract/claim';
import { claimedAgreementsWithRoutes } from '../../contract/claimRoutes';
import { StoredComplaintSchema, type StoredComplaint } from '../../contract/lifecycle/stored';
import type { ClaimStatus } from '../../contract/responses';
import { ClaimReferralSchema } from '../../contract/referral';
import type { ClaimAddress } from '../../contract/requests';
import { StoredAgreementRouteSchema } from '../../contract/scheme/routeSchema';

/** Columns of the CSV, in order; JSON rows hold the same fields, with addresses and agreements nested. */
export const CSV_COLUMNS = [
  'reference',
  'claimId',
  'status',
  'submittedAt',
  'signedAt',
  'title',
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth',
  'email',
  'phoneNumber',
  'currentAddress',
  'currentAddressMovedIn',
  'previousAddress',
  'previousAddressMovedIn',
  'previousPreviousAddress',
  'previousPreviousAddressMovedIn',
  'otherFirmInstructed',
  'lenders',
  'agreements',
  'complaints',
  'signatureKind',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'adId',
  'referUrl',
] as const;

/** One claimed agreement as the export lists it, with its route in the redress scheme. */
export interface ExportedAgreement {
  source: 'credit file' | 'added by hand';
  lender: string;
  startDate: string;
  agreementType: string;
  /** The car in words ("Ford Fiesta, AB19 CDE"), '' when not known. */
  vehicle: string;
  /** scheme1, scheme2 or outside; '' on a claim stored before routes (decision 254). */
  route: string;
  /** Why an agreement is outside the scheme; '' otherwise. */
  routeReason: string;
}

/** A claim's complaint (one per lender) as the export lists it: its state and what was recorded. */
export type ComplaintRow = Pick<
  StoredComplaint,
  | 'complaintId'
  | 'lender'
  | 'route'
  | 'state'
  | 'sentOn'
  | 'dueOn'
  | 'determination'
  | 'offerPence'
  | 'paidPence'
  | 'feePence'
>;

/** One submitted claim as the firm's row. */
export interface ClaimRow {
  reference: string;
  claimId: string;
  status: ClaimStatus;
  submittedAt: string;
  signedAt: string;
  title: string;
  firstName: string;
  middleName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  phoneNumber: string;
  currentAddress: ClaimAddress | null;
  previousAddress: ClaimAddress | null;
  previousPreviousAddress: ClaimAddress | null;
  otherFirmInstructed: boolean;
  lenders: string[];
  agreements: ExportedAgreement[];
  complaints: ComplaintRow[];
  signature: { kind: string; image?: string; name?: string };
  referral: { utmSource: string; utmMedium: string; utmCampaign: string; adId: string; referUrl: string };
}

/** A problem with the export's options, or a stored claim it cannot read, reported as one line. */
export class ExportError extends Error {}

/** "2026-11-01" (midnight UTC) or a full ISO time, as milliseconds; anything else is refused. */
export function parseSince(value: unknown): number {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/.test(value)) {
    throw new ExportError(`--since takes a date like 2026-11-01, not ${JSON.stringify(value ?? '')}`);
  }
  const ms = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  // Date.parse rolls 30 February over to March; a date that does not come back the same is refused.
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value.slice(0, 10))
    throw new ExportError(`--since ${value} is not a real date`);
  return ms;
}

const iso = (ms: number | undefined) => (typeof ms === 'number' ? new Date(ms).toISOString() : '');

/** The claim as the contract stores it, with what the export reads beside it. */
const ExportedClaimSchema = v.object({
  ...StoredClaimSchema.entries,
  referral: v.optional(v.nullable(ClaimReferralSchema), null),
  agreementRoutes: v.optional(v.array(StoredAgreementRouteSchema), []),
});

function parsed<T extends v.GenericSchema>(schema: T, data: unknown, what: string): v.InferOutput<T> {
  const result = v.safeParse(schema, data);
  if (!result.success) {
    const issue = result.issues[0];
    const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    throw new ExportError(
      `${what} is not stored as the contract reads it${path ? ` (${path})` : ''}: ${issue.message}`,
    );
  }
  return result.output;
}

/** The claimed agreements, from the contract's rule, each with the route stored for it. */
function exportedAgreements(claim: v.InferOutput<typeof ExportedClaimSchema>): ExportedAgreement[] {
  return claimedAgreementsWithRoutes(claim).map((agreement) => ({
    source: agreement.source === 'creditFile' ? 'credit file' : 'added by hand',
    lender: agreement.lender,
    startDate: agreement.startDate,
    agreementType: agreement.agreementType ?? '',
    vehicle: agreement.vehicle,
    route: agreement.route?.route ?? '',
    routeReason: agreement.route?.route === 'outside' ? agreement.route.reason : '',
  }));
}

/** A stored complaint as the export lists it (decision 173). */
export function complaintRow(complaint: unknown, claimId = ''): ComplaintRow {
  const c = parsed(StoredComplaintSchema, complaint, `A complaint of claim ${claimId}`);
  return {
    complaintId: c.complaintId,
    lender: c.lender,
    route: c.route,
    state: c.state,
    sentOn: c.sentOn,
    dueOn: c.dueOn,
    determination: c.determination,
    offerPence: c.offerPence,
    paidPence: c.paidPence,
    feePence: c.feePence,
  };
}

/** One submitted claim as the firm's row. The signature image is left out unless asked for. */
export function claimRow(
  id: string,
  data: unknown,
  { signatures = false, complaints = [] }: { signatures?: boolean; complaints?: unknown[] } = {},
): ClaimRow {
  const claim = parsed(ExportedClaimSchema, data, `Claim ${id}`);
  const { applicant, answers, signature } = claim;
  const referral = claim.referral ?? {};
  const agreements = exportedAgreements(claim);
  return {
    reference: claim.submission?.reference ?? '',
    claimId: id,
    // Submitted, then what its complaints make it: in-progress, cancelled or closed.
    status: claim.status,
    submittedAt: iso(claim.submittedAt),
    signedAt: iso(claim.signedAt),
    title: applicant.title,
    firstName: applicant.firstName,
    middleName: applicant.middleName,
    lastName: applicant.lastName,
    dateOfBirth: applicant.dateOfBirth,
    email: applicant.email,
    phoneNumber: applicant.phoneNumber,
    currentAddress: answers?.currentAddress ?? null,
    previousAddress: answers?.previousAddress ?? null,
    previousPreviousAddress: answers?.previousPreviousAddress ?? null,
    otherFirmInstructed: answers?.otherFirmInstructed === true,
    lenders: [...new Set(agreements.map((a) => a.lender))],
    agreements,
    complaints: complaints
      .map((complaint) => complaintRow(complaint, id))
      .sort((a, b) => a.complaintId.localeCompare(b.complaintId, 'en', { numeric: true })),
    signature: !signature
      ? { kind: '' }
      : !signatures
        ? { kind: signature.kind }
        : signature.kind === 'drawn'
          ? { kind: 'drawn', image: signature.image }
          : { kind: 'typed', name: signature.name },
    referral: {
      utmSource: referral.utmSource ?? '',
      utmMedium: referral.utmMedium ?? '',
      utmCampaign: referral.utmCampaign ?? '',
      adId: referral.adId ?? '',
      referUrl: referral.referUrl ?? '',
    },
  };
}

/**
 * Submitted claims since `sinceMs`, oldest first, each with its complaints. Only a submitted claim
 * has `submittedAt`, whatever its status became after; needs only the single-field index on it.
 */
export async function exportClaims(
  db: Firestore,
  { sinceMs, signatures = false }: { sinceMs: number; signatures?: boolean },
): Promise<ClaimRow[]> {
  const snapshot = await db
    .collection('claims')
    .where('submittedAt', '>=', sinceMs)
    .orderBy('submittedAt', 'asc')
    .get();
  return Promise.all(
    snapshot.docs.map(async (doc) => {
      const complaints = await doc.ref.collection('complaints').get();
      return claimRow(doc.id, doc.data(), {
        signatures,
        complaints: complaints.docs.map((complaint) => complaint.data()),
      });
    }),
  );
}

/**
 * An amount in the CSV: "£2500.00", pounds with two decimals and no thousands separator, so a
 * spreadsheet reads the figure as it stands (the pages and emails write money with formatPounds).
 */
const csvPounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

const SCHEME_NAMES: Partial<Record<ComplaintRow['route'], string>> = {
  scheme1: 'Scheme 1',
  scheme2: 'Scheme 2',
};

/** A determination in the CSV: "determination redress £1834.20 (hybrid)", "determination noRedress (no-loss)". */
function determinationText(d: NonNullable<ComplaintRow['determination']>): string {
  const detail = d.remedy ?? d.reason;
  const amount = d.amountPence === null ? '' : ` ${csvPounds(d.amountPence)}`;
  return `determination ${d.outcome}${amount}${detail ? ` (${detail})` : ''}`;
}

/**
 * "Black Horse: offered, sent 2026-12-01, response due 2027-01-26, offer £2500.00"; on a route of
 * the redress scheme, "Black Horse (Scheme 2): determined, sent …, determination due …, determination …".
 */
function complaintText(c: ComplaintRow): string {
  const scheme = SCHEME_NAMES[c.route];
  const facts = [
    c.state,
    c.sentOn && `sent ${c.sentOn}`,
    c.dueOn && `${scheme ? 'determination' : 'response'} due ${c.dueOn}`,
    c.determination && determinationText(c.determination),
    c.offerPence !== null && `offer ${csvPounds(c.offerPence)}`,
    c.paidPence !== null && `paid ${csvPounds(c.paidPence)}`,
    c.feePence !== null && `fee ${csvPounds(c.feePence)}`,
  ].filter(Boolean);
  return `${c.lender}${scheme ? ` (${scheme})` : ''}: ${facts.join(', ')}`;
}

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused. */
function csvField(value: string | number | boolean | null | undefined): string {
  let text = String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** "scheme: scheme1", "scheme: outside, before-2007-04-06", or '' when no route was stored. */
const routeText = (a: ExportedAgreement) =>
  a.route ? `scheme: ${[a.route, a.routeReason].filter(Boolean).join(', ')}` : '';

const agreementText = (a: ExportedAgreement) =>
  [a.lender, a.startDate, a.agreementType, a.vehicle, `(${a.source})`, routeText(a) && `[${routeText(a)}]`]
    .filter(Boolean)
    .join(' ');

const addressOf = (address: ClaimAddress | null) => (address ? addressText(address) : '');

/** Rows as CSV (RFC 4180, CRLF), one claim per line; with signatures, a column for them is added. */
export function toCsv(rows: ClaimRow[], { signatures = false }: { signatures?: boolean } = {}): string {
  const columns: readonly string[] = signatures ? [...CSV_COLUMNS, 'signature'] : CSV_COLUMNS;
  const lines = [columns.join(',')];
  for (const row of rows) {
    const flat: Record<string, string | boolean> = {
      reference: row.reference,
      claimId: row.claimId,
      status: row.status,
      submittedAt: row.submittedAt,
      signedAt: row.signedAt,
      title: row.title,
      firstName: row.firstName,
      middleName: row.middleName,
      lastName: row.lastName,
      dateOfBirth: row.dateOfBirth,
      email: row.email,
      phoneNumber: row.phoneNumber,
      currentAddress: addressOf(row.currentAddress),
      currentAddressMovedIn: row.currentAddress?.movedIn ?? '',
      previousAddress: addressOf(row.previousAddress),
      previousAddressMovedIn: row.previousAddress?.movedIn ?? '',
      previousPreviousAddress: addressOf(row.previousPreviousAddress),
      previousPreviousAddressMovedIn: row.previousPreviousAddress?.movedIn ?? '',
      otherFirmInstructed: row.otherFirmInstructed ? 'yes' : 'no',
      lenders: row.lenders.join('; '),
      agreements: row.agreements.map(agreementText).join('; '),
      complaints: row.complaints.map(complaintText).join('; '),
      signatureKind: row.signature.kind,
      signature: row.signature.image ?? row.signature.name ?? '',
      ...row.referral,
    };
    lines.push(columns.map((column) => csvField(flat[column])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
