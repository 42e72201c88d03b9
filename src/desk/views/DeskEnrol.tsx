// The desk's second-factor enrolment (decision 220): a staff member signed in with their password
// and no second factor sets one up before the desk opens. In a deployment, an authenticator app
// (its QR code, the key to type instead, then its code); on the Auth emulator, a mobile number and
// the code texted to it. Views take props; the session machine decides which one shows.
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import styled from 'styled-components';
import type { AuthenticatorSecret, DeskFieldErrors } from '../../../machines/desk/deskSessionMachine';
import { FormPage } from '../../ui/form/FormPage';
import { LinkButton } from '../../ui/form/LinkButton';
import { TextInput } from '../../ui/form/TextInput';
import { DeskCodeForm, signInErrors } from './DeskCodeForm';

const CAPTION = 'Set up your second factor';

/** "Sign in with a different account", and any other ways out of a step. */
function Secondary({ children, onStartAgain }: { children?: React.ReactNode; onStartAgain: () => void }) {
  return (
    <p>
      {children}
      <LinkButton onClick={onStartAgain}>Sign in with a different account</LinkButton>
    </p>
  );
}

export interface DeskEnrolPhoneStepProps {
  brandName: string;
  fieldErrors: DeskFieldErrors;
  problem: string | null;
  /** Sending the code. */
  busy: boolean;
  onSubmitPhone: (phoneNumber: string) => void;
  onStartAgain: () => void;
}

/** Enrolling a text message: the mobile the codes will go to. */
export function DeskEnrolPhoneStep(props: DeskEnrolPhoneStepProps) {
  const { brandName, fieldErrors, problem, busy } = props;
  const [phoneNumber, setPhoneNumber] = useState('');
  const errors = signInErrors(fieldErrors, problem, 'phoneNumber');
  const hasErrors = Object.keys(errors).length > 0;
  const title = 'Add a mobile number for security codes';
  return (
    <>
      <title>{`${hasErrors ? 'Error: ' : ''}${title} – ${brandName}`}</title>
      <FormPage
        title={title}
        caption={CAPTION}
        errors={hasErrors ? errors : undefined}
        fieldOrder={['phoneNumber']}
        onSubmit={() => props.onSubmitPhone(phoneNumber)}
        submitLabel={busy ? 'Sending…' : 'Continue'}
        busy={busy}
        secondary={<Secondary onStartAgain={props.onStartAgain} />}
      >
        <p>
          The desk asks for a security code as well as your password each time you sign in. We will text the
          code to your mobile.
        </p>
        <TextInput
          id="phoneNumber"
          label="UK mobile number"
          hint="For example, 07700 900 982"
          type="tel"
          autoComplete="tel"
          spellCheck={false}
          width={20}
          value={phoneNumber}
          onChange={setPhoneNumber}
          error={errors.phoneNumber}
        />
      </FormPage>
    </>
  );
}

export interface DeskEnrolCodeStepProps {
  brandName: string;
  /** The mobile the code went to, as people write it. */
  phoneNumber: string;
  fieldErrors: DeskFieldErrors;
  problem: string | null;
  /** "We sent a security code to …", announced. */
  notice: string | null;
  busy: boolean;
  onSubmitCode: (code: string) => void;
  onResendCode: () => void;
  onChangePhone: () => void;
  onStartAgain: () => void;
}

/** Enrolling a text message: the code texted to the mobile just given. */
export function DeskEnrolCodeStep(props: DeskEnrolCodeStepProps) {
  return (
    <DeskCodeForm
      {...props}
      title="Check your phone"
      caption={CAPTION}
      hint={`We sent a text message with a 6-digit code to ${props.phoneNumber}. It expires after a few minutes.`}
      secondary={
        <Secondary onStartAgain={props.onStartAgain}>
          <LinkButton onClick={props.onResendCode}>Send a new code</LinkButton>
          <br />
          <LinkButton onClick={props.onChangePhone}>Use a different mobile number</LinkButton>
          <br />
        </Secondary>
      }
    />
  );
}

const QrFigure = styled.figure`
  margin: 0 0 var(--space-4);

  svg {
    display: block;
    width: 200px;
    max-width: 100%;
    height: auto;
  }
`;

const SecretKey = styled.code`
  display: inline-block;
  font-size: 1.1875rem;
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;

/** The key in groups of four, easier to read and type (authenticator apps ignore the spaces). */
export const groupedKey = (secretKey: string) => secretKey.replace(/(.{4})(?=.)/g, '$1 ');

export const QR_CODE_LABEL = 'QR code to scan with your authenticator app';

export interface DeskEnrolAppStepProps {
  brandName: string;
  /** The new secret, or null while it is being made. */
  secret: AuthenticatorSecret | null;
  fieldErrors: DeskFieldErrors;
  problem: string | null;
  busy: boolean;
  onSubmitCode: (code: string) => void;
  onStartAgain: () => void;
}

/** Enrolling an authenticator app: scan the QR code (or type the key), then enter the app's code. */
export function DeskEnrolAppStep(props: DeskEnrolAppStepProps) {
  const { secret } = props;
  return (
    <DeskCodeForm
      brandName={props.brandName}
      title="Set up your authenticator app"
      caption={CAPTION}
      label="Code from your authenticator app"
      hint="The 6-digit code the app shows. It changes every 30 seconds."
      fieldErrors={props.fieldErrors}
      problem={props.problem}
      busy={props.busy}
      ready={secret !== null}
      onSubmitCode={props.onSubmitCode}
      secondary={<Secondary onStartAgain={props.onStartAgain} />}
    >
      <p>
        The desk asks for a code from an authenticator app as well as your password each time you sign in.
      </p>
      {secret ? (
        <>
          <ol>
            <li>
              Open an authenticator app on your phone, such as Google Authenticator or Microsoft
              Authenticator.
            </li>
            <li>Add an account in the app and scan this QR code.</li>
            <li>Enter the 6-digit code the app shows for this account.</li>
          </ol>
          <QrFigure>
            <QRCodeSVG
              value={secret.qrCodeUrl}
              level="M"
              marginSize={4}
              role="img"
              aria-label={QR_CODE_LABEL}
            />
          </QrFigure>
          <p>
            If you cannot scan the QR code, add the account by typing this key:{' '}
            <SecretKey>{groupedKey(secret.secretKey)}</SecretKey>
          </p>
          <p>
            On a device that has the app, you can{' '}
            <a href={secret.qrCodeUrl}>add this account to your authenticator app</a> instead.
          </p>
        </>
      ) : (
        <p role="status">Making your key…</p>
      )}
    </DeskCodeForm>
  );
}
