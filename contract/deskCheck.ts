// deskCheckDetermination (decision 266): what the desk sends to check a lender's determination under
// the redress scheme, and what the gateway answers: the figures of contract/scheme/figures.ts, the
// record of contract/scheme/determination.ts. The desk's other operations are in desk.ts. The check
// itself is contract/scheme/checkRecord.ts, which only the gateway and the claim page load.
import * as v from 'valibot';
import { ClaimIdSchema, ComplaintIdSchema } from './requests.js';
import { AgreementFiguresSchema, DaySchema } from './scheme/figures.js';
import { StoredDeterminationCheckSchema } from './scheme/determination.js';

/** The complaint, the agreement's figures as the handler typed them, and the settlement day. */
export const DeskCheckDeterminationRequestSchema = v.object({
  claimId: ClaimIdSchema,
  complaintId: ComplaintIdSchema,
  figures: AgreementFiguresSchema,
  settlementOn: DaySchema,
});
export type DeskCheckDeterminationRequest = v.InferInput<typeof DeskCheckDeterminationRequestSchema>;

/** Why the gateway refuses a check, in the words the desk shows (`details.reason`). */
export const DETERMINATION_CHECK_REFUSALS = {
  'no-sum': 'This complaint has no determination of redress with a sum to check.',
  'not-workable':
    'These figures do not make an agreement the check can work out: check the credit, APR, term and days.',
} as const;

export const DeskCheckDeterminationDataSchema = v.object({
  claimId: v.string(),
  complaintId: v.string(),
  check: StoredDeterminationCheckSchema,
});
export type DeskCheckDeterminationData = v.InferOutput<typeof DeskCheckDeterminationDataSchema>;

export type DeterminationCheckRefusal = keyof typeof DETERMINATION_CHECK_REFUSALS;
