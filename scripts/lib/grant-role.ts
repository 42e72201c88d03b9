// `npm run grant-role`: gives a staff member a role at the desk and the workspaces they work, as
// custom claims on their account (decision 178). It gives nothing to an account without a confirmed
// email and a second factor, and ends the sessions of an account whose access it narrows (decision
// 247). The CLI is scripts/grant-role.mjs.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Workspace } from '../../contract/firms';
import {
  DESK_ENROLMENT_CLAIM,
  STAFF_ROLES,
  WORKSPACES,
  type StaffClaims,
  type StaffRole,
} from '../../contract/staff';
import { GRANT_ROLE_SYNOPSIS } from './operator-usage.mjs';

/** A problem with the command or the account, reported as one line. */
export class GrantRoleError extends Error {}

export const USAGE = `${GRANT_ROLE_SYNOPSIS}\nWorkspaces: ${WORKSPACES.join(', ')}, or all.`;

export type GrantRequest =
  | {
      email: string;
      role: StaffRole;
      workspaces: Workspace[] | null;
      /** Local emulators only: make the account first, its email confirmed, with this mobile enrolled. */
      create?: { mobile: string | null };
    }
  | { email: string; revoke: true };

/** The workspace a name means, in any case; "all" is every workspace. */
function workspacesNamed(names: string[]): Workspace[] {
  const chosen = names.flatMap((name) => {
    if (name.toLowerCase() === 'all') return WORKSPACES;
    const workspace = WORKSPACES.find((w) => w.toLowerCase() === name.toLowerCase());
    if (!workspace) throw new GrantRoleError(`There is no workspace "${name}". ${USAGE.split('\n').at(-1)}`);
    return [workspace];
  });
  return [...new Set(chosen)];
}

/** Reads the command line: the email, the role (or --revoke), the workspaces and the project. */
export function parseGrantArgs(args: string[]): { request: GrantRequest; project: string | undefined } {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        workspace: { type: 'string', multiple: true },
        project: { type: 'string' },
        revoke: { type: 'boolean', default: false },
        create: { type: 'boolean', default: false },
        mobile: { type: 'string' },
      },
    });
  } catch (error) {
    throw new GrantRoleError(`${(error as Error).message}\n${USAGE}`);
  }
  const { positionals, values } = parsed;
  const [email, role, ...extra] = positionals;
  if (!email || !email.includes('@') || extra.length > 0) throw new GrantRoleError(USAGE);
  const project = values.project;
  if (values.revoke) {
    if (role !== undefined || values.workspace) {
      throw new GrantRoleError(`--revoke takes the email alone.\n${USAGE}`);
    }
    return { request: { email, revoke: true }, project };
  }
  if (!role || !(STAFF_ROLES as readonly string[]).includes(role)) {
    throw new GrantRoleError(`The role is handler or supervisor${role ? `, not "${role}"` : ''}.\n${USAGE}`);
  }
  const workspaces = values.workspace ? workspacesNamed(values.workspace) : null;
  if (values.mobile !== undefined && !values.create) {
    throw new GrantRoleError(`--mobile goes with --create.\n${USAGE}`);
  }
  if (!values.create) return { request: { email, role: role as StaffRole, workspaces }, project };
  if (project) {
    throw new GrantRoleError(
      '--create makes accounts on the local emulators only; in a project the firm creates them in the console.',
    );
  }
  const mobile = values.mobile ?? null;
  if (mobile !== null && !/^\+44\d{10}$/.test(mobile)) {
    throw new GrantRoleError(`--mobile is a UK mobile in +44 form, like +447700900123, not "${mobile}".`);
  }
  return { request: { email, role: role as StaffRole, workspaces, create: { mobile } }, project };
}

export interface GrantOutcome {
  uid: string;
  email: string;
  /** The staff claims now on the account, or null when revoked. */
  staff: StaffClaims | null;
  emailVerified: boolean;
  /** The second factors the account has enrolled ('totp', 'phone'). */
  secondFactors: string[];
  /** The password of an account `--create` made (local emulators only), shown once. */
  password?: string;
  /** Whether the change narrowed the account's access, so its sessions were ended. */
  sessionsEnded: boolean;
}

async function account(auth: Auth, email: string): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw new GrantRoleError(
        `No account has the email ${email}. Create the staff member's account first (docs/operations.md).`,
      );
    }
    throw error;
  }
}

const currentWorkspaces = (claims: Record<string, unknown>): Workspace[] =>
  Array.isArray(claims.workspaces)
    ? (claims.workspaces as unknown[]).filter((w): w is Workspace => WORKSPACES.includes(w as Workspace))
    : [];

/** The staff claims an account holds now, or null when it has no staff role. */
function currentStaff(claims: Record<string, unknown>): StaffClaims | null {
  const role = STAFF_ROLES.find((r) => r === claims.role);
  return role ? { role, workspaces: currentWorkspaces(claims) } : null;
}

/** A supervisor may do more than a handler: the contract lists the roles from least to most. */
const rank = (role: StaffRole) => STAFF_ROLES.indexOf(role);

/** Whether a change gives the account something it did not have: a role, a higher role or a workspace. */
export function widens(before: StaffClaims | null, after: StaffClaims | null): boolean {
  if (!after) return false;
  if (!before) return true;
  return rank(after.role) > rank(before.role) || after.workspaces.some((w) => !before.workspaces.includes(w));
}

/** Whether a change takes something away: the role, a lower role or a workspace. */
export function narrows(before: StaffClaims | null, after: StaffClaims | null): boolean {
  if (!before) return false;
  if (!after) return true;
  return rank(after.role) < rank(before.role) || before.workspaces.some((w) => !after.workspaces.includes(w));
}

