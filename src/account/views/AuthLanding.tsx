import { useEffect, useRef } from 'react';
import { Button } from '../../ui/form/Button';
import { ErrorBox } from '../../ui/form/ErrorSummary';
import { StatusMessage } from '../../ui/form/StatusMessage';
import { Prose } from '../../journey/views/Prose';
import { stepTitles } from '../../journey/views/titles';

export interface AuthLandingProps {
  status: 'signing-in' | 'failed' | 'confirm-switch' | 'session-failed';
  loginHref: string;
  /** session-failed: the session's message (the spec's 'Max retries reached for function'). */
  problem?: string | null;
  /** session-failed: what to do about it. */
  nextStep?: string | null;
  /** session-failed: start the session again; the link is kept and used once it has started. */
  onRetry?: () => void;
  /** Who is signed in now, when the link is for someone else (confirm-switch). */
  signedInAs?: string | null;
  /** Sign out and use the link. */
  onSwitch?: () => void;
  /** Keep the current session and ignore the link. */
  onStay?: () => void;
}

const HEADINGS = {
  'signing-in': stepTitles.auth,
  failed: stepTitles['auth-failed'],
  'confirm-switch': stepTitles['auth-switch'],
  'session-failed': stepTitles['auth-unavailable'],
} as const;

/** The /auth page while a sign-in link is used; on success the route moves on to the claim. */
export function AuthLanding({
  status,
  loginHref,
  problem,
  nextStep,
  onRetry,
  signedInAs,
  onSwitch,
  onStay,
}: AuthLandingProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [status]);
  return (
    <Prose>
      <h1 ref={headingRef} tabIndex={-1}>
        {HEADINGS[status]}
      </h1>
      <StatusMessage>{status === 'signing-in' ? 'Signing you in to your claim…' : null}</StatusMessage>
      {status === 'failed' && (
        <>
          <p>The link may have expired or been used already. Links work once.</p>
          <p>
            <a href={loginHref}>Sign in with your email address and password</a>
          </p>
        </>
      )}
      {status === 'session-failed' && (
        <>
          <ErrorBox role="alert" aria-labelledby="auth-problem-title">
            <h2 id="auth-problem-title">There is a problem</h2>
            {problem && <p>{problem}</p>}
            {nextStep && <p>{nextStep}</p>}
            <p>Your sign-in link has been kept. Select ‘Try again’ to use it.</p>
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          </ErrorBox>
          <p>
            Or <a href={loginHref}>sign in with your email address and password</a>.
          </p>
        </>
      )}
      {status === 'confirm-switch' && (
        <>
          <p>
            {signedInAs ? (
              <>
                This browser is signed in as <strong>{signedInAs}</strong>.
              </>
            ) : (
              'This browser is signed in to another claim.'
            )}{' '}
            The link you opened is for a different claim.
          </p>
          <p>If you use the link, this browser will be signed out of that claim first.</p>
          <Button onClick={onSwitch}>Sign out and use the link</Button>{' '}
          <Button variant="secondary" onClick={onStay}>
            Stay signed in
          </Button>
        </>
      )}
    </Prose>
  );
}
