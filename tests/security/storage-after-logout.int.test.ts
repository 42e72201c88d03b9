import { afterAll, describe, expect, it } from 'vitest';
import { writeReferral } from '../../src/adapters/referralStorage';
import { clearPersonalData, createSafeStorage, type StorageLike } from '../../src/adapters/storage';
import { saveSnapshot } from '../../src/journey/persistence';
import { ACCEPT_ALL, writeConsent } from '../../src/consent/consent';
import { sampleAnswers as a } from '../../machines/wizard/fixtures';
import { createTestWizard, flush } from '../../machines/wizard/testing';
import { closeDevices, device } from '../adapters/support';

/** A browser store in memory, with the Storage methods the adapters use. */
class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const PERSON = {
  firstName: 'Ottoline',
  lastName: 'Brackenbury',
  email: 'ottoline.brackenbury@example.com',
  phoneNumber: '07700 900461',
};

/** A journey that has reached the passcode step with this person's answers in its context. */
async function journeySnapshot() {
  const { actor } = createTestWizard();
  actor.send({ type: 'user.continue' });
  actor.send({
    type: 'user.continue',
    answers: { ...a.details, firstName: PERSON.firstName, lastName: PERSON.lastName },
  });
  actor.send({ type: 'user.continue', answers: a.dob });
  actor.send({
    type: 'user.continue',
    answers: { ...a.contact, email: PERSON.email, phoneNumber: PERSON.phoneNumber },
  });
  await flush();
  actor.send({ type: 'user.continue', answers: a.consent });
  await flush();
  const snapshot = actor.getPersistedSnapshot();
  actor.stop();
  return snapshot;
}

afterAll(closeDevices);

describe('browser storage after logout', () => {
  it('holds only the consent record and the consented referral, and nothing about the claimant', async () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const stores = [createSafeStorage(() => local), createSafeStorage(() => session)];
    const [localStore, sessionStore] = stores as [(typeof stores)[0], (typeof stores)[0]];

    const { auth, load } = device();
    await auth.signInAnonymously();
    writeConsent(local, ACCEPT_ALL, new Date());
    writeReferral(
      { utmSource: 'newsletter', referUrl: 'https://redress.example/?utm_source=newsletter' },
      localStore,
    );
    expect(saveSnapshot(await journeySnapshot(), sessionStore)).toBe(true);
    const everything = () => [...local.items.values(), ...session.items.values()].join('\n');
    // The test means something only if the claimant's details were really stored.
    expect(everything()).toContain(PERSON.email);
    expect(everything()).toContain(PERSON.lastName);

    await auth.logout(() => clearPersonalData(stores));

    expect((await load()).auth.currentUser).toBeNull();
    expect([...session.items.keys()]).toEqual([]);
    expect([...local.items.keys()].sort()).toEqual([
      'redress_consent',
      'referral_referUrl',
      'referral_utmSource',
    ]);
    for (const value of Object.values(PERSON)) expect(everything()).not.toContain(value);
    expect(everything()).not.toContain('+447700900461');
  });
});
