// The local stack: Firestore, Auth and Functions emulators (and optionally the app), started
// as process groups and stopped together. Used by `npm start` and by `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const projectId = 'demo-redress';
export const region = 'europe-west2';

// REDRESS_PORT_OFFSET shifts the test ports so that several test runs can share a machine.
const offset = Number(process.env.REDRESS_PORT_OFFSET ?? 0) || 0;

export const PROFILES = {
  dev: {
    auth: 9099,
    firestore: 8080,
    functions: 5001,
    hub: 4400,
    logging: 4500,
    eventarc: 9299,
    tasks: 9499,
    app: 5173,
  },
  // Bases whose differences are not multiples of 10, so runs offset by 10s or 100s never collide.
  test: {
    auth: 9199 + offset,
    firestore: 8180 + offset,
    functions: 5101 + offset,
    hub: 4410 + offset,
    logging: 4453 + offset,
    eventarc: 6417 + offset,
    tasks: 6479 + offset,
    app: 5183 + offset,
  },
  // A second stack for `npm test`'s browser tests, so they run beside the integration tests
  // without sharing data (8 above the test ports: no offset by 10s or 100s reaches them).
  e2e: {
    auth: 9207 + offset,
    firestore: 8188 + offset,
    functions: 5109 + offset,
    hub: 4418 + offset,
    logging: 4461 + offset,
    eventarc: 6425 + offset,
    tasks: 6487 + offset,
    app: 5191 + offset,
  },
  // The restore drill's two Firestore emulators (scripts/lib/restore-drill.ts): the database backed
  // up and the fresh one restored from its export (16 and 24 above the test ports, 8 and 16 above e2e).
  drill: {
    source: 8196 + offset,
    restored: 8204 + offset,
  },
};

const CLOUD_SDK_FIRESTORE =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

/** A problem the developer can fix, reported as one line with no stack trace. */
export class StackError extends Error {}

export function gatewayUrl(ports) {
  return `http://127.0.0.1:${ports.functions}/${projectId}/${region}/gateway`;
}

/** Environment for the app (Vite) pointing it at the emulators of a profile. */
export function appEnv(ports) {
  return {
    VITE_WORKSPACE: process.env.WORKSPACE ?? process.env.VITE_WORKSPACE ?? 'Redress',
    VITE_FIREBASE_TARGET: 'emulator',
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    VITE_FUNCTIONS_EMULATOR_HOST: `127.0.0.1:${ports.functions}`,
  };
}

/** Environment for Node code (tests, admin scripts) that talks to the emulators. */
export function adminEnv(ports) {
  return {
    GCLOUD_PROJECT: projectId,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FUNCTIONS_EMULATOR_HOST: `127.0.0.1:${ports.functions}`,
    GATEWAY_URL: gatewayUrl(ports),
  };
}

export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, '127.0.0.1');
  });
}

export async function assertPortsFree(ports) {
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) {
      throw new StackError(
        `Port ${port} (${name}) is busy: stop whatever listens there (lsof -i :${port}) and try again.`,
      );
    }
  }
}

export async function waitForPort(port, { timeoutMs = 90_000, name = String(port), isAlive } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isAlive && !isAlive())
      throw new StackError(`${name} exited before it was ready (its output: .stack/).`);
    if (!(await isPortFree(port))) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new StackError(`${name} did not start listening on port ${port} within ${timeoutMs / 1000} s.`);
}

