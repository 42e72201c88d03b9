import { useSelector } from '@xstate/react';
import { Navigate } from 'react-router';
import {
  selectAuthError,
  selectAwaitingEmailConfirmation,
  selectFailed,
} from '../../machines/auth/selectors';
import { AUTH_ERROR_MESSAGES } from '../adapters/authErrors';
import { GatewayProblem } from './GatewayProblem';
import type { SessionActor } from './session';

/**
 * What the session means for the journey's page, once it has started. It could not start (the
 * auth listener or the guest sign-in ran out of retries): the problem, what to do, and Try again,
 * when `showFailure` (the step shows none of its own). Signed in with a password whose email is
 * not confirmed: the claim cannot go on, so the page goes to /login, the one page that says so.
 * Loaded with the session, so the first page carries none of it.
 */
export default function SessionProblem({
  session,
  showFailure,
}: {
  session: SessionActor;
  showFailure: boolean;
}) {
  const failed = useSelector(session, selectFailed);
  const message = useSelector(session, selectAuthError);
  const unconfirmed = useSelector(session, selectAwaitingEmailConfirmation);
  if (unconfirmed) return <Navigate to="/login" replace />;
  if (!failed || !showFailure) return null;
  return (
    <GatewayProblem
      message={message ?? AUTH_ERROR_MESSAGES.network}
      nextStep={AUTH_ERROR_MESSAGES.network}
      onRetry={() => session.send({ type: 'user.retry' })}
    />
  );
}
