import { useEffect, useRef } from 'react';
import { Button } from '../ui/form/Button';
import { ErrorBox as Box } from '../ui/form/ErrorSummary';

/**
 * A call failed (network, gateway, sign-in). Every answer is kept; Retry, where offered, sends the
 * same call again.
 * Focus moves here so keyboard and screen-reader users learn of it at once.
 */
export function GatewayProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <Box ref={ref} tabIndex={-1} role="alert" aria-labelledby="gateway-problem-title">
      <h2 id="gateway-problem-title">There is a problem</h2>
      <p>{message}</p>
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
