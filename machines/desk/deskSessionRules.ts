// Pure rules of the desk's staff sign-in: what the password, code and mobile steps accept, who may
// use the desk or enrol a factor, and how long an idle session lasts.
import * as v from 'valibot';
import { EmailSchema, MobileSchema } from '../../contract/fields';
import type { DeskFieldErrors } from './deskSessionTypes';
import { DESK_SIGN_IN_MESSAGES } from './messages';
import type { DeskStaffIdentity } from './types';

/** The desk signs a staff member out after this long without activity in any of its tabs (decision 217). */
export const DESK_IDLE_MS = 30 * 60 * 1000;

const PasswordStepSchema = v.object({
  email: EmailSchema,
  password: v.pipe(v.string(), v.nonEmpty(DESK_SIGN_IN_MESSAGES.emptyPassword)),
});

/** The code as typed, spaces and dashes set aside (paste allowed). */
export const normaliseCode = (code: string) => code.replace(/[\s-]+/g, '');

export function passwordErrors(email: string, password: string): DeskFieldErrors {
  const parsed = v.safeParse(PasswordStepSchema, { email, password }, { abortPipeEarly: true });
  if (parsed.success) return {};
  const errors: DeskFieldErrors = {};
  for (const issue of parsed.issues) {
    const key = issue.path?.[0]?.key as 'email' | 'password' | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

export function codeError(code: string): string | undefined {
  const compact = normaliseCode(code);
  if (compact === '') return DESK_SIGN_IN_MESSAGES.emptyCode;
  if (!/^\d{6}$/.test(compact)) return DESK_SIGN_IN_MESSAGES.codeFormat;
  return undefined;
}

export const hasRole = (staff: DeskStaffIdentity) => staff.role !== null && staff.workspaces.length > 0;
/** Staff, or an account grant-role invited to enrol a second factor before its role (decision 247). */
export const mayEnrol = (staff: DeskStaffIdentity) => hasRole(staff) || staff.invited === true;

/** The mobile typed, by the contract's UK mobile rules: its E.164 form, or the message to show. */
export function parsePhone(value: string): { phoneNumber: string } | { error: string } {
  const parsed = v.safeParse(MobileSchema, value);
  return parsed.success ? { phoneNumber: parsed.output } : { error: parsed.issues[0].message };
}

/** What a new step starts without: no field errors, problem or notice from the step before. */
export const cleared = { fieldErrors: {}, problem: null, notice: null } as const;
