import { describe, expect, it } from 'vitest';
import { linearFit, median, percentile } from './stats.mjs';

describe('median', () => {
  it('takes the middle of an odd number of runs and the mean of the middle two of an even number', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores runs that produced no figure and reports nothing when none did', () => {
    expect(median([Number.NaN, 5, Number.POSITIVE_INFINITY, 7, 9])).toBe(7);
    expect(median([])).toBeNull();
  });
});

describe('linearFit', () => {
  it('recovers the slope of a straight line with a perfect fit', () => {
    const fit = linearFit([100, 300, 1000], [12, 16, 30]);
    expect(fit?.slope).toBeCloseTo(0.02);
    expect(fit?.r2).toBeCloseTo(1);
  });

  it('reports a poor fit for growth that is not linear', () => {
    expect(linearFit([100, 300, 1000, 3000], [1, 9, 100, 900])?.r2).toBeLessThan(0.99);
  });
});

describe('percentile', () => {
  it('takes the nearest rank: of 20 steps, the 95th percentile is the 19th fastest', () => {
    const steps = Array.from({ length: 20 }, (_, i) => i + 1).reverse();
    expect(percentile(steps, 95)).toBe(19);
    expect(percentile(steps, 50)).toBe(10);
    expect(percentile([7], 95)).toBe(7);
  });

  it('ignores runs with no figure and reports nothing for none', () => {
    expect(percentile([Number.NaN, 3, 1], 95)).toBe(3);
    expect(percentile([], 95)).toBeNull();
  });
});
