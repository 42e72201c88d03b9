// The restore drill as `npm run restore-drill` runs it: claims with their complaints, events and
// notes, profiles and every other collection, written to one Firestore emulator, exported, restored
// into a fresh emulator and compared field by field; then a change made to the restore is found.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDifference } from '../../scripts/lib/firestore-compare';
import { RestoreDrill } from '../../scripts/lib/restore-drill';

const root = path.resolve(import.meta.dirname, '../..');

describe('the restore drill', () => {
  const drill = new RestoreDrill(() => {});
  let written: string[] = [];

  beforeAll(async () => {
    written = await drill.backUp({ claims: 12 });
    await drill.restore();
  }, 180_000);
  afterAll(() => drill.stop());

  it('restores every claim, complaint, event, note, profile and record exactly as it was backed up', async () => {
    const result = await drill.compare();
    expect(result.differences.map(describeDifference)).toEqual([]);
    expect(result.documents).toBe(written.length);
    expect(result.collections).toMatchObject({
      claims: 12,
      'claims/*/notes': 12,
      users: 12,
      audit: 12,
      dataRequests: 1,
      passcodes: 1,
      idempotency: 1,
      progress: 1,
      mail: 1,
      rateLimits: 1,
      drillTypes: 1,
    });
    expect(result.collections['claims/*/complaints']).toBeGreaterThanOrEqual(12);
    expect(result.collections['claims/*/events']).toBeGreaterThan(0);
    expect(result.fields).toBeGreaterThan(1000);
  });

  it('fails on a restored field that differs, a document lost and a timestamp moved', async () => {
    const headers = { authorization: 'Bearer owner', 'content-type': 'application/json' };
    const documents = `http://${drill.restored}/v1/projects/demo-redress/databases/(default)/documents`;
    const claimPath = written.find((p) => /^claims\/[^/]+$/.test(p))!;
    const patch = await fetch(`${documents}/${claimPath}?updateMask.fieldPaths=status`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ fields: { status: { stringValue: 'closed' } } }),
    });
    expect(patch.ok).toBe(true);
    const moved = await fetch(`${documents}/passcodes/drill-claimant?updateMask.fieldPaths=expireAt`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ fields: { expireAt: { timestampValue: '2026-11-02T00:00:00.000001Z' } } }),
    });
    expect(moved.ok).toBe(true);
    const removed = await fetch(
      `${documents}/users/${written.find((p) => p.startsWith('users/'))!.slice(6)}`,
      {
        method: 'DELETE',
        headers,
      },
    );
    expect(removed.ok).toBe(true);

    const lines = (await drill.compare()).differences.map(describeDifference);
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.startsWith(`${claimPath} status: was stringValue:`))).toMatch(
      /restored stringValue:"closed"$/,
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^passcodes\/drill-claimant expireAt: was timestampValue:/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^users\/.+: not in the restore$/));
  });
});

describe('npm run restore-drill', () => {
  it('backs up, restores and compares on its own emulators, and says the restore is identical', () => {
    const run = spawnSync('node', [path.join(root, 'scripts/restore-drill.mjs'), '--claims', '3'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Compared \d+ documents and \d+ fields \(audit 3, claims 3, /m);
    expect(run.stdout).toContain('✓ The restore is identical to the backup.');
    expect(run.status).toBe(0);
  }, 240_000);

  it('refuses a --claims that is not a whole number, in one line', () => {
    const run = spawnSync('node', [path.join(root, 'scripts/restore-drill.mjs'), '--claims', 'lots'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('--claims takes a whole number from 1 to 5000 (20 when left out)');
  });
});
