// `npm run soak [-- --journeys 50 --in-flight 10 --offset 1150 --probes 10 --no-docs --json --report f]`
// Starts its own emulators (test profile shifted by --offset, so it runs beside `npm start` and
// `npm test`), runs the journeys at once, checks that nothing was lost and no passcode went twice,
// scans the emulators' output for the claimants' personal data, and writes the figures.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { signInAnonymously } from 'firebase/auth';
import { clientFor, identity, runJourney } from './journey.mjs';
import { handleInterrupts, interrupted, stopOnInterrupt } from '../lib/interrupt.mjs';
import { exitWithUsageIfAsked } from '../lib/usage.mjs';
import { limiter, percentile, summarise } from './stats.mjs';

const USAGE = `Usage: npm run soak [-- --journeys N] [--in-flight N] [--offset N] [--probes N] [--no-docs]
                     [--json] [--report <file>]

Starts its own emulators (the test ports shifted by --offset, so it runs beside \`npm start\` and
\`npm test\`), runs the claim journeys at once, checks that nothing was lost and no passcode went
twice, scans the emulators' output for the claimants' personal data, and writes
reports/soak-<date>.json and the soak section of docs/reliability.md. Ctrl-C stops it and the
emulators it started.

Options:
  --journeys N     claim journeys, all started at once (default 50)
  --in-flight N    requests in flight at most (default 10)
  --offset N       the port offset of its emulators (default 1150)
  --probes N       rounds of confirmUserExists for an account that exists and one that does not,
                   timed (default 10)
  --no-docs        leave docs/reliability.md as it is
  --json           print the report as JSON on the last line (other lines start with #)
  --report FILE    write the report to FILE instead of reports/soak-<date>.json
  --help, -h       this text`;

