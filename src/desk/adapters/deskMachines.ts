// The desk's machines with their actors: the one adapter file where the staff sign-in (Firebase,
// on the desk's own named app) and the desk's gateway calls meet the pure machines.
import { fromPromise } from 'xstate';
import { deskAuditMachine } from '../../../machines/desk/deskAuditMachine';
import { deskDataRequestsMachine } from '../../../machines/desk/deskDataRequestsMachine';
import { deskOverviewMachine } from '../../../machines/desk/deskOverviewMachine';
import { DESK_REFUSALS } from '../../../contract/staff';
import type { SessionEndReason } from '../../../machines/desk/types';
import { deskListMachine } from '../../../machines/desk/deskListMachine';
import { deskSessionMachine } from '../../../machines/desk/deskSessionMachine';
import { createDeskAuth, type DeskAuth } from './deskAuth';
import { createGatewayClient, isGatewayError } from '../../adapters/gateway';
import { deskGateway, type DeskGateway } from './deskGateway';

/** The staff session machine over a desk sign-in (the browser's, or a test's). */
export function provideDeskSession(auth: DeskAuth) {
  return deskSessionMachine.provide({
    actors: {
      restoreSession: fromPromise(() => auth.restore()),
      signInWithPassword: fromPromise(({ input }) => auth.signInWithPassword(input.email, input.password)),
      sendCode: fromPromise(() => auth.sendCode()),
      verifyCode: fromPromise(({ input }) => auth.verifyCode(input.code)),
      signOut: fromPromise(() => auth.signOut()),
      startAuthenticatorEnrolment: fromPromise(() => auth.startAuthenticatorEnrolment()),
      sendEnrolmentCode: fromPromise(({ input }) => auth.sendEnrolmentCode(input.phoneNumber)),
      enrolFactor: fromPromise(({ input }) => auth.enrolFactor(input.code)),
    },
  });
}

/** The gateway's refusals that mean the desk's session is over: sign in again. */
export const SESSION_ENDING_REFUSALS: readonly SessionEndReason[] = [
  DESK_REFUSALS.sessionExpired,
  DESK_REFUSALS.secondFactor,
  DESK_REFUSALS.sessionRevoked,
];

/** The reason a failed desk call ends the session, or null for any other failure. */
export function sessionEndOf(error: unknown): SessionEndReason | null {
  if (!isGatewayError(error)) return null;
  return SESSION_ENDING_REFUSALS.find((reason) => reason === error.reason) ?? null;
}

/**
 * The desk's gateway, reporting a refusal that ends the session (`session-expired`: a sign-in older
 * than the gateway allows; `second-factor-required`) to `onSessionEnded` — the one place every
 * page's call passes, so no page's machine needs to know. The call still fails as before.
 */
export function reportingSessionEnd(
  gateway: DeskGateway,
  onSessionEnded: (reason: SessionEndReason) => void,
): DeskGateway {
  const watched =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A) =>
      call(...args).catch((error: unknown) => {
        const reason = sessionEndOf(error);
        if (reason) onSessionEnded(reason);
        throw error;
      });
  return Object.fromEntries(
    Object.entries(gateway).map(([name, call]) => [
      name,
      watched(call as (...args: unknown[]) => Promise<unknown>),
    ]),
  ) as unknown as DeskGateway;
}

/** The list machine over a desk gateway client. */
export function provideDeskList(gateway: DeskGateway) {
  return deskListMachine.provide({
    actors: { listClaims: fromPromise(({ input }) => gateway.listClaims(input)) },
  });
}

/** The audit log machine over a desk gateway client. */
export function provideDeskAudit(gateway: DeskGateway) {
  return deskAuditMachine.provide({
    actors: { readAudit: fromPromise(({ input }) => gateway.readAudit(input)) },
  });
}

/** The data requests machine over a desk gateway client. */
export function provideDeskDataRequests(gateway: DeskGateway) {
  return deskDataRequestsMachine.provide({
    actors: {
      listDataRequests: fromPromise(({ input }) => gateway.listDataRequests(input)),
      approveDataDeletion: fromPromise(({ input }) => gateway.approveDataDeletion(input)),
      refuseDataDeletion: fromPromise(({ input }) => gateway.refuseDataDeletion(input)),
    },
  });
}

/** The overview machine over a desk gateway client. */
export function provideDeskOverview(gateway: DeskGateway) {
  return deskOverviewMachine.provide({ actors: { readOverview: fromPromise(() => gateway.overview()) } });
}

/** The desk's gateway client: the callable of the desk's Firebase app, so calls carry the staff token. */
export function deskGatewayOf(auth: DeskAuth): DeskGateway {
  return deskGateway(
    createGatewayClient({
      callable: async () => {
        const [{ app }, { gatewayCallable, gatewayTargetFromEnv }] = await Promise.all([
          auth.services(),
          import('../../adapters/gatewayCallable'),
        ]);
        return gatewayCallable(app, gatewayTargetFromEnv(import.meta.env));
      },
    }),
  );
}

let browserAuth: DeskAuth | undefined;

/** This tab's desk sign-in, made on first use. */
export function deskAuth(): DeskAuth {
  return (browserAuth ??= createDeskAuth());
}

/** This tab's desk: the session machine and the gateway, made once. */
export const browserDesk = (() => {
  let made: { sessionMachine: ReturnType<typeof provideDeskSession>; gateway: DeskGateway } | undefined;
  return () => {
    if (!made) {
      const auth = deskAuth();
      made = { sessionMachine: provideDeskSession(auth), gateway: deskGatewayOf(auth) };
    }
    return made;
  };
})();
