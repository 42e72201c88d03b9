// A claim as it is stored (`claims/{claimId}`, written only by the gateway) and as its owner reads
// it back: the signed copy, the confirmation email and the claimant's own claim page use these.
import * as v from 'valibot';
import { agreementFacts, carText } from './agreements.js';
import { WorkspaceSchema } from './firms.js';
import { ClaimAddressSchema, ManualAgreementSchema } from './requests.js';
import { AgreementSchema, ClaimStatusSchema, CreditFileAddressSchema } from './responses.js';
import { claimSearchFields, type ClaimSearchFields } from './search.js';

export const StoredApplicantSchema = v.object({
  title: v.string(),
  firstName: v.string(),
  middleName: v.optional(v.string(), ''),
  lastName: v.string(),
  dateOfBirth: v.string(),
  email: v.string(),
  phoneNumber: v.string(),
});

export const StoredAnswersSchema = v.object({
  agreementIds: v.array(v.string()),
  manualAgreements: v.optional(v.array(ManualAgreementSchema), []),
  otherFirmInstructed: v.boolean(),
  currentAddress: ClaimAddressSchema,
  previousAddress: v.optional(ClaimAddressSchema),
  previousPreviousAddress: v.optional(ClaimAddressSchema),
});

const StoredSignatureSchema = v.variant('kind', [
  v.object({ kind: v.literal('typed'), name: v.string(), signedAt: v.number() }),
  v.object({ kind: v.literal('drawn'), image: v.string(), signedAt: v.number() }),
]);

/** Any claim of the owner's: a draft has only the applicant; later fields arrive with each status. */
export const StoredClaimSchema = v.object({
  uid: v.string(),
  status: ClaimStatusSchema,
  applicant: StoredApplicantSchema,
  createdAt: v.number(),
  updatedAt: v.number(),
  agreements: v.optional(v.array(AgreementSchema), []),
  addresses: v.optional(v.array(CreditFileAddressSchema), []),
  answers: v.optional(StoredAnswersSchema),
  signature: v.optional(StoredSignatureSchema),
  submission: v.optional(v.object({ reference: v.string() })),
  /** The other-firm answer as the check was started with it; `answers` has it once signed. */
  otherFirmInstructed: v.optional(v.boolean()),
  // Claims signed before the workspace was recorded were all made in the default one.
  workspace: v.optional(WorkspaceSchema, 'Redress'),
  signedAt: v.optional(v.number()),
  submittedAt: v.optional(v.number()),
});
export type StoredClaim = v.InferOutput<typeof StoredClaimSchema>;

/** A claim that has been signed: what the signed copy and the email are made from. */
export type SignedClaim = StoredClaim & {
  answers: NonNullable<StoredClaim['answers']>;
  signature: NonNullable<StoredClaim['signature']>;
  submission: NonNullable<StoredClaim['submission']>;
  signedAt: number;
};

export function isSigned(claim: StoredClaim): claim is SignedClaim {
  return (
    claim.answers !== undefined &&
    claim.signature !== undefined &&
    claim.submission !== undefined &&
    claim.signedAt !== undefined
  );
}

/** "Ms Jane Ann Example": the name as the letter of authority states it. */
export function fullName(applicant: {
  title: string;
  firstName: string;
  middleName?: string;
  lastName: string;
}) {
  return [applicant.title, applicant.firstName, applicant.middleName, applicant.lastName]
    .filter((part) => part !== undefined && part.trim() !== '')
    .join(' ');
}

/** One agreement the claim is made about, from the credit file or added by hand. */
export interface ClaimedAgreement {
  lender: string;
  /** YYYY-MM-DD from the credit file, YYYY-MM when added by hand. */
  startDate: string;
  agreementType?: 'PCP' | 'HP' | null;
  /** The car in words ("Ford Fiesta, AB19 CDE"), '' when not known. */
  vehicle: string;
  amountFinancedPence?: number | null;
  source: 'creditFile' | 'manual';
}

/** What the claimed agreements are read from: the agreements found and the answers' choice. */
type ClaimWithAgreements = Pick<StoredClaim, 'agreements'> & {
  answers?: Pick<NonNullable<StoredClaim['answers']>, 'agreementIds' | 'manualAgreements'> | undefined;
};

/** The agreements the claimant chose, in the order they appear on the claim. */
export function claimedAgreements(claim: ClaimWithAgreements): ClaimedAgreement[] {
  if (!claim.answers) return [];
  const chosen = new Set(claim.answers.agreementIds);
  const fromFile = claim.agreements
    .filter((a) => chosen.has(a.id))
    .map((a): ClaimedAgreement => ({
      lender: a.lender,
      startDate: a.startDate,
      agreementType: a.agreementType,
      vehicle: carText(a.vehicle),
      amountFinancedPence: a.amountFinancedPence,
      source: 'creditFile',
    }));
  const manual = claim.answers.manualAgreements.map((a): ClaimedAgreement => ({
    lender: a.lender,
    startDate: a.startDate,
    ...(a.agreementType ? { agreementType: a.agreementType } : {}),
    vehicle: a.vehicle ?? '',
    source: 'manual',
  }));
  return [...fromFile, ...manual];
}

/** "Black Horse: Ford Fiesta, AB19 CDE; Hire purchase (HP); £12,500 financed; Started March 2019". */
export function claimedAgreementText(agreement: ClaimedAgreement): string {
  return `${agreement.lender}: ${agreementFacts(agreement).join('; ')}`;
}

/** The lenders a claim is against, each once. */
export function claimedLenders(claim: ClaimWithAgreements): string[] {
  return [...new Set(claimedAgreements(claim).map((a) => a.lender))];
}

/**
 * What the desk lists and finds a submitted claim by, written on the claim when it is submitted
 * (decision 180): its lenders as the claim names them, and its search fields.
 */
export interface ClaimDeskFields {
  lenders: string[];
  search: ClaimSearchFields;
}

export function claimDeskFields(
  claim: Pick<StoredClaim, 'agreements'> & {
    applicant: Pick<StoredClaim['applicant'], 'email' | 'lastName'>;
    answers: Pick<
      NonNullable<StoredClaim['answers']>,
      'agreementIds' | 'manualAgreements' | 'currentAddress' | 'previousAddress' | 'previousPreviousAddress'
    >;
  },
): ClaimDeskFields {
  const { answers } = claim;
  const lenders = claimedLenders(claim);
  const postcodes = [answers.currentAddress, answers.previousAddress, answers.previousPreviousAddress]
    .filter((address) => address !== undefined)
    .map((address) => address.postcode);
  return {
    lenders,
    search: claimSearchFields({ ...claim.applicant, postcodes, lenders }),
  };
}

/** The file name of a claim's signed copy. */
export function signedLetterFileName(reference: string): string {
  return `letter-of-authority-${reference}.pdf`;
}
