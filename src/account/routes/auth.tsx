import { runGuard } from '../../app/guards';
import { AuthPage } from '../containers/AuthPage';
import type { Route } from './+types/auth';

/** The route's guard, looked up by name (spec section 2: /auth runs secret-auth). */
const GUARD = 'secret-auth';

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { token } = runGuard(GUARD, request);
  // Before anything else: the token leaves the address bar and the history entry.
  window.history.replaceState(window.history.state, '', '/auth');
  return { token };
}

export default function AuthRoute({ loaderData }: Route.ComponentProps) {
  return <AuthPage token={loaderData.token} />;
}
