// One simulated claimant: the gateway calls and the profile write the app makes, in its order, as
// a Firebase JS SDK client of its own (its own anonymous session). Every call is timed by name.
import { randomInt, randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInAnonymously } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getFirestore, setDoc } from 'firebase/firestore/lite';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';

/** How long one gateway call of a soak journey may take before it is a failure. */
export const SOAK_CALL_TIMEOUT_MS = 150_000;

export const projectId = 'demo-redress';

/** The spec's fixed flags for checkboardInitiateCheck (section 7). */
export const INITIATE_CHECK_FLAGS = {
  useValidateRunCheck: false,
  useValifiRunCheck: true,
  headless: true,
  allowCheckboardFallback: false,
  skipApproveCheck: true,
  extraClaimsPageId: undefined,
  forceNew: true,
  enforceQualificationPeriod: false,
};

/** Names no fixture, message or log template contains, so finding one in a log means a leak. */
export const MARKER_FIRST_NAME = 'Zephyrine';
export const MARKER_LAST_NAME = 'Quillfeather';
/** A date of birth and an address no fixture uses, looked for in the logs the same way. */
export const MARKER_DATE_OF_BIRTH = '1979-11-23';
export const MARKER_ADDRESS = {
  addressLine1: 'Brambleholt Row',
  addressLine2: '',
  city: 'Quillford',
  postcode: 'TR21 0LW',
};

