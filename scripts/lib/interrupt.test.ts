// Ctrl-C or a SIGTERM on the bench, the soak or the restore drill stops the emulators and servers
// it started, once, and exits 130 or 143, so the next run can start on the same ports (decision 263).
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SIGNAL_EXIT_CODES, createInterrupts } from './interrupt.mjs';

const root = path.resolve(import.meta.dirname, '../..');

function fakeProcess() {
  const target = new EventEmitter();
  const exit = vi.fn<(code: number) => void>();
  const interrupts = createInterrupts({ exit, log: () => {}, timeoutMs: 200 });
  interrupts.listen(target as unknown as NodeJS.Process);
  return { target, exit, interrupts };
}

describe('the interrupt handler, with stand-ins', () => {
  it('stops everything registered once on Ctrl-C, then exits 130', async () => {
    const { target, exit, interrupts } = fakeProcess();
    const stack = { stop: vi.fn(async () => {}) };
    const closeServer = vi.fn();
    interrupts.stopOnInterrupt(stack);
    interrupts.stopOnInterrupt(closeServer);
    expect(interrupts.interrupted).toBe(false);
    target.emit('SIGINT');
    // The command's own ending then leaves the exit to the handler.
    expect(interrupts.interrupted).toBe(true);
    target.emit('SIGINT');
    target.emit('SIGTERM');
    await vi.waitFor(() => expect(exit).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stack.stop).toHaveBeenCalledTimes(1);
    expect(closeServer).toHaveBeenCalledTimes(1);
    expect(exit.mock.calls).toEqual([[130]]);
  });

  it('exits 143 on a SIGTERM, and leaves alone what the command already stopped itself', async () => {
    const { target, exit, interrupts } = fakeProcess();
    const stopped = vi.fn();
    const running = vi.fn();
    const release = interrupts.stopOnInterrupt(stopped);
    interrupts.stopOnInterrupt(running);
    release();
    target.emit('SIGTERM');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(SIGNAL_EXIT_CODES.SIGTERM));
    expect(SIGNAL_EXIT_CODES).toEqual({ SIGINT: 130, SIGTERM: 143 });
    expect(stopped).not.toHaveBeenCalled();
    expect(running).toHaveBeenCalledTimes(1);
  });

  it('exits even when a stop fails or never ends', async () => {
    const { target, exit, interrupts } = fakeProcess();
    const after = vi.fn();
    interrupts.stopOnInterrupt(() => Promise.reject(new Error('already gone')));
    interrupts.stopOnInterrupt(() => new Promise(() => {}));
    interrupts.stopOnInterrupt(after);
    target.emit('SIGINT');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(130), { timeout: 2000 });
    expect(after).toHaveBeenCalledTimes(1);
  });
});

/**
 * A command like the bench: an emulator Stack whose one child is a server in a process group of its
 * own (as the emulators are), registered to stop on an interrupt. It prints the server's pid once
 * the server listens.
 */
const COMMAND = `
import { handleInterrupts, stopOnInterrupt } from './scripts/lib/interrupt.mjs';
import { Stack, waitForPort } from './scripts/lib/stack.mjs';
const port = Number(process.env.SERVER_PORT);
handleInterrupts();
const stack = new Stack({ profile: 'test', log: () => {}, logDir: process.env.LOG_DIR });
stopOnInterrupt(stack);
const server = stack.spawn('server', process.execPath, [
  '-e',
  "require('node:http').createServer((q, s) => s.end('ok')).listen(" + port + ", '127.0.0.1')",
]);
await waitForPort(port, { timeoutMs: 20000, isAlive: () => !server.exited });
console.log(server.child.pid);
setInterval(() => {}, 1000);
`;

const logDir = mkdtempSync(path.join(os.tmpdir(), 'redress-interrupt-'));
afterAll(() => rmSync(logDir, { recursive: true, force: true }));

/** A port nothing listens on now. */
function freePort() {
  return new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function listening(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('an interrupted command', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    'stops the server it started on %s and exits %i, leaving its port free',
    async (signal, code) => {
      const port = await freePort();
      const command = spawn(process.execPath, ['--input-type=module', '-e', COMMAND], {
        cwd: root,
        env: { ...process.env, SERVER_PORT: String(port), LOG_DIR: logDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const pid = await new Promise<number>((resolve, reject) => {
        command.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
        command.once('exit', (status) => reject(new Error(`the command exited early with ${status}`)));
      });
      expect(await listening(port)).toBe(true);
      const exited = new Promise<number | null>((resolve) => command.once('exit', resolve));
      command.kill(signal);
      expect(await exited).toBe(code);
      expect(alive(pid)).toBe(false);
      expect(await listening(port)).toBe(false);
    },
    30_000,
  );
});
