import { signedClaim } from '../../contract/fixtures/signedClaim';
import { blankProfile } from '../../contract/profile';
import { DATA_DELETION_REFUSALS, DATA_DELETION_WITHDRAW_REFUSAL } from '../../contract/dataRights';
import { myDataOf } from '../../contract/myDataOf';
import {
  type DataRequest,
  type MyData,
  type RequestDataDeletionData,
  type WithdrawDataDeletionData,
} from '../../contract/myData';
import { fail, ok, serverError, slowly, type DomainResponder } from './respond';

/**
 * exportMyData, requestDataDeletion and withdrawDataDeletion ("Your data"). The copy's failures
 * (`serverError`, `rateLimited`, `slow`) are the copy's alone: the request to delete still answers
 * (decision 271).
 */
export const DATA_SCENARIOS = [
  'success',
  'deletionRequested',
  'nothingHeld',
  'serverError',
  'rateLimited',
  'slow',
  'deletionSlow',
  'deletionFails',
  'deletionRefused',
  'refusedByFirm',
  'withdrawNotPending',
] as const;
export type DataScenario = (typeof DATA_SCENARIOS)[number];

export const DATA_RATE_LIMITED_MESSAGE = 'Too many copies of your data. Try again in 42 minutes.';

const NAMES = ['exportMyData', 'requestDataDeletion', 'withdrawDataDeletion'];
const UID = 'uid-1';
const SIGNED = signedClaim();
const SUBMITTED_AT = SIGNED.submittedAt ?? SIGNED.signedAt;
const DAY = 86_400_000;
/** When the sample copy was made: a fixed moment, so stories look the same every time. */
const EXPORTED_AT = SUBMITTED_AT + 20 * DAY;

/** A deletion request as the gateway answers it. */
export const SAMPLE_DELETION_REQUEST: DataRequest = {
  requestId: `deletion-${UID}`,
  kind: 'deletion',
  status: 'requested',
  requestedAt: new Date(EXPORTED_AT - DAY).toISOString(),
};

/** The reason the firm gave for refusing the sample request, in `refusedByFirm`. */
export const SAMPLE_REFUSAL_REASON =
  'We could not confirm that the request came from you: the email address it came from is not the one on your claim. Call us, or ask again from the address on your claim.';

/**
 * The gateway's copy of the sample claimant's data: an account, a profile, the sample signed claim
 * with a complaint sent and an offer made, an unfinished claim, made the way the gateway makes it.
 */