/**
 * Refuses to give access to an account that could not sign in to the desk safely: its email not
 * confirmed (anyone could have typed it) or no second factor enrolled. Says what the person does
 * first. A change that only takes access away is never refused: refusing it would leave more in place.
 */
async function refuseUnready(auth: Auth, user: UserRecord, email: string): Promise<void> {
  const unconfirmed = !user.emailVerified;
  const noFactor = (user.multiFactor?.enrolledFactors ?? []).length === 0;
  if (!unconfirmed && !noFactor) return;
  const steps = [
    ...(unconfirmed ? ['confirm their email address from the link in the email they were sent'] : []),
    ...(noFactor
      ? [
          "enrol an authenticator app at the desk's sign-in (after their password it shows a QR code; the account is invited to)",
        ]
      : []),
  ];
  const lacks = [
    ...(unconfirmed ? ['has not confirmed their email address'] : []),
    ...(noFactor ? ['has no second factor'] : []),
  ];
  // A confirmed account with no factor is invited to enrol one at the desk, which otherwise lets
  // only staff enrol (decision 247): the invitation grants nothing at the gateway.
  if (noFactor) {
    await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), [DESK_ENROLMENT_CLAIM]: true });
  }
  throw new GrantRoleError(
    `No role was given: ${email} ${lacks.join(' and ')}. ` +
      `Ask them to ${steps.join(', then ')}; then run this command again.`,
  );
}

/**
 * Sets (or removes) the staff claims `role` and `workspaces` on the account with this email,
 * keeping any other custom claims. Without workspaces a grant keeps those the account already
 * has; an account with none must be given some. A grant that gives anything new needs a confirmed
 * email and a second factor (except an account `--create` just made on the emulators). Revoking,
 * or any change that narrows the role or the workspaces, also ends the account's sessions.
 */
export async function grantRole(auth: Auth, request: GrantRequest): Promise<GrantOutcome> {
  const created = 'create' in request && request.create ? await createLocal(auth, request) : null;
  const user = await account(auth, request.email);
  // The staff claims are replaced; an enrolment invitation ends with the grant (or the revocation).
  const {
    role: _role,
    workspaces: _workspaces,
    [DESK_ENROLMENT_CLAIM]: _invited,
    ...others
  } = user.customClaims ?? {};
  const before = currentStaff(user.customClaims ?? {});
  let staff: StaffClaims | null = null;
  if ('revoke' in request) {
    await auth.setCustomUserClaims(user.uid, Object.keys(others).length > 0 ? others : null);
  } else {
    const workspaces = request.workspaces ?? currentWorkspaces(user.customClaims ?? {});
    if (workspaces.length === 0) {
      throw new GrantRoleError(
        `${request.email} has no workspaces yet: name them with --workspace (${WORKSPACES.join(', ')}, or all).`,
      );
    }
    staff = { role: request.role, workspaces };
    if (!created && widens(before, staff)) await refuseUnready(auth, user, request.email);
    await auth.setCustomUserClaims(user.uid, { ...others, ...staff });
  }
  // A narrower grant must not wait for the old token to lapse: every session ends now, and the
  // next sign-in carries the new claims.
  const sessionsEnded = 'revoke' in request || narrows(before, staff);
  if (sessionsEnded) await auth.revokeRefreshTokens(user.uid);
  return {
    uid: user.uid,
    email: request.email,
    staff,
    emailVerified: user.emailVerified,
    secondFactors: (user.multiFactor?.enrolledFactors ?? []).map((factor) => factor.factorId),
    ...(created ? { password: created } : {}),
    sessionsEnded,
  };
}

/**
 * `--create` (local emulators only): a staff account to try the desk with, its email confirmed, a
 * new random password, and the mobile (if given) enrolled as its second factor — the Auth emulator
 * lists the codes it "texts" (docs/operations.md). An account that exists already is refused.
 */
async function createLocal(
  auth: Auth,
  request: { email: string; create?: { mobile: string | null } },
): Promise<string> {
  const password = randomBytes(15).toString('base64url');
  const mobile = request.create?.mobile ?? null;
  try {
    await auth.createUser({
      email: request.email,
      password,
      emailVerified: true,
      ...(mobile ? { multiFactor: { enrolledFactors: [{ factorId: 'phone', phoneNumber: mobile }] } } : {}),
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/email-already-exists') {
      throw new GrantRoleError(
        `An account with the email ${request.email} exists already: leave out --create.`,
      );
    }
    throw error;
  }
  return password;
}

/** What the command prints: the grant, and what still stands between the person and the desk. */
export function describeOutcome(outcome: GrantOutcome): string[] {
  if (!outcome.staff) {
    return [`${outcome.email} (uid ${outcome.uid}) no longer has a staff role; their sessions are ended.`];
  }
  const lines = [
    `${outcome.email} (uid ${outcome.uid}) is a ${outcome.staff.role} for ${outcome.staff.workspaces.join(', ')}. ` +
      'It applies from their next sign-in.',
  ];
  if (outcome.sessionsEnded) {
    lines.push(
      'That is less than they had: every session of theirs is ended (refresh tokens revoked), so they sign in again to use the desk.',
    );
  }
  if (outcome.password) {
    lines.unshift(`Made ${outcome.email} on the local emulators. Its password: ${outcome.password}`);
  }
  if (!outcome.emailVerified) {
    lines.push('Their email address is not verified yet: they must verify it before adding a second factor.');
  }
  if (outcome.secondFactors.length === 0) {
    lines.push(
      'They have no second factor yet: the desk refuses them until they add one (docs/operations.md).',
    );
  }
  return lines;
}
