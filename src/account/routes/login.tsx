import { LoginPage } from '../containers/LoginPage';

/** /login: the return link of password-reset emails (spec section 2). */
export default function LoginRoute() {
  return <LoginPage />;
}
