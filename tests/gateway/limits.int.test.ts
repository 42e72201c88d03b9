import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Deps } from '../../functions/src/context';
import { checkboardInitiateCheck } from '../../functions/src/handlers/initiateCheck';
import { pseudonym } from '../../functions/src/lib/hashing';
import { DAY, LIMITS, type GatewayLimits } from '../../functions/src/lib/rateLimit';
import { selectProviders } from '../../functions/src/providers';
import {
  adminDb,
  anonymousCaller,
  errorOf,
  initiateRequest,
  searchesFor,
  startCheck,
  subjectOf,
  type InitiateResult,
} from './support';

async function textsTo(e164: string): Promise<number> {
  return (await adminDb().collection('sandboxOutbox').where('to', '==', e164).get()).size;
}

/**
 * `count` fresh anonymous accounts, each making one call, one after another (as a script signing
 * up again and again would); resolves what each got.
 */
async function fromFreshAccounts<T>(
  count: number,
  call: (caller: Awaited<ReturnType<typeof anonymousCaller>>) => Promise<T>,
): Promise<PromiseSettledResult<T>[]> {
  const callers = await Promise.all(Array.from({ length: count }, () => anonymousCaller()));
  const settled: PromiseSettledResult<T>[] = [];
  for (const caller of callers) {
    try {
      settled.push({ status: 'fulfilled', value: await call(caller) });
    } catch (reason) {
      settled.push({ status: 'rejected', reason });
    }
  }
  return settled;
}

describe('checkboardInitiateCheck settles limits and idempotency before the paid search', () => {
  it('searches once for a retried attempt, also when both arrive at once', async () => {
    const caller = await anonymousCaller();
    const request = initiateRequest();
    const first = await caller.call('checkboardInitiateCheck', request);
    await caller.call('checkboardInitiateCheck', request);
    expect(await searchesFor(request)).toBe(1);

    const together = initiateRequest();
    const [a, b] = await Promise.all([
      caller.call('checkboardInitiateCheck', together),
      caller.call('checkboardInitiateCheck', together),
    ]);
    expect(a).toEqual(b);
    expect(await searchesFor(together)).toBe(1);
    expect(first).toBeDefined();
  });

  it('does not search for a refused call: another user’s claim, a conflicting key, a user over the limit', async () => {
    const owner = await anonymousCaller();
    const { claimId } = await startCheck(owner);
    const intruder = await anonymousCaller();
    const foreign = initiateRequest({ claimId });
    expect((await errorOf(intruder.call('checkboardInitiateCheck', foreign))).code).toBe(
      'functions/not-found',
    );
    expect(await searchesFor(foreign)).toBe(0);

    const request = initiateRequest();
    await owner.call('checkboardInitiateCheck', request);
    const conflicting = { ...request, ...subjectOf(), phoneNumber: request.phoneNumber };
    expect((await errorOf(owner.call('checkboardInitiateCheck', conflicting))).code).toBe(
      'functions/already-exists',
    );
    expect(await searchesFor(conflicting)).toBe(0);

    const busy = await anonymousCaller();
    for (let i = 0; i < LIMITS.textsPerUserPerHour; i += 1)
      await busy.call('checkboardInitiateCheck', initiateRequest());
    const over = initiateRequest();
    const refused = await errorOf(busy.call('checkboardInitiateCheck', over));
    expect(refused.code).toBe('functions/resource-exhausted');
    expect(await searchesFor(over)).toBe(0);
  });
});

describe('limits that hold across accounts', () => {
  it('20 fresh accounts send at most 5 texts to one number, and at most 5 for one email', async () => {
    const who = subjectOf();
    const sameNumber = await fromFreshAccounts(20, (caller) =>
      caller.call(
        'checkboardInitiateCheck',
        initiateRequest({ lastName: who.lastName, dateOfBirth: who.dateOfBirth }),
      ),
    );
    expect(sameNumber.filter((r) => r.status === 'fulfilled')).toHaveLength(LIMITS.textsPerNumberPerHour);
    expect(await textsTo(who.mobile.e164)).toBe(LIMITS.textsPerNumberPerHour);
    for (const refused of sameNumber.filter((r) => r.status === 'rejected')) {
      expect((refused.reason as { code: string }).code).toBe('functions/resource-exhausted');
    }

    const email = `shared.${randomUUID().slice(0, 8)}@example.com`;
    const sameEmail = await fromFreshAccounts(20, (caller) =>
      caller.call('checkboardInitiateCheck', initiateRequest({ email })),
    );
    expect(sameEmail.filter((r) => r.status === 'fulfilled')).toHaveLength(LIMITS.textsPerEmailPerHour);
  });

  it('20 fresh accounts cannot ask confirmUserExists about one number or one email more than 10 times', async () => {
    const who = subjectOf();
    const sameNumber = await fromFreshAccounts(20, (caller) =>
      caller.call('confirmUserExists', {
        email: `x.${randomUUID().slice(0, 8)}@example.com`,
        phoneNumber: who.mobile.typed,
      }),
    );
    expect(sameNumber.filter((r) => r.status === 'fulfilled')).toHaveLength(
      LIMITS.userExistsPerNumberPerHour,
    );
    const email = `probe.${randomUUID().slice(0, 8)}@example.com`;
    const sameEmail = await fromFreshAccounts(20, (caller) =>
      caller.call('confirmUserExists', { email, phoneNumber: subjectOf().mobile.typed }),
    );
    expect(sameEmail.filter((r) => r.status === 'fulfilled')).toHaveLength(LIMITS.userExistsPerEmailPerHour);
  });

  it('the owner of a number still gets a code after 20 fresh accounts tried it with other details', async () => {
    const owner = subjectOf();
    const attempts = await fromFreshAccounts(20, (caller) =>
      caller.call('checkboardInitiateCheck', initiateRequest({ phoneNumber: owner.mobile.typed })),
    );
    for (const attempt of attempts) {
      expect(attempt.status).toBe('fulfilled');
      if (attempt.status === 'fulfilled') expect((attempt.value as InitiateResult).data.otpSent).toBe(false);
    }
    expect(await textsTo(owner.mobile.e164)).toBe(0);
    const claimant = await anonymousCaller();
    const { code } = await startCheck(claimant, { lastName: owner.lastName, dateOfBirth: owner.dateOfBirth });
    expect(code).toMatch(/^\d{6}$/);
  });
});

