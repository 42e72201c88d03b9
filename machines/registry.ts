import type { AnyStateMachine } from 'xstate';
import { complaintMachine } from '../contract/lifecycle/machine';
import { authMachine } from './auth/authMachine';
import { buildVersionMachine } from './buildVersion';
import { myDataMachine } from './claims/myDataMachine';
import { deskListMachine } from './desk/deskListMachine';
import { deskSessionMachine } from './desk/deskSessionMachine';
import { deskClaimMachine } from './desk/deskClaimMachine';
import { deskAuditMachine } from './desk/deskAuditMachine';
import { deskDataRequestsMachine } from './desk/deskDataRequestsMachine';
import { deskOverviewMachine } from './desk/deskOverviewMachine';
import { deskImportMachine } from './desk/deskImportMachine';
import { yourClaimsMachine } from './claims/yourClaimsMachine';
import { referralMachine } from './referral/referralMachine';
import { wizardMachine } from './wizard/wizardMachine';

export interface RegisteredMachine {
  id: string;
  /** One line on what the machine is for, shown above its diagram. */
  summary: string;
  machine: AnyStateMachine;
}

/** Every machine in the app, for the generated diagrams (docs/machines.md) and graph checks. */
export const machineRegistry: RegisteredMachine[] = [
  {
    id: 'auth',
    summary:
      'The session: auth listener and anonymous sign-in, each with retries; contact details, upgrade, token and password sign-in, the unconfirmed email, logout.',
    machine: authMachine,
  },
  {
    id: 'referral',
    summary: 'UTM referral capture; the local-storage write waits for cookie consent.',
    machine: referralMachine,
  },
  {
    id: 'wizard',
    summary: 'The claim journey: start → check → address → sign → thankyou.',
    machine: wizardMachine,
  },
  {
    id: 'buildVersion',
    summary: 'New-build detection and the throttled reload on the next navigation.',
    machine: buildVersionMachine,
  },
  {
    id: 'yourClaims',
    summary:
      'Your claims: the claimant’s claims, each lender’s timeline, accepting or declining an offer, cancelling within 14 days (confirmed first), the signed copy, resuming an unfinished one.',
    machine: yourClaimsMachine,
  },
  {
    id: 'myData',
    summary:
      'Your data: the copy of everything held about the claimant, saved as a file, and beside it, never waiting on it, the request to delete it, withdrawn while the firm has not acted, or shown refused with the firm’s reason (decisions 183, 184 and 271).',
    machine: myDataMachine,
  },
  {
    id: 'deskSession',
    summary:
      'The desk’s staff sign-in (decision 191): email and password, then the enrolled second factor (a texted code or an authenticator app), a staff role from the token, sign out.',
    machine: deskSessionMachine,
  },
  {
    id: 'deskList',
    summary:
      'The desk’s claims list: filters or a search (never both), cursor pages with Previous page, the gateway’s own message and Try again.',
    machine: deskListMachine,
  },
  {
    id: 'deskClaim',
    summary:
      'The desk’s claim page: the claim loaded (not found, failed with Try again), each complaint’s accepted handler actions (amounts checked, withdraw and close confirmed, one idempotency key per action kept on retry), the complaint letter, the signed letter, internal notes; complaints replayed as lifecycle actors (decision 195).',
    machine: deskClaimMachine,
  },
  {
    id: 'deskAudit',
    summary:
      'The desk’s audit log (supervisors; decision 213): newest first, cursor pages with Previous page, a filter by one of claim id, staff uid or action, Try again; a handler, or the gateway’s refusal, ends in “only supervisors”.',
    machine: deskAuditMachine,
  },
  {
    id: 'deskDataRequests',
    summary:
      'The desk’s data requests (decisions 184, 214 and 271): the open deletion requests with their due day, approving one only after “Are you sure?” or refusing one with a reason the claimant is told, Try again with the same request after a failure on the way, the gateway’s result kept.',
    machine: deskDataRequestsMachine,
  },
  {
    id: 'deskOverview',
    summary:
      'The desk’s overview (decisions 273 and 274): the firm’s figures for the staff member’s workspaces read once, all of them or one shown, refreshed with the last figures kept, the gateway’s message and Try again.',
    machine: deskOverviewMachine,
  },
  {
    id: 'deskImport',
    summary:
      'The desk’s import of a lender’s determinations file (supervisors; decision 278): a CSV chosen and checked against the contract’s limits, uploaded under one key, the gateway’s refusal of a whole file beside the input, the import read again until done or failed, its refused rows a page at a time, returned to by its id.',
    machine: deskImportMachine,
  },
  {
    id: 'complaint',
    summary:
      'One complaint to one lender after submission (contract/lifecycle/, decision 173): handler.*, claimant.* and system.* events, recorded only by the gateway.',
    machine: complaintMachine,
  },
];
