import { getAuth } from 'firebase-admin/auth';
import { callWithToken, signInStaff, staffAccount } from '../desk/staff';
import { adminApp, type Caller } from './support';

/**
 * A member of the firm's staff calling the real gateway as the desk does: an account on the Auth
 * emulator with `role` and `workspaces` custom claims (set directly, so a test may give a role
 * grant-role would refuse), signed in with the password and the second factor (decision 178), or
 * with the password alone when `secondFactor` is false.
 */
export async function staffCaller(
  role: string,
  workspaces: string[],
  options: { secondFactor?: boolean } = {},
): Promise<Caller> {
  const account = await staffAccount({ secondFactor: options.secondFactor ?? true });
  await getAuth(adminApp()).setCustomUserClaims(account.uid, { role, workspaces });
  const idToken = await signInStaff(account);
  return { uid: account.uid, call: (name, data) => callWithToken(idToken, name, data) };
}
