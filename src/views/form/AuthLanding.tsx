import { useEffect, useRef } from 'react';
import { StatusMessage } from '../../ui/form/StatusMessage';
import { Prose } from './Prose';
import { stepTitles } from './titles';

export interface AuthLandingProps {
  status: 'signing-in' | 'failed';
  loginHref: string;
}

/** The /auth page while a sign-in link is used; on success the route moves on to the claim. */
export function AuthLanding({ status, loginHref }: AuthLandingProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [status]);
  return (
    <Prose>
      <h1 ref={headingRef} tabIndex={-1}>
        {status === 'failed' ? stepTitles['auth-failed'] : stepTitles.auth}
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
    </Prose>
  );
}
