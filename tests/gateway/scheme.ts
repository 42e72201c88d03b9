// Claims with agreements on each route of the FCA's redress scheme, submitted through the gateway.
import { anonymousCaller, checkedClaim, submission } from './support';

export const LENDER = 'Example Motor Finance';

/**
 * A claim with three agreements with one lender, added by hand: one in Scheme 1 of the FCA's redress
 * scheme (May 2010), one in Scheme 2 (March 2018) and one before the scheme (January 2005).
 */
export async function claimOnEveryRoute() {
  const claimant = await anonymousCaller();
  const { claimId, applicant } = await checkedClaim(claimant);
  const request = submission(claimId, [], {}, applicant);
  await claimant.call('submitClaim', {
    ...request,
    answers: {
      ...request.answers,
      agreementIds: [],
      manualAgreements: [
        { lender: LENDER, startDate: '2010-05', agreementType: 'HP' },
        { lender: LENDER, startDate: '2018-03', agreementType: 'PCP' },
        { lender: LENDER, startDate: '2005-01', agreementType: 'HP' },
      ],
    },
  });
  return { claimant, claimId, applicant };
}
