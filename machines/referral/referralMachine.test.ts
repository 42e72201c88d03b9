import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { explore, stateIdsOf, transitionLabelsOf } from '../testing/coverage';
import { REFERRAL_KEYS, REFERRAL_STORAGE_KEYS, type Referral } from '../../contract/referral';
import { referralMachine, selectReferral } from './referralMachine';

const advert = 'https://redress.example/?utm_source=meta&utm_medium=paid&utm_campaign=spring&ad_id=42';

/** A referral actor writing to a Map that stands in for local storage, as src/ does. */
function start() {
  const storage = new Map<string, string>();
  const clearReferral = vi.fn(() => REFERRAL_STORAGE_KEYS.forEach((key) => storage.delete(key)));
  const storeReferral = vi.fn((_: unknown, { referral }: { referral: Referral }) => {
    for (const [field, key] of Object.entries(REFERRAL_KEYS))
      storage.set(key, referral[field as keyof Referral]);
  });
  const actor = createActor(referralMachine.provide({ actions: { clearReferral, storeReferral } }));
  actor.start();
  return { actor, storage, clearReferral, storeReferral };
}

describe('referral capture', () => {
  it('uses exactly the spec storage keys', () => {
    expect(REFERRAL_STORAGE_KEYS).toEqual([
      'referral_utmSource',
      'referral_utmMedium',
      'referral_utmCampaign',
      'referral_adId',
      'referral_referUrl',
    ]);
  });

  it('captures at once but writes nothing until consent is given', () => {
    const { actor, storage } = start();
    actor.send({ type: 'router.navigated', url: advert });
    expect(actor.getSnapshot().value).toBe('awaitingConsent');
    expect(selectReferral(actor.getSnapshot())?.utmSource).toBe('meta');
    expect(storage.size).toBe(0);
    actor.send({ type: 'consent.accepted' });
    expect(Object.fromEntries(storage)).toEqual({
      referral_utmSource: 'meta',
      referral_utmMedium: 'paid',
      referral_utmCampaign: 'spring',
      referral_adId: '42',
      referral_referUrl: advert,
    });
  });

  it('clears the old referral data before storing a new one', () => {
    const { actor, storage } = start();
    actor.send({ type: 'consent.accepted' });
    actor.send({ type: 'router.navigated', url: advert });
    actor.send({ type: 'router.navigated', url: 'https://redress.example/blog?utm_campaign=autumn' });
    expect(Object.fromEntries(storage)).toEqual({
      referral_utmSource: '',
      referral_utmMedium: '',
      referral_utmCampaign: 'autumn',
      referral_adId: '',
      referral_referUrl: 'https://redress.example/blog?utm_campaign=autumn',
    });
  });

  it('changes nothing when the URL has no UTM source, medium or campaign', () => {
    const { actor, storage, clearReferral, storeReferral } = start();
    actor.send({ type: 'consent.accepted' });
    actor.send({ type: 'router.navigated', url: advert });
    clearReferral.mockClear();
    storeReferral.mockClear();
    actor.send({ type: 'router.navigated', url: 'https://redress.example/vehicle?ad_id=9&utm_term=x' });
    expect(clearReferral).not.toHaveBeenCalled();
    expect(storeReferral).not.toHaveBeenCalled();
    expect(storage.get('referral_utmSource')).toBe('meta');
    expect(selectReferral(actor.getSnapshot())?.referUrl).toBe(advert);
  });

  it('removes the keys when consent is rejected, and stores nothing after', () => {
    const { actor, storage } = start();
    actor.send({ type: 'consent.accepted' });
    actor.send({ type: 'router.navigated', url: advert });
    actor.send({ type: 'consent.rejected' });
    expect(storage.size).toBe(0);
    actor.send({ type: 'router.navigated', url: advert });
    expect(storage.size).toBe(0);
    expect(selectReferral(actor.getSnapshot())?.utmSource).toBe('meta');
  });

  it.each([
    { type: 'router.navigated' },
    { type: 'router.navigated', url: 42 },
    { type: 'router.navigated', url: 'not a url?utm_source=x' },
    { type: 'router.navigated', url: `https://redress.example/?utm_source=${'x'.repeat(3000)}` },
  ])('ignores the malformed event %j', (event) => {
    const { actor, storage } = start();
    actor.send({ type: 'consent.accepted' });
    actor.send(event as never);
    expect(actor.getSnapshot().status).toBe('active');
    expect(storage.size).toBe(0);
  });
});

describe('referral machine, model-based', () => {
  const events = () => [
    { type: 'router.navigated', url: advert },
    { type: 'router.navigated', url: 'https://redress.example/' },
    { type: 'router.navigated', url: 17 },
    { type: 'consent.accepted' },
    { type: 'consent.rejected' },
  ];
  const result = explore(referralMachine, { events });

  it('reaches every state and takes every transition', () => {
    expect(stateIdsOf(referralMachine).filter((id) => !result.visitedStates.has(id))).toEqual([]);
    expect(transitionLabelsOf(referralMachine).filter((t) => !result.takenTransitions.has(t))).toEqual([]);
  });

  it('agrees with a live actor on every generated path', () => {
    expect(result.paths.length).toBeGreaterThan(3);
    expect(result.replayMismatches()).toEqual([]);
  });
});
