import { Checkboxes } from '../../ui/form/Checkboxes';
import { FormPage } from '../../ui/form/FormPage';
import { TextInput } from '../../ui/form/TextInput';
import { Prose } from './Prose';
import { progressAt } from './sections';
import { stepTitles } from './titles';
import type { StepProps } from './types';
import { useAnswers } from './useAnswers';

export interface ConsentValues {
  /** The current postcode: with the name and date of birth, it finds the credit file. */
  postcode: string;
  /** Unticked until the claimant ticks it: consent is never assumed. */
  softSearchConsent: boolean;
}

export interface ConsentProps extends StepProps<ConsentValues> {
  /** The mobile number the passcode goes to. */
  phoneNumber: string;
}

export function Consent({ values: initial, errors = {}, onContinue, phoneNumber, ...page }: ConsentProps) {
  const { values, set } = useAnswers(initial);
  return (
    <FormPage
      title={stepTitles['check/consent']}
      caption="Credit check"
      errors={errors}
      fieldOrder={['postcode', 'softSearchConsent']}
      progress={progressAt('check')}
      onSubmit={() => onContinue(values)}
      {...page}
    >
      <Prose>
        <p>
          A soft search shows us the car finance agreements on your credit file, so you do not have to find
          your old paperwork.
        </p>
        <ul>
          <li>It does not affect your credit score.</li>
          <li>Lenders cannot see it, and it does not show when you apply for credit.</li>
          <li>We only use what it finds for your claim.</li>
        </ul>
        <p>
          To confirm it is you, we will text a security code to {phoneNumber}, if your credit file has that
          mobile number.
        </p>
      </Prose>
      <TextInput
        id="postcode"
        label="Your current postcode"
        hint="We use it with your name and date of birth to find your credit file."
        autoComplete="postal-code"
        width={10}
        value={values.postcode}
        onChange={set('postcode')}
        error={errors.postcode}
      />
      <Checkboxes
        id="softSearchConsent"
        legend="Your agreement"
        legendHidden
        options={[{ value: 'yes', label: 'I agree to a soft search of my credit file' }]}
        value={values.softSearchConsent ? ['yes'] : []}
        onChange={(ticked) => set('softSearchConsent')(ticked.includes('yes'))}
        error={errors.softSearchConsent}
      />
    </FormPage>
  );
}