exitWithUsageIfAsked(process.argv.slice(2), USAGE);
let args;
try {
  ({ values: args } = parseArgs({
    options: {
      journeys: { type: 'string', default: '50' },
      'in-flight': { type: 'string', default: '10' },
      offset: { type: 'string', default: '1150' },
      probes: { type: 'string', default: '10' },
      'no-docs': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      report: { type: 'string' },
    },
  }));
} catch (error) {
  if (!error?.code?.startsWith?.('ERR_PARSE_ARGS')) throw error;
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
const journeys = Number(args.journeys);
// The Functions emulator starts a worker per simultaneous request (decision 034).
const inFlight = Number(args['in-flight']);
const probes = Number(args.probes);

// The stack module reads the offset when it loads.
process.env.REDRESS_PORT_OFFSET = args.offset;
const { Stack, StackError, adminEnv, root } = await import('../lib/stack.mjs');
const { passcodeFor, personalDataIn, probeUserExists, putOnFile, verifyWrites } =
  await import('./checks.mjs');
const { writeReports } = await import('./report.mjs');

const WARM_UP_ATTEMPTS = 3;
const say = (line) => console.log(args.json ? `# ${line}` : line);
// Run inside `npm test`, this process inherits the other stack's hosts; its own replace them.
for (const name of Object.keys(adminEnv({}))) delete process.env[name];
// Ctrl-C (or a SIGTERM) stops the soak's emulators, then exits 130 (143).
handleInterrupts();
const stack = new Stack({ profile: 'test', log: say });
const releaseStack = stopOnInterrupt(stack);
const captured = [];
let exitCode = 1;
try {
  await stack.startEmulators();
  for (const { child, output } of stack.children) {
    captured.push(output);
    child.stdout?.on('data', (chunk) => captured.push(chunk.toString()));
    child.stderr?.on('data', (chunk) => captured.push(chunk.toString()));
  }
  Object.assign(process.env, adminEnv(stack.ports));
  const hosts = {
    auth: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    firestore: process.env.FIRESTORE_EMULATOR_HOST,
    functions: process.env.FUNCTIONS_EMULATOR_HOST,
  };
  const run = randomUUID().slice(0, 8);
  const limit = limiter(inFlight);
  const timings = [];
  const record = (name, ms) => timings.push({ name, ms });
  const people = Array.from({ length: journeys }, (_, i) => identity(run, i));

  // Warm-up: the emulator starts a Node worker per simultaneous request, which takes seconds on a
  // small machine; the figures are for the gateway, so the workers are started before timing.
  // Under load (in CI the browser tests and the stories run beside it) starting ten workers at once
  // has taken longer than a call's deadline; the workers go on starting, so the warm-up is tried
  // again, up to three times, and only then ends the soak.
  const warm = clientFor(hosts, 'soak-warm-up');
  await signInAnonymously(warm.auth);
  for (let attempt = 1; ; attempt += 1) {
    const calls = Array.from({ length: inFlight }, () => warm.call('lookupAddress', { postcode: 'M1 1AE' }));
    const failed = (await Promise.allSettled(calls)).filter((s) => s.status === 'rejected');
    if (failed.length === 0) break;
    if (attempt === WARM_UP_ATTEMPTS) throw failed[0].reason;
    say(
      `Warm-up: ${failed.length} of ${inFlight} calls failed (${failed[0].reason?.code ?? 'error'}); trying again`,
    );
  }
  await warm.dispose();

  say(`Running ${journeys} journeys at once (${inFlight} requests in flight at most)…`);
  const started = performance.now();
  const settled = await Promise.allSettled(
    people.map(async (person, i) => {
      const client = clientFor(hosts, `soak-${i}`);
      try {
        return await runJourney({ client, person, limit, passcodeFor, putOnFile, record });
      } finally {
        await client.dispose();
      }
    }),
  );
  const wallMs = performance.now() - started;
  const outcomes = settled.filter((s) => s.status === 'fulfilled').map((s) => s.value);
  const failures = settled
    .filter((s) => s.status === 'rejected')
    .map((s) => `${s.reason?.code ?? ''} ${s.reason?.message ?? s.reason}`.trim());
  say(`${outcomes.length} of ${journeys} journeys completed in ${(wallMs / 1000).toFixed(1)} s; checking…`);

  const writes = await verifyWrites(outcomes);
  // A probe that fails is a problem in the report, not the end of the soak with no report.
  const probe = await probeUserExists((name) => clientFor(hosts, name), probes, signInAnonymously).catch(
    (error) => ({
      timings: { exists: [], missing: [] },
      shapes: [],
      error: `${error?.code ?? ''} ${error?.message ?? error}`.trim(),
    }),
  );
  // Give the emulator a moment to flush the last function log lines before scanning them.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const logs = captured.join('');
  const functionLogLines = (logs.match(/gateway call/g) ?? []).length;
  const personalDataInLogs = personalDataIn(logs, people);

  const medianExists = Math.round(percentile(probe.timings.exists, 50) ?? NaN);
  const medianMissing = Math.round(percentile(probe.timings.missing, 50) ?? NaN);
  const problems = [
    ...failures.map((f) => `journey failed: ${f}`),
    ...writes.problems,
    ...(functionLogLines === 0 ? ['no gateway log lines were captured, so the log scan proves nothing'] : []),
    ...(probe.error ? [`a confirmUserExists probe failed: ${probe.error}`] : []),
    ...(probe.shapes.length === 2 && probe.shapes.every((s) => s.endsWith(': ["exists"] boolean'))
      ? []
      : [`confirmUserExists answered in shapes ${probe.shapes.join(' | ')}`]),
    ...personalDataInLogs.map((kind) => `a claimant's ${kind} appears in the emulator output`),
  ];
  const calls = summarise(timings);
  const callCount = Object.values(calls).reduce((n, s) => n + s.count, 0);
  const report = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} CPU cores, Node ${process.version}`,
    journeys,
    inFlight,
    completed: outcomes.length,
    claimsSubmitted: writes.claimsSubmitted,
    textsSent: writes.textsSent,
    wallMs: Math.round(wallMs),
    journeysPerMinute: outcomes.length / (wallMs / 60_000),
    callsPerSecond: callCount / (wallMs / 1000),
    calls,
    userExists: {
      probes,
      shapes: probe.shapes,
      medianExistsMs: medianExists,
      medianMissingMs: medianMissing,
      medianDifferenceMs: Math.abs(medianExists - medianMissing),
    },
    functionLogLines,
    logCharactersScanned: logs.length,
    personalDataInLogs,
    problems,
  };
  const file = await writeReports(root, report, { docs: !args['no-docs'], file: args.report });
  say(`Report: ${file}`);
  for (const problem of problems) say(`✗ ${problem}`);
  if (problems.length === 0) say(`✓ no write lost, one text per claim, no personal data in the logs`);
  if (args.json) console.log(JSON.stringify(report));
  exitCode = problems.length === 0 ? 0 : 1;
} catch (error) {
  console.error(error instanceof StackError ? error.message : error);
} finally {
  await stack.stop();
  releaseStack();
}
// Interrupted, the handler exits 130 (143) once the emulators have stopped.
if (!interrupted()) process.exit(exitCode);
