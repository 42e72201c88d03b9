import { useSelector } from '@xstate/react';
import { selectFailed } from '../../machines/auth/selectors';
import { AUTH_ERROR_MESSAGES } from '../adapters/authErrors';
import { GatewayProblem } from './GatewayProblem';
import type { SessionActor } from './session';

/**
 * The guest sign-in ran out of retries while the claimant was reading or typing. Loaded with the
 * session (it is shown only once the session has started), so the first page carries none of it.
 */
export default function SessionProblem({ session }: { session: SessionActor }) {
  const failed = useSelector(session, selectFailed);
  if (!failed) return null;
  return (
    <GatewayProblem
      message={AUTH_ERROR_MESSAGES.network}
      onRetry={() => session.send({ type: 'user.retry' })}
    />
  );
}
