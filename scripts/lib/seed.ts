// `npm run seed -- --claims 10000`: fills the emulators' Firestore with submitted claims as the
// gateway writes them (with the desk's search fields), their complaints at every point of their
// life, and the events that led there, for the desk and its benchmark to work over. Sample data
// only: invented names on example.com addresses and drama-range mobiles, no real person. The CLI
// is scripts/seed.mjs.
import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { claimDeskFields, type ClaimDeskFields, type StoredClaim } from '../../contract/claim';
import { eventData, type ActorRole } from '../../contract/lifecycle/events';
import { claimResponseDueAt, claimStatusOf } from '../../contract/lifecycle/states';
import { agreementRoutesOfClaim } from '../../contract/claimRoutes';
import { complaintsOfClaim, type StoredComplaint } from '../../contract/lifecycle/stored';
import type { Workspace } from '../../contract/firms';
import type { ManualAgreementSchema } from '../../contract/requests';
import type { Agreement } from '../../contract/responses';
import type * as v from 'valibot';
import {
  addCounters,
  counterChanges,
  nestedCounters,
  overviewShard,
  overviewShardPath,
  type CounterChange,
} from '../../contract/overviewCounters';
import { deskSearchEntries, deskSearchMerge } from '../../contract/search';
import { listMonthWrite, listRowWrites } from './seedDeskList';
import { complaintAuditAction } from '../../contract/staff';
import type { EventDocument } from '../../functions/src/claims/complaintEvents';
import type { AuditRecord } from '../../functions/src/desk/audit';
import { newReference } from '../../functions/src/claims/reference';
import { LENDERS, VEHICLES } from '../../contract/fixtures/sandbox';
import { DAY, complaintHistory, type PathStep } from './seedHistory';
import {
  FIRST_NAMES,
  SURNAMES,
  TITLES,
  WORKSPACE_WEIGHTS,
  address,
  isoDate,
  registration,
  yearMonth,
} from './seedPeople';
import { generator, type Random } from './seedRandom';

export { generator };

const SEED_STAFF = ['seed-handler-1', 'seed-handler-2', 'seed-handler-3', 'seed-supervisor-1'];

/** An event as the gateway stores it (decision 174), with its id. */
export type SeededEvent = EventDocument & { eventId: string };

export type SeededClaim = StoredClaim &
  ClaimDeskFields & {
    answers: NonNullable<StoredClaim['answers']>;
    submission: { reference: string };
    responseDueAt: number | null;
    agreementRoutes: ReturnType<typeof agreementRoutesOfClaim>;
    seedRun: string;
  };

/**
 * A claim made to order, for a test or a bench that needs many alike: its workspace, its
 * agreements (each complaint's lender and route follow from them), and the way each complaint has
 * gone, walked whole, from a submission a month before `now`.
 */
export interface ClaimShape {
  workspace: Workspace;
  /** Each agreement's lender and start day (YYYY-MM-DD). */
  agreements: readonly { lender: string; startDate: string }[];
  /** Each complaint's events from prepared, e.g. `['handler.send']`; none leaves it prepared. */
  path: readonly PathStep[];
}

