import { useSelector } from '@xstate/react';
import { selectChangeNeedsNewCheck } from '../../../../machines/wizard/selectors';
import { brand } from '../../../brands/brand';
import { Contact } from '../../../views/form/Contact';
import { DateOfBirth } from '../../../views/form/DateOfBirth';
import { Details } from '../../../views/form/Details';
import { Intro } from '../../../views/form/Intro';
import { Recovery } from '../../../views/form/Recovery';
import { continueWith, useRenamedErrors, type StepPage } from './shared';

const sameKey = (key: string) => key;

export function IntroStep({ actor, focusHeading, leave }: StepPage) {
  return (
    <Intro
      brandName={brand.displayName}
      fees={brand.fees}
      onContinue={() => actor.send({ type: 'user.continue' })}
      onBack={leave}
      backHref="/"
      focusHeading={focusHeading}
    />
  );
}

export function DetailsStep(page: StepPage) {
  const { actor, phase: _phase, leave: _leave, ...view } = page;
  const answers = useSelector(actor, (s) => s.context.answers);
  const errors = useRenamedErrors(
    useSelector(actor, (s) => s.context.fieldErrors),
    sameKey,
  );
  const { title, firstName, middleName, lastName } = answers;
  const changeNeedsNewCheck = useSelector(actor, selectChangeNeedsNewCheck);
  return (
    <Details
      values={{ title, firstName, middleName, lastName }}
      errors={errors}
      changeNeedsNewCheck={changeNeedsNewCheck}
      onContinue={(values) => actor.send({ type: 'user.continue', answers: values })}
      {...view}
    />
  );
}

export function DobStep(page: StepPage) {
  const { actor, phase: _phase, leave: _leave, ...view } = page;
  const dob = useSelector(actor, (s) => s.context.answers.dob);
  // The date is one question: every problem with it is shown on the date fields.
  const errors = useRenamedErrors(
    useSelector(actor, (s) => s.context.fieldErrors),
    () => 'dateOfBirth',
  );
  const changeNeedsNewCheck = useSelector(actor, selectChangeNeedsNewCheck);
  return (
    <DateOfBirth
      values={{ dateOfBirth: dob }}
      errors={errors}
      changeNeedsNewCheck={changeNeedsNewCheck}
      onContinue={(values) => actor.send({ type: 'user.continue', answers: values.dateOfBirth })}
      {...view}
    />
  );
}

export function ContactStep(page: StepPage) {
  const { actor, phase: _phase, leave: _leave, ...view } = page;
  const answers = useSelector(actor, (s) => s.context.answers);
  const errors = useRenamedErrors(
    useSelector(actor, (s) => s.context.fieldErrors),
    (key) => (key === 'otherFirmActing' ? 'otherFirm' : key),
  );
  const changeNeedsNewCheck = useSelector(actor, selectChangeNeedsNewCheck);
  return (
    <Contact
      values={{ email: answers.email, phoneNumber: answers.phoneNumber, otherFirm: answers.otherFirmActing }}
      errors={errors}
      changeNeedsNewCheck={changeNeedsNewCheck}
      onContinue={({ email, phoneNumber, otherFirm }) =>
        continueWith(page, {
          type: 'user.continue',
          answers: { email, phoneNumber, otherFirmActing: otherFirm },
        })
      }
      {...view}
    />
  );
}

export function RecoveryStep(page: StepPage) {
  const { actor, phase: _phase, leave: _leave, ...view } = page;
  const email = useSelector(actor, (s) => s.context.answers.email);
  const resetSent = useSelector(actor, (s) => s.context.resetEmailSent);
  const errors = useRenamedErrors(
    useSelector(actor, (s) => s.context.fieldErrors),
    sameKey,
  );
  return (
    <Recovery
      values={{ password: '' }}
      errors={errors}
      email={email}
      resetSent={resetSent}
      onSendReset={() => actor.send({ type: 'user.requestReset' })}
      onUseDifferentDetails={() => actor.send({ type: 'user.back' })}
      onContinue={(values) => continueWith(page, { type: 'user.continue', answers: values })}
      {...view}
    />
  );
}
