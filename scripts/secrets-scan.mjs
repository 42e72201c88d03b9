// `npm run secrets-scan [-- <dir>]` (and `npm test -- secrets`): secretlint's recommended rules
// (keys of AWS, GCP, Slack, npm, GitHub, private keys, …) over the repository's files — every
// tracked or new file git does not ignore, less .secretlintignore — or over every file of <dir>.
// Fails on a finding, with the secret masked. Runs offline: the rules are installed packages.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(
  process.argv.slice(2),
  `Usage: npm run secrets-scan [-- <dir>]

Runs secretlint's recommended rules (keys of AWS, GCP, Slack, npm, GitHub, private keys, …) over the
repository's files (every tracked or new file git does not ignore, less .secretlintignore) or over
every file of <dir>. Fails on a finding, with the secret masked. Runs offline.
\`npm test -- secrets\` runs the same.

Arguments:
  <dir>         scan this folder's files instead of the repository's
  --help, -h    this text`,
);

const root = path.resolve(import.meta.dirname, '..');
const dir = process.argv[2] ? path.resolve(process.argv[2]) : null;

const files = dir
  ? ['**/*']
  : spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: root,
      encoding: 'utf8',
    })
      .stdout.split('\0')
      .filter(
        (file) => file && existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile(),
      );

const scan = spawnSync(
  path.join(root, 'node_modules', '.bin', 'secretlint'),
  [
    '--secretlintrc',
    path.join(root, '.secretlintrc.json'),
    '--secretlintignore',
    path.join(root, '.secretlintignore'),
    '--maskSecrets',
    ...files,
  ],
  { cwd: dir ?? root, stdio: 'inherit' },
);
if (scan.status === 0) console.log(`✓ Secrets scan: no finding in ${dir ? dir : `${files.length} files`}.`);
process.exit(scan.status ?? 1);
