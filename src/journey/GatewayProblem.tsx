import { useEffect, useRef } from 'react';
import { Button } from '../ui/form/Button';
import { ErrorBox as Box } from '../ui/form/ErrorSummary';

/** The firm's telephone line, offered when calls keep failing. */
export interface PhoneLine {
  phone: string;
  /** When the line is open, e.g. "Monday to Friday, 9am to 5pm". */
  hours: string;
}

/** A number as a `tel:` link takes it: digits and a leading +, nothing else. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A call failed (network, gateway, sign-in). Every answer is kept; Retry, where offered, sends the
 * same call again. The box says what went wrong and what to do next; after repeated failures it
 * also gives the firm's telephone line, so the claimant is never stuck.
 * Focus moves here so keyboard and screen-reader users learn of it at once.
 */
export function GatewayProblem({
  message,
  nextStep,
  callUs,
  onRetry,
}: {
  message: string;
  nextStep?: string | null;
  /** Shown after repeated failures: the firm's number and opening hours. */
  callUs?: PhoneLine | null;
  onRetry?: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <Box ref={ref} tabIndex={-1} role="alert" aria-labelledby="gateway-problem-title">
      <h2 id="gateway-problem-title">There is a problem</h2>
      <p>{message}</p>
      {nextStep && <p>{nextStep}</p>}
      {callUs && (
        <p>
          If it still does not work, call us on <a href={telHref(callUs.phone)}>{callUs.phone}</a> (
          {callUs.hours}). We can finish your claim with you over the phone.
        </p>
      )}
      {onRetry && (
        <>
          <p>Your answers are saved.</p>
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </>
      )}
    </Box>
  );
}
