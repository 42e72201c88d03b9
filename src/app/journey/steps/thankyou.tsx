import { useSelector } from '@xstate/react';
import { chosenAgreements } from '../../../../machines/wizard/history';
import { brand } from '../../../brands/brand';
import { Account } from '../../../views/form/Account';
import { Done } from '../../../views/form/Done';
import { continueWith, useRenamedErrors, type StepPage } from './shared';

export function DoneStep({ actor, focusHeading }: StepPage) {
  const reference = useSelector(actor, (s) => s.context.claimReference ?? '');
  const answers = useSelector(actor, (s) => s.context.answers);
  const found = useSelector(actor, (s) => s.context.agreementsFound);
  const lenders = chosenAgreements({ agreementsFound: found, answers }).map((a) => a.lender);
  return (
    <Done
      reference={reference}
      firmName={brand.sample.legalEntity}
      contact={{ phone: brand.sample.phone, email: brand.sample.email, hours: brand.sample.hours }}
      lenders={[...new Set(lenders)]}
      onContinue={() => actor.send({ type: 'user.continue' })}
      onPrint={() => window.print()}
      focusHeading={focusHeading}
    />
  );
}

export function AccountStep(page: StepPage) {
  const { actor, phase, leave, ...view } = page;
  const email = useSelector(actor, (s) => s.context.answers.email);
  const errors = useRenamedErrors(
    useSelector(actor, (s) => s.context.fieldErrors),
    (key) => key,
  );
  return (
    <Account
      values={{ password: '' }}
      errors={errors}
      email={email}
      saved={phase === 'created'}
      onSkip={leave}
      onContinue={(values) => continueWith(page, { type: 'user.continue', answers: values })}
      {...view}
    />
  );
}
