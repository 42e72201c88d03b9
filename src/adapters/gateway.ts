// The gateway client (spec sections 7 and 8): one callable, `gateway({ functionName, data })`,
// requests built exactly as the spec lists them, answers read exactly where it says.
import * as v from 'valibot';
import {
  INITIATE_CHECK_FLAGS,
  type ConfirmUserExistsRequest,
  type DownloadSignedLetterRequest,
  type InitiateCheckRequest,
  type LookupAddressRequest,
  type CancelClaimRequest,
  type RecordComplaintEventRequest,
  type SaveProgressRequest,
  type SetUserContactDetailsRequest,
  type SubmitClaimRequest,
  type UpgradeAccountRequest,
  type SendEmailVerificationRequest,
} from '../../contract/requests';
import {
  CancelClaimDataSchema,
  ConfirmUserExistsDataSchema,
  InitiateCheckDataSchema,
  LookupAddressDataSchema,
  RecordComplaintEventDataSchema,
  SavedProgressDataSchema,
  SetUserContactDetailsDataSchema,
  UpgradeAccountDataSchema,
  SendEmailVerificationDataSchema,
  SignedLetterDataSchema,
  SubmitClaimDataSchema,
  VerifyOtpDataSchema,
  type CancelClaimData,
  type ConfirmUserExistsData,
  type InitiateCheckData,
  type LookupAddressData,
  type RecordComplaintEventData,
  type SavedProgressData,
  type SetUserContactDetailsData,
  type UpgradeAccountData,
  type SendEmailVerificationData,
  type SignedLetterData,
  type SubmitClaimData,
  type VerifyOtpData,
} from '../../contract/responses';
import { GatewayError, toGatewayError } from './gatewayError';

export { GatewayError, isGatewayError, isTransientGatewayError, TRANSIENT_KINDS } from './gatewayError';
export type { GatewayErrorKind } from './gatewayError';

/** The shape of `httpsCallable(functions, 'gateway')`, so tests can pass a fake. */
export type GatewayCallable = (request: {
  functionName: string;
  data: unknown;
}) => Promise<{ data: unknown }>;

type Flags = keyof typeof INITIATE_CHECK_FLAGS;
/** The caller's fields for a check; the client adds the spec's flags itself. */
export type InitiateCheckFields = Omit<InitiateCheckRequest, Flags>;
/** The caller's fields for verification, including claimId and the passcode typed. */
export type VerifyOtpFields = { claimId: string; otp: string } & Record<string, unknown>;

export interface GatewayClient {
  checkboardInitiateCheck(fields: InitiateCheckFields): Promise<InitiateCheckData>;
  valifiVerifyOtp(fields: VerifyOtpFields, userId: string): Promise<VerifyOtpData>;
  confirmUserExists(request: ConfirmUserExistsRequest): Promise<ConfirmUserExistsData>;
  setUserContactDetails(request: SetUserContactDetailsRequest): Promise<SetUserContactDetailsData>;
  /** Extension (docs/gateway.md). */
  lookupAddress(request: LookupAddressRequest): Promise<LookupAddressData>;
  /** Extension (docs/gateway.md). */
  submitClaim(request: SubmitClaimRequest): Promise<SubmitClaimData>;
  /** Extension (docs/gateway.md): the signed letter of authority as a base64 PDF. */
  downloadSignedLetter(request: DownloadSignedLetterRequest): Promise<SignedLetterData>;
  /** Extension: the guest account gets an email and password (the rule checked by the gateway). */
  upgradeAccount(request: UpgradeAccountRequest): Promise<UpgradeAccountData>;
  /** Extension: the email-confirmation link again, for a password sign-in whose email is unconfirmed. */
  sendEmailVerification(request: SendEmailVerificationRequest): Promise<SendEmailVerificationData>;
  /** Extension: keeps the journey for "Save and come back later". */
  saveProgress(request: SaveProgressRequest): Promise<SavedProgressData>;
  /** Extension: the journey saved for later, if any. */
  resumeProgress(): Promise<SavedProgressData>;
  /** Extension (decision 173): one event on one complaint of a claim, as recorded. */
  recordComplaintEvent(request: RecordComplaintEventRequest): Promise<RecordComplaintEventData>;
  /** Extension (decision 189): the claimant cancels their whole claim within 14 days of signing. */
  cancelClaim(request: CancelClaimRequest): Promise<CancelClaimData>;
  /**
   * A function name whose page brings its own schemas (their data, decision 183, in
   * `src/adapters/myDataGateway.ts`), so the claim journey does not load them: called, failing and
   * logged as every other, its answer read by `readAnswer`.
   */
  callExtension<T>(functionName: string, data: unknown, readAnswer: (result: unknown) => T): Promise<T>;
}

export interface GatewayClientOptions {
  /** Returns the callable; called on first use so Firebase loads only when a call is made. */
  callable: () => GatewayCallable | Promise<GatewayCallable>;
  /** Where failures are reported before being rethrown (spec section 8: logged to the console). */
  log?: (message: string, info: Record<string, unknown>) => void;
}

