import { useEffect, useRef } from 'react';
import { Button } from '../../ui/form/Button';
import { LinkButton } from '../../ui/form/LinkButton';
import { StatusMessage } from '../../ui/form/StatusMessage';
import { Prose } from '../../journey/views/Prose';
import { stepTitles } from '../../journey/views/titles';

export interface ConfirmEmailProps {
  /** The account's email, the one the link was sent to. */
  email: string | null;
  /** Asking the sign-in service again, or sending the link: the buttons wait. */
  busy?: boolean;
  /** A new link has just been sent. */
  resent?: boolean;
  /** The claimant has opened the link: ask again and go on to the claim. */
  onContinue: () => void;
  /** "Send the link again". */
  onResend: () => void;
  onSignOut: () => void;
}

/**
 * Signed in with a password whose email is not confirmed yet (GOV.UK "confirm your email
 * address"): the claim stays hidden until it is, so the page says who is signed in, why, and
 * what to do — open the link, send it again, or sign out.
 */
export function ConfirmEmail({ email, busy, resent, onContinue, onResend, onSignOut }: ConfirmEmailProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const address = email ? <strong>{email}</strong> : 'your email address';
  return (
    <Prose>
      <h1 ref={headingRef} tabIndex={-1}>
        {stepTitles['confirm-email']}
      </h1>
      <StatusMessage>{resent ? <>We have sent a new link to {address}.</> : null}</StatusMessage>
      <p>
        You are signed in as {address}, but we cannot show your claim until you confirm that this email
        address is yours.
      </p>
      <p>
        Open the link in the email we sent to {address} when you set your password. Then come back to this
        page and select ‘Continue’.
      </p>
      <Button onClick={onContinue} disabled={busy}>
        Continue
      </Button>
      <h2>If the email has not arrived</h2>
      <p>Check your spam or junk folder. We can send the link again, up to 5 times an hour.</p>
      <Button variant="secondary" onClick={onResend} disabled={busy}>
        Send the link again
      </Button>
      <p>
        Not your email address? <LinkButton onClick={onSignOut}>Sign out</LinkButton> and sign in with yours.
      </p>
    </Prose>
  );
}
