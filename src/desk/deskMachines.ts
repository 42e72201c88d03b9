// The desk's machines with their actors: the one adapter file where the staff sign-in (Firebase,
// on the desk's own named app) and the desk's gateway calls meet the pure machines.
import { fromPromise } from 'xstate';
import { deskAuditMachine } from '../../machines/desk/deskAuditMachine';
import { deskDataRequestsMachine } from '../../machines/desk/deskDataRequestsMachine';
import { deskListMachine } from '../../machines/desk/deskListMachine';
import { deskSessionMachine } from '../../machines/desk/deskSessionMachine';
import { createDeskAuth, type DeskAuth } from '../adapters/deskAuth';
import { createGatewayClient } from '../adapters/gateway';
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
    },
  });
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
      listDataRequests: fromPromise(() => gateway.listDataRequests()),
      approveDataDeletion: fromPromise(({ input }) => gateway.approveDataDeletion(input)),
    },
  });
}

/** The desk's gateway client: the callable of the desk's Firebase app, so calls carry the staff token. */
export function deskGatewayOf(auth: DeskAuth): DeskGateway {
  return deskGateway(
    createGatewayClient({
      callable: async () => {
        const [{ app }, { gatewayCallable, gatewayTargetFromEnv }] = await Promise.all([
          auth.services(),
          import('../adapters/gatewayCallable'),
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
