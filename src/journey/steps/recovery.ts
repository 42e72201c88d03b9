import { selectBusy } from '../../../machines/wizard/selectors';
import { Recovery, type RecoveryValues } from '../views/Recovery';
import { answerAndBack, defineStep, type Intents, type WizardSnapshot } from './viewModel';

/**
 * The start section's sign-in for a claimant whose email already has an account. Few claimants see
 * it, so it (and the password input) loads apart from the page (src/journey/sections.ts).
 */
export const recoveryStep = defineStep(
  Recovery,
  (snapshot: WizardSnapshot) => ({
    values: { password: '' },
    errors: snapshot.context.fieldErrors,
    busy: selectBusy(snapshot),
    email: snapshot.context.answers.email,
    resetSent: snapshot.context.resetEmailSent,
  }),
  (intents: Intents) => ({
    ...answerAndBack<RecoveryValues>()(intents),
    onSendReset: () => intents.send({ type: 'user.requestReset' }),
    onUseDifferentDetails: () => intents.send({ type: 'user.back' }),
  }),
);
