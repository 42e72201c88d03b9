import type { AnyStateMachine } from 'xstate';
import { complaintMachine } from '../contract/lifecycle/machine';
import { authMachine } from './auth/authMachine';
import { buildVersionMachine } from './buildVersion';
import { myDataMachine } from './claims/myDataMachine';
import { deskListMachine } from './desk/deskListMachine';
import { deskSessionMachine } from './desk/deskSessionMachine';
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
      'Your data: the copy of everything held about the claimant, saved as a file, and the request to delete it (decisions 183 and 184).',
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
    id: 'complaint',
    summary:
      'One complaint to one lender after submission (contract/lifecycle/, decision 173): handler.*, claimant.* and system.* events, recorded only by the gateway.',
    machine: complaintMachine,
  },
];
