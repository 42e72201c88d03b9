import type { Brand } from '../../brands/table';
import { chosenAgreements } from '../../../machines/wizard/history';
import {
  selectAccountCreated,
  selectAsksCurrentPassword,
  selectBusy,
  selectPasswordErrors,
} from '../../../machines/wizard/selectors';
import { Account, type AccountValues } from '../views/Account';
import { Done } from '../views/Done';
import { answerAndBack, defineStep, type Intents, type WizardSnapshot } from './viewModel';

export const doneStep = defineStep(
  Done,
  (snapshot: WizardSnapshot, brand: Brand) => ({
    reference: snapshot.context.claimReference ?? '',
    firmName: brand.sample.legalEntity,
    contact: { phone: brand.sample.phone, email: brand.sample.email, hours: brand.sample.hours },
    lenders: [...new Set(chosenAgreements(snapshot.context).map((agreement) => agreement.lender))],
  }),
  ({ send, print }: Intents) => ({ onContinue: () => send({ type: 'user.continue' }), onPrint: print }),
);

export const accountStep = defineStep(
  Account,
  (snapshot: WizardSnapshot) => ({
    values: { password: '', currentPassword: '' },
    errors: selectPasswordErrors(snapshot),
    busy: selectBusy(snapshot),
    email: snapshot.context.answers.email,
    saved: selectAccountCreated(snapshot),
    currentPasswordProblem: selectAsksCurrentPassword(snapshot) ? snapshot.context.gatewayError : null,
  }),
  (intents: Intents) => ({ ...answerAndBack<AccountValues>()(intents), onSkip: intents.leave }),
);
