import { Details } from '../../ui/form/Details';
import { FormPage } from '../../ui/form/FormPage';
import { LinkButton } from '../../ui/form/LinkButton';
import { StatusMessage } from '../../ui/form/StatusMessage';
import { TextInput } from '../../ui/form/TextInput';
import { progressAt } from './sections';
import { stepTitles } from './titles';
import type { StepProps } from './types';
import { useAnswers } from './useAnswers';

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
  const {
    values: initial,
    errors = {},
    onContinue,
    phoneNumber,
    codeSentAt,
    onResend,
    onChangeNumber,
    ...page
  } = props;
  const { values, set } = useAnswers(initial);
  return (
    <FormPage
      title={stepTitles['check/otp']}
      caption="Credit check"
      errors={errors}
      fieldOrder={['code']}
      progress={progressAt('check')}
      onSubmit={() => onContinue(values)}
      notice={<StatusMessage>{codeSentAt !== null && <span key={codeSentAt}>Code sent</span>}</StatusMessage>}
      {...page}
    >
      <p>We have sent a security code to {phoneNumber}. It lasts 10 minutes.</p>
      <TextInput
        id="code"
        label="Security code"
        hint="The security code is 6 numbers. It is in the text message from us."
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        width={10}
        value={values.code}
        onChange={(typed) => set('code')(cleanPasscode(typed))}
        error={errors.code}
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
    </FormPage>
  );
}
