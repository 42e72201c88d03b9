import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredClaim } from '../../contract/claim';
import { blankProfile } from '../../contract/profile';
import { sampleAnswers as a } from '../../machines/wizard/fixtures';
import {
  serializeWizard,
  WIZARD_SNAPSHOT_MAX_AGE_MS,
  WIZARD_SNAPSHOT_VERSION,
} from '../../machines/wizard/persistence';
import { createTestWizard } from '../../machines/wizard/testing';
import { WIZARD_SNAPSHOT_KEY } from '../adapters/storage';
import { ensureJourneyActor, journeyActor, recoverDroppedJourney, stopJourney } from './actor';
import { journeyFromServer, type ServerCopy } from './recover';

// The tab's saved journey could not be used (decision 164): the journey carries on from what the
// server holds for the claimant, or starts afresh when it holds nothing or cannot be read.

const applicant = {
  title: 'Ms',
  firstName: 'Sarah',
  middleName: '',
  lastName: 'Whitfield',
  dateOfBirth: '1985-07-05',
  email: 'sarah@example.com',
  phoneNumber: '+447700900982',
};

const claim = (status: StoredClaim['status'], updatedAt = 2): ServerCopy['claims'][number] => ({
  id: `claim-${status}`,
  claim: {
    uid: 'uid-1',
    status,
    applicant,
    createdAt: 1,
    updatedAt,
    agreements:
      status === 'draft'
        ? []
        : [
            {
              id: 'cf-1',
              lender: 'North Finance',
              startDate: '2016-05-01',
              endDate: null,
              agreementType: 'HP',
              vehicle: { make: 'Ford', model: 'Focus', registration: 'AB16 CDE' },
              amountFinancedPence: null,
            },
          ],
    addresses: [],
    workspace: 'Redress',
    otherFirmInstructed: false,
  },
});

const profile = {
  ...blankProfile('uid-1'),
  firstName: 'Sarah',
  lastName: 'Whitfield',
  email: applicant.email,
};

/** A journey at the date of birth step, as a build of `version` saved it in this tab. */
function savedInTab(version: number, savedAt = Date.now()) {
  const { actor } = createTestWizard();
  actor.send({ type: 'user.continue' });
  actor.send({ type: 'user.continue', answers: a.details });
  const saved = JSON.parse(serializeWizard(actor.getSnapshot(), savedAt)) as { context: object };
  // What version 3 added is not in a journey an older build saved.
  const { lookupFor: _lookupFor, ...older } = saved.context as { lookupFor: unknown };
  const context = version < WIZARD_SNAPSHOT_VERSION ? older : saved.context;
  sessionStorage.setItem(WIZARD_SNAPSHOT_KEY, JSON.stringify({ ...saved, version, context }));
}

const context = () => journeyActor().getSnapshot().context;

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  stopJourney();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('where the server copy picks up', () => {
  it('an unfinished newest claim at the step it reached; else the profile from the start; else nothing', () => {
    expect(journeyFromServer({ claims: [claim('checked')], profile })?.step).toBe('check.agreements');
    expect(journeyFromServer({ claims: [claim('draft')], profile: null })?.step).toBe('check.consent');
    const fromProfile = journeyFromServer({ claims: [claim('submitted')], profile });
    expect(fromProfile?.step).toBe('start.intro');
    expect(fromProfile?.input.answers).toMatchObject({ firstName: 'Sarah', email: applicant.email });
    expect(journeyFromServer({ claims: [], profile: blankProfile('uid-1') })).toBeNull();
    expect(journeyFromServer({ claims: [], profile: null })).toBeNull();
  });
});

describe('a saved journey this build cannot use', () => {
  it('carries on from the unfinished claim on the server, with its answers, and saves that', async () => {
    // Saved by a newer build than this one (the deploy was rolled back): no way down to this version.
    savedInTab(WIZARD_SNAPSHOT_VERSION + 1);
    ensureJourneyActor();
    expect(context().current).toBe('start.intro');
    const read = vi.fn(() => Promise.resolve({ claims: [claim('checked')], profile }));
    await recoverDroppedJourney(read);
    expect(read).toHaveBeenCalledOnce();
    expect(context().current).toBe('check.agreements');
    expect(context().answers).toMatchObject({
      title: 'Ms',
      firstName: 'Sarah',
      lastName: 'Whitfield',
      dob: { day: '5', month: '7', year: '1985' },
      email: applicant.email,
      phoneNumber: applicant.phoneNumber,
      otherFirmActing: 'no',
    });
    expect(context().agreementsFound?.map((agreement) => agreement.lender)).toEqual(['North Finance']);
    const kept = JSON.parse(sessionStorage.getItem(WIZARD_SNAPSHOT_KEY) ?? '{}') as { context?: unknown };
    expect(kept.context).toMatchObject({ current: 'check.agreements' });
  });

  it('a tampered journey is dropped the same way, never trusted', async () => {
    sessionStorage.setItem(
      WIZARD_SNAPSHOT_KEY,
      JSON.stringify({ version: WIZARD_SNAPSHOT_VERSION, savedAt: Date.now(), value: 'x', context: {} }),
    );
    ensureJourneyActor();
    await recoverDroppedJourney(() => Promise.resolve({ claims: [], profile }));
    expect(context().current).toBe('start.intro');
    expect(context().answers).toMatchObject({ firstName: 'Sarah', lastName: 'Whitfield' });
  });

  it.each([
    ['the server cannot be read', () => Promise.reject(new Error('offline'))],
    ['the server holds nothing', () => Promise.resolve({ claims: [], profile: null })],
    ['no answer comes', () => new Promise<ServerCopy>(() => undefined)],
  ])('starts afresh when %s, without failing', async (_, read) => {
    savedInTab(0);
    ensureJourneyActor();
    await expect(recoverDroppedJourney(read, 20)).resolves.toBeUndefined();
    expect(context().current).toBe('start.intro');
    expect(context().answers.firstName).toBe('');
  });

  it('a save too old to trust starts afresh without asking the server (decision 015)', async () => {
    savedInTab(WIZARD_SNAPSHOT_VERSION, Date.now() - WIZARD_SNAPSHOT_MAX_AGE_MS - 1);
    ensureJourneyActor();
    const read = vi.fn(() => Promise.resolve({ claims: [claim('checked')], profile }));
    await recoverDroppedJourney(read);
    expect(read).not.toHaveBeenCalled();
    expect(context().current).toBe('start.intro');
  });

  it('a journey saved by an older build is brought up to date, and the server is not asked', async () => {
    savedInTab(WIZARD_SNAPSHOT_VERSION - 1);
    ensureJourneyActor();
    const read = vi.fn(() => Promise.resolve({ claims: [claim('checked')], profile }));
    await recoverDroppedJourney(read);
    expect(read).not.toHaveBeenCalled();
    expect(context().current).toBe('start.dob');
    expect(context().answers).toMatchObject(a.details);
  });
});
