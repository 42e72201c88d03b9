// The firm's export of submitted claims: what a case handler needs to open each case, read from
// Firestore with admin credentials. Used by `npm run export-claims` (scripts/export-claims.mjs).

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
];

/**
 * @typedef {{ addressLine1: string, addressLine2: string, city: string, postcode: string, movedIn: string }} ClaimAddress
 * @typedef {{
 *   source: 'credit file' | 'added by hand', lender: string, startDate: string, agreementType: string,
 *   vehicle: string, route: string, routeReason: string,
 * }} ClaimedAgreement
 * @typedef {{
 *   complaintId: string, lender: string, route: string, state: string, sentOn: string | null,
 *   dueOn: string | null, determination: any, offerPence: number | null, paidPence: number | null,
 *   feePence: number | null,
 * }} ComplaintRow
 * @typedef {{
 *   reference: string, claimId: string, status: string, submittedAt: string, signedAt: string,
 *   title: string, firstName: string, middleName: string, lastName: string, dateOfBirth: string,
 *   email: string, phoneNumber: string,
 *   currentAddress: ClaimAddress | null, previousAddress: ClaimAddress | null,
 *   previousPreviousAddress: ClaimAddress | null, otherFirmInstructed: boolean,
 *   lenders: string[], agreements: ClaimedAgreement[], complaints: ComplaintRow[],
 *   signature: { kind: string, image?: string, name?: string },
 *   referral: { utmSource: string, utmMedium: string, utmCampaign: string, adId: string, referUrl: string },
 * }} ClaimRow
 */

/** A problem with the export's options, reported as one line. */
export class ExportError extends Error {}

/**
 * "2026-11-01" (midnight UTC) or a full ISO time, as milliseconds; anything else is refused.
 * @param {unknown} value
 * @returns {number}
 */
export function parseSince(value) {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/.test(value)) {
    throw new ExportError(`--since takes a date like 2026-11-01, not ${JSON.stringify(value ?? '')}`);
  }
  const ms = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  // Date.parse rolls 30 February over to March; a date that does not come back the same is refused.
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value.slice(0, 10))
    throw new ExportError(`--since ${value} is not a real date`);
  return ms;
}

const iso = (ms) => (typeof ms === 'number' ? new Date(ms).toISOString() : '');

function addressText(address) {
  if (!address) return '';
  return [address.addressLine1, address.addressLine2, address.city, address.postcode]
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join(', ');
}

/**
 * Each agreement's route in the FCA's redress scheme as the claim stored it at submission
 * (`agreementRoutes`, keyed by the agreement's id or `manual-<n>`; decision 254): the route
 * (scheme1, scheme2, outside) and, outside, the reason. '' on a claim stored before routes.
 */
function routeOf(routes, key) {
  const stored = routes.get(key);
  return { route: stored?.route ?? '', routeReason: stored?.reason ?? '' };
}

/** The agreements the claimant chose from the credit file, and those added by hand. */
function claimedAgreements(claim) {
  const answers = claim.answers ?? {};
  const routes = new Map((claim.agreementRoutes ?? []).map((route) => [route.agreement, route]));
  const found = new Map((claim.agreements ?? []).map((agreement) => [agreement.id, agreement]));
  const fromFile = (answers.agreementIds ?? [])
    .map((id) => found.get(id))
    .filter(Boolean)
    .map((a) => ({
      source: 'credit file',
      lender: a.lender,
      startDate: a.startDate,
      agreementType: a.agreementType ?? '',
      vehicle: a.vehicle
        ? [a.vehicle.make, a.vehicle.model, a.vehicle.registration].filter(Boolean).join(' ')
        : '',
      ...routeOf(routes, a.id),
    }));
  const manual = (answers.manualAgreements ?? []).map((a, index) => ({
    source: 'added by hand',
    lender: a.lender,
    startDate: a.startDate,
    agreementType: a.agreementType ?? '',
    vehicle: a.vehicle ?? '',
    ...routeOf(routes, `manual-${index}`),
  }));
  return [...fromFile, ...manual];
}

/**
 * A claim's complaint (one per lender, `claims/{id}/complaints`) as the export lists it: its state
 * in the lifecycle (decision 173) and what has been recorded.
 * @param {any} complaint the stored complaint document
 * @returns {ComplaintRow}
 */
export function complaintRow(complaint) {
  return {
    complaintId: complaint.complaintId ?? '',
    lender: complaint.lender ?? '',
    // The route it runs on (decision 259): a complaint stored before routes runs on the general route.
    route: complaint.route ?? 'general',
    state: complaint.state ?? '',
    sentOn: complaint.sentOn ?? null,
    dueOn: complaint.dueOn ?? null,
    // The lender's determination under the scheme, as stored: outcome, remedy, sums in pence, reason.
    determination: complaint.determination ?? null,
    offerPence: complaint.offerPence ?? null,
    paidPence: complaint.paidPence ?? null,
    feePence: complaint.feePence ?? null,
  };
}

/**
 * One submitted claim as the firm's row. The signature image is left out unless asked for.
 * @param {string} id
 * @param {any} claim the stored claim document
 * @param {{ signatures?: boolean, complaints?: any[] }} [options] the claim's stored complaints
 * @returns {ClaimRow}
 */
