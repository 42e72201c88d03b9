import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { signInWithCustomToken } from 'firebase/auth';
import { afterAll } from 'vitest';
import { callGateway, clientApp } from '../support/emulators';
import { adminApp, type Caller } from './support';

const disposers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(disposers.splice(0).map((dispose) => dispose()));
});

/**
 * A member of the firm's staff calling the real gateway, signed in with a token whose custom
 * claims carry their role and workspaces (`role`, `workspaces`); apps are disposed after the file.
 */
export async function staffCaller(role: string, workspaces: string[]): Promise<Caller> {
  const uid = `staff-${randomUUID()}`;
  const token = await getAuth(adminApp()).createCustomToken(uid, { role, workspaces });
  const { app, auth, dispose } = clientApp();
  disposers.push(dispose);
  await signInWithCustomToken(auth, token);
  return { uid, call: async (name, data) => (await callGateway(app, name, data)).data };
}
