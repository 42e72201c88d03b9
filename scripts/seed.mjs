// `npm run seed -- --claims 100000 [--seed <number>]`
// Fills the local emulators' Firestore (`npm start`, 127.0.0.1:8080, or FIRESTORE_EMULATOR_HOST)
// with submitted claims in every workspace, their complaints on the scheme's routes and the general
// route at every point of their life, the lenders' determinations, the events that led there and
// the desk overview's counters (scripts/lib/seed.ts, decision 279). Sample data only. It never
// writes to a real project: there is no --project.
import { parseArgs } from 'node:util';
import { importTs } from './lib/load-ts.mjs';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

const MAX_CLAIMS = 100_000;

exitWithUsageIfAsked(
  process.argv.slice(2),
  `Usage: npm run seed -- --claims <1–${MAX_CLAIMS}> [--seed <number>]

Fills the local emulators' Firestore with sample submitted claims in every workspace, their
complaints on the redress scheme's routes and the general route at every point of their life (the
lenders' determinations among them), the events that led there, and the desk overview's counters.
It writes in batches of up to 500 documents, several at once, and prints its progress; 100,000
claims take several minutes. It writes to the emulator at FIRESTORE_EMULATOR_HOST, else
127.0.0.1:8080 (\`npm start\`); it never writes to a real project. Stopped midway, the claims written
so far are whole but the overview's counters are not: \`npm run overview:recount\` puts them right.

Options:
  --claims N    how many claims to write (required)
  --seed N      the generator's seed: the same number gives the same claims (default: the clock)
  --help, -h    this text`,
);

// The Admin SDK, which takes seconds to load, is loaded once --help has been answered.
const [{ initializeApp }, { getFirestore }] = await Promise.all([
  import('firebase-admin/app'),
  import('firebase-admin/firestore'),
]);

class SeedError extends Error {}

try {
  const { values } = parseArgs({
    options: { claims: { type: 'string' }, seed: { type: 'string' }, project: { type: 'string' } },
  });
  if (values.project)
    throw new SeedError('The seed writes sample claims to the emulators only; it takes no --project.');
  const claims = Number(values.claims);
  if (!Number.isInteger(claims) || claims < 1 || claims > MAX_CLAIMS) {
    throw new SeedError(
      `--claims takes a whole number from 1 to ${MAX_CLAIMS}, e.g. npm run seed -- --claims 10000`,
    );
  }
  const seedNumber = values.seed === undefined ? undefined : Number(values.seed);
  if (seedNumber !== undefined && !Number.isInteger(seedNumber))
    throw new SeedError('--seed takes a whole number');
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:8080';
    console.error('Seeding the local Firestore emulator (127.0.0.1:8080) started by npm start.');
  }
  const { seed } = await importTs('scripts/lib/seed.ts');
  const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-redress' }));
  const started = Date.now();
  const result = await seed(db, {
    claims,
    seed: seedNumber,
    progressEvery: Math.max(1000, Math.round(claims / 20)),
    onProgress: ({ claims: done, total, documents }) =>
      console.error(
        `… ${done.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} claims (${documents.toLocaleString('en-GB')} documents) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      ),
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Seeded ${result.claims} claims and ${result.events} events in ${seconds} s (run ${result.run}).`,
  );
  process.exit(0);
} catch (error) {
  const known = error instanceof SeedError || error?.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
  console.error(known ? error.message : `The seed failed: ${error?.message ?? error}`);
  process.exit(1);
}
