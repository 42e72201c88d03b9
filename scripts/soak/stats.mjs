// Figures for the soak report. Nearest-rank percentiles: with 50 journeys a p95 is a value that
// was really measured, not an interpolation between two.

/**
 * @param {number[]} values
 * @param {number} p between 0 and 100
 * @returns {number | null}
 */
export function percentile(values, p) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? null;
}

/**
 * Per call name: how many, p50, p95 and the slowest, in whole milliseconds.
 * @param {{ name: string, ms: number }[]} timings
 * @returns {Record<string, { count: number, p50: number | null, p95: number | null, max: number | null }>}
 */
export function summarise(timings) {
  /** @type {Map<string, number[]>} */
  const byName = new Map();
  for (const { name, ms } of timings) byName.set(name, [...(byName.get(name) ?? []), ms]);
  const round = (value) => (value === null ? null : Math.round(value));
  return Object.fromEntries(
    [...byName].map(([name, values]) => [
      name,
      {
        count: values.length,
        p50: round(percentile(values, 50)),
        p95: round(percentile(values, 95)),
        max: round(percentile(values, 100)),
      },
    ]),
  );
}

/**
 * Runs at most `max` tasks at once; the rest wait their turn in order.
 * @param {number} max
 */
export function limiter(max) {
  let active = 0;
  /** @type {(() => void)[]} */
  const waiting = [];
  /**
   * @template T
   * @param {() => Promise<T>} work
   * @returns {Promise<T>}
   */
  return async (work) => {
    if (active >= max) await new Promise((resolve) => waiting.push(() => resolve(undefined)));
    active += 1;
    try {
      return await work();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}
