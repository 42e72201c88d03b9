import { useSelector } from '@xstate/react';
import { Agreements, type AgreementsValues } from '../../../views/form/Agreements';
import { Consent } from '../../../views/form/Consent';
import { Passcode } from '../../../views/form/Passcode';
import { agreementDescription } from './format';
import { continueWith, useRenamedErrors, type StepPage } from './shared';

export function ConsentStep(page: StepPage) {
  const { actor, phase: _phase, leave: _leave, ...view } = page;
  const phoneNumber = useSelector(actor, (s) => s.context.answers.phoneNumber);
  const consent = useSelector(actor, (s) => s.context.answers.softSearchConsent);
  const postcode = useSelector(actor, (s) => s.context.answers.postcode);
  const errors = useRenamedErrors(
    useSelector(actor, (s) => s.context.fieldErrors),
    (key) => key,
  );
  return (
    <Consent
      values={{ postcode, softSearchConsent: consent }}
      errors={errors}
      phoneNumber={phoneNumber}
      onContinue={(values) => continueWith(page, { type: 'user.continue', answers: values })}
      {...view}
    />
  );
}

export function PasscodeStep(page: StepPage) {
  const { actor, phase: _phase, leave: _leave, ...view } = page;
  const phoneNumber = useSelector(actor, (s) => s.context.answers.phoneNumber);
  const codeSentAt = useSelector(actor, (s) => (s.context.otp.codeSent ? s.context.otp.resends : null));
  const errors = useRenamedErrors(
    useSelector(actor, (s) => s.context.fieldErrors),
    (key) => (key === 'code' ? 'otp' : key),
  );
  return (
    <Passcode
      values={{ otp: '' }}
      errors={errors}
      phoneNumber={phoneNumber}
      codeSentAt={codeSentAt}
      onResend={() => actor.send({ type: 'user.resendCode' })}
      onChangeNumber={() => {
        // Back to the consent page, then to the contact details where the number is.
        actor.send({ type: 'user.back' });
        actor.send({ type: 'user.back' });
      }}
      onContinue={(values) => continueWith(page, { type: 'user.continue', answers: { code: values.otp } })}
      {...view}
    />
  );
}

const agreementErrorKey = (key: string) =>
  key === 'agreements'
    ? 'selected'
    : key === 'agreement.started'
      ? 'draft.startYear'
      : key.startsWith('agreement.')
        ? `draft.${key.slice('agreement.'.length)}`
        : key;

export function AgreementsStep(page: StepPage) {
  const { actor, phase: _phase, leave, ...view } = page;
  const chosen = useSelector(actor, (s) => s.context.answers.chosenAgreementIds);
  const found = useSelector(actor, (s) => s.context.agreementsFound);
  const manual = useSelector(actor, (s) => s.context.answers.manualAgreements);
  const checkRefused = useSelector(actor, (s) => s.context.checkRefused);
  const errors = useRenamedErrors(
    useSelector(actor, (s) => s.context.fieldErrors),
    agreementErrorKey,
  );
  // The same list the wizard chooses from (machines/wizard/history.ts allAgreements).
  const agreements = [...(found ?? []), ...manual].map((agreement) => ({
    id: agreement.id,
    lender: agreement.lender,
    description: agreementDescription(agreement),
  }));

  const onContinue = ({ selected, draft }: AgreementsValues) => {
    actor.send({ type: 'user.chooseAgreements', ids: selected });
    if (draft && (draft.lender.trim() !== '' || draft.startYear.trim() !== '' || selected.length === 0)) {
      // The view asks only the year an agreement started; January is the earliest it can mean, so
      // the address history asked for reaches back far enough (decision 092).
      const year = draft.startYear.trim();
      actor.send({
        type: 'user.addAgreement',
        agreement: { lender: draft.lender, started: { month: year === '' ? '' : '1', year } },
      });
      if (Object.keys(actor.getSnapshot().context.fieldErrors).length > 0) return;
    }
    actor.send({ type: 'user.continue' });
  };

  return (
    <Agreements
      agreements={agreements}
      values={{ selected: chosen, draft: null }}
      errors={errors}
      onNoneToAdd={leave}
      checkRefused={checkRefused}
      onContinue={onContinue}
      {...view}
    />
  );
}
