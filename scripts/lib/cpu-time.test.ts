import { describe, expect, it } from 'vitest';
import { cpuSeconds, cpuSecondsFromStat } from './cpu-time.mjs';

describe('CPU time from /proc', () => {
  it('reads a process’s user and system time from its /proc stat line, whatever its name', () => {
    const line =
      '4242 (node (react) router) S 1 4242 4242 0 -1 4194560 51234 0 12 0 1734 289 0 0 20 0 13 0 ' +
      '1234567 1900000000 60000 18446744073709551615 1 1 0 0 0 0 0 16781312 134235650 0 0 0 17 1 0 0 0 0 0';
    expect(cpuSecondsFromStat(line)).toEqual({ user: 17.34, system: 2.89 });
  });

  it('refuses a line that is not a stat line, with a message naming it', () => {
    expect(() => cpuSecondsFromStat('no such process')).toThrow('Not a /proc stat line: no such process');
  });
});

describe.runIf(process.platform === 'linux')('the calling thread’s CPU time', () => {
  it('grows as the thread works, and is part of its process’s', () => {
    const before = cpuSeconds('thread-self')!;
    let x = 0;
    const until = performance.now() + 200;
    while (performance.now() < until) x += Math.sqrt(x + 1);
    const after = cpuSeconds('thread-self')!;
    const processTime = cpuSeconds(process.pid)!;
    expect(x).toBeGreaterThan(0);
    expect(after.user + after.system).toBeGreaterThan(before.user + before.system);
    expect(processTime.user + processTime.system).toBeGreaterThanOrEqual(after.user + after.system);
  });
});
