import type { SubmitClaimData } from '../../contract/responses';
import { SAMPLE_CLAIM_ID } from './fixtures';
import { fail, field, ok, serverError, slowly, type DomainResponder } from './respond';

/** submitClaim. */
export const CLAIM_SCENARIOS = ['success', 'alreadySigned', 'serverError', 'slow'] as const;
export type ClaimScenario = (typeof CLAIM_SCENARIOS)[number];

export const SAMPLE_REFERENCE = 'RDR-7K3M9Q2X';
export const ALREADY_SIGNED_MESSAGE = 'This claim has already been signed.';

function submitted(data: unknown): { data: SubmitClaimData } {
  const claimId = field(data, 'claimId');
  return {
    data: {
      claimId: typeof claimId === 'string' ? claimId : SAMPLE_CLAIM_ID,
      reference: SAMPLE_REFERENCE,
      status: 'submitted',
      submittedAt: new Date().toISOString(),
    },
  };
}

export function claimResponder(scenario: ClaimScenario = 'success'): DomainResponder {
  return (functionName, data) => {
    if (functionName !== 'submitClaim') return undefined;
    switch (scenario) {
      case 'success':
        return ok(submitted(data));
      case 'alreadySigned':
        return fail('FAILED_PRECONDITION', ALREADY_SIGNED_MESSAGE, {
          reason: 'already-signed',
        });
      case 'serverError':
        return serverError();
      case 'slow':
        return slowly(() => ok(submitted(data)));
    }
  };
}
