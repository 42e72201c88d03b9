import { describe, expect, it, vi } from 'vitest';
import { EMULATOR_CLOCK_DOC, emulatorClockOn, offsetOf, serviceClock } from './emulatorClock.js';

const EMULATED = { FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-redress', REDRESS_EMULATOR_CLOCK: '1' };
const DAY = 86_400_000;

function store(data: unknown) {
  const get = vi.fn(() => Promise.resolve({ data: () => data }));
  const doc = vi.fn((path: string) => {
    expect(path).toBe(EMULATOR_CLOCK_DOC);
    return { get };
  });
  return { db: { doc } as never, doc };
}

describe('the service clock a browser test may move (decision 261)', () => {
  it('is on only in the Functions emulator, on a demo project, with the setting on', () => {
    expect(emulatorClockOn(EMULATED)).toBe(true);
    expect(emulatorClockOn({ ...EMULATED, FUNCTIONS_EMULATOR: undefined })).toBe(false);
    expect(emulatorClockOn({ ...EMULATED, GCLOUD_PROJECT: 'redress-production' })).toBe(false);
    expect(emulatorClockOn({ ...EMULATED, REDRESS_EMULATOR_CLOCK: undefined })).toBe(false);
    expect(emulatorClockOn({ ...EMULATED, REDRESS_EMULATOR_CLOCK: 'yes' })).toBe(false);
  });

  it('reads only a finite number of milliseconds as the offset', () => {
    expect(offsetOf({ offsetMs: 3 * DAY })).toBe(3 * DAY);
    for (const bad of [
      undefined,
      null,
      'soon',
      { offsetMs: '1' },
      { offsetMs: Number.NaN },
      { offsetMs: Infinity },
    ]) {
      expect(offsetOf(bad)).toBe(0);
    }
  });

  it('runs a call on the moved clock where it is on, reading the document once a call', async () => {
    const { db, doc } = store({ offsetMs: 100 * DAY });
    const now = await serviceClock(db, EMULATED, () => 1_000);
    expect(now()).toBe(1_000 + 100 * DAY);
    expect(doc).toHaveBeenCalledTimes(1);
  });

  it('never reads the document in a deployment, whatever it holds', async () => {
    const { db, doc } = store({ offsetMs: 100 * DAY });
    const real = () => 1_000;
    expect(await serviceClock(db, { GCLOUD_PROJECT: 'redress-production' }, real)).toBe(real);
    expect(doc).not.toHaveBeenCalled();
  });

  it('keeps the real clock when nothing moved it', async () => {
    const real = () => 1_000;
    expect(await serviceClock(store(undefined).db, EMULATED, real)).toBe(real);
  });
});
