import { formatUkMobile } from '../../../contract/fields';
import { agreementRoute, routeWords } from '../../../contract/scheme/route';
import { allAgreements } from '../../../machines/wizard/history';
import { selectBusy, selectCodeSentNotice } from '../../../machines/wizard/selectors';
import { Agreements, type AgreementsValues } from '../views/Agreements';
import { Consent, type ConsentValues } from '../views/Consent';
import { Passcode, type PasscodeValues } from '../views/Passcode';
import { agreementDetails } from './format';
import { answerAndBack, defineStep, type Intents, type WizardSnapshot } from './viewModel';

export const consentStep = defineStep(
  Consent,
  (snapshot: WizardSnapshot) => ({
    values: {
      postcode: snapshot.context.answers.postcode,
      softSearchConsent: snapshot.context.answers.softSearchConsent,
    },
    errors: snapshot.context.fieldErrors,
    busy: selectBusy(snapshot),
    phoneNumber: formatUkMobile(snapshot.context.answers.phoneNumber),
  }),
  answerAndBack<ConsentValues>(),
);

export const passcodeStep = defineStep(
  Passcode,
  (snapshot: WizardSnapshot) => ({
    values: { code: '' },
    errors: snapshot.context.fieldErrors,
    busy: selectBusy(snapshot),
    phoneNumber: formatUkMobile(snapshot.context.answers.phoneNumber),
    codeSentAt: selectCodeSentNotice(snapshot),
  }),
  (intents: Intents) => ({
    ...answerAndBack<PasscodeValues>()(intents),
    onResend: () => intents.send({ type: 'user.resendCode' }),
    onChangeNumber: () => intents.send({ type: 'user.changeNumber' }),
  }),
);

/** The ticked agreements and any agreement being added by hand go to the wizard as one answer. */
export const agreementsStep = defineStep(
  Agreements,
  (snapshot: WizardSnapshot) => ({
    // The same list the wizard chooses from.
    agreements: allAgreements(snapshot.context).map((agreement) => ({
      id: agreement.id,
      lender: agreement.lender,
      // Its facts, then which part of the FCA's redress scheme may cover it (decision 254).
      details: [...agreementDetails(agreement), routeWords(agreementRoute(agreement))],
    })),
    values: { chosenAgreementIds: snapshot.context.answers.chosenAgreementIds, agreement: null },
    errors: snapshot.context.fieldErrors,
    checkRefused: snapshot.context.checkRefused,
  }),
  (intents: Intents) => ({ ...answerAndBack<AgreementsValues>()(intents), onNoneToAdd: intents.leave }),
);
