import { and } from 'xstate';
import type { Answers } from '../context';
import { wizardSetup } from '../setup';
import { alsoWhenFailed, backToReview, calling, reached, rejectInvalid, retry, save, to } from './shared';

const applicant = ({ context }: { context: { answers: Answers } }) => {
  const { title, firstName, middleName, lastName, dob, email, phoneNumber } = context.answers;
  return { title, firstName, middleName, lastName, dob, email, phoneNumber };
};

const consentContinue = [
  rejectInvalid('check.consent'),
  { target: 'initiating', actions: save('check.consent') },
] as const;

const codeContinue = [rejectInvalid('check.otp'), { target: 'verifying' }] as const;

/**
 * Continue on the agreements step carries the ticked agreements and any agreement being added by
 * hand, as one answer; the machine adds it, chooses it and moves on (or shows what to correct).
 */
const agreementsContinue = [
  { guard: 'hasInvalidAgreements', actions: 'showAgreementsErrors' },
  {
    guard: and(['isReturningToReview', 'agreementsKeepHistoryComplete']),
    target: to('sign.review'),
    actions: ['saveAgreements', 'endChange'],
  },
  // A changed choice can reach further back than the addresses given so far.
  { guard: 'isReturningToReview', target: to('address.history'), actions: 'saveAgreements' },
  { target: to('address.current'), actions: 'saveAgreements' },
] as const;

const changeNumber = { target: to('start.contact'), actions: 'clearErrors' } as const;

/** A refused check (no file with these details holds the mobile): agreements are added by hand. */
const checkRefused = [
  {
    guard: 'wasCheckRefused',
    target: '#wizard.check.agreements.noneFound',
    actions: 'setCheckRefused',
  },
] as const;

export const checkSection = wizardSetup.createStateConfig({
  initial: 'consent',
  states: {
    consent: {
      entry: reached('check.consent'),
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.continue': [...consentContinue],
            'user.back': { target: to('start.contact') },
          },
        },
        initiating: {
          ...calling,
          invoke: {
            id: 'initiateCheck',
            src: 'initiateCheck',
            input: ({ context }) => ({
              claimId: context.claimId,
              resend: false,
              attempt: context.checksStarted,
              applicant: applicant({ context }),
              postcode: context.answers.postcode,
              otherFirmActing: context.answers.otherFirmActing,
            }),
            onDone: [
              ...checkRefused,
              { guard: 'returnedClaimId', target: to('check.otp'), actions: 'setClaimId' },
              { target: 'failed', actions: 'setUnexpectedAnswer' },
            ],
            onError: { target: 'failed', actions: 'setGatewayError' },
          },
        },
        failed: {
          tags: ['failed'],
          on: {
            'user.continue': [...alsoWhenFailed('editing', consentContinue)],
            'user.retry': retry('initiating'),
            'user.back': { target: 'editing', actions: 'clearErrors' },
          },
        },
      },
    },
    otp: {
      entry: reached('check.otp'),
      initial: 'entering',
      states: {
        entering: {
          on: {
            'user.continue': [...codeContinue],
            'user.resendCode': { target: 'resending', actions: 'clearErrors' },
            'user.changeNumber': changeNumber,
            'user.back': { target: to('check.consent') },
          },
        },
        verifying: {
          ...calling,
          invoke: {
            id: 'verifyOtp',
            src: 'verifyOtp',
            input: ({ context, event }) => ({
              claimId: context.claimId ?? '',
              code:
                event.type === 'user.continue'
                  ? String((event.answers as { code: string }).code).replace(/\s+/g, '')
                  : '',
            }),
            onDone: [
              { guard: 'foundAgreements', target: to('check.agreements'), actions: 'setVerification' },
              {
                guard: 'foundNoAgreements',
                target: '#wizard.check.agreements.noneFound',
                actions: 'setVerification',
              },
              { guard: 'isWrongCode', target: 'entering', actions: 'setWrongCode' },
              { guard: 'isCodeExpired', target: 'entering', actions: 'setCodeExpired' },
              { target: 'failed', actions: 'setUnexpectedAnswer' },
            ],
            onError: { target: 'failed', actions: 'setGatewayError' },
          },
        },
        resending: {
          ...calling,
          invoke: {
            id: 'resendCode',
            src: 'initiateCheck',
            input: ({ context }) => ({
              claimId: context.claimId,
              resend: true,
              attempt: context.checksStarted,
              applicant: applicant({ context }),
              postcode: context.answers.postcode,
              otherFirmActing: context.answers.otherFirmActing,
            }),
            onDone: [...checkRefused, { target: 'entering', actions: 'countResend' }],
            onError: { target: 'failed', actions: 'setGatewayError' },
          },
        },
        failed: {
          tags: ['failed'],
          on: {
            'user.continue': [...alsoWhenFailed('entering', codeContinue)],
            'user.retry': retry('entering'),
            'user.resendCode': { target: 'resending', actions: 'clearErrors' },
            'user.changeNumber': changeNumber,
          },
        },
      },
    },
    agreements: {
      entry: reached('check.agreements'),
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'user.continue': [...agreementsContinue],
            'user.back': [backToReview, { target: to('check.consent') }],
          },
        },
        /** The credit file showed none: the page offers adding one by hand, or stopping there. */
        noneFound: {
          tags: ['noneFound'],
          on: {
            'user.continue': [...agreementsContinue],
            'user.back': { target: to('check.consent') },
          },
        },
      },
    },
  },
});