export function sampleMyData({ requested = false, nothing = false, refused = false } = {}): MyData {
  const sent = SUBMITTED_AT + 2 * DAY;
  return myDataOf({
    now: EXPORTED_AT,
    account: {
      userId: UID,
      email: nothing ? null : SIGNED.applicant.email,
      emailConfirmed: !nothing,
      guest: nothing,
      createdAt: SIGNED.createdAt,
      lastSignInAt: EXPORTED_AT - 60_000,
    },
    profile: nothing
      ? null
      : {
          ...blankProfile(UID),
          firstName: SIGNED.applicant.firstName,
          middleName: SIGNED.applicant.middleName,
          lastName: SIGNED.applicant.lastName,
          email: SIGNED.applicant.email,
          phoneNumber: SIGNED.applicant.phoneNumber,
          addressLine1: SIGNED.answers.currentAddress.addressLine1,
          city: SIGNED.answers.currentAddress.city,
          postcode: SIGNED.answers.currentAddress.postcode,
        },
    claims: nothing
      ? []
      : [
          {
            id: 'claim-submitted',
            data: {
              ...SIGNED,
              status: 'in-progress',
              answers: { ...SIGNED.answers, consents: { terms: true, letterOfAuthority: true, fees: true } },
              referral: { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'winter-2025' },
              checkedAt: SIGNED.createdAt + 600_000,
              confirmationQueuedAt: SUBMITTED_AT,
            },
            complaints: [
              {
                id: 'complaint-1',
                data: {
                  complaintId: 'complaint-1',
                  lender: 'Black Horse',
                  agreements: [
                    {
                      lender: 'Black Horse',
                      startDate: '2016-05-01',
                      agreementType: 'PCP',
                      vehicle: 'Ford Focus, AB16 CDE',
                      amountFinancedPence: 1_250_000,
                      source: 'creditFile',
                    },
                  ],
                  state: 'offered',
                  // Sent before the scheme's complaints were routed (decision 259): the general route.
                  route: 'general',
                  determination: null,
                  sentOn: new Date(sent).toISOString().slice(0, 10),
                  dueOn: new Date(sent + 56 * DAY).toISOString().slice(0, 10),
                  offerPence: 185_000,
                  paidPence: null,
                  feePence: null,
                  createdAt: SUBMITTED_AT,
                  updatedAt: sent + 10 * DAY,
                },
              },
            ],
            events: [
              {
                id: 'event-1',
                data: {
                  complaintId: 'complaint-1',
                  seq: 1,
                  type: 'handler.send',
                  data: {},
                  at: sent,
                  by: { uid: 'staff-1', role: 'handler' },
                  stateBefore: 'prepared',
                  stateAfter: 'sent',
                  claimStatus: 'in-progress',
                },
              },
              {
                id: 'event-2',
                data: {
                  complaintId: 'complaint-1',
                  seq: 2,
                  type: 'handler.recordOffer',
                  data: { offerPence: 185_000 },
                  at: sent + 10 * DAY,
                  by: { uid: 'staff-1', role: 'handler' },
                  stateBefore: 'sent',
                  stateAfter: 'offered',
                  claimStatus: 'in-progress',
                },
              },
            ],
          },
          {
            id: 'claim-unfinished',
            data: {
              uid: UID,
              status: 'checked',
              applicant: SIGNED.applicant,
              createdAt: EXPORTED_AT - 3 * DAY,
              updatedAt: EXPORTED_AT - 3 * DAY,
              agreements: [SIGNED.agreements[1]],
              addresses: [{ ...SIGNED.answers.currentAddress }],
              checkedAt: EXPORTED_AT - 3 * DAY,
              expireAt: EXPORTED_AT + 27 * DAY,
            },
            complaints: [],
            events: [],
          },
        ],
    savedJourney: null,
    dataRequests: requested
      ? [
          {
            id: SAMPLE_DELETION_REQUEST.requestId,
            data: { ...SAMPLE_DELETION_REQUEST, requestedAt: EXPORTED_AT - DAY },
          },
        ]
      : refused
        ? [
            {
              id: SAMPLE_DELETION_REQUEST.requestId,
              data: {
                ...SAMPLE_DELETION_REQUEST,
                status: 'refused',
                requestedAt: EXPORTED_AT - 5 * DAY,
                refusedAt: EXPORTED_AT - 2 * DAY,
                refusalReason: SAMPLE_REFUSAL_REASON,
              },
            },
          ]
        : [],
    // The firm's copy of the claim's confirmation email, as the mail queue holds it.
    emails: nothing
      ? []
      : [
          {
            id: 'claim-confirmation-claim-submitted',
            data: {
              to: SIGNED.applicant.email,
              uid: UID,
              claimId: 'claim-submitted',
              message: {
                subject: `Your claim ${SIGNED.submission.reference} has been received`,
                text: `Dear ${SIGNED.applicant.firstName},\n\nWe have received your car finance commission claim.`,
                html: '<p>…</p>',
              },
              sentAt: SUBMITTED_AT,
            },
          },
        ],
  });
}

const deletionAnswer = (): RequestDataDeletionData => ({
  request: { ...SAMPLE_DELETION_REQUEST, requestedAt: new Date(EXPORTED_AT).toISOString() },
});

const withdrawAnswer = (): WithdrawDataDeletionData => ({
  request: {
    ...SAMPLE_DELETION_REQUEST,
    status: 'withdrawn',
    withdrawnAt: new Date(EXPORTED_AT).toISOString(),
  },
});

function answer(functionName: string, scenario: DataScenario) {
  if (functionName === 'exportMyData') {
    return ok({
      data: sampleMyData({
        requested: scenario === 'deletionRequested' || scenario === 'withdrawNotPending',
        nothing: scenario === 'nothingHeld',
        refused: scenario === 'refusedByFirm',
      }),
    });
  }
  if (functionName === 'withdrawDataDeletion') {
    if (scenario === 'withdrawNotPending') {
      // The firm approved it since the copy was made.
      const { reason, message } = DATA_DELETION_WITHDRAW_REFUSAL;
      return fail('FAILED_PRECONDITION', message, { reason });
    }
    return ok({ data: withdrawAnswer() });
  }
  if (scenario === 'deletionRefused') {
    // An account with no claim left (its unsigned claim expired since the copy was made).
    const { reason, message } = DATA_DELETION_REFUSALS.noClaim;
    return fail('FAILED_PRECONDITION', message, { reason });
  }
  return scenario === 'deletionFails' ? serverError() : ok({ data: deletionAnswer() });
}

export function dataResponder(scenario: DataScenario = 'success'): DomainResponder {
  return (functionName) => {
    if (!NAMES.includes(functionName)) return undefined;
    const copy = functionName === 'exportMyData';
    switch (scenario) {
      case 'serverError':
        return copy ? serverError() : answer(functionName, scenario);
      case 'rateLimited':
        return copy
          ? fail('RESOURCE_EXHAUSTED', DATA_RATE_LIMITED_MESSAGE, {
              reason: 'rate-limited',
              retryAfterSeconds: 2520,
            })
          : answer(functionName, scenario);
      case 'slow':
        return copy ? slowly(() => answer(functionName, scenario)) : answer(functionName, scenario);
      case 'deletionSlow':
        return functionName === 'requestDataDeletion'
          ? slowly(() => answer(functionName, scenario))
          : answer(functionName, scenario);
      default:
        return answer(functionName, scenario);
    }
  };
}
