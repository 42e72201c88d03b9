// `npm run backups:configure` (and the deploy's firestore part): point-in-time recovery, delete
// protection and the two managed backup schedules, printed before they run (decision 208).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '../../contract/retention';
import { BACKUP_POLICY, configureBackups, scheduleCommands } from '../../scripts/lib/backups.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const cli = (...args: string[]) =>
  spawnSync('node', [path.join(root, 'scripts/backups-configure.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });

describe('npm run backups:configure', () => {
  it('--dry-run prints every gcloud command for the project the alias names, and runs none', () => {
    const run = cli('--project', 'production', '--dry-run');
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([
      "would run gcloud firestore databases update --database='(default)' --enable-pitr --delete-protection --project=redress-prod",
      "would run gcloud firestore backups schedules list --database='(default)' --project=redress-prod --format=json (a schedule that exists is updated, not made again)",
      "would run gcloud firestore backups schedules create --recurrence=daily --database='(default)' --retention=7d --project=redress-prod",
      "would run gcloud firestore backups schedules create --recurrence=weekly --day-of-week=SUN --database='(default)' --retention=28d --project=redress-prod",
      'Dry run: nothing changed.',
    ]);
  });

  it('refuses, in one line, no project, the emulators project and a name .firebaserc does not list', () => {
    expect(cli('--dry-run').stderr.trim()).toBe(
      'Say which project: npm run backups:configure -- --project production [--dry-run]',
    );
    expect(cli('--project', 'default', '--dry-run').stderr.trim()).toBe(
      "demo-redress is the emulators' project: it has no backups.",
    );
    const bad = cli('--project', 'Not A Project', '--dry-run');
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim()).toMatch(
      /^--project Not A Project is neither an alias nor a project in \.firebaserc/,
    );
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('updates a schedule that exists instead of making a second one', () => {
    const calls: string[][] = [];
    const existing = [
      { name: 'projects/redress-dev/databases/(default)/backupSchedules/abc123', dailyRecurrence: {} },
    ];
    configureBackups('redress-dev', {
      log: () => {},
      gcloud: (args: string[]) => {
        calls.push(args);
        return args.includes('list') ? JSON.stringify(existing) : '';
      },
    });
    expect(calls.map((args) => args.slice(0, 4).join(' '))).toEqual([
      'firestore databases update --database=(default)',
      'firestore backups schedules list',
      'firestore backups schedules update',
      'firestore backups schedules create',
    ]);
    expect(calls[2]).toContain('--backup-schedule=abc123');
    expect(calls[2]).toContain('--retention=7d');
    expect(scheduleCommands('redress-dev', null).every((args) => args.includes('create'))).toBe(true);
  });

  it('keeps backups for less than a month, so data deleted on request leaves every backup in time, and the guide says so', () => {
    const longest = Math.max(...BACKUP_POLICY.schedules.map((s) => s.retentionDays), BACKUP_POLICY.pitrDays);
    expect(longest).toBeLessThanOrEqual(28);
    // Nothing a backup holds outlives its TTL by more than the longest backup.
    expect(RETENTION_DAYS.unsignedClaim + longest).toBeLessThanOrEqual(60);
    const guide = readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
    const section = guide.slice(guide.indexOf('## Backups and restore'));
    expect(section).toContain(`${BACKUP_POLICY.pitrDays} days`);
    for (const schedule of BACKUP_POLICY.schedules)
      expect(section).toContain(`${schedule.retentionDays} days`);
    expect(section).toContain('npm run restore-drill');
  });
});
