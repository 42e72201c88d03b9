// `npm run seed -- --claims 10000`: fills the emulators' Firestore with submitted claims as the
// gateway writes them (with the desk's search fields), their complaints at every point of their
// life, and the events that led there, for the desk and its benchmark to work over. Sample data
// only: invented names on example.com addresses and drama-range mobiles, no real person. The CLI
// is scripts/seed.mjs.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { claimDeskFields, type ClaimDeskFields, type StoredClaim } from '../../contract/claim';
import { eventData, type ActorRole } from '../../contract/lifecycle/events';
import { claimResponseDueAt, claimStatusOf } from '../../contract/lifecycle/states';
import { complaintsOfClaim, type StoredComplaint } from '../../contract/lifecycle/stored';
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
import { deskLenderRows } from '../../contract/search';
import { complaintAuditAction } from '../../contract/staff';
import type { EventDocument } from '../../functions/src/claims/complaintEvents';
import type { AuditRecord } from '../../functions/src/desk/audit';
import { newReference } from '../../functions/src/claims/reference';
import { LENDERS, VEHICLES } from '../../contract/fixtures/sandbox';
import { DAY, complaintHistory } from './seedHistory';
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
    seedRun: string;
  };

/** One submitted claim (index i of a run), its complaints and their events. */
export function seedClaim(
  random: Random,
  i: number,
  run: string,
  now: number,
): {
  id: string;
  claim: SeededClaim;
  complaints: StoredComplaint[];
  events: SeededEvent[];
  audit: AuditRecord[];
} {
  const id = `seed-${run}-${String(i).padStart(6, '0')}`;
  const workspace = random.weighted(WORKSPACE_WEIGHTS);
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(SURNAMES);
  const submittedAt = now - random.below(540 * DAY) - random.below(DAY);
  const signedAt = submittedAt - random.below(60_000);
  const createdAt = signedAt - (10 + random.below(30)) * 60_000;
  const born = Date.UTC(1950 + random.below(50), random.below(12), 1 + random.below(28));
  const local = `${firstName}.${lastName}`
    .normalize('NFKD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();

  const agreements: Agreement[] = Array.from({ length: 1 + random.below(3) }, (_, j) => {
    const started = Date.UTC(2007 + random.below(15), random.below(12), 1 + random.below(28));
    const vehicle = random.pick(VEHICLES);
    return {
      id: `${id}-a${j + 1}`,
      lender: random.pick(LENDERS),
      startDate: isoDate(started),
      endDate: random.chance(0.8) ? isoDate(started + (2 + random.below(3)) * 365 * DAY) : null,
      agreementType: random.pick(['PCP', 'HP'] as const),
      vehicle: { make: vehicle.make, model: vehicle.model, registration: registration(random, started) },
      amountFinancedPence: (4_000 + random.below(36_000)) * 100,
    };
  });
  const manualAgreements: v.InferOutput<typeof ManualAgreementSchema>[] = random.chance(0.15)
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
    ({ complaintId, lender, agreements: theirs }): StoredComplaint => {
      const { record, steps } = complaintHistory(random, signedAt, submittedAt, now);
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
    responseDueAt: claimResponseDueAt(complaints),
    seedRun: run,
  };
  return { id, claim, complaints, events, audit };
}

export interface SeedOptions {
  claims: number;
  /** The generator's seed: the same number gives the same claims (references apart). */
  seed?: number;
  /** Marks this run's claims (`seedRun`); a new one each run unless given. */
  run?: string;
  now?: number;
}

/** Writes the claims and their events with the Admin SDK's bulk writer, unthrottled (an emulator). */
export async function seed(db: Firestore, options: SeedOptions) {
  const random = generator(options.seed ?? Date.now());
  const run = options.run ?? Date.now().toString(36);
  const now = options.now ?? Date.now();
  const writer = db.bulkWriter({ throttling: false });
  const failures: unknown[] = [];
  const track = (write: Promise<unknown>) => {
    write.catch((error: unknown) => failures.push(error));
  };
  let events = 0;
  const claimIds: string[] = [];
  // The desk overview's counters (decision 273), added up here and written once per counter
  // document, as increments on what the gateway has counted already.
  const counted = new Map<string, CounterChange>();
  for (let i = 0; i < options.claims; i += 1) {
    const seeded = seedClaim(random, i, run, now);
    const ref = db.collection('claims').doc(seeded.id);
    track(writer.set(ref, seeded.claim));
    for (const complaint of seeded.complaints) {
      track(writer.set(ref.collection('complaints').doc(complaint.complaintId), complaint));
    }
    for (const { eventId, ...event } of seeded.events) {
      track(writer.set(ref.collection('events').doc(eventId), event));
    }
    for (const entry of seeded.audit) track(writer.create(db.collection('audit').doc(), entry));
    for (const { path, row } of deskLenderRows(seeded.id, seeded.claim)) track(writer.set(db.doc(path), row));
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
  for (const [path, { workspace, counters, lenderNames }] of counted) {
    track(
      writer.set(
        db.doc(path),
        { workspace, counts: nestedCounters(counters, (n) => FieldValue.increment(n)), lenderNames },
        { merge: true },
      ),
    );
  }
  await writer.close();
  if (failures.length > 0) {
    const first = failures[0] instanceof Error ? failures[0].message : String(failures[0]);
    throw new Error(`${failures.length} of the seed's writes failed; the first: ${first}`);
  }
  return { run, claims: options.claims, events, claimIds };
}
