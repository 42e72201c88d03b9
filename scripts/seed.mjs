// `npm run seed -- --claims 10000 [--seed <number>]`
// Fills the local emulators' Firestore (`npm start`, 127.0.0.1:8080, or FIRESTORE_EMULATOR_HOST)
// with submitted claims in every workspace, their complaints at every point of their life and the
// events that led there (scripts/lib/seed.ts). Sample data only. It never writes to a real
// project: there is no --project.
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { importTs } from './lib/load-ts.mjs';

const MAX_CLAIMS = 100_000;

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
  const result = await seed(db, { claims, seed: seedNumber });
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
