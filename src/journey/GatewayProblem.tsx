import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../ui/form/Button';

const Box = styled.div`
  margin-bottom: var(--space-5);
  padding: var(--space-3);
  border: 5px solid var(--colour-error);
  &:focus {
    outline: 3px solid var(--colour-focus);
  }
  h2 {
    margin-top: 0;
    font-size: 1.5rem;
  }
`;

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