export const at = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

function shapeError(functionName: string, issues: readonly v.BaseIssue<unknown>[]): GatewayError {
  const where = issues[0]?.path?.map((item) => String(item.key)).join('.') ?? '';
  return new GatewayError(
    'server',
    `The service answered ${functionName} in an unexpected shape${where ? ` (at ${where})` : ''}.`,
    {
      functionName,
    },
  );
}

/** An answer checked against its schema, or a `server` GatewayError naming where it differs. */
export function read<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  functionName: string,
): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) throw shapeError(functionName, parsed.issues);
  return parsed.output;
}

export function createGatewayClient({ callable, log = defaultLog }: GatewayClientOptions): GatewayClient {
  let resolved: Promise<GatewayCallable> | undefined;

  async function call<T>(
    functionName: string,
    data: unknown,
    readAnswer: (result: unknown) => T,
  ): Promise<T> {
    try {
      resolved ??= Promise.resolve(callable());
      const gateway = await resolved.catch((error: unknown) => {
        resolved = undefined;
        throw error;
      });
      const result = await gateway({ functionName, data });
      return readAnswer(result.data);
    } catch (error) {
      const failure = toGatewayError(error, functionName);
      // Ids and codes only: messages may quote what the claimant typed.
      log('gateway call failed', {
        functionName,
        kind: failure.kind,
        code: failure.code,
        reason: failure.reason,
      });
      throw failure;
    }
  }

  return {
    checkboardInitiateCheck: (fields) =>
      call('checkboardInitiateCheck', { ...fields, ...INITIATE_CHECK_FLAGS }, (result) => {
        const data = at(result, 'data');
        if (data == null)
          throw new GatewayError('server', 'Error sending OTP', { functionName: 'checkboardInitiateCheck' });
        return read(InitiateCheckDataSchema, data, 'checkboardInitiateCheck');
      }),
    valifiVerifyOtp: (fields, userId) =>
      call('valifiVerifyOtp', { ...fields, userId }, (result) =>
        read(VerifyOtpDataSchema, at(at(result, 'data'), 'data'), 'valifiVerifyOtp'),
      ),
    confirmUserExists: ({ email, phoneNumber }) =>
      call('confirmUserExists', { email, phoneNumber }, (result) => {
        if (result == null)
          throw new GatewayError('server', 'Error checking user exists', {
            functionName: 'confirmUserExists',
          });
        return read(ConfirmUserExistsDataSchema, result, 'confirmUserExists');
      }),
    setUserContactDetails: ({ phoneNumber }) =>
      call('setUserContactDetails', { phoneNumber }, (result) => {
        const answer = read(SetUserContactDetailsDataSchema, result, 'setUserContactDetails');
        if (answer.exception !== undefined) {
          throw new GatewayError(
            answer.code === 'rate-limited' ? 'rate-limited' : 'server',
            answer.exception,
            {
              functionName: 'setUserContactDetails',
              reason: answer.code,
            },
          );
        }
        return answer;
      }),
    lookupAddress: ({ postcode }) =>
      call('lookupAddress', { postcode }, (result) =>
        read(LookupAddressDataSchema, at(result, 'data'), 'lookupAddress'),
      ),
    submitClaim: (request) =>
      call('submitClaim', request, (result) =>
        read(SubmitClaimDataSchema, at(result, 'data'), 'submitClaim'),
      ),
    downloadSignedLetter: ({ claimId }) =>
      call('downloadSignedLetter', { claimId }, (result) =>
        read(SignedLetterDataSchema, at(result, 'data'), 'downloadSignedLetter'),
      ),
    upgradeAccount: (request) =>
      call('upgradeAccount', request, (result) =>
        read(UpgradeAccountDataSchema, at(result, 'data'), 'upgradeAccount'),
      ),
    sendEmailVerification: (request) =>
      call('sendEmailVerification', request, (result) =>
        read(SendEmailVerificationDataSchema, at(result, 'data'), 'sendEmailVerification'),
      ),
    saveProgress: ({ progress }) =>
      call('saveProgress', { progress }, (result) =>
        read(SavedProgressDataSchema, at(result, 'data'), 'saveProgress'),
      ),
    resumeProgress: () =>
      call('resumeProgress', {}, (result) =>
        read(SavedProgressDataSchema, at(result, 'data'), 'resumeProgress'),
      ),
    recordComplaintEvent: ({ claimId, complaintId, idempotencyKey, event }) =>
      call('recordComplaintEvent', { claimId, complaintId, idempotencyKey, event }, (result) =>
        read(RecordComplaintEventDataSchema, at(result, 'data'), 'recordComplaintEvent'),
      ),
    cancelClaim: ({ claimId, idempotencyKey }) =>
      call('cancelClaim', { claimId, idempotencyKey }, (result) =>
        read(CancelClaimDataSchema, at(result, 'data'), 'cancelClaim'),
      ),
    callExtension: call,
  };
}

function defaultLog(message: string, info: Record<string, unknown>) {
  console.error(message, info);
}
