import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A port offset that puts an emulator on a port the Fetch standard forbids is refused when the
// stack is made, in one sentence, instead of a stack whose task queues cannot be registered.
const stack = path.resolve(import.meta.dirname, '../../scripts/lib/stack.mjs');
const probe = `const { Stack } = await import(process.env.STACK);
try { new Stack({ profile: 'test', logDir: process.env.LOG_DIR }); console.log('made'); } catch (e) { console.log(e instanceof (await import(process.env.STACK)).StackError, e.message); }`;

function makeStack(offset: number) {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', probe], {
    encoding: 'utf8',
    env: {
      ...process.env,
      STACK: stack,
      LOG_DIR: path.join(os.tmpdir(), 'redress-stack-ports'),
      REDRESS_PORT_OFFSET: String(offset),
    },
  });
  return run.stdout.trim();
}

describe('the emulator stack’s ports', () => {
  it('refuses an offset that puts the Cloud Tasks emulator on 6679, which fetch refuses', () => {
    expect(makeStack(200)).toBe(
      "true REDRESS_PORT_OFFSET=200 puts the test stack's tasks on 6679, a port fetch refuses; choose another offset.",
    );
  });

  it('makes the stacks CI and the bench use', () => {
    for (const offset of [0, 50, 900, 950]) expect(makeStack(offset)).toBe('made');
  });
});