/** The gateway's handler run here, against the emulator's Firestore, with limits a test sets. */
function deps(limits: Partial<GatewayLimits>): Deps {
  const db = adminDb();
  return {
    db,
    providers: selectProviders(db, { REDRESS_SANDBOX: '1' }),
    now: () => Date.now(),
    limits: { ...LIMITS, ...limits },
    pseudonym: (kind, value) => pseudonym('limits-test-key', kind, value),
    // The credit search checks no account (lib/tokenCurrent.ts): a lookup here is a mistake.
    accounts: () => Promise.reject(new Error('The credit search does not look the account up')),
  };
}

describe('per-IP limits and the daily budget (the handler with a deployment’s limits)', () => {
  it('refuses a client (IP address) over its hourly searches, whatever the account', async () => {
    const context = {
      deps: deps({ checksPerClientPerHour: 3 }),
      client: { ip: `198.51.100.${Math.floor(Math.random() * 250)}` },
      caller: { signInProvider: 'anonymous', emailVerified: false },
    };
    for (let i = 0; i < 3; i += 1) {
      await checkboardInitiateCheck(initiateRequest(), { ...context, uid: `ip-test-${randomUUID()}` });
    }
    const over = initiateRequest();
    await expect(
      checkboardInitiateCheck(over, { ...context, uid: `ip-test-${randomUUID()}` }),
    ).rejects.toMatchObject({ code: 'resource-exhausted', details: { reason: 'rate-limited' } });
    expect(await searchesFor(over)).toBe(0);
  });

  it('stops paid searches for the day when the budget is spent', async () => {
    const day = Math.floor(Date.now() / DAY);
    const shards = await adminDb().getAll(
      ...Array.from({ length: 8 }, (_, shard) => adminDb().doc(`rateLimits/budget-checks-${day}-${shard}`)),
    );
    const spent = shards.reduce((sum, snap) => sum + ((snap.get('count') as number | undefined) ?? 0), 0);
    const context = {
      deps: deps({ paidChecksPerDay: spent + 2 }),
      client: { ip: null },
      caller: { signInProvider: 'anonymous', emailVerified: false },
    };
    for (let i = 0; i < 2; i += 1) {
      await checkboardInitiateCheck(initiateRequest(), { ...context, uid: `budget-${randomUUID()}` });
    }
    const over = initiateRequest();
    await expect(
      checkboardInitiateCheck(over, { ...context, uid: `budget-${randomUUID()}` }),
    ).rejects.toMatchObject({ code: 'resource-exhausted', details: { reason: 'budget' } });
    expect(await searchesFor(over)).toBe(0);
  });
});

describe('the keyed hash behind counter ids', () => {
  it('is keyed by the deployment’s secret (functions/.secret.local in the emulators), not a key in the source', async () => {
    const caller = await anonymousCaller();
    const who = subjectOf();
    await startCheck(caller, { lastName: who.lastName, dateOfBirth: who.dateOfBirth });
    const secret =
      /^RATE_LIMIT_HASH_KEY=(.+)$/m.exec(readFileSync('functions/.secret.local', 'utf8'))?.[1] ?? '';
    expect(secret).not.toBe('');
    const keyed = pseudonym(secret, 'phone', who.mobile.e164);
    expect((await adminDb().doc(`rateLimits/texts-number-${keyed}`).get()).exists).toBe(true);
    // The key that used to be written in the source no longer names the counter.
    const old = createHmac('sha256', 'redress-rate-limit')
      .update(`phone:${who.mobile.e164}`)
      .digest('hex')
      .slice(0, 32);
    expect((await adminDb().doc(`rateLimits/texts-number-${old}`).get()).exists).toBe(false);
  });
});
