import { useState } from 'react';
import { Radios } from '../../ui/form/Radios';
import { EmailInput } from '../../ui/form/EmailInput';
import { TextInput } from '../../ui/form/TextInput';
import { EmailSuggestion } from './EmailSuggestion';
import { suggestEmail } from './emailTypo';
import { StepPage, useStep } from './StepPage';
import { InsetText } from '../../ui/form/InsetText';
import type { AfterCheckProps, StepProps } from './types';

export interface ContactValues {
  email: string;
  phoneNumber: string;
  /** Whether another firm already acts for them on this claim: '' until answered. */
  otherFirmActing: '' | 'yes' | 'no';
}

const fieldOrder = ['email', 'phoneNumber', 'otherFirmActing'] as const;

export function Contact({
  changeNeedsNewCheck = false,
  ...props
}: StepProps<ContactValues> & AfterCheckProps) {
  const { values, set, setValues, field, form } = useStep(props);
  // Checked when the claimant leaves the field, not while they type half an address.
  const [suggestion, setSuggestion] = useState(() => suggestEmail(props.values.email));
  return (
    <StepPage step="start/contact" fieldOrder={fieldOrder} {...form}>
      {changeNeedsNewCheck && (
        <InsetText>
          <p>
            If you change your mobile number, we will text a new security code to the new number and check
            your credit file again. You can change your email address without a new check.
          </p>
        </InsetText>
      )}
      <EmailInput
        hint="We will send you updates about your claim."
        {...field('email')}
        onChange={(email) => {
          set('email')(email);
          setSuggestion(null);
        }}
        onBlur={() => setSuggestion(suggestEmail(values.email))}
        after={
          <EmailSuggestion
            suggestion={suggestion}
            onUse={(email) => {
              setValues((current) => ({ ...current, email }));
              setSuggestion(null);
            }}
          />
        }
      />
      <TextInput
        label="UK mobile number"
        hint="We need your mobile number to text you a security code before the soft credit check, to confirm it is you. For example, 07700 900982 or +44 7700 900982."
        type="tel"
        autoComplete="tel"
        {...field('phoneNumber')}
        width={20}
      />
      <Radios
        legend="Is another law firm or claims company already dealing with a car finance commission claim for you?"
        hint="If one is, we cannot act for you on the same claim."
        inline
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        {...field('otherFirmActing')}
        onChange={(answer) => set('otherFirmActing')(answer as ContactValues['otherFirmActing'])}
      />
    </StepPage>
  );
}