/** One submitted claim (index i of a run), its complaints and their events; random unless `shape` says. */
export function seedClaim(
  random: Random,
  i: number,
  run: string,
  now: number,
  shape?: ClaimShape,
): {
  id: string;
  claim: SeededClaim;
  complaints: StoredComplaint[];
  events: SeededEvent[];
  audit: AuditRecord[];
} {
  const id = `seed-${run}-${String(i).padStart(6, '0')}`;
  const workspace = shape?.workspace ?? random.weighted(WORKSPACE_WEIGHTS);
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(SURNAMES);
  const submittedAt = now - (shape ? 30 * DAY : random.below(540 * DAY)) - random.below(DAY);
  const signedAt = submittedAt - random.below(60_000);
  const createdAt = signedAt - (10 + random.below(30)) * 60_000;
  const born = Date.UTC(1950 + random.below(50), random.below(12), 1 + random.below(28));
  const local = `${firstName}.${lastName}`
    .normalize('NFKD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();

  const length = shape?.agreements.length ?? 1 + random.below(3);
  const agreements: Agreement[] = Array.from({ length }, (_, j) => {
    const given = shape?.agreements[j];
    // 2004 to 2024: most agreements in Scheme 1 or 2, some before or after it (the general route).
    const started = given
      ? Date.parse(given.startDate)
      : Date.UTC(2004 + random.below(21), random.below(12), 1 + random.below(28));
    const vehicle = random.pick(VEHICLES);
    return {
      id: `${id}-a${j + 1}`,
      lender: given?.lender ?? random.pick(LENDERS),
      startDate: isoDate(started),
      endDate: random.chance(0.8) ? isoDate(started + (2 + random.below(3)) * 365 * DAY) : null,
      agreementType: random.pick(['PCP', 'HP'] as const),
      vehicle: { make: vehicle.make, model: vehicle.model, registration: registration(random, started) },
      amountFinancedPence: (4_000 + random.below(36_000)) * 100,
    };
  });
  const manual = !shape && random.chance(0.15);
  const manualAgreements: v.InferOutput<typeof ManualAgreementSchema>[] = manual
    ? [
        {
          lender: random.pick(LENDERS),
          startDate: yearMonth(Date.UTC(2008 + random.below(12), random.below(12), 1)),
          vehicle: '',
        },
      ]
    : [];
  const currentMovedIn = now - (1 + random.below(15)) * 365 * DAY;
  const currentAddress = address(random, currentMovedIn);
  const previousAddress = random.chance(0.5)
    ? address(random, currentMovedIn - (2 + random.below(8)) * 365 * DAY)
    : undefined;
  const applicant = {
    title: random.pick(TITLES),
    firstName,
    middleName: random.chance(0.2) ? random.pick(FIRST_NAMES) : '',
    lastName,
    dateOfBirth: isoDate(born),
    email: `${local}.${i}@example.com`,
    // Ofcom's drama range: numbers that are never anyone's.
    phoneNumber: `+447700900${String(random.below(1000)).padStart(3, '0')}`,
  };
  const answers = {
    agreementIds: agreements.map((a) => a.id),
    manualAgreements,
    otherFirmInstructed: random.chance(0.05),
    currentAddress,
    ...(previousAddress ? { previousAddress } : {}),
  };
  const desk = claimDeskFields({ agreements, applicant, answers });
  const uid = `seed-${run}-claimant-${i}`;
  const reference = newReference(random.below);

  const events: SeededEvent[] = [];
  // A staff member's event is in the audit log, which names them; the event names only the role (decision 200).
  const audit: AuditRecord[] = [];
  const complaints = complaintsOfClaim({ agreements, answers }).map(
    ({ complaintId, lender, route, agreements: theirs }): StoredComplaint => {
      const { record, steps } = complaintHistory(random, { signedAt, submittedAt, route }, now, shape?.path);
      steps.forEach(({ event, after }, k) => {
        const eventId = `${complaintId}-e${k + 1}`;
        const by = (): { role: ActorRole } => {
          if (event.type.startsWith('claimant.')) return { role: 'claimant' };
          if (event.type.startsWith('system.')) return { role: 'system' };
          const staff = random.pick(SEED_STAFF);
          const role = staff.includes('supervisor') ? 'supervisor' : 'handler';
          audit.push({
            at: event.at,
            uid: staff,
            role,
            action: complaintAuditAction(event.type as `handler.${string}`),
            claimId: id,
            workspaces: [workspace],
            outcome: 'ok',
            details: { complaintId, eventId, stateBefore: steps[k]!.before.state, stateAfter: after.state },
          });
          return { role };
        };
        events.push({
          eventId,
          complaintId,
          seq: k + 1,
          type: event.type,
          data: eventData(event),
          at: event.at,
          by: by(),
          stateBefore: steps[k]!.before.state,
          stateAfter: after.state,
          // Filled in below, once every complaint's way is known.
          claimStatus: 'submitted',
          uid,
          workspace,
          after,
          idempotencyKey: eventId,
          requestHash: 'seed',
        });
      });
      return {
        complaintId,
        lender,
        agreements: theirs,
        uid,
        workspace,
        ...record,
        eventCount: steps.length,
        createdAt: submittedAt,
        updatedAt: steps.at(-1)?.event.at ?? submittedAt,
      };
    },
  );
  // Each event's claim status, as the gateway recorded it: from every complaint's state at that moment.
  const stateAt = (complaintId: string, at: number) =>
    events.filter((e) => e.complaintId === complaintId && e.at <= at).at(-1)?.stateAfter ?? 'prepared';
  for (const event of events) {
    event.claimStatus = claimStatusOf(complaints.map((c) => stateAt(c.complaintId, event.at)));
  }

  const claim: SeededClaim = {
    uid,
    status: claimStatusOf(complaints.map((c) => c.state)),
    applicant,
    createdAt,
    updatedAt: Math.max(submittedAt, ...complaints.map((c) => c.updatedAt)),
    agreements,
    addresses: [],
    answers,
    signature: { kind: 'typed', name: `${firstName} ${lastName}`, signedAt },
    submission: { reference },
    workspace,
    signedAt,
    submittedAt,
    ...desk,
    agreementRoutes: agreementRoutesOfClaim({ agreements, answers }),
    responseDueAt: claimResponseDueAt(complaints),
    seedRun: run,
  };
  return { id, claim, complaints, events, audit };
}

/** How far a seed has got: claims written (committed) of the total, and documents written. */
export interface SeedProgress {
  claims: number;
  total: number;
  documents: number;
}

export interface SeedOptions {
  claims: number;
  /** The generator's seed: the same number gives the same claims (references apart). */
  seed?: number;
  /** Marks this run's claims (`seedRun`); a new one each run unless given. */
  run?: string;
  now?: number;
  /** Batches committed at once (default 8). */
  batchesAtOnce?: number;
  /** Every claim made to this order, instead of at random. */
  shape?: ClaimShape;
  /** Called as batches are committed, at most every `progressEvery` claims (default 5,000). */
  onProgress?: (progress: SeedProgress) => void;
  progressEvery?: number;
}

/** Firestore's most writes in one batch. */
export const BATCH_LIMIT = 500;

type Write = (batch: WriteBatch) => void;

/**
 * Every document one seeded claim is stored as: the claim, complaints, events, audit,
 * its list entries (decision 290), and its entries in the desk's search index (decision 286), merged
 * beside any other claim's.
 */
function claimWrites(db: Firestore, seeded: ReturnType<typeof seedClaim>): Write[] {
  const ref = db.collection('claims').doc(seeded.id);
  return [
    (b) => b.set(ref, seeded.claim),
    ...seeded.complaints.map(
      (complaint): Write =>
        (b) =>
          b.set(ref.collection('complaints').doc(complaint.complaintId), complaint),
    ),
    ...seeded.events.map(
      ({ eventId, ...event }): Write =>
        (b) =>
          b.set(ref.collection('events').doc(eventId), event),
    ),
    ...seeded.audit.map(
      (entry): Write =>
        (b) =>
          b.create(db.collection('audit').doc(), entry),
    ),
    ...listRowWrites(db, seeded.id, seeded.claim),
    ...deskSearchEntries(seeded.id, seeded.claim).map(
      ({ path, claimId, entry }): Write =>
        (b) =>
          b.set(db.doc(path), deskSearchMerge(claimId, entry), { merge: true }),
    ),
  ];
}

/**
 * Writes the claims in batches of up to 500 documents, a claim's documents always in one batch (so
 * a seed stopped midway leaves no claim half written), several batches committed at once. The desk
 * overview's counters (decision 273) are added up as the claims are made and written at the end,
 * as increments on what the gateway has counted already: a seed stopped before the end leaves them
 * short, and `npm run overview:recount` puts them right.
 */
export async function seed(db: Firestore, options: SeedOptions) {
  const random = generator(options.seed ?? Date.now());
  const run = options.run ?? Date.now().toString(36);
  const now = options.now ?? Date.now();
  const atOnce = options.batchesAtOnce ?? 8;
  const every = options.progressEvery ?? 5_000;
  const inFlight = new Set<Promise<void>>();
  const failures: unknown[] = [];
  const progress: SeedProgress = { claims: 0, total: options.claims, documents: 0 };
  let reported = 0;
  const commit = async (writes: Write[], claims: number) => {
    const batch = db.batch();
    for (const write of writes) write(batch);
    const committing = batch.commit().then(
      () => {
        progress.claims += claims;
        progress.documents += writes.length;
        if (progress.claims - reported >= every || progress.claims === progress.total) {
          reported = progress.claims;
          options.onProgress?.({ ...progress });
        }
      },
      (error: unknown) => void failures.push(error),
    );
    const tracked = committing.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    if (inFlight.size >= atOnce) await Promise.race(inFlight);
    if (failures.length > 0) throw seedFailed(failures);
  };
  let events = 0;
  const claimIds: string[] = [];
  // The desk overview's counters, added up by counter document.
  const counted = new Map<string, CounterChange>();
  let pending: Write[] = [];
  let pendingClaims = 0;
  const named = new Set<string>();
  for (let i = 0; i < options.claims; i += 1) {
    const seeded = seedClaim(random, i, run, now, options.shape);
    const writes = claimWrites(db, seeded);
    writes.push(...listMonthWrite(db, seeded.id, seeded.claim, named));
    if (pending.length + writes.length > BATCH_LIMIT) {
      await commit(pending, pendingClaims);
      pending = [];
      pendingClaims = 0;
    }
    pending.push(...writes);
    pendingClaims += 1;
    events += seeded.events.length;
    claimIds.push(seeded.id);
    for (const change of counterChanges(seeded.complaints.map((after) => ({ before: null, after })))) {
      const path = overviewShardPath(change.workspace, overviewShard(seeded.id));
      const sum = counted.get(path);
      counted.set(path, {
        workspace: change.workspace,
        counters: addCounters(sum?.counters ?? {}, change.counters),
        lenderNames: { ...sum?.lenderNames, ...change.lenderNames },
      });
    }
  }
  if (pending.length > 0) await commit(pending, pendingClaims);
  await Promise.all(inFlight);
  if (failures.length > 0) throw seedFailed(failures);
  // At most 4 workspaces × 16 counter documents: one batch.
  const counters = db.batch();
  for (const [path, { workspace, counters: sum, lenderNames }] of counted) {
    counters.set(
      db.doc(path),
      { workspace, counts: nestedCounters(sum, (n) => FieldValue.increment(n)), lenderNames },
      { merge: true },
    );
  }
  await counters.commit();
  return { run, claims: options.claims, events, claimIds };
}

function seedFailed(failures: unknown[]) {
  const first = failures[0] instanceof Error ? failures[0].message : String(failures[0]);
  return new Error(`${failures.length} of the seed's batches failed; the first: ${first}`);
}
