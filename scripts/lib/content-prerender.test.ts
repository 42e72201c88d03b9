import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { PRERENDER_WORKERS_ENV, prerenderWorkers } from './content-prerender.mjs';

describe('the number of prerender worker threads', () => {
  it('is one per core unless set', () => {
    expect(prerenderWorkers({})).toBe(os.availableParallelism());
    expect(prerenderWorkers({ [PRERENDER_WORKERS_ENV]: ' ' })).toBe(os.availableParallelism());
  });

  it('follows the setting; 0 leaves every page to React Router', () => {
    expect(prerenderWorkers({ [PRERENDER_WORKERS_ENV]: '3' })).toBe(3);
    expect(prerenderWorkers({ [PRERENDER_WORKERS_ENV]: '0' })).toBe(0);
  });

  it('refuses a setting that is not a whole number of threads, naming it', () => {
    for (const raw of ['two', '-1', '1.5']) {
      expect(() => prerenderWorkers({ [PRERENDER_WORKERS_ENV]: raw })).toThrow(
        `REDRESS_PRERENDER_WORKERS must be a whole number of worker threads (0 or more), not "${raw}".`,
      );
    }
  });
});