function letters(n) {
  let text = '';
  let rest = n;
  do {
    text = String.fromCharCode(97 + (rest % 26)) + text;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return text;
}

/**
 * A claimant no other run shares: a fresh mobile in the 077 range and an email unique to the run.
 * @param {string} run
 * @param {number} index
 */
export function identity(run, index) {
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return {
    title: 'Ms',
    firstName: MARKER_FIRST_NAME,
    middleName: '',
    lastName: `${MARKER_LAST_NAME}-${letters(index)}`,
    dateOfBirth: MARKER_DATE_OF_BIRTH,
    email: `${MARKER_FIRST_NAME.toLowerCase()}.${run}.${index}@example.com`,
    typedPhone: `077 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
    phoneE164: `+4477${digits}`,
    // The current address the claim gives and the check searches with (its postcode).
    address: { ...MARKER_ADDRESS, addressLine1: `${index + 1} ${MARKER_ADDRESS.addressLine1}` },
  };
}

/**
 * @param {{ auth: string, firestore: string, functions: string }} hosts emulator host:port each
 * @param {string} name unique app name
 */
export function clientFor(hosts, name) {
  const app = initializeApp(
    { projectId, apiKey: 'demo-key', authDomain: `${projectId}.firebaseapp.com` },
    name,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${hosts.auth}`, { disableWarnings: true });
  const db = getFirestore(app);
  const [fsHost, fsPort] = hosts.firestore.split(':');
  connectFirestoreEmulator(db, fsHost ?? '127.0.0.1', Number(fsPort));
  const functions = getFunctions(app, 'europe-west2');
  const [fnHost, fnPort] = hosts.functions.split(':');
  connectFunctionsEmulator(functions, fnHost ?? '127.0.0.1', Number(fnPort));
  // A call may wait longer than the SDK's 70 s before it counts as failed: the soak asks whether
  // every write lands when many journeys run at once, and in CI its emulators share two cores with
  // the stories and the browser tests, where a call answered in time alone has run past 70 s.
  // How long calls took is in the report's timings.
  const gateway = httpsCallable(functions, 'gateway', { timeout: SOAK_CALL_TIMEOUT_MS });
  return {
    auth,
    db,
    /** @param {string} functionName @param {unknown} data */
    call: async (functionName, data) => (await gateway({ functionName, data })).data,
    dispose: () => deleteApp(app),
  };
}

/**
 * Runs one journey to a submitted claim.
 * @param {object} options
 * @param {ReturnType<typeof clientFor>} options.client
 * @param {ReturnType<typeof identity>} options.person
 * @param {<T>(work: () => Promise<T>) => Promise<T>} options.limit bounds requests in flight
 * @param {(claimId: string) => Promise<string>} options.passcodeFor reads the texted code
 * @param {(person: ReturnType<typeof identity>) => Promise<void>} options.putOnFile puts the
 *   claimant's mobile and postcode on their sandbox credit file (the passcode goes only there)
 * @param {(name: string, ms: number) => void} options.record
 */
export async function runJourney({ client, person, limit, passcodeFor, putOnFile, record }) {
  await putOnFile(person);
  // Timed once a request slot is free: the figures are the service's, not the queue's.
  const timed = (name, work) =>
    limit(async () => {
      const started = performance.now();
      const value = await work();
      record(name, performance.now() - started);
      return value;
    });
  const { user } = await timed('signInAnonymously', () => signInAnonymously(client.auth));
  const uid = user.uid;
  const blank = { addressLine1: '', addressLine2: '', city: '', postcode: '' };
  await timed('profile write', () =>
    setDoc(doc(client.db, 'users', uid), {
      id: uid,
      userId: uid,
      firstName: person.firstName,
      middleName: person.middleName,
      lastName: person.lastName,
      email: person.email,
      phoneNumber: person.typedPhone,
      addressLine1: '',
      addressLine2: '',
      city: '',
      postcode: '',
      previousAddress: blank,
      previousPreviousAddress: blank,
    }),
  );
  const exists = await timed('confirmUserExists', () =>
    client.call('confirmUserExists', { email: person.email, phoneNumber: person.typedPhone }),
  );
  const contact = await timed('setUserContactDetails', () =>
    client.call('setUserContactDetails', { phoneNumber: person.typedPhone }),
  );
  const request = {
    idempotencyKey: randomUUID(),
    title: person.title,
    firstName: person.firstName,
    middleName: person.middleName,
    lastName: person.lastName,
    dateOfBirth: person.dateOfBirth,
    email: person.email,
    phoneNumber: person.typedPhone,
    postcode: person.address.postcode,
    ...INITIATE_CHECK_FLAGS,
  };
  // The retry goes at the same moment as the first attempt, as a double tap or a client retry
  // racing a slow answer would: the hardest case for "no passcode sent twice".
  const [initiated, retried] = await Promise.all([
    timed('checkboardInitiateCheck', () => client.call('checkboardInitiateCheck', request)),
    timed('checkboardInitiateCheck (same key)', () => client.call('checkboardInitiateCheck', request)),
  ]);
  const claimId = initiated?.data?.claimId;
  if (typeof claimId !== 'string') throw new Error('checkboardInitiateCheck answered without a claimId');
  const otp = await passcodeFor(claimId);
  const verified = await timed('valifiVerifyOtp', () =>
    client.call('valifiVerifyOtp', { claimId, otp, userId: uid }),
  );
  const agreements = verified?.data?.data?.agreements ?? [];
  const found = await timed('lookupAddress', () => client.call('lookupAddress', { postcode: 'sw1a 1aa' }));
  if (!found?.data?.addresses?.[0]) throw new Error('lookupAddress found no address for a sample postcode');
  // The claimant's own address, entered by hand (its postcode is not in the sandbox sample).
  const address = person.address;
  const submitted = await timed('submitClaim', () =>
    client.call('submitClaim', {
      claimId,
      idempotencyKey: randomUUID(),
      applicant: {
        title: request.title,
        firstName: request.firstName,
        middleName: request.middleName,
        lastName: request.lastName,
        dateOfBirth: request.dateOfBirth,
        email: request.email,
        phoneNumber: request.phoneNumber,
      },
      answers: {
        agreementIds: agreements.slice(0, 1).map((a) => a.id),
        manualAgreements:
          agreements.length === 0
            ? [{ lender: 'Black Horse', startDate: '2015-06', agreementType: 'PCP' }]
            : [],
        otherFirmInstructed: false,
        currentAddress: { ...address, movedIn: '2005-06' },
        consents: { terms: true, letterOfAuthority: true, fees: true },
      },
      signature: { kind: 'typed', name: `${person.firstName} ${person.lastName}` },
      referral: { utmSource: 'soak' },
    }),
  );
  return {
    uid,
    claimId,
    person,
    exists,
    contact,
    retriedSame: JSON.stringify(initiated) === JSON.stringify(retried),
    reference: submitted?.data?.reference,
  };
}
