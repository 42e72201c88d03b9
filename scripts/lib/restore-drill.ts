// The restore drill (`npm run restore-drill`, tests/ops/restore-drill.int.test.ts): on a Firestore
// emulator of its own it writes what production holds — submitted claims with their complaints,
// events and notes (the seed's builders), profiles, the audit log, deletion records, passcodes,
// idempotency records, saved journeys, queued mail, counters and a document of every Firestore
// value type — exports it, starts a fresh emulator from the export, reads both back through the REST
// API and compares every document and every field (scripts/lib/firestore-compare.ts). It touches no
// real project: both emulators are started and stopped here, on ports from REDRESS_PORT_OFFSET.
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { GeoPoint, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { blankAddress, blankProfile } from '../../contract/profile';
import { RETENTION_DAYS } from '../../contract/retention';
import {
  compareDatabases,
  fieldCount,
  type DatabaseCopy,
  type Difference,
  type RestFields,
} from './firestore-compare';
import { generator, seedClaim } from './seed';
import {
  PROFILES,
  Stack,
  StackError,
  assertPortsFree,
  firestoreMode,
  waitForPort as waitFor,
} from './stack.mjs';

/** stack.mjs's waitForPort, with the options it takes (its JavaScript types leave one out). */
const waitForPort = waitFor as (
  port: number,
  options: { name: string; isAlive: () => boolean; timeoutMs?: number },
) => Promise<void>;

const projectId = 'demo-redress';
const DAY = 24 * 60 * 60 * 1000;
const DOCUMENTS = `/v1/projects/${projectId}/databases/(default)/documents`;

/** The drill's two emulators: the database backed up, and the fresh one restored from its export. */
export const DRILL_PORTS = PROFILES.drill;

/** A problem with the drill itself (an emulator that will not start, an export refused). */
export class DrillError extends StackError {}

/** How the drill starts a Firestore emulator on this machine (decision 002's two ways). */
async function emulatorCommand(port: number, extra: string[]): Promise<[string, string[]]> {
  const args = ['--host=127.0.0.1', `--port=${port}`, ...extra];
  const mode = firestoreMode();
  if (mode.kind === 'cloud-sdk') return [mode.bin as string, ['start', ...args]];
  // Java 21+: the emulator jar firebase-tools downloads, run as firebase-tools runs it.
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  const emulators = require('firebase-tools/lib/emulator/downloadableEmulators') as {
    downloadIfNecessary: (name: string) => Promise<void>;
    getDownloadDetails: (name: string) => { downloadPath: string };
  };
  await emulators.downloadIfNecessary('firestore');
  return ['java', ['-jar', emulators.getDownloadDetails('firestore').downloadPath, ...args]];
}

async function rest(host: string, route: string, body?: unknown) {
  const response = await fetch(`http://${host}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new DrillError(`${route} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Every document of the database at `host`, read through the REST API: each collection from the
 * root down, with documents that hold none but have subcollections (recorded as null).
 */
export async function readDatabase(host: string): Promise<DatabaseCopy> {
  const copy: DatabaseCopy = new Map();
  const walk = async (parent: string): Promise<void> => {
    const collections: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = await rest(host, `${DOCUMENTS}${parent ? `/${parent}` : ''}:listCollectionIds`, {
        pageSize: 300,
        ...(pageToken ? { pageToken } : {}),
      });
      collections.push(...((page.collectionIds as string[] | undefined) ?? []));
      pageToken = page.nextPageToken as string | undefined;
    } while (pageToken);
    for (const id of collections) {
      const collection = parent ? `${parent}/${id}` : id;
      pageToken = undefined;
      do {
        const query = `pageSize=300&showMissing=true${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
        const page = await rest(host, `${DOCUMENTS}/${collection}?${query}`);
        const documents =
          (page.documents as { name: string; fields?: RestFields; createTime?: string }[] | undefined) ?? [];
        for (const document of documents) {
          const documentPath = document.name.split('/documents/')[1]!;
          copy.set(documentPath, document.createTime ? (document.fields ?? {}) : null);
          await walk(documentPath);
        }
        pageToken = page.nextPageToken as string | undefined;
      } while (pageToken);
    }
  };
  await walk('');
  return copy;
}

/** An Admin SDK Firestore bound to one emulator (the SDK reads FIRESTORE_EMULATOR_HOST once, here). */
function adminFirestore(host: string, name: string): { db: Firestore; dispose: () => Promise<void> } {
  const saved = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = host;
  try {
    const app = initializeApp({ projectId }, name);
    const db = getFirestore(app);
    return { db, dispose: () => deleteApp(app) };
  } finally {
    if (saved === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = saved;
  }
}

/**
 * Writes the drill's data: `claims` submitted claims with complaints, events and a note each, their
 * claimants' profiles, and a document in every other collection the service keeps, with Firestore
 * timestamps where the gateway writes them (`expireAt`). Returns every path written.
 */
export async function writeDrillData(db: Firestore, { claims = 20, now = Date.UTC(2026, 10, 1) } = {}) {
  const written: string[] = [];
  const writer = db.bulkWriter({ throttling: false });
  const failures: unknown[] = [];
  const set = (documentPath: string, data: object) => {
    written.push(documentPath);
    writer
      .set(db.doc(documentPath), data as Record<string, unknown>)
      .catch((error: unknown) => failures.push(error));
  };
  const expireAt = (from: number, days: number) => Timestamp.fromMillis(from + days * DAY);
  const random = generator(20_261_125);
  for (let i = 0; i < claims; i += 1) {
    const { id, claim, complaints, events } = seedClaim(random, i, 'drill', now);
    const submittedAt = claim.submittedAt ?? now;
    set(`claims/${id}`, claim);
    for (const complaint of complaints) set(`claims/${id}/complaints/${complaint.complaintId}`, complaint);
    for (const { eventId, ...event } of events) set(`claims/${id}/events/${eventId}`, event);
    set(`claims/${id}/notes/note-1`, {
      text: 'Rang the claimant to confirm the second agreement.',
      uid: 'seed-handler-1',
      role: 'handler',
      at: submittedAt + DAY,
    });
    const address = claim.answers.currentAddress;
    set(`users/${claim.uid}`, {
      ...blankProfile(claim.uid),
      firstName: claim.applicant.firstName,
      middleName: claim.applicant.middleName,
      lastName: claim.applicant.lastName,
      email: claim.applicant.email,
      phoneNumber: claim.applicant.phoneNumber,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      city: address.city,
      postcode: address.postcode,
      previousAddress: claim.answers.previousAddress
        ? {
            addressLine1: claim.answers.previousAddress.addressLine1,
            addressLine2: claim.answers.previousAddress.addressLine2,
            city: claim.answers.previousAddress.city,
            postcode: claim.answers.previousAddress.postcode,
          }
        : blankAddress(),
    });
    set(`audit/drill-${i}`, {
      at: submittedAt + DAY,
      uid: 'seed-handler-1',
      role: 'handler',
      action: 'claim.open',
      claimId: id,
      workspaces: [claim.workspace],
      outcome: 'ok',
      details: {},
    });
  }
  set('dataRequests/deletion-drill-claimant', {
    uid: 'drill-claimant',
    workspaces: ['Redress', 'SGUK'],
    requestedAt: now - 3 * DAY,
    completedAt: now - DAY,
    status: 'done',
    expireAt: Timestamp.fromMillis(now - DAY + RETENTION_DAYS.dataRequestYears * 365 * DAY),
  });
  set('passcodes/drill-claimant', {
    codeHash: 'f3a1c0de',
    attempts: 1,
    sentAt: now,
    expireAt: expireAt(now, RETENTION_DAYS.passcode),
  });
  set('idempotency/drill-claimant_submitClaim_k1', {
    requestHash: 'b5d4045c',
    response: { ok: true, data: { reference: 'RD-7Q2K-9XPM' } },
    expireAt: expireAt(now, RETENTION_DAYS.idempotency),
  });
  set('progress/drill-claimant', {
    uid: 'drill-claimant',
    progress: {
      version: 3,
      step: 'address',
      answers: { agreementIds: ['a1', 'a2'], otherFirmInstructed: false },
    },
    savedAt: now,
    expireAt: expireAt(now, RETENTION_DAYS.savedProgress),
  });
  set('mail/drill-1', {
    to: ['claimant@example.com'],
    message: { subject: 'We have your claim', html: '<p>Thank you.</p>', attachments: [] },
    delivery: { state: 'SUCCESS', attempts: 1, endTime: Timestamp.fromMillis(now + 5_000) },
    expireAt: expireAt(now, RETENTION_DAYS.sentEmail),
  });
  set('rateLimits/3c9f0a77-day', { count: 4, expireAt: expireAt(now, RETENTION_DAYS.rateLimit) });
  // Every value type Firestore stores, so a restore that loses a type's precision is seen.
  set('drillTypes/every-type', {
    timestampWithMicros: new Timestamp(1_795_647_504, 123_456_000),
    geoPoint: new GeoPoint(51.5074, -0.1278),
    bytes: Buffer.from([0, 1, 2, 254, 255]),
    reference: db.doc('claims/seed-drill-000000'),
    nothing: null,
    yes: true,
    zero: 0,
    largeInteger: Number.MAX_SAFE_INTEGER,
    negative: -42,
    fraction: 0.1,
    notANumber: Number.NaN,
    infinity: Number.POSITIVE_INFINITY,
    empty: '',
    unicode: 'Llanfairpwllgwyngyll — ŵ ŷ 🚗',
    emptyMap: {},
    emptyArray: [],
    nested: { list: [{ at: Timestamp.fromMillis(now), n: 1 }, [1, 'two']].map((x) => ({ x })) },
  });
  // A subcollection under a path that holds no document.
  set('orphans/no-parent/children/c1', { note: 'its parent document was never written' });
  await writer.close();
  if (failures.length > 0) throw new DrillError(`${failures.length} of the drill's writes failed.`);
  return written;
}

export interface DrillResult {
  documents: number;
  fields: number;
  collections: Record<string, number>;
  differences: Difference[];
}

/** Counts a copy's documents by their top-level collection. */
function byCollection(copy: DatabaseCopy): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [documentPath, fields] of copy) {
    if (fields === null) continue;
    const segments = documentPath.split('/');
    const key = segments.length > 2 ? `${segments[0]}/*/${segments.at(-2)}` : segments[0]!;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * The drill in steps, so a test can plant a difference between them: `backUp` writes the data to
 * the first emulator and exports it, `restore` starts the fresh emulator from the export, `compare`
 * reads both and lists every difference, `stop` ends both emulators and removes the export.
 */
export class RestoreDrill {
  readonly source = `127.0.0.1:${DRILL_PORTS.source}`;
  readonly restored = `127.0.0.1:${DRILL_PORTS.restored}`;
  private readonly stack: Stack;
  private readonly exportDir = mkdtempSync(path.join(os.tmpdir(), 'redress-restore-drill-'));
  private written: string[] = [];

  constructor(private readonly log: (line: string) => void = console.log) {
    this.stack = new Stack({ profile: 'drill', log });
  }

  private async startEmulator(name: string, port: number, extra: string[] = []) {
    const [command, args] = await emulatorCommand(port, extra);
    const child = this.stack.spawn(name, command, args);
    await waitForPort(port, { name: `Firestore emulator (${name})`, isAlive: () => !child.exited });
  }

  async backUp({ claims = 20 } = {}) {
    await assertPortsFree(DRILL_PORTS);
    this.log(`Starting the Firestore emulator to back up (${this.source})…`);
    await this.startEmulator('source', DRILL_PORTS.source);
    const { db, dispose } = adminFirestore(this.source, `restore-drill-${Date.now()}`);
    try {
      this.written = await writeDrillData(db, { claims });
    } finally {
      await dispose();
    }
    this.log(`Wrote ${this.written.length} documents; exporting to ${this.exportDir}…`);
    await rest(this.source, `/emulator/v1/projects/${projectId}:export`, {
      database: `projects/${projectId}/databases/(default)`,
      export_directory: this.exportDir,
      export_name: 'drill',
    });
    const metadata = path.join(this.exportDir, 'drill', 'drill.overall_export_metadata');
    if (!existsSync(metadata)) throw new DrillError(`The export wrote no ${metadata}.`);
    return this.written;
  }

  async restore() {
    this.log(`Starting a fresh Firestore emulator from the export (${this.restored})…`);
    await this.startEmulator('restored', DRILL_PORTS.restored, [
      `--seed_from_export=${path.join(this.exportDir, 'drill', 'drill.overall_export_metadata')}`,
    ]);
  }

  /** Reads both databases and compares them; also checks every written document was read back. */
  async compare(): Promise<DrillResult> {
    const before = await readDatabase(this.source);
    const unread = this.written.filter((documentPath) => !before.get(documentPath));
    if (unread.length > 0) {
      throw new DrillError(`The drill could not read back what it wrote: ${unread.slice(0, 3).join(', ')}`);
    }
    const after = await readDatabase(this.restored);
    return {
      documents: [...before.values()].filter(Boolean).length,
      fields: fieldCount(before),
      collections: byCollection(before),
      differences: compareDatabases(before, after),
    };
  }

  async stop() {
    await this.stack.stop();
    rmSync(this.exportDir, { recursive: true, force: true });
  }
}
