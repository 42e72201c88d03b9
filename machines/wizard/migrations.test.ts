import { describe, expect, it } from 'vitest';
import { sampleAnswers as a } from './fixtures';
import {
  OLDEST_MIGRATABLE_VERSION,
  WIZARD_SNAPSHOT_MIGRATIONS,
  canMigrate,
  migrateJourney,
} from './migrations';
import { WIZARD_SNAPSHOT_VERSION, restoreWizard, serializeWizard } from './persistence';
import { selectCanGoTo, selectStep } from './selectors';
import { answerThrough, createTestWizard, flush, type WizardSnapshot } from './testing';

const NOW = Date.UTC(2026, 10, 20);

type Json = Record<string, unknown>;

/**
 * The journey as the builds of an older snapshot version wrote it: the same envelope, without
 * what those builds did not know. Version 2 had no `lookupFor` (version 3), nor what was added at
 * version 3 as optional (the failed call's kind and count, a refused check, the postcode the check
 * searched with, what describes an agreement, the months moved in of the file's addresses);
 * version 1 had none of the checked answers either (decision 108).
 */
function asWrittenBy(version: 1 | 2, snapshot: WizardSnapshot): string {
  const saved = JSON.parse(serializeWizard(snapshot, NOW)) as { context: Json & { answers: Json } };
  const {
    lookupFor: _lookupFor,
    gatewayErrorKind: _kind,
    failures: _failures,
    checkRefused: _refused,
    checkSentFor,
    checkedFor,
    checksStarted,
    ...context
  } = saved.context;
  const { postcode: _postcode, ...answers } = context.answers;
  const plainAgreement = ({ id, lender, startDate, source }: Json) => ({ id, lender, startDate, source });
  const older = {
    ...context,
    answers: { ...answers, manualAgreements: (answers.manualAgreements as Json[]).map(plainAgreement) },
    agreementsFound: (context.agreementsFound as Json[] | null)?.map(plainAgreement) ?? null,
    suggestedAddresses: (context.suggestedAddresses as Array<{ address: Json }>).map(
      ({ address }) => address,
    ),
    ...(version === 2 ? { checkSentFor, checkedFor, checksStarted } : {}),
  };
  return JSON.stringify({ ...saved, version, context: older });
}

/** The wizard restored from a saved journey, its calls answered by the test's fakes. */
function restored(json: string) {
  const result = restoreWizard(json, NOW + 60_000);
  if (!result.ok) throw new Error(`not restored: ${result.reason}`);
  const { actor } = createTestWizard({ snapshot: result.snapshot });
  return { actor, snapshot: actor.getSnapshot() };
}

async function journeyAt(last: 'consent' | 'otp' | 'agreements') {
  const wizard = createTestWizard();
  await answerThrough(wizard.actor, last);
  return wizard;
}

