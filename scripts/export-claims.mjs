// `npm run export-claims -- --since 2026-11-01 [--format csv|json] [--out file] [--signatures]
// [--project <alias|id>]`
// Writes the claims submitted since a date for the firm's case handlers. With the emulators running
// (`npm start`) it reads their Firestore; against a real project (`--project production`, an alias
// in .firebaserc or a project id it lists) it uses the signed-in Google account's credentials
// (`gcloud auth application-default login`).
// Without --signatures the signature image (or typed name) is left out.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { importTs } from './lib/load-ts.mjs';
import { ProjectError } from './lib/project.mjs';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(
  process.argv.slice(2),
  `Usage: npm run export-claims -- --since <YYYY-MM-DD> [--format csv|json] [--out <file>] [--signatures]
                                 [--project <alias|id>]

Writes the claims submitted since a date for the firm's case handlers, to standard output or a file.
Without --project it reads the local emulators' Firestore (\`npm start\`); with one (an alias in
.firebaserc, or a project id it lists) the real project, with the signed-in Google account's
credentials (\`gcloud auth application-default login\`).

Options:
  --since DATE          the first day of submissions to include (required)
  --format csv|json     the output's format (default csv)
  --out FILE            write to FILE (readable by its owner only) instead of standard output
  --signatures          include each signature image or typed name (left out by default)
  --project NAME        the project to read
  --help, -h            this text`,
);

// The Admin SDK, which takes seconds to load, is loaded once --help has been answered; the export
// itself is TypeScript on the claim contract (scripts/lib/export-claims.ts).
const { adminFirestore } = await import('./lib/admin-auth.mjs');
const { ExportError, exportClaims, parseSince, toCsv } = await importTs('scripts/lib/export-claims.ts');

try {
  const { values } = parseArgs({
    options: {
      since: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      out: { type: 'string' },
      signatures: { type: 'boolean', default: false },
      project: { type: 'string' },
    },
  });
  const sinceMs = parseSince(values.since);
  if (!['csv', 'json'].includes(values.format)) throw new ExportError('--format is csv or json');
  const db = adminFirestore(values.project);
  const rows = await exportClaims(db, { sinceMs, signatures: values.signatures });
  const output =
    values.format === 'json'
      ? `${JSON.stringify(rows, null, 2)}\n`
      : toCsv(rows, { signatures: values.signatures });
  if (values.out) {
    writeFileSync(values.out, output, { mode: 0o600 });
    console.error(`${rows.length} submitted claim(s) since ${values.since} written to ${values.out}.`);
  } else {
    process.stdout.write(output);
  }
  process.exit(0);
} catch (error) {
  const known =
    error instanceof ExportError ||
    error instanceof ProjectError ||
    error?.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
  console.error(known ? error.message : `The export failed: ${error?.message ?? error}`);
  process.exit(1);
}
