import { serializeProgress } from '../../machines/wizard/persistence';
import type { WizardContext } from '../../machines/wizard/context';
import { toIsoDate } from '../../contract/fields';
import type { ClaimReferral } from '../../contract/referral';
import { toOtherFirmInstructed, toSignatureRequest, type Applicant } from '../../contract/requests';
import type { Address, AddressEntry, Agreement, Answers } from '../../machines/wizard/context';
import { addressFromFile, agreementFromFile } from '../../machines/wizard/creditFile';
import type { ApplicantInput, VerifyOtpOutput } from '../../machines/wizard/events';
import { createAuthAdapter, type AuthAdapter } from '../adapters/auth';
import { workspace } from '../config/env';
import { getFirebase } from '../adapters/firebase';
import { createGatewayClient, GatewayError, isGatewayError, type GatewayClient } from '../adapters/gateway';
import { createProfileStore, type ProfileStore } from '../adapters/profile';
import { referralForClaim } from '../adapters/referralStorage';
import { MAX_RETRIES_MESSAGE, withRetry, type Sleep } from '../../machines/retry';

/** What the journey's actors need from the outside world; tests pass fakes. */
export interface JourneyServices {
  auth: AuthAdapter;
  profiles: ProfileStore;
  gateway: GatewayClient;
  newKey: () => string;
  origin: () => string;
  /**
   * The signed-in user's uid from the session (the auth machine, which signs in as a guest with
   * the spec's backoff when nobody is signed in).
   */
  sessionUid: () => Promise<string>;
}

/** The real services: Firebase (loaded on first use), the gateway callable and browser crypto. */
export function browserServices(sessionUid: () => Promise<string>): JourneyServices {
  return {
    sessionUid,
    auth: createAuthAdapter(),
    profiles: createProfileStore(),
    gateway: retryingGateway(
      createGatewayClient({
        callable: async () => {
          const [{ app }, { gatewayCallable, gatewayTargetFromEnv }] = await Promise.all([
            getFirebase(),
            import('../adapters/gatewayCallable'),
          ]);
          return gatewayCallable(app, gatewayTargetFromEnv(import.meta.env));
        },
      }),
    ),
    newKey: () => crypto.randomUUID(),
    origin: () => window.location.origin,
  };
}

const worthRetrying = (error: unknown) =>
  isGatewayError(error) && (error.kind === 'network' || error.kind === 'unavailable');

/**
 * The gateway client with the spec's retry helper (2 retries, 2 s then 4 s) on the calls that are
 * safe to repeat: reads, and writes that carry an idempotency key or save the same value again.
 * Only a dropped connection or an unavailable service is retried; a timeout is not (the claimant
 * has already waited 30 s), nor anything the gateway refused, and a passcode check never is (a
 * repeat could spend one of the claimant's tries). When the retries run out, the claimant sees the
 * spec's 'Max retries reached for function', with the last failure's kind, so the page says what
 * to do next (decision 154); the last failure stays its `cause`, for the logs.
 */
export function retryingGateway(gateway: GatewayClient, sleep?: Sleep): GatewayClient {
  const retried =
    <A extends unknown[], T>(call: (...args: A) => Promise<T>) =>
    (...args: A) =>
      withRetry(() => call(...args), { shouldRetry: worthRetrying }, sleep).catch((error: unknown) => {
        const last = error instanceof Error && error.message === MAX_RETRIES_MESSAGE ? error.cause : null;
        if (!isGatewayError(last)) throw error;
        throw new GatewayError(last.kind, MAX_RETRIES_MESSAGE, {
          functionName: last.functionName,
          ...(last.code === undefined ? {} : { code: last.code }),
          cause: last,
        });
      });
  return {
    ...gateway,
    confirmUserExists: retried(gateway.confirmUserExists.bind(gateway)),
    setUserContactDetails: retried(gateway.setUserContactDetails.bind(gateway)),
    checkboardInitiateCheck: retried(gateway.checkboardInitiateCheck.bind(gateway)),
    lookupAddress: retried(gateway.lookupAddress.bind(gateway)),
    submitClaim: retried(gateway.submitClaim.bind(gateway)),
    saveProgress: retried(gateway.saveProgress.bind(gateway)),
    resumeProgress: retried(gateway.resumeProgress.bind(gateway)),
  };
}

function toWizardAddress(a: {
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
}): Address {
  return { addressLine1: a.addressLine1, addressLine2: a.addressLine2, city: a.city, postcode: a.postcode };
}

/**
 * One idempotency key per attempt: a retried call (same input) reuses its key so the gateway answers
 * with the first result and sends no second text; a resend is a new attempt.
 */
function keyRing(newKey: () => string) {
  const keys = new Map<string, string>();
  return (attempt: unknown, fresh = false) => {
    const id = JSON.stringify(attempt);
    if (fresh || !keys.has(id)) keys.set(id, newKey());
    return keys.get(id) as string;
  };
}

/**
 * The wizard's named actors (machines/wizard/actors.ts) that call the gateway, implemented with
 * the adapters. The account steps (the contact details, the password, the returning claimant's
 * sign-in) go through the session instead (session.ts, runtime.ts).
 */
