// What the soak proves after the journeys: every write is where it should be, each claim got
// exactly one text, and no log line carries a claimant's name, email, number, date of birth or
// address.
import { createHash, randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { projectId } from './journey.mjs';

/** Firestore past the rules (admin), for the outbox and the final state. */
export function adminApp() {
  return getApps()[0] ?? initializeApp({ projectId });
}

export function adminDb() {
  return getFirestore(adminApp());
}

/** @param {string} claimId */
async function textsFor(claimId) {
  const snap = await adminDb().collection('sandboxOutbox').where('claimId', '==', claimId).get();
  return snap.docs.map((d) => d.data()).sort((a, b) => a.sentAt - b.sentAt);
}

/** @param {string} claimId */
export async function passcodeFor(claimId) {
  const texts = await textsFor(claimId);
  const code = /\b(\d{6})\b/.exec(texts.at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error(`No passcode text for claim ${claimId}`);
  return code;
}

/**
 * @param {Array<{ uid: string, claimId: string, reference?: string, retriedSame: boolean,
 *   person: { firstName: string, lastName: string, email: string, phoneE164: string } }>} outcomes
 */
export async function verifyWrites(outcomes) {
  const db = adminDb();
  const problems = [];
  let textsSent = 0;
  for (const o of outcomes) {
    const [claim, profile, texts] = await Promise.all([
      db.doc(`claims/${o.claimId}`).get(),
      db.doc(`users/${o.uid}`).get(),
      textsFor(o.claimId),
    ]);
    textsSent += texts.length;
    const c = claim.data();
    if (!c || c.uid !== o.uid || c.status !== 'submitted' || c.submission?.reference !== o.reference)
      problems.push(`claim ${o.claimId} is not submitted with its reference`);
    const p = profile.data();
    if (
      !p ||
      p.firstName !== o.person.firstName ||
      p.lastName !== o.person.lastName ||
      p.email !== o.person.email ||
      p.phoneNumber !== o.person.phoneE164
    )
      problems.push(`profile of journey for claim ${o.claimId} is missing or lost a field`);
    if (texts.length !== 1) problems.push(`claim ${o.claimId} got ${texts.length} texts`);
    if (!o.retriedSame) problems.push(`the retried initiate for claim ${o.claimId} got a different answer`);
  }
  const claims = new Set(outcomes.map((o) => o.claimId)).size;
  if (claims !== outcomes.length) problems.push(`${outcomes.length} journeys made ${claims} claims`);
  return {
    problems,
    textsSent,
    claimsSubmitted: outcomes.length - problems.filter((p) => p.includes('not submitted')).length,
  };
}

/**
 * Every personal value of the journeys that appears in the given text, named by kind only.
 * @param {string} text
 * @param {Array<{ firstName: string, lastName: string, email: string, typedPhone: string, phoneE164: string }>} people
 */
export function personalDataIn(text, people) {
  const found = new Set();
  const national = (e164) => `0${e164.slice(3)}`;
  const compact = text.replace(/\s+/g, '').toUpperCase();
  for (const person of people) {
    const [year, month, day] = person.dateOfBirth.split('-');
    const checks = {
      'first name': person.firstName,
      'last name': person.lastName,
      email: person.email,
      'phone (typed)': person.typedPhone,
      'phone (E.164)': person.phoneE164,
      'phone (national)': national(person.phoneE164),
      'phone (digits)': person.phoneE164.slice(3),
      'date of birth': person.dateOfBirth,
      'date of birth (UK order)': `${day}/${month}/${year}`,
      'date of birth (digits)': `${year}${month}${day}`,
      'address line': person.address.addressLine1,
      town: person.address.city,
    };
    for (const [kind, value] of Object.entries(checks)) if (value && text.includes(value)) found.add(kind);
    // A postcode in any spacing or case.
    if (compact.includes(person.address.postcode.replace(/\s+/g, '').toUpperCase())) found.add('postcode');
  }
  return [...found];
}

/**
 * The id of a subject's sandbox file document (the sandbox's `searchLedgerKey`).
 * @param {{ lastName: string, dateOfBirth: string }} person
 */
export function sandboxFileKey(person) {
  return createHash('sha256')
    .update(`ledger|${person.lastName.toLowerCase()}|${person.dateOfBirth}`)
    .digest('hex')
    .slice(0, 32);
}

/**
 * Puts a claimant's mobile on their sandbox credit file and moves its current postcode to theirs
 * (functions/src/providers/sandbox/creditCheck.ts, SANDBOX_FILES; the id is its ledger key).
 * @param {{ lastName: string, dateOfBirth: string, phoneE164: string, address: { postcode: string } }} person
 */
export async function putOnFile(person) {
  await adminDb()
    .collection('sandboxCreditFiles')
    .doc(sandboxFileKey(person))
    .set({ mobileNumbers: [person.phoneE164], postcode: person.address.postcode });
}

/**
 * confirmUserExists for accounts that exist and for ones that do not, each from a fresh session
 * (the per-user limit is 10 an hour): the answers' shapes and the median times.
 * @param {(name: string) => { auth: import('firebase/auth').Auth, call: (n: string, d: unknown) => Promise<unknown>, dispose: () => Promise<void> }} newClient
 * @param {number} probes
 */
export async function probeUserExists(newClient, probes, signIn) {
  const timings = { exists: [], missing: [] };
  const shapes = new Set();
  for (let i = 0; i < probes; i += 1) {
    const email = `holder.${randomUUID().slice(0, 8)}@example.com`;
    const phone = `+4477${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const user = await getAuth(adminApp()).createUser({ email, password: randomUUID() });
    await adminDb()
      .doc(`users/${user.uid}`)
      .set({ id: user.uid, userId: user.uid, email, phoneNumber: phone });
    const client = newClient(`probe-${i}`);
    await signIn(client.auth);
    for (const [kind, data] of [
      ['exists', { email, phoneNumber: phone }],
      ['missing', { email: `x${email}`, phoneNumber: phone }],
    ]) {
      const started = performance.now();
      const answer = await client.call('confirmUserExists', data);
      timings[kind].push(performance.now() - started);
      shapes.add(`${kind}: ${JSON.stringify(Object.keys(answer ?? {}))} ${typeof answer?.exists}`);
    }
    await client.dispose();
  }
  return { timings, shapes: [...shapes].sort() };
}
