import { describe, expect, it } from 'vitest';
import type { Deps } from './context.js';
import { dispatch } from './dispatch.js';

// Validation refuses these before any handler touches a database or a provider.
const deps = { now: () => Date.now() } as unknown as Deps;
const MARKER = 'Qzx7Marker';
const NUMBER = 987_654_321;

const FIELDS: Record<string, string[]> = {
  checkboardInitiateCheck: [
    'idempotencyKey',
    'claimId',
    'title',
    'firstName',
    'lastName',
    'dateOfBirth',
    'email',
    'phoneNumber',
    'postcode',
    'useValifiRunCheck',
    'extraClaimsPageId',
  ],
  valifiVerifyOtp: ['claimId', 'otp', 'userId'],
  confirmUserExists: ['email', 'phoneNumber'],
  setUserContactDetails: ['phoneNumber'],
  lookupAddress: ['postcode'],
  submitClaim: ['claimId', 'idempotencyKey', 'applicant', 'answers', 'signature', 'referral'],
};

async function messageOf(payload: unknown): Promise<string> {
  try {
    await dispatch(payload, 'uid-1', deps);
  } catch (error) {
    return `${(error as Error).message} ${JSON.stringify((error as { details?: unknown }).details ?? null)}`;
  }
  throw new Error('expected a refusal');
}

describe('gateway errors never repeat what was sent', () => {
  it('names an unknown function without quoting it', async () => {
    expect(await messageOf({ functionName: `${MARKER}Fn`, data: {} })).not.toContain(MARKER);
  });

  it.each(Object.entries(FIELDS))(
    '%s: a wrong value in any field is refused without quoting it',
    async (name, fields) => {
      for (const field of fields) {
        for (const value of [MARKER, `${MARKER} jane@example.com`, NUMBER, [MARKER], { [MARKER]: MARKER }]) {
          const message = await messageOf({ functionName: name, data: { [field]: value } });
          expect(message, `${name}.${field}`).not.toContain(MARKER);
          expect(message, `${name}.${field}`).not.toContain(String(NUMBER));
        }
      }
    },
  );
});
