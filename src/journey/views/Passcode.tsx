import { Details } from '../../ui/form/Details';
import { LinkButton } from '../../ui/form/LinkButton';
import { StatusMessage } from '../../ui/form/StatusMessage';
import { TextInput } from '../../ui/form/TextInput';
import { StepPage, useStep } from './StepPage';
import type { StepProps } from './types';

export interface PasscodeValues {
  code: string;
}

export interface PasscodeProps extends StepProps<PasscodeValues> {
  phoneNumber: string;
  /**
   * When the latest code was sent (any value that changes per send), or null before the first.
   * Each new value re-announces "Code sent".
   */
  codeSentAt: number | null;
  onResend: () => void;
  onChangeNumber: () => void;
}

/** Spaces (and the dashes some phones show) are ignored, so "123 456" pasted from a text works. */
export const cleanPasscode = (value: string) => value.replace(/[\s-]+/g, '');

export function Passcode(props: PasscodeProps) {
  const { phoneNumber, codeSentAt, onResend, onChangeNumber } = props;
  const { set, field, form } = useStep(props);
  return (
    <StepPage
      step="check/otp"
      fieldOrder={['code']}
      notice={<StatusMessage>{codeSentAt !== null && <span key={codeSentAt}>Code sent</span>}</StatusMessage>}
      {...form}
    >
      <p>We have sent a security code to {phoneNumber}. It lasts 10 minutes.</p>
      <TextInput
        label="Security code"
        hint="The security code is 6 numbers. It is in the text message from us."
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        width={10}
        {...field('code')}
        onChange={(typed) => set('code')(cleanPasscode(typed))}
      />
      <Details summary="Not received a text message?">
        <p>Text messages can take a few minutes to arrive. If it has not come:</p>
        <p>
          <LinkButton onClick={onResend}>Send a new security code</LinkButton>
        </p>
        <p>
          <LinkButton onClick={onChangeNumber}>Change your mobile number</LinkButton>
        </p>
      </Details>
    </StepPage>
  );
}
