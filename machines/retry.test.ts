import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { MAX_RETRIES_MESSAGE, canRetry, retryDelayMs, withRetry } from './retry';

afterEach(() => {
  vi.useRealTimers();
});

describe('withRetry (spec section 9)', () => {
  it("fails with 'Max retries reached for function' after 2 retries, waiting 2000 then 4000 ms", async () => {
    vi.useFakeTimers();
    const fn = vi.fn(() => Promise.reject(new Error('unavailable')));
    const outcome = withRetry(fn).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(3);
    const error = await outcome;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Max retries reached for function');
    expect((error as Error).cause).toEqual(new Error('unavailable'));
    expect(MAX_RETRIES_MESSAGE).toBe('Max retries reached for function');
  });

  it('rethrows at once, unwrapped, a failure that shouldRetry says is not worth another attempt', async () => {
    vi.useFakeTimers();
    const refused = new Error('invalid-input');
    const fn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockRejectedValueOnce(refused);
    const outcome = withRetry(fn, { shouldRetry: (e) => (e as Error).message === 'network' }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(2000);
    expect(await outcome).toBe(refused);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('returns the first success without waiting further', async () => {
    const sleeps: number[] = [];
    const fn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('blip'))
      .mockResolvedValue('ok');
    const result = await withRetry(fn, {}, (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    });
    expect(result).toBe('ok');
    expect(sleeps).toEqual([2000]);
  });

  it('honours other retry counts and first delays, doubling each time', async () => {
    const sleeps: number[] = [];
    const fn = vi.fn(() => Promise.reject(new Error('down')));
    await expect(
      withRetry(fn, { retries: 3, initialDelayMs: 500 }, (ms) => {
        sleeps.push(ms);
        return Promise.resolve();
      }),
    ).rejects.toThrow(MAX_RETRIES_MESSAGE);
    expect(sleeps).toEqual([500, 1000, 2000]);
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it('always calls at most retries + 1 times, and waits the doubling series', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 10_000 }),
        async (retries, first) => {
          const sleeps: number[] = [];
          let calls = 0;
          const failing = () => {
            calls += 1;
            return Promise.reject(new Error('x'));
          };
          await withRetry(failing, { retries, initialDelayMs: first }, (ms) => {
            sleeps.push(ms);
            return Promise.resolve();
          }).catch(() => undefined);
          expect(calls).toBe(retries + 1);
          expect(sleeps).toEqual(Array.from({ length: retries }, (_, i) => first * 2 ** i));
        },
      ),
    );
  });

  it('exposes the same schedule to machines as named delays', () => {
    expect([retryDelayMs(0), retryDelayMs(1)]).toEqual([2000, 4000]);
    expect([canRetry(0), canRetry(1), canRetry(2)]).toEqual([true, true, false]);
  });
});
