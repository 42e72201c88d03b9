// CPU time from Linux's /proc: a whole process's (every thread) or the calling thread's own, which
// Node 20 offers no API for. The prerender reports its threads' CPU time with it, and the bench's
// prerender-cpu measurement the build's (decision 237): on a machine shared with others the wall
// clock says more about the others than about the build.
import { existsSync, readFileSync } from 'node:fs';

/** Clock ticks a second in /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/**
 * CPU seconds (user, system) from a /proc/<pid>/stat (or task) line: utime and stime, fields 14
 * and 15, counted after the command name, which may hold spaces and brackets.
 * @param {string} stat
 * @returns {{ user: number, system: number }}
 */
export function cpuSecondsFromStat(stat) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  if (!Number.isFinite(user) || !Number.isFinite(system)) throw new Error(`Not a /proc stat line: ${stat}`);
  return { user: user / TICKS, system: system / TICKS };
}

/**
 * @param {number | 'thread-self'} who a process id, or the calling thread
 * @returns {{ user: number, system: number } | null} null where there is no /proc (not Linux)
 */
export function cpuSeconds(who) {
  const file = who === 'thread-self' ? '/proc/thread-self/stat' : `/proc/${who}/stat`;
  if (!existsSync(file)) return null;
  return cpuSecondsFromStat(readFileSync(file, 'utf8'));
}