export function journeyActorImplementations(services: JourneyServices) {
  const { gateway } = services;
  const keyFor = keyRing(services.newKey);

  return {
    /** "Save and come back later": the journey, as a saved tab keeps it, kept on the server. */
    saveProgress: async ({ context }: { context: WizardContext }) => {
      await services.sessionUid();
      await gateway.saveProgress({ progress: serializeProgress(context, Date.now()) });
    },

    confirmUserExists: async ({ email, phoneNumber }: { email: string; phoneNumber: string }) => {
      await services.sessionUid();
      return gateway.confirmUserExists({ email, phoneNumber });
    },

    initiateCheck: async ({
      claimId,
      resend,
      attempt,
      applicant,
      postcode,
      otherFirmActing,
    }: {
      claimId: string | null;
      resend: boolean;
      attempt: number;
      applicant: ApplicantInput;
      postcode: string;
      otherFirmActing?: string;
    }) => {
      await services.sessionUid();
      const fields = {
        ...(claimId ? { claimId } : {}),
        ...applicantOf(applicant),
        postcode,
        // Kept on the draft, so a claim resumed elsewhere shows the answer given.
        ...(otherFirmActing ? { otherFirmInstructed: toOtherFirmInstructed(otherFirmActing) } : {}),
      };
      const data = await gateway.checkboardInitiateCheck({
        ...fields,
        // Each check the claimant starts is a new attempt (a changed answer may return to an
        // earlier identity); a retry of the same attempt reuses its key.
        idempotencyKey: keyFor({ fields, attempt, step: 'initiate' }, resend),
      });
      return { claimId: data.claimId, codeSent: data.otpSent };
    },

    verifyOtp: async ({ claimId, code }: { claimId: string; code: string }): Promise<VerifyOtpOutput> => {
      const uid = await services.sessionUid();
      try {
        const data = await gateway.valifiVerifyOtp({ claimId, otp: code }, uid);
        return {
          status: 'verified',
          agreements: data.agreements.map(agreementFromFile),
          addresses: data.addresses.map(addressFromFile),
        };
      } catch (error) {
        if (isGatewayError(error) && error.reason === 'wrong-code') {
          const details = error.details as { attemptsLeft?: unknown } | undefined;
          const attemptsLeft = typeof details?.attemptsLeft === 'number' ? details.attemptsLeft : 0;
          return { status: 'wrongCode', attemptsLeft };
        }
        if (isGatewayError(error) && ['expired', 'used', 'locked'].includes(error.reason ?? '')) {
          return { status: 'expired' };
        }
        throw error;
      }
    },

    lookupAddress: async ({ postcode }: { postcode: string }) => {
      await services.sessionUid();
      return (await gateway.lookupAddress({ postcode })).addresses.map(toWizardAddress);
    },

    submitClaim: async ({
      claimId,
      answers,
      agreements,
    }: {
      claimId: string;
      answers: Answers;
      agreements: Agreement[];
    }) => {
      await services.sessionUid();
      const request = submission(claimId, answers, agreements);
      const data = await gateway.submitClaim({
        ...request,
        // The firm the letter of authority names is this branding's.
        workspace,
        idempotencyKey: keyFor({ request, step: 'submit' }),
      });
      return { claimReference: data.reference };
    },
  };
}

/** An address as the claim carries it: the address and the month moved in. */
const dated = ({ address, movedIn }: AddressEntry) => ({ ...address, movedIn });

/** The claimant as the gateway takes them: the check's fields, and submitClaim's applicant. */
function applicantOf(answers: ApplicantInput) {
  return {
    // The wizard only keeps a title from the contract's list (or none, which the gateway refuses).
    title: answers.title as Applicant['title'],
    firstName: answers.firstName,
    middleName: answers.middleName,
    lastName: answers.lastName,
    dateOfBirth: toIsoDate(answers.dob),
    email: answers.email,
    phoneNumber: answers.phoneNumber,
  };
}

/**
 * The claim as the gateway's `submitClaim` takes it (docs/gateway.md). It carries the referral only
 * with the claimant's marketing consent (decision 250).
 */
export function submission(
  claimId: string,
  answers: Answers,
  agreements: Agreement[],
  referral: ClaimReferral = referralForClaim(),
) {
  const chosen = new Set(answers.chosenAgreementIds);
  const [previous, previousPrevious] = answers.previousAddresses;
  // The wizard only reaches submission with the terms accepted; the gateway refuses anything else.
  const agreed = answers.termsAccepted as true;
  return {
    claimId,
    applicant: applicantOf(answers),
    answers: {
      agreementIds: agreements.filter((a) => a.source === 'creditFile' && chosen.has(a.id)).map((a) => a.id),
      manualAgreements: answers.manualAgreements.map((a) => ({
        lender: a.lender,
        startDate: a.startDate,
        ...(typeof a.vehicle === 'string' && a.vehicle !== '' ? { vehicle: a.vehicle } : {}),
      })),
      otherFirmInstructed: toOtherFirmInstructed(answers.otherFirmActing),
      currentAddress: answers.currentAddress
        ? dated(answers.currentAddress)
        : { addressLine1: '', addressLine2: '', city: '', postcode: '', movedIn: '' },
      ...(previous ? { previousAddress: dated(previous) } : {}),
      ...(previousPrevious ? { previousPreviousAddress: dated(previousPrevious) } : {}),
      consents: { terms: agreed, letterOfAuthority: agreed, fees: agreed },
    },
    signature: toSignatureRequest(answers.signature),
    ...(Object.keys(referral).length > 0 ? { referral } : {}),
  };
}
