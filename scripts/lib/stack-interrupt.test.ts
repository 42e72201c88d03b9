// Ctrl-C on the bench or the soak stops the emulators they started: those run detached, in process
// groups of their own, which a terminal's interrupt does not reach (stopStacksOnInterrupt).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** A process like the bench: a Stack with one long-lived detached child, and the interrupt handler. */
const SCRIPT = `
import { Stack, stopStacksOnInterrupt } from './scripts/lib/stack.mjs';
const stack = new Stack({ profile: 'test', log: () => {}, logDir: process.env.LOG_DIR });
const child = stack.spawn('sleeper', 'sleep', ['600']);
stopStacksOnInterrupt();
console.log(child.child.pid);
setInterval(() => {}, 1000);
`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('stopStacksOnInterrupt', () => {
  it('stops every emulator the process started when it is interrupted, then exits 130', async () => {
    const runner = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT], {
      cwd: root,
      env: { ...process.env, LOG_DIR: path.join(root, '.stack', 'interrupt-test') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const pid = await new Promise<number>((resolve, reject) => {
      runner.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      runner.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
    });
    expect(alive(pid)).toBe(true);
    const exited = new Promise<number | null>((resolve) => runner.once('exit', (code) => resolve(code)));
    runner.kill('SIGINT');
    expect(await exited).toBe(130);
    await expect.poll(() => alive(pid), { timeout: 5000 }).toBe(false);
  });
});
