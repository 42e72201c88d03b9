import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  BrowserUnavailableError,
  findChromium,
  launchChromium,
  packagedChromiumDir,
} from '../../scripts/lib/chromium.mjs';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'redress-chromium-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** An executable file standing in for a browser binary. */
function fakeBinary(name: string): string {
  const file = path.join(scratch, name);
  writeFileSync(file, '#!/bin/sh\nexit 1\n');
  chmodSync(file, 0o755);
  return file;
}

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('choosing a Chromium', () => {
  const system = fakeBinary('system-chromium');
  const chosen = fakeBinary('chosen-chromium');

  it('takes CHROME_PATH first, even when the system has a Chromium', () => {
    expect(
      findChromium({ env: { CHROME_PATH: chosen }, systemCandidates: [system], packagedDir: null }),
    ).toEqual({ path: chosen, source: 'CHROME_PATH' });
  });

  it('takes the system Chromium when CHROME_PATH is not set', () => {
    const missing = path.join(scratch, 'not-installed');
    expect(findChromium({ env: {}, systemCandidates: [missing, system], packagedDir: null })).toEqual({
      path: system,
      source: 'system',
    });
  });

  it('says in one sentence, with no stack, when CHROME_PATH points at nothing', () => {
    const error = thrown(() =>
      findChromium({ env: { CHROME_PATH: '/nowhere/chrome' }, systemCandidates: [system] }),
    );
    expect(error).toBeInstanceOf(BrowserUnavailableError);
    expect((error as Error).message).toMatch(/^CHROME_PATH is set to \/nowhere\/chrome, which is not/);
    expect((error as Error).stack).not.toMatch(/\n\s+at /);
  });

  it('says what to do when there is no browser anywhere', () => {
    const error = thrown(() => findChromium({ env: {}, systemCandidates: [], packagedDir: null }));
    expect(error).toBeInstanceOf(BrowserUnavailableError);
    expect((error as Error).message).toMatch(/^No Chromium found: .*run npm ci, or set CHROME_PATH/);
  });

  it('uses the packaged Chromium when there is no other, and it answers to --version', () => {
    const dir = packagedChromiumDir();
    expect(dir).not.toBeNull();
    const found = findChromium({ env: {}, systemCandidates: [] });
    expect(found.source).toBe('packaged');
    expect(found.path).toBe(path.join(dir ?? '', 'chromium'));
    const version = spawnSync(found.path, ['--version'], { encoding: 'utf8' });
    expect(version.stdout).toMatch(/^Chromium \d+\./);
  });

  it('turns a binary that will not start into one sentence naming it', async () => {
    const saved = process.env.CHROME_PATH;
    process.env.CHROME_PATH = fakeBinary('broken-chromium');
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const error = await launchChromium().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(BrowserUnavailableError);
      expect((error as Error).message).toMatch(
        /^Chromium \(CHROME_PATH, .*broken-chromium\) did not start: /,
      );
      expect((error as Error).message.split('\n')).toHaveLength(1);
      // Tried twice: the first failure is said, the second thrown.
      expect(said).toHaveBeenCalledTimes(1);
    } finally {
      said.mockRestore();
      if (saved === undefined) delete process.env.CHROME_PATH;
      else process.env.CHROME_PATH = saved;
    }
  });
});

describe('a Chromium that closes as it starts', () => {
  it('is started once more, and the second start is the browser the tests get', async () => {
    const real = findChromium().path;
    const marker = path.join(scratch, 'started-once');
    // Fails the first time (as a Chromium that closed while starting), then is the real browser.
    const flaky = path.join(scratch, 'flaky-chromium');
    writeFileSync(
      flaky,
      `#!/bin/sh\nif [ ! -e '${marker}' ]; then touch '${marker}'; exit 1; fi\nexec '${real}' "$@"\n`,
    );
    chmodSync(flaky, 0o755);
    const saved = process.env.CHROME_PATH;
    process.env.CHROME_PATH = flaky;
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const browser = await launchChromium();
      expect(browser.isConnected()).toBe(true);
      await browser.close();
      expect(existsSync(marker)).toBe(true);
      expect(String(said.mock.calls[0]?.[0])).toMatch(/^Chromium did not start \(.*\); trying once more\.$/);
    } finally {
      said.mockRestore();
      if (saved === undefined) delete process.env.CHROME_PATH;
      else process.env.CHROME_PATH = saved;
    }
  }, 60_000);
});

describe('npm test without a browser', () => {
  it('stops before any step with one sentence and no stack', () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    const run = spawnSync(process.execPath, ['scripts/test.mjs', 'e2e'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CHROME_PATH: '/nowhere/chromium' },
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout.trim()).toBe('');
    expect(run.stderr.trim()).toMatch(
      /^✗ CHROME_PATH is set to \/nowhere\/chromium, which is not an executable file: [^\n]+$/,
    );
  });
});
