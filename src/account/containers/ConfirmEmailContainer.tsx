import { shallowEqual, useSelector } from '@xstate/react';
import { selectEmailConfirmation } from '../../../machines/auth/selectors';
import { GatewayProblem } from '../../journey/GatewayProblem';
import type { AuthSession } from './LoginContainer';
import { ConfirmEmail } from '../views/ConfirmEmail';

/**
 * The session is signed in with a password whose email is not confirmed: one page says so, with
 * the link again and Continue once it has been opened. Each button sends one event; the machine
 * decides what shows. Once confirmed, the session goes on as after any sign-in.
 */
export function ConfirmEmailContainer({ session }: { session: AuthSession }) {
  const view = useSelector(session, selectEmailConfirmation, shallowEqual);
  return (
    <>
      {view.problem && <GatewayProblem message={view.problem} />}
      <ConfirmEmail
        email={view.email}
        busy={view.busy}
        resent={view.resent}
        onContinue={() => session.send({ type: 'user.checkConfirmation' })}
        onResend={() => session.send({ type: 'user.resendConfirmation' })}
        onSignOut={() => session.send({ type: 'user.logout' })}
      />
    </>
  );
}