export function claimRow(id, claim, { signatures = false, complaints = [] } = {}) {
  const applicant = claim.applicant ?? {};
  const answers = claim.answers ?? {};
  const referral = claim.referral ?? {};
  const agreements = claimedAgreements(claim);
  const row = {
    reference: claim.submission?.reference ?? '',
    claimId: id,
    // Submitted, then what its complaints make it: in-progress, cancelled or closed.
    status: claim.status ?? '',
    submittedAt: iso(claim.submittedAt),
    signedAt: iso(claim.signedAt),
    title: applicant.title ?? '',
    firstName: applicant.firstName ?? '',
    middleName: applicant.middleName ?? '',
    lastName: applicant.lastName ?? '',
    dateOfBirth: applicant.dateOfBirth ?? '',
    email: applicant.email ?? '',
    phoneNumber: applicant.phoneNumber ?? '',
    currentAddress: answers.currentAddress ?? null,
    previousAddress: answers.previousAddress ?? null,
    previousPreviousAddress: answers.previousPreviousAddress ?? null,
    otherFirmInstructed: answers.otherFirmInstructed === true,
    lenders: [...new Set(agreements.map((a) => a.lender))],
    agreements,
    complaints: complaints
      .map(complaintRow)
      .sort((a, b) => a.complaintId.localeCompare(b.complaintId, 'en', { numeric: true })),
    signature: { kind: claim.signature?.kind ?? '' },
    referral: {
      utmSource: referral.utmSource ?? '',
      utmMedium: referral.utmMedium ?? '',
      utmCampaign: referral.utmCampaign ?? '',
      adId: referral.adId ?? '',
      referUrl: referral.referUrl ?? '',
    },
  };
  if (signatures) {
    row.signature =
      claim.signature?.kind === 'drawn'
        ? { kind: 'drawn', image: claim.signature.image ?? '' }
        : { kind: claim.signature?.kind ?? '', name: claim.signature?.name ?? '' };
  }
  return row;
}

/**
 * Submitted claims since `sinceMs`, oldest first, each with its complaints. Only a submitted claim
 * has `submittedAt`, whatever its status became after; needs only the single-field index on it.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ sinceMs: number, signatures?: boolean }} options
 * @returns {Promise<ClaimRow[]>}
 */
export async function exportClaims(db, { sinceMs, signatures = false }) {
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

const pounds = (pence) => `£${(pence / 100).toFixed(2)}`;

const SCHEME_NAMES = { scheme1: 'Scheme 1', scheme2: 'Scheme 2' };

/** A determination in the CSV: "determination redress £1834.20 (hybrid)", "determination noRedress (no-loss)". */
function determinationText(d) {
  const detail = d.remedy ?? d.reason;
  return `determination ${d.outcome}${d.amountPence == null ? '' : ` ${pounds(d.amountPence)}`}${detail ? ` (${detail})` : ''}`;
}

/**
 * "Black Horse: offered, sent 2026-12-01, response due 2027-01-26, offer £2500.00"; on a route of
 * the redress scheme, "Black Horse (Scheme 2): determined, sent …, determination due …, determination …".
 */
function complaintText(c) {
  const scheme = SCHEME_NAMES[c.route];
  const facts = [
    c.state,
    c.sentOn && `sent ${c.sentOn}`,
    c.dueOn && `${scheme ? 'determination' : 'response'} due ${c.dueOn}`,
    c.determination && determinationText(c.determination),
    c.offerPence !== null && `offer ${pounds(c.offerPence)}`,
    c.paidPence !== null && `paid ${pounds(c.paidPence)}`,
    c.feePence !== null && `fee ${pounds(c.feePence)}`,
  ].filter(Boolean);
  return `${c.lender}${scheme ? ` (${scheme})` : ''}: ${facts.join(', ')}`;
}

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused. */
function csvField(value) {
  let text = String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** "scheme: scheme1", "scheme: outside, before-2007-04-06", or '' when no route was stored. */
const routeText = (a) => (a.route ? `scheme: ${[a.route, a.routeReason].filter(Boolean).join(', ')}` : '');

const agreementText = (a) =>
  [a.lender, a.startDate, a.agreementType, a.vehicle, `(${a.source})`, routeText(a) && `[${routeText(a)}]`]
    .filter(Boolean)
    .join(' ');

/**
 * Rows as CSV (RFC 4180, CRLF), one claim per line; with signatures, a column for them is added.
 * @param {ClaimRow[]} rows
 * @param {{ signatures?: boolean }} [options]
 * @returns {string}
 */
export function toCsv(rows, { signatures = false } = {}) {
  const columns = signatures ? [...CSV_COLUMNS, 'signature'] : CSV_COLUMNS;
  const lines = [columns.join(',')];
  for (const row of rows) {
    const flat = {
      ...row,
      currentAddress: addressText(row.currentAddress),
      currentAddressMovedIn: row.currentAddress?.movedIn ?? '',
      previousAddress: addressText(row.previousAddress),
      previousAddressMovedIn: row.previousAddress?.movedIn ?? '',
      previousPreviousAddress: addressText(row.previousPreviousAddress),
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