describe('a journey saved by the build before a deploy', () => {
  it('has a migration from every version since the oldest, so a version bump needs one', () => {
    expect(OLDEST_MIGRATABLE_VERSION).toBe(1);
    for (let version = OLDEST_MIGRATABLE_VERSION; version < WIZARD_SNAPSHOT_VERSION; version++) {
      expect(WIZARD_SNAPSHOT_MIGRATIONS.has(version), `a migration from version ${version}`).toBe(true);
      expect(canMigrate(version, WIZARD_SNAPSHOT_VERSION)).toBe(true);
    }
  });

  it.each([1, 2] as const)(
    'version %i: carries on at the same step with every answer and the check it passed',
    async (version) => {
      const { actor: before } = await journeyAt('agreements');
      before.send({ type: 'user.continue', answers: a.recentAddress });
      const saved = before.getSnapshot();
      expect(saved.context.current).toBe('address.history');

      const { snapshot } = restored(asWrittenBy(version, saved));
      expect(selectStep(snapshot)).toEqual({ section: 'address', step: 'history' });
      expect(snapshot.context.reached).toEqual(saved.context.reached);
      expect(snapshot.context.claimId).toBe(saved.context.claimId);
      // Every answer given; the postcode the check searched with was not kept before version 3.
      expect(snapshot.context.answers).toEqual({ ...saved.context.answers, postcode: '' });
      // The check the passcode confirmed still stands, so the steps after it stay open.
      expect(snapshot.context.checkedFor).toEqual(saved.context.checkedFor);
      expect(snapshot.context.checkSentFor).toEqual(saved.context.checkSentFor);
      expect(snapshot.context.checksStarted).toBe(1);
      expect(selectCanGoTo(snapshot, 'address.current')).toBe(true);
      expect(selectCanGoTo(snapshot, 'check.agreements')).toBe(true);
      expect(snapshot.context.agreementsFound?.map((agreement) => agreement.id)).toEqual(['cf-1', 'cf-2']);
    },
  );

  it('version 1: a journey whose code was sent but not yet entered waits for that code', async () => {
    const { actor: before } = await journeyAt('consent');
    const { snapshot, actor } = restored(asWrittenBy(1, before.getSnapshot()));
    expect(selectStep(snapshot)).toEqual({ section: 'check', step: 'otp' });
    expect(snapshot.context.checkSentFor).toEqual(before.getSnapshot().context.checkSentFor);
    expect(snapshot.context.checkedFor).toBeNull();
    expect(selectCanGoTo(snapshot, 'check.agreements')).toBe(false);
    actor.send({ type: 'user.continue', answers: a.otp });
    await flush();
    expect(actor.getSnapshot().context.current).toBe('check.agreements');
  });

  it('version 1 before any check: no code was sent and no check is counted', () => {
    const { actor: before } = createTestWizard();
    before.send({ type: 'user.continue' });
    before.send({ type: 'user.continue', answers: a.details });
    const { snapshot } = restored(asWrittenBy(1, before.getSnapshot()));
    expect(selectStep(snapshot)).toEqual({ section: 'start', step: 'dob' });
    expect(snapshot.context).toMatchObject({ checkSentFor: null, checkedFor: null, checksStarted: 0 });
    expect(snapshot.context.answers).toEqual({ ...before.getSnapshot().context.answers, postcode: '' });
  });

  it('rests at its step when the older build saved a state this machine no longer has', async () => {
    const { actor: before } = await journeyAt('otp');
    const saved = JSON.parse(asWrittenBy(2, before.getSnapshot())) as Json;
    const { snapshot } = restored(
      JSON.stringify({ ...saved, value: { check: { agreements: 'addingByHand' } } }),
    );
    expect(snapshot.value).toEqual({ check: { agreements: 'choosing' } });
    // A journey of this version with that state is not one this build wrote: it is dropped.
    const current = JSON.parse(serializeWizard(before.getSnapshot(), NOW)) as Json;
    expect(
      restoreWizard(JSON.stringify({ ...current, value: { check: { agreements: 'addingByHand' } } }), NOW),
    ).toEqual({ ok: false, reason: 'invalid' });
  });

  it('drops what cannot be brought up to date, never throwing', async () => {
    const { actor: before } = await journeyAt('consent');
    const saved = JSON.parse(asWrittenBy(1, before.getSnapshot())) as Json & { context: Json };
    const refused = [
      // Older than every migration, or saved by a newer build that was then rolled back.
      [{ ...saved, version: 0 }, 'version'],
      [{ ...saved, version: WIZARD_SNAPSHOT_VERSION + 1 }, 'version'],
      [{ ...saved, version: 1.5 }, 'version'],
      // Shapes a migration cannot read, and a migrated journey that still does not fit.
      [{ ...saved, context: { ...saved.context, answers: null } }, 'invalid'],
      [{ ...saved, context: { ...saved.context, answers: { dob: 7 } } }, 'invalid'],
      [{ ...saved, context: 'a journey' }, 'invalid'],
      [{ ...saved, context: { ...saved.context, current: 'sign.review' } }, 'invalid'],
    ] as const;
    for (const [journey, reason] of refused) {
      expect(restoreWizard(JSON.stringify(journey), NOW)).toEqual({ ok: false, reason });
    }
  });

  it('migrateJourney refuses a version it has no way from', () => {
    const journey = { value: { start: 'intro' }, context: {} };
    expect(migrateJourney(journey, WIZARD_SNAPSHOT_VERSION + 1, WIZARD_SNAPSHOT_VERSION)).toBeNull();
    expect(migrateJourney(journey, 0, WIZARD_SNAPSHOT_VERSION)).toBeNull();
    expect(migrateJourney(journey, WIZARD_SNAPSHOT_VERSION, WIZARD_SNAPSHOT_VERSION)).toBe(journey);
  });
});
