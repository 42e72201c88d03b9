import { useState } from 'react';
import type { DeskFieldErrors, SecondFactorChallenge } from '../../../machines/desk/deskSessionMachine';
import { FormPage } from '../../ui/form/FormPage';
import { LinkButton } from '../../ui/form/LinkButton';
import { PasswordInput } from '../../ui/form/PasswordInput';
import { StatusMessage } from '../../ui/form/StatusMessage';
import { TextInput } from '../../ui/form/TextInput';
import { DeskCodeForm, signInErrors } from './DeskCodeForm';

export interface DeskPasswordStepProps {
  brandName: string;
  email: string;
  fieldErrors: DeskFieldErrors;
  problem: string | null;
  /** News for the page, announced: "Your session has ended. Sign in again." */
  notice?: string | null;
  busy: boolean;
  onSignIn: (email: string, password: string) => void;
}

/** The desk's first step: the staff member's email and password. */
export function DeskPasswordStep({
  brandName,
  email: initial,
  fieldErrors,
  problem,
  notice = null,
  busy,
  onSignIn,
}: DeskPasswordStepProps) {
  const [email, setEmail] = useState(initial);
  const [password, setPassword] = useState('');
  const errors = signInErrors(fieldErrors, problem, 'email');
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <>
      <title>{`${hasErrors ? 'Error: ' : ''}Sign in to the desk – ${brandName}`}</title>
      <FormPage
        title="Sign in to the desk"
        caption="For the firm’s staff"
        errors={hasErrors ? errors : undefined}
        fieldOrder={['email', 'password']}
        notice={<StatusMessage>{notice}</StatusMessage>}
        onSubmit={() => onSignIn(email, password)}
        submitLabel={busy ? 'Signing in…' : 'Continue'}
        busy={busy}
      >
        <TextInput
          id="email"
          label="Email address"
          type="email"
          autoComplete="username"
          spellCheck={false}
          autoCapitalize="none"
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        <PasswordInput
          id="password"
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
      </FormPage>
    </>
  );
}

export interface DeskCodeStepProps {
  brandName: string;
  challenge: SecondFactorChallenge;
  fieldErrors: DeskFieldErrors;
  problem: string | null;
  /** "We sent a security code to …", announced. */
  notice: string | null;
  /** Sending the code or checking it. */
  busy: boolean;
  onSubmitCode: (code: string) => void;
  onResendCode: () => void;
  onStartAgain: () => void;
}

/** The second step: the code texted to the enrolled mobile, or the one the authenticator app shows. */
export function DeskCodeStep(props: DeskCodeStepProps) {
  const { challenge } = props;
  const text = challenge.kind === 'phone';
  return (
    <DeskCodeForm
      {...props}
      title={text ? 'Check your phone' : 'Enter the code from your authenticator app'}
      caption="Sign in to the desk"
      hint={
        text
          ? `We sent a text message with a 6-digit code to ${challenge.hint}. It expires after a few minutes.`
          : `Open ${challenge.hint} and enter the 6-digit code it shows for this account.`
      }
      secondary={
        <p>
          {text && (
            <>
              <LinkButton onClick={props.onResendCode}>Send a new code</LinkButton>
              <br />
            </>
          )}
          <LinkButton onClick={props.onStartAgain}>Sign in with a different account</LinkButton>
        </p>
      }
    />
  );
}
