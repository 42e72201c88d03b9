import { Checkboxes } from '../../ui/form/Checkboxes';
import { TextInput } from '../../ui/form/TextInput';
import { Prose } from './Prose';
import { StepPage, useStep } from './StepPage';
import type { StepProps } from './types';

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

export function Consent({ phoneNumber, ...props }: ConsentProps) {
  const { values, set, errors, field, form } = useStep(props);
  return (
    <StepPage step="check/consent" fieldOrder={['postcode', 'softSearchConsent']} {...form}>
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
        label="Your current postcode"
        hint="We use it with your name and date of birth to find your credit file."
        autoComplete="postal-code"
        width={10}
        {...field('postcode')}
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
    </StepPage>
  );
}
