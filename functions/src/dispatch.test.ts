import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import type { Caller, Deps } from './context.js';
import { BEFORE_EMAIL_CONFIRMED, dispatch, failedCallLine, type GatewayLog } from './dispatch.js';
import { handlers } from './handlers.js';

// Validation refuses these before any handler touches a database or a provider.
// The account is as the token shows it (never revoked, disabled or narrowed: lib/tokenCurrent.ts).
const account = { disabled: false, validSinceMs: null, claims: { role: 'handler', workspaces: ['Redress'] } };
const deps = { now: () => Date.now(), accounts: () => Promise.resolve(account) } as unknown as Deps;
const MARKER = 'Qzx7Marker';
const NUMBER = 987_654_321;
const guest: Caller = { signInProvider: 'anonymous', emailVerified: false };

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
  upgradeAccount: ['email', 'password', 'continueUrl', 'workspace'],
  sendEmailVerification: ['continueUrl', 'workspace'],
  saveProgress: ['progress'],
  recordComplaintEvent: ['claimId', 'complaintId', 'idempotencyKey', 'event'],
  requestDataDeletion: ['workspace'],
};

async function messageOf(payload: unknown): Promise<string> {
  try {
    await dispatch(payload, 'uid-1', deps, { ip: null }, guest);
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

describe('the desk’s operations never repeat what was sent either', () => {
  // A staff member signed in with both factors; a value that passes validation reaches a database
  // that answers every call with a refusal, so no value reaches a log or a message that way either.
  const staff: Caller = {
    signInProvider: 'password',
    emailVerified: true,
    token: {
      role: 'supervisor',
      workspaces: ['Redress'],
      firebase: { sign_in_provider: 'password', sign_in_second_factor: 'totp' },
      auth_time: Math.floor(Date.now() / 1000),
    },
  };
  const refusingDb = new Proxy(
    {},
    {
      get() {
        throw new HttpsError('unavailable', 'The database is not answering.');
      },
    },
  );
  const deskDeps = { now: () => Date.now(), db: refusingDb } as unknown as Deps;
  const DESK_FIELDS: Record<string, string[]> = {
    deskListClaims: ['workspace', 'status', 'lender', 'overdue', 'search', 'cursor', 'pageSize'],
    deskOpenClaim: ['claimId'],
    deskAddNote: ['claimId', 'idempotencyKey', 'text'],
    deskReadAudit: ['claimId', 'staffUid', 'action', 'cursor', 'pageSize'],
    deskSendComplaint: ['claimId', 'complaintId', 'idempotencyKey'],
    deskSignedLetter: ['claimId'],
    deskCheckDetermination: ['claimId', 'complaintId', 'figures', 'settlementOn'],
    deskUploadLenderResponse: ['claimId', 'complaintId', 'idempotencyKey', 'contentType', 'pdf'],
    deskDownloadLetter: ['claimId', 'letterId'],
  };
  const base: Record<string, Record<string, unknown>> = {
    deskCheckDetermination: {
      claimId: 'claim-00000001',
      complaintId: 'complaint-1',
      figures: {
        creditPence: 1_200_000,
        aprPercent: 9.9,
        termMonths: 48,
        startDate: '2018-03-15',
        commissionPence: null,
      },
      settlementOn: '2026-11-29',
    },
    deskAddNote: { claimId: 'claim-00000001', idempotencyKey: 'k'.repeat(16), text: 'A note' },
    deskSendComplaint: {
      claimId: 'claim-00000001',
      complaintId: 'complaint-1',
      idempotencyKey: 'k'.repeat(16),
    },
    deskUploadLenderResponse: {
      claimId: 'claim-00000001',
      complaintId: 'complaint-1',
      idempotencyKey: 'k'.repeat(16),
      contentType: 'application/pdf',
      pdf: 'JVBERi0xLjcK',
    },
    deskDownloadLetter: { claimId: 'claim-00000001', letterId: 'complaint-letter-complaint-1' },
  };

  it.each(Object.entries(DESK_FIELDS))(
    '%s: a wrong value in any field is refused without quoting it',
    async (name, fields) => {
      for (const field of fields) {
        for (const value of [
          MARKER,
          `${MARKER} jane@example.com`,
          NUMBER,
          [MARKER],
          { by: 'email', email: MARKER },
        ]) {
          const data = { ...base[name], [field]: value };
          const message = await dispatch(
            { functionName: name, data },
            'uid-1',
            deskDeps,
            { ip: null },
            staff,
          ).then(
            () => '',
            (error: Error & { details?: unknown }) =>
              `${error.message} ${JSON.stringify(error.details ?? null)}`,
          );
          expect(message, `${name}.${field}`).not.toContain(MARKER);
          expect(message, `${name}.${field}`).not.toContain(String(NUMBER));
        }
      }
    },
  );
});

describe('a call that fails unexpectedly', () => {
  // A real handler (downloadSignedLetter) meets a database that fails with an error quoting input,
  // as a TypeError from a bug would.
  const failure = new TypeError(`Cannot read properties of undefined (reading '${MARKER} jane@example.com')`);
  const brokenDeps = {
    ...deps,
    db: {
      collection: () => {
        throw failure;
      },
    },
  } as unknown as Deps;
  const claimant: Caller = { signInProvider: 'password', emailVerified: true };

  it('is answered internal with the fixed sentence, and logged by the function and the error’s name, never its message', async () => {
    const lines: unknown[][] = [];
    const log: GatewayLog = {
      info: (...args: unknown[]) => lines.push(['info', ...args]),
      error: (...args: unknown[]) => lines.push(['error', ...args]),
    };
    const refusal = await dispatch(
      { functionName: 'downloadSignedLetter', data: { claimId: 'claim-00000001' } },
      'uid-1',
      brokenDeps,
      { ip: null },
      claimant,
      log,
    ).then(
      () => {
        throw new Error('expected a refusal');
      },
      (error: HttpsError) => error,
    );
    expect(refusal).toBeInstanceOf(HttpsError);
    expect(refusal.code).toBe('internal');
    expect(refusal.message).toBe('The gateway could not complete this call. Try again.');
    expect(JSON.stringify(refusal.toJSON())).not.toContain(MARKER);
    expect(lines).toEqual([
      [
        'error',
        'gateway call failed',
        {
          functionName: 'downloadSignedLetter',
          uid: 'uid-1',
          error: 'TypeError',
          ms: expect.any(Number) as unknown,
        },
      ],
    ]);
    expect(JSON.stringify(lines)).not.toMatch(new RegExp(`${MARKER}|jane`));
  });

  it('logs a failure by its name alone, whatever was thrown', () => {
    expect(failedCallLine('deskOpenClaim', 'uid-2', new RangeError(`${MARKER} 07700 900123`), 12)).toEqual({
      functionName: 'deskOpenClaim',
      uid: 'uid-2',
      error: 'RangeError',
      ms: 12,
    });
    expect(failedCallLine('submitClaim', 'uid-2', `${MARKER} thrown as text`, 3)).toMatchObject({
      error: 'string',
    });
    expect(failedCallLine('submitClaim', 'uid-2', { message: MARKER }, 3)).toMatchObject({ error: 'object' });
  });
});

describe('a password sign-in whose email is not confirmed yet', () => {
  const unconfirmed: Caller = { signInProvider: 'password', emailVerified: false };
  const claimFunctions = Object.keys(handlers).filter((name) => !BEFORE_EMAIL_CONFIRMED.has(name));

  it.each(claimFunctions)('is refused %s before the handler runs, and told what to do', async (name) => {
    const refusal = dispatch(
      { functionName: name, data: { claimId: 'c1' } },
      'uid-1',
      deps,
      { ip: null },
      unconfirmed,
    );
    await expect(refusal).rejects.toMatchObject({
      code: 'permission-denied',
      message: expect.stringContaining('Confirm your email address first') as unknown,
      details: { reason: 'email-not-verified' },
    });
  });

  it('still reaches the account set-up (a malformed payload is answered by the handler itself)', async () => {
    for (const name of [...BEFORE_EMAIL_CONFIRMED].filter((name) => name !== 'ping')) {
      const refusal = dispatch(
        { functionName: name, data: { workspace: 'Nowhere' } },
        'uid-1',
        deps,
        { ip: null },
        unconfirmed,
      );
      await expect(refusal).rejects.toMatchObject({ code: 'invalid-argument' });
    }
  });

  it('is not refused once the email is confirmed, nor for a guest or a sign-in link', async () => {
    for (const caller of [
      { signInProvider: 'password', emailVerified: true },
      guest,
      { signInProvider: 'custom', emailVerified: false },
    ]) {
      const refusal = dispatch(
        { functionName: 'downloadSignedLetter', data: {} },
        'uid-1',
        deps,
        { ip: null },
        caller,
      );
      await expect(refusal).rejects.toMatchObject({ code: 'invalid-argument' });
    }
  });
});

describe('recordComplaintEvent without a staff role and a second factor', () => {
  it('refuses a handler’s event before reading anything, with the desk’s reasons', async () => {
    const data = {
      claimId: 'claim-0001',
      complaintId: 'complaint-1',
      idempotencyKey: 'attempt-0000000000000001',
      event: { type: 'handler.send' },
    };
    // `deps` has no database: a refusal after a read would be an internal error instead.
    const call = (caller: Caller) =>
      dispatch({ functionName: 'recordComplaintEvent', data }, 'uid-1', deps, { ip: null }, caller);
    const handlerClaims = { role: 'handler', workspaces: ['Redress'] };
    for (const caller of [
      guest,
      { signInProvider: 'password', emailVerified: true },
      { signInProvider: 'password', emailVerified: true, token: { role: 'admin', workspaces: ['Redress'] } },
    ]) {
      await expect(call(caller)).rejects.toMatchObject({
        code: 'permission-denied',
        details: { reason: 'staff-only' },
      });
    }
    // A handler signed in with a password alone.
    await expect(
      call({
        signInProvider: 'password',
        emailVerified: true,
        token: { ...handlerClaims, firebase: { sign_in_provider: 'password' } },
      }),
    ).rejects.toMatchObject({ code: 'permission-denied', details: { reason: 'second-factor-required' } });
  });
});

describe('the data requests’ staff operations', () => {
  const handler: Caller = {
    signInProvider: 'password',
    emailVerified: true,
    token: {
      role: 'handler',
      workspaces: ['Redress'],
      firebase: { sign_in_provider: 'password', sign_in_second_factor: 'totp' },
      auth_time: Math.floor(Date.now() / 1000),
    },
  };

  it.each(['approveDataDeletion', 'listDataRequests'])(
    'refuses %s to a caller without a staff role before reading anything',
    async (functionName) => {
      // `deps` has no database: a refusal after a read would be an internal error instead.
      for (const caller of [
        guest,
        { ...guest, token: {} },
        { signInProvider: 'password', emailVerified: true },
      ]) {
        await expect(
          dispatch(
            { functionName, data: { requestId: 'deletion-uid-1' } },
            'uid-1',
            deps,
            { ip: null },
            caller,
          ),
        ).rejects.toMatchObject({ code: 'permission-denied', details: { reason: 'staff-only' } });
      }
    },
  );

  it('refuses a malformed requestId from a handler without quoting it', async () => {
    for (const value of [MARKER, `deletion-${MARKER} x`, NUMBER, [MARKER]]) {
      const refusal = dispatch(
        { functionName: 'approveDataDeletion', data: { requestId: value } },
        'uid-1',
        deps,
        { ip: null },
        handler,
      );
      await expect(refusal).rejects.toMatchObject({ code: 'invalid-argument' });
      const message = await refusal.catch((error: Error) => error.message);
      expect(message).not.toContain(MARKER);
      expect(message).not.toContain(String(NUMBER));
    }
  });
});
