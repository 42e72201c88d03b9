import { describe, expect, it } from 'vitest';
import { limiter, percentile, summarise } from './stats.mjs';

describe('soak figures', () => {
  it('takes nearest-rank percentiles of values really measured', () => {
    const values = Array.from({ length: 20 }, (_, i) => (i + 1) * 10);
    expect(percentile(values, 50)).toBe(100);
    expect(percentile(values, 95)).toBe(190);
    expect(percentile(values, 100)).toBe(200);
    expect(percentile([], 50)).toBeNull();
    expect(percentile([7], 95)).toBe(7);
  });

  it('summarises timings per call name', () => {
    const summary = summarise([
      { name: 'a', ms: 10.4 },
      { name: 'b', ms: 5 },
      { name: 'a', ms: 30.6 },
    ]);
    expect(summary).toEqual({
      a: { count: 2, p50: 10, p95: 31, max: 31 },
      b: { count: 1, p50: 5, p95: 5, max: 5 },
    });
  });

  it('never runs more tasks at once than the limit, and runs them all', async () => {
    const limit = limiter(3);
    let active = 0;
    let peak = 0;
    const done = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        limit(async () => {
          active += 1;
          peak = Math.max(peak, active);
          await new Promise((resolve) => setTimeout(resolve, 5));
          active -= 1;
          return i;
        }),
      ),
    );
    expect(peak).toBe(3);
    expect(done).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });
});
