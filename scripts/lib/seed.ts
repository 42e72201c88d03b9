// `npm run seed -- --claims 10000`: fills the emulators' Firestore with submitted claims as the
// gateway writes them (with the desk's search fields), their complaints at every point of their
// life, and the events that led there, for the desk and its benchmark to work over. Sample data
// only: invented names on example.com addresses and drama-range mobiles, no real person. The CLI
// is scripts/seed.mjs.
import type { Firestore } from 'firebase-admin/firestore';
import { claimDeskFields, type ClaimDeskFields, type StoredClaim } from '../../contract/claim';
import type { Workspace } from '../../contract/firms';
import { endOfUkDay } from '../../contract/lifecycle/dates';
import {
  eventData,
  type ActorRole,
  type ComplaintEvent,
  type ComplaintEventType,
} from '../../contract/lifecycle/events';
import {
  decide,
  eventOfType,
  preparedComplaint,
  type ComplaintRecord,
} from '../../contract/lifecycle/machine';
import { AWAITING_RESPONSE_STATES, claimResponseDueAt, claimStatusOf } from '../../contract/lifecycle/states';
import { complaintsOfClaim, type StoredComplaint } from '../../contract/lifecycle/stored';
import type { ClaimAddress, ManualAgreementSchema } from '../../contract/requests';
import type { Agreement } from '../../contract/responses';
import type * as v from 'valibot';
import { deskLenderRows } from '../../contract/search';
import { complaintAuditAction } from '../../contract/staff';
import type { EventDocument } from '../../functions/src/claims/complaintEvents';
import type { AuditRecord } from '../../functions/src/desk/audit';
import { newReference } from '../../functions/src/claims/reference';
import { LENDERS, VEHICLES } from '../../contract/fixtures/sandbox';

const DAY = 24 * 60 * 60 * 1000;

/** A small seeded generator (mulberry32), so a seed number gives the same claims again. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[below(items.length)]!;
  const chance = (p: number) => next() < p;
  /** One of the items, with the given weights. */
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    let roll = next() * items.reduce((sum, [, w]) => sum + w, 0);
    for (const [item, w] of items) {
      roll -= w;
      if (roll < 0) return item;
    }
    return items.at(-1)![0];
  };
  return { next, below, pick, chance, weighted };
}
type Random = ReturnType<typeof generator>;

const FIRST_NAMES = (
  'Olivia Amelia Isla Ava Mia Grace Freya Lily Sophie Chloe Emily Hannah Zoë Aisha Priya ' +
  'Siobhan Niamh Megan Rachel Joanne Oliver George Harry Noah Jack Leo Arthur Oscar Charlie ' +
  'Thomas James Daniel Mohammed Ravi Tomasz Ciarán Rhys Callum Gareth Stuart'
).split(' ');

const SURNAMES = (
  'Smith Jones Taylor Brown Williams Wilson Johnson Davies Robinson Wright Thompson Evans ' +
  'Walker White Roberts Green Hall Wood Jackson Clarke Patel Khan Lewis James Phillips ' +
  'Mason Mitchell Rose Davis Rodriguez Cox Alexander Morgan Hughes Edwards Hill Moore Clark ' +
  'Harrison Scott Young Morris Baker Adams Campbell Anderson Allen Cook Bailey Parker ' +
  'Miller Kelly King Lee Turner Ward O’Brien McDonald Fitzgerald-Hart Nowak'
).split(' ');

const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'] as const;

/** Towns with postcode districts in them; the house numbers and sectors are made up. */
const TOWNS = [
  ['London', ['SW1A', 'E14', 'N1', 'SE15', 'W12', 'NW6']],
  ['Manchester', ['M1', 'M14', 'M20']],
  ['Leeds', ['LS1', 'LS6', 'LS11']],
  ['Birmingham', ['B1', 'B15', 'B29']],
  ['Cardiff', ['CF10', 'CF14']],
  ['Edinburgh', ['EH1', 'EH6']],
  ['Bristol', ['BS1', 'BS7']],
  ['Newcastle upon Tyne', ['NE1', 'NE6']],
  ['Glasgow', ['G2', 'G12']],
  ['Liverpool', ['L1', 'L8', 'L17']],
  ['Norwich', ['NR1', 'NR3']],
  ['Plymouth', ['PL1', 'PL4']],
] as const;

const STREETS = [
  'High Street',
  'Station Road',
  'Church Lane',
  'Victoria Road',
  'Park Avenue',
  'Mill Lane',
  'Queen Street',
  'King’s Road',
  'Manor Close',
  'The Crescent',
  'Elm Grove',
  'Orchard Way',
] as const;

/** The letters a postcode's last two may be. */
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