export function javaMajor() {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (out.error) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${out.stderr}${out.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** Decides how Firestore is emulated on this machine (decision record 002). */
export function firestoreMode() {
  const java = javaMajor();
  if (java === null) {
    throw new StackError(
      'Java is missing: install Java 17 or newer (apt-get install -y openjdk-17-jre-headless).',
    );
  }
  if (java >= 21 && !process.env.FIRESTORE_EMULATOR_BIN) return { kind: 'firebase-tools' };
  if (java < 17) throw new StackError(`Java ${java} is too old: install Java 17 or newer.`);
  const bin = process.env.FIRESTORE_EMULATOR_BIN ?? CLOUD_SDK_FIRESTORE;
  if (!existsSync(bin)) {
    throw new StackError(
      `No Firestore emulator at ${bin}: install the Google Cloud CLI's cloud-firestore-emulator component, set FIRESTORE_EMULATOR_BIN, or use Java 21+.`,
    );
  }
  return { kind: 'cloud-sdk', bin };
}

/** Writes a firebase config with the profile's ports next to firebase.json (paths stay relative). */
function writeFirebaseConfig(profileName, ports) {
  const base = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  base.emulators = {
    ...base.emulators,
    auth: { host: '127.0.0.1', port: ports.auth },
    functions: { host: '127.0.0.1', port: ports.functions },
    firestore: { host: '127.0.0.1', port: ports.firestore },
    hub: { host: '127.0.0.1', port: ports.hub },
    logging: { host: '127.0.0.1', port: ports.logging },
    // Pinned so firebase-tools does not pick its defaults, which other runs may hold.
    eventarc: { host: '127.0.0.1', port: ports.eventarc },
    tasks: { host: '127.0.0.1', port: ports.tasks },
    ui: { enabled: false },
  };
  const file = path.join(root, `.firebase.${profileName}${offset || ''}.json`);
  writeFileSync(file, JSON.stringify(base, null, 2));
  return file;
}

export async function loadFirestoreRules(ports) {
  const content = readFileSync(path.join(root, 'firestore.rules'), 'utf8');
  const res = await fetch(
    `http://127.0.0.1:${ports.firestore}/emulator/v1/projects/${projectId}:securityRules`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
    },
  );
  if (!res.ok) throw new StackError(`The Firestore emulator refused firestore.rules: ${await res.text()}`);
}

/**
 * Ports the Fetch standard forbids, in the range the stacks use: browsers and Node's fetch refuse
 * them ("bad port"), so an emulator there cannot be reached (the Functions emulator then cannot
 * register its task queues with the Cloud Tasks emulator, and every submission fails).
 */
export const FETCH_BAD_PORTS = new Set([
  4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

export class Stack {
  /**
   * `firestoreHeap` (`'12g'`) sets the most memory the Firestore emulator's Java may hold: by default
   * a quarter of the machine's, which 100,000 seeded claims (1.7 million documents) outgrow.
   */
  constructor({ profile = 'dev', log = console.log, logDir, firestoreHeap } = {}) {
    this.profileName = profile;
    this.firestoreHeap = firestoreHeap;
    this.ports = PROFILES[profile];
    const refused = Object.entries(this.ports).filter(([, port]) => FETCH_BAD_PORTS.has(port));
    if (refused.length > 0) {
      const named = refused.map(([name, port]) => `${name} on ${port}`).join(', ');
      throw new StackError(
        `REDRESS_PORT_OFFSET=${offset} puts the ${profile} stack's ${named}, a port fetch refuses; choose another offset.`,
      );
    }
    this.log = log;
    this.children = [];
    this.logDir = logDir ?? path.join(root, '.stack', `${profile}${offset || ''}`);
    mkdirSync(this.logDir, { recursive: true });
  }

  spawn(name, cmd, args, { env = {}, inherit = false } = {}) {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...env },
      detached: true,
      stdio: inherit ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    });
    const entry = { name, child, exited: false, output: '' };
    child.on('exit', () => {
      entry.exited = true;
    });
    if (!inherit) {
      const onData = (chunk) => {
        entry.output = (entry.output + chunk.toString()).slice(-200_000);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
    }
    this.children.push(entry);
    return entry;
  }

  outputOf(name) {
    return this.children.find((c) => c.name === name)?.output ?? '';
  }

  dumpLogs() {
    for (const c of this.children) writeFileSync(path.join(this.logDir, `${c.name}.log`), c.output);
  }

  /**
   * Starts the emulators; `buildGateway: false` when the caller has already built it (buildGateway).
   * Inside `npm test` the gateway is built once, before any stack starts, and GATEWAY_BUILT_ENV says
   * so: a stack a test starts of its own (the soak's) then loads that build. Building again would
   * be safe beside the other stacks' running emulators (the build is moved in whole, decision 288),
   * but slower.
   */
  async startEmulators({ buildGateway: build = process.env[GATEWAY_BUILT_ENV] !== '1' } = {}) {
    const { ports } = this;
    await assertPortsFree(omit(ports, 'app'));
    const mode = firestoreMode();
    if (build) {
      this.log(`Building the gateway function…`);
      await buildGateway();
    }

    const only = ['auth', 'functions'];
    if (mode.kind === 'cloud-sdk') {
      const heap = this.firestoreHeap ? { env: { JAVA_TOOL_OPTIONS: `-Xmx${this.firestoreHeap}` } } : {};
      const fs = this.spawn(
        'firestore',
        mode.bin,
        ['start', '--host=127.0.0.1', `--port=${ports.firestore}`],
        heap,
      );
      await waitForPort(ports.firestore, { name: 'Firestore emulator', isAlive: () => !fs.exited });
    } else {
      only.push('firestore');
    }
    const config = writeFirebaseConfig(this.profileName, ports);
    const fb = this.spawn(
      'firebase',
      path.join(root, 'node_modules', '.bin', 'firebase'),
      ['emulators:start', '--only', only.join(','), '--project', projectId, '--config', config],
      {
        env: {
          FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
          ...emulatorSecrets(),
          // The browser tests may move the service's clock past a deadline (decision 261).
          ...(this.profileName === 'e2e' ? { REDRESS_EMULATOR_CLOCK: '1' } : {}),
          // The claimant's emails link to the app this stack serves (decision 264).
          REDRESS_LOCAL_APP_ORIGIN: `http://127.0.0.1:${ports.app}`,
          // With Java 21, firebase-tools starts the Firestore emulator itself.
          ...(this.firestoreHeap && mode.kind !== 'cloud-sdk'
            ? { JAVA_TOOL_OPTIONS: `-Xmx${this.firestoreHeap}` }
            : {}),
        },
      },
    );
    await waitForPort(ports.auth, { name: 'Auth emulator', isAlive: () => !fb.exited });
    await waitForPort(ports.firestore, { name: 'Firestore emulator', isAlive: () => !fb.exited });
    await this.waitForGateway(fb);
    await loadFirestoreRules(ports);
  }

  async waitForGateway(fb) {
    const deadline = Date.now() + 240_000;
    const url = gatewayUrl(this.ports);
    while (Date.now() < deadline) {
      if (fb.exited) throw new StackError(`The Firebase emulators exited:\n${fb.output.slice(-2000)}`);
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ data: {} }),
        });
        // 401 (no auth) means the function is loaded and answering.
        if (res.status === 401 || res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new StackError('The gateway function did not come up within 240 s; see .stack logs.');
  }

  async stop() {
    const alive = this.children.filter((c) => !c.exited);
    for (const c of alive) killGroup(c.child, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && alive.some((c) => !c.exited)) {
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const c of alive) if (!c.exited) killGroup(c.child, 'SIGKILL');
    this.dumpLogs();
  }
}

/** Compiles the gateway function (functions/lib), which the Functions emulator loads. */
/** Set to '1' in a child's environment when functions/lib is built and must not be rebuilt. */
export const GATEWAY_BUILT_ENV = 'REDRESS_GATEWAY_BUILT';

export async function buildGateway() {
  const child = spawn('npm', ['run', 'build', '--workspace', 'functions', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const status = await new Promise((resolve) => child.on('exit', resolve));
  if (status !== 0) throw new StackError(`The gateway function does not compile:\n${output}`);
}

/**
 * Settings the sandbox gateway reads in the emulator (never real credentials). Every call here
 * comes from 127.0.0.1 and the providers are free, so the per-IP limits and the daily budgets of
 * paid calls are off; the per-account, per-number and per-email limits stay on.
 * The keyed-hash secret comes from functions/.secret.local.
 */
export function emulatorSecrets() {
  return {
    REDRESS_SANDBOX: '1',
    REDRESS_CLIENT_LIMITS: 'off',
    REDRESS_PAID_CHECKS_PER_DAY: 'off',
    REDRESS_PAID_TEXTS_PER_DAY: 'off',
  };
}

function omit(obj, key) {
  const copy = { ...obj };
  delete copy[key];
  return copy;
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
