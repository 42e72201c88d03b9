// The claimant's letters (decision 275): listClaimLetters and downloadClaimLetter as the gateway
// answers them, for one claim of the claimant's whose complaint to Black Horse was sent.
import type { ClaimLetter } from '../../contract/letters';
import { complaintLetterId, LETTER_MISSING_MESSAGE, LETTER_REFUSALS } from '../../contract/letters';
import { SAMPLE_PDF_BASE64 } from './deskClaim';
import { fail, field, ok, type DomainResponder } from './respond';

/**
 * `success`: no letters yet; `complaintLetter`: the complaint letter we sent; `both`: it and the
 * lender's final response; `downloadFails`: both listed, and a download answered as missing.
 */
export const CLAIM_LETTERS_SCENARIOS = ['success', 'complaintLetter', 'both', 'downloadFails'] as const;
export type ClaimLettersScenario = (typeof CLAIM_LETTERS_SCENARIOS)[number];

/** The claim the letters are on: the story claim whose complaint has an offer (stories/support/timelineStates.ts). */
export const LETTERS_CLAIM_ID = 'claim-offered';

/** The letters on a claim in a scenario, oldest first. */
export function sampleClaimLetters(
  scenario: ClaimLettersScenario,
  claimId: string = LETTERS_CLAIM_ID,
): ClaimLetter[] {
  if (scenario === 'success') return [];
  const sent: ClaimLetter = {
    letterId: complaintLetterId('complaint-1'),
    claimId,
    complaintId: 'complaint-1',
    lender: 'Black Horse',
    kind: 'complaint-letter',
    fileName: 'complaint-RDR-ABCD2345-black-horse.pdf',
    size: 48_213,
    at: '2025-11-24T10:04:00.000Z',
  };
  if (scenario === 'complaintLetter') return [sent];
  const response: ClaimLetter = {
    ...sent,
    letterId: 'lender-response-complaint-1-5f0c2a9e1b7d4c3a8e6f1d2b',
    kind: 'lender-response',
    fileName: 'response-RDR-ABCD2345-black-horse.pdf',
    size: 1_310_720,
    at: '2026-01-12T14:30:00.000Z',
  };
  return [sent, response];
}

export function claimLettersResponder(scenario: ClaimLettersScenario = 'success'): DomainResponder {
  const letters = sampleClaimLetters(scenario);
  return (functionName, data) => {
    if (functionName === 'listClaimLetters') return ok({ data: { letters } });
    if (functionName !== 'downloadClaimLetter') return undefined;
    const letter = letters.find(
      (l) => l.claimId === field(data, 'claimId') && l.letterId === field(data, 'letterId'),
    );
    if (!letter || scenario === 'downloadFails') {
      return fail('NOT_FOUND', LETTER_MISSING_MESSAGE, { reason: LETTER_REFUSALS.missing });
    }
    const { claimId, letterId, fileName } = letter;
    return ok({
      data: { claimId, letterId, fileName, contentType: 'application/pdf', pdf: SAMPLE_PDF_BASE64 },
    });
  };
}
