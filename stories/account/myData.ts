import { fromPromise } from 'xstate';
import { DATA_DELETION_REFUSALS, DATA_DELETION_WITHDRAW_REFUSAL } from '../../contract/dataRights';
import { myDataFileName } from '../../contract/myData';
import { INTERNAL_MESSAGE } from '../../functions/src/lib/gatewayMessages';
import { myDataMachine } from '../../machines/claims/myDataMachine';
import { saveJsonFile } from '../../src/adapters/download';
import { createGatewayClient, GatewayError } from '../../src/adapters/gateway';
import { offlineGatewayCallable } from '../../src/adapters/gatewayCallable';
import { toGatewayError } from '../../src/adapters/gatewayError';
import { myDataGateway } from '../../src/adapters/myDataGateway';

/** The real gateway client over HTTP, answered by the story's MSW handler (mocks/gateway/data.ts). */
const gateway = myDataGateway(createGatewayClient({ callable: () => offlineGatewayCallable() }));

export interface StoryFailures {
  /** The copy is refused with this error, as the gateway client would throw it. */
  copy?: GatewayError;
  /** The request to delete is refused with this error. */
  request?: GatewayError;
  /** Withdrawing the request is refused with this error. */
  withdraw?: GatewayError;
}

/**
 * The "your data" machine calling that client; "Download my data" saves the sample as a file. A
 * failure story is refused by the client's own error without a failing call, as the story tests
 * allow no failed request (decision 136); the MSW scenarios that fail are for component tests.
 */
export const storyMyDataMachine = (fail: StoryFailures = {}) =>
  myDataMachine.provide({
    actors: {
      loadMyData: fromPromise(() => (fail.copy ? Promise.reject(fail.copy) : gateway.exportMyData())),
      requestDeletion: fromPromise(async () => {
        if (fail.request) throw fail.request;
        return (await gateway.requestDataDeletion()).request;
      }),
      withdrawDeletion: fromPromise(async () => {
        if (fail.withdraw) throw fail.withdraw;
        return (await gateway.withdrawDataDeletion()).request;
      }),
    },
    actions: { saveFile: (_, data) => saveJsonFile(myDataFileName(data), data) },
  });

/** The gateway's own answers when it fails, as the client turns them into errors. */
export const STORY_FAILURES = {
  /** The gateway's catch-all answer (`internal`), which the client carries in the service's words. */
  server: (functionName: string) =>
    toGatewayError({ code: 'functions/internal', message: `${INTERNAL_MESSAGE} [500]` }, functionName),
  /** The gateway's refusal of an account with no claim (decision 248). */
  noClaim: () =>
    new GatewayError('invalid-input', DATA_DELETION_REFUSALS.noClaim.message, {
      functionName: 'requestDataDeletion',
      code: 'functions/failed-precondition',
      reason: DATA_DELETION_REFUSALS.noClaim.reason,
    }),
  /** The gateway's refusal of a withdrawal once the firm has acted on the request (decision 271). */
  notPending: () =>
    new GatewayError('invalid-input', DATA_DELETION_WITHDRAW_REFUSAL.message, {
      functionName: 'withdrawDataDeletion',
      code: 'functions/failed-precondition',
      reason: DATA_DELETION_WITHDRAW_REFUSAL.reason,
    }),
  rateLimited: (message: string) =>
    new GatewayError('rate-limited', message, {
      functionName: 'exportMyData',
      code: 'functions/resource-exhausted',
      reason: 'rate-limited',
    }),
};