const WORKSPACE_WEIGHTS: (readonly [Workspace, number])[] = [
  ['Redress', 40],
  ['Complex365', 25],
  ['SGUK', 25],
  ['SGUKINTERNAL', 10],
];

/**
 * Paths a complaint may take, as the lifecycle's events (contract/lifecycle/events.ts): offer
 * accepted and paid; offer declined and referred to the Financial Ombudsman Service; rejected;
 * no response by the due day; withdrawn; cancelled. A seeded complaint has gone some way along one.
 */
const PATHS: readonly (readonly ComplaintEventType[])[] = [
  [
    'handler.send',
    'handler.acknowledge',
    'handler.recordOffer',
    'claimant.acceptOffer',
    'handler.recordPayment',
    'handler.close',
  ],
  [
    'handler.send',
    'handler.acknowledge',
    'handler.recordOffer',
    'claimant.declineOffer',
    'handler.referToOmbudsman',
  ],
  [
    'handler.send',
    'handler.acknowledge',
    'handler.recordRejection',
    'handler.referToOmbudsman',
    'handler.close',
  ],
  ['handler.send', 'system.responseOverdue', 'handler.referToOmbudsman'],
  ['handler.send', 'handler.withdraw'],
  ['claimant.cancel'],
];

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

const yearMonth = (ms: number) => new Date(ms).toISOString().slice(0, 7);
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function postcode(random: Random, district: string) {
  return `${district} ${random.below(10)}${random.pick([...INWARD_LETTERS])}${random.pick([...INWARD_LETTERS])}`;
}

function address(random: Random, movedIn: number): ClaimAddress {
  const [city, districts] = random.pick(TOWNS);
  return {
    addressLine1: `${1 + random.below(180)} ${random.pick(STREETS)}`,
    addressLine2: random.chance(0.2) ? `Flat ${1 + random.below(12)}` : '',
    city,
    postcode: postcode(random, random.pick(districts)),
    movedIn: yearMonth(movedIn),
  };
}

function registration(random: Random, startedAt: number) {
  const letters = 'ABCDEFGHJKLMNOPRSTUVWXY';
  const year = new Date(startedAt).getUTCFullYear() % 100;
  const age = new Date(startedAt).getUTCMonth() < 8 ? year : year + 50;
  const l = () => random.pick([...letters]);
  return `${l()}${l()}${String(age).padStart(2, '0')} ${l()}${l()}${l()}`;
}

/** An event of this type at a moment, with an amount where it carries one. */
function eventOf(
  random: Random,
  type: ComplaintEventType,
  at: number,
  record: ComplaintRecord,
): ComplaintEvent {
  if (type === 'handler.recordOffer') return eventOfType(type, at, (300 + random.below(4_700)) * 100);
  if (type === 'handler.recordPayment') {
    return eventOfType(type, at, (record.offerPence ?? 100_000) + random.below(50) * 100);
  }
  return eventOfType(type, at);
}

/**
 * A complaint's way so far, through the lifecycle machine as the gateway records it: one path's
 * events, each a few days or weeks after the one before, stopped at a random point or at `now`.
 * The lender's silence is recorded when the due day has passed, as the nightly job does.
 */
function complaintHistory(random: Random, signedAt: number, submittedAt: number, now: number) {
  const path = random.pick(PATHS);
  let record = preparedComplaint({ signedAt });
  const steps: { event: ComplaintEvent; before: ComplaintRecord; after: ComplaintRecord }[] = [];
  const take = (event: ComplaintEvent) => {
    const decision = decide(record, event);
    if (!decision.accepted) return false;
    steps.push({ event, before: record, after: decision.after });
    record = decision.after;
    return true;
  };
  /** The nightly job's moment for a response due on `dueOn`: 01:00 UK time the day after. */
  const overdueAt = (dueOn: string) => endOfUkDay(dueOn) + 1 + 60 * 60 * 1000;
  let at = submittedAt + (1 + random.below(5)) * DAY;
  for (const type of path) {
    if (type === 'system.responseOverdue' && record.dueOn) at = Math.max(at, overdueAt(record.dueOn));
    if (at > now || random.chance(0.25)) break;
    if (!take(eventOf(random, type, at, record))) break;
    at += (5 + random.below(60)) * DAY;
  }
  // A response the lender still owes after its due day is recorded as missing.
  if (AWAITING_RESPONSE_STATES.includes(record.state) && record.dueOn && overdueAt(record.dueOn) <= now) {
    take({ type: 'system.responseOverdue', at: overdueAt(record.dueOn) });
  }
  return { record, steps };
}

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
  }
  await writer.close();
  if (failures.length > 0) {
    const first = failures[0] instanceof Error ? failures[0].message : String(failures[0]);
    throw new Error(`${failures.length} of the seed's writes failed; the first: ${first}`);
  }
  return { run, claims: options.claims, events, claimIds };
}
