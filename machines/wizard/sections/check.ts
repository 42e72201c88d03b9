import { and, not } from 'xstate';
import type { Answers } from '../context';
import { wizardSetup } from '../setup';
import { backToReview, reached, rejectInvalid, retry, save, to, whileBusy } from './shared';

const applicant = ({ context }: { context: { answers: Answers } }) => {
  const { title, firstName, middleName, lastName, dob, email, phoneNumber } = context.answers;
  return { title, firstName, middleName, lastName, dob, email, phoneNumber };
};

const addAgreement = [
  { guard: 'isValidManualAgreement', target: '#wizard.check.agreements.choosing', actions: 'addAgreement' },
  { guard: 'isManualAgreementAttempt', actions: 'showAgreementErrors' },
] as const;

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
            'user.continue': [
              rejectInvalid('check.consent'),
              { target: 'initiating', actions: save('check.consent') },
            ],
            'user.back': { target: to('start.contact') },
          },
        },
        initiating: {
          on: whileBusy,
          invoke: {
            id: 'initiateCheck',
            src: 'initiateCheck',
            input: ({ context }) => ({
              claimId: context.claimId,
              resend: false,
              attempt: context.checksStarted,
              applicant: applicant({ context }),
              postcode: context.answers.postcode,
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
          on: {
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
            'user.continue': [rejectInvalid('check.otp'), { target: 'verifying' }],
            'user.resendCode': { target: 'resending', actions: 'clearErrors' },
            'user.back': { target: to('check.consent') },
          },
        },
        verifying: {
          on: whileBusy,
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
          on: whileBusy,
          invoke: {
            id: 'resendCode',
            src: 'initiateCheck',
            input: ({ context }) => ({
              claimId: context.claimId,
              resend: true,
              attempt: context.checksStarted,
              applicant: applicant({ context }),
              postcode: context.answers.postcode,
            }),
            onDone: [...checkRefused, { target: 'entering', actions: 'countResend' }],
            onError: { target: 'failed', actions: 'setGatewayError' },
          },
        },
        failed: {
          on: {
            'user.retry': retry('entering'),
            'user.resendCode': { target: 'resending', actions: 'clearErrors' },
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
            'user.chooseAgreements': { guard: 'isWellFormedChoice', actions: 'chooseAgreements' },
            'user.addAgreement': [...addAgreement],
            'user.continue': [
              { guard: not('hasChosenAgreements'), actions: 'showNoAgreementError' },
              {
                guard: and(['isReturningToReview', 'isAddressHistoryComplete']),
                target: to('sign.review'),
                actions: 'endChange',
              },
              // A changed choice can reach further back than the addresses given so far.
              { guard: 'isReturningToReview', target: to('address.history') },
              { target: to('address.current') },
            ],
            'user.back': [backToReview, { target: to('check.consent') }],
          },
        },
        noneFound: {
          on: {
            'user.addAgreement': [...addAgreement],
            'user.back': { target: to('check.consent') },
          },
        },
      },
    },
  },
});
