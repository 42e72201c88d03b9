import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { MONTHS } from '../../../../contract/dates';
import { chosenAgreements } from '../../../../machines/wizard/history';
import { brand } from '../../../brands/brand';
import { Review } from '../../../views/form/Review';
import type { ReviewAnswers } from '../../../views/form/reviewRows';
import { Signature, type SignatureValues } from '../../../views/form/Signature';
import { agreementDescription } from './format';
import { continueWith, stepPath, useRenamedErrors, type StepPage } from './shared';

const dobInWords = ({ day, month, year }: { day: string; month: string; year: string }) =>
  `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;

export function ReviewStep(page: StepPage) {
  const { actor, phase: _phase, leave: _leave, busy: _busy, ...view } = page;
  const answers = useSelector(actor, (s) => s.context.answers);
  const found = useSelector(actor, (s) => s.context.agreementsFound);
  const agreements = chosenAgreements({ agreementsFound: found, answers });
  const review: ReviewAnswers = {
    title: answers.title,
    firstName: answers.firstName,
    middleName: answers.middleName,
    lastName: answers.lastName,
    dateOfBirth: dobInWords(answers.dob),
    email: answers.email,
    phoneNumber: answers.phoneNumber,
    otherFirm: answers.otherFirmActing,
    agreements: agreements.map((a) => `${a.lender} (${agreementDescription(a)})`),
    address: answers.currentAddress?.address ?? {
      addressLine1: '',
      addressLine2: '',
      city: '',
      postcode: '',
    },
    previousAddresses: answers.previousAddresses.map((entry) => entry.address),
  };
  return (
    <Review
      answers={review}
      onChangeAnswer={({ section, step }) => actor.send({ type: 'user.change', section, step })}
      stepHref={({ section, step }) => stepPath(`${section}.${step}`)}
      onContinue={() => actor.send({ type: 'user.continue' })}
      {...view}
    />
  );
}

export function SignatureStep(page: StepPage) {
  const { actor, phase: _phase, leave: _leave, ...view } = page;
  const answers = useSelector(actor, (s) => s.context.answers);
  const method = useRef<SignatureValues['method']>('');
  const errors = useRenamedErrors(
    useSelector(actor, (s) => s.context.fieldErrors),
    (key) =>
      key === 'termsAccepted'
        ? 'agreeTerms'
        : key === 'signature' || key === 'signature.kind'
          ? 'method'
          : key.startsWith('signature.')
            ? method.current === 'draw'
              ? 'drawing'
              : 'typedName'
            : key,
  );
  const { signature } = answers;
  const values: SignatureValues = {
    method: signature?.kind === 'drawn' ? 'draw' : signature?.kind === 'typed' ? 'type' : '',
    typedName: signature?.kind === 'typed' ? signature.value : '',
    drawing: signature?.kind === 'drawn' ? signature.value : null,
    agreeTerms: answers.termsAccepted,
  };
  const claimantName = [answers.firstName, answers.middleName, answers.lastName].filter(Boolean).join(' ');
  return (
    <Signature
      values={values}
      errors={errors}
      firmName={brand.sample.legalEntity}
      claimantName={claimantName}
      fees={brand.fees}
      onContinue={(value) => {
        method.current = value.method;
        const signed =
          value.method === 'type'
            ? { kind: 'typed', value: value.typedName }
            : value.method === 'draw'
              ? { kind: 'drawn', value: value.drawing ?? '' }
              : undefined;
        continueWith(page, {
          type: 'user.continue',
          answers: { signature: signed, termsAccepted: value.agreeTerms },
        });
      }}
      {...view}
    />
  );
}
