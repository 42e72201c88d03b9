import { fromPromise } from 'xstate';
import { myDataFileName } from '../../contract/myData';
import { myDataMachine } from '../../machines/claims/myDataMachine';
import { saveJsonFile } from '../../src/adapters/download';
import { createGatewayClient } from '../../src/adapters/gateway';
import { myDataGateway } from '../../src/adapters/myDataGateway';
import { offlineGatewayCallable } from '../../src/adapters/gatewayCallable';

/**
 * The real gateway client over HTTP, answered by the story's MSW handler (mocks/gateway/data.ts).
 * It does not print the failures the failure stories are made of: the client's logging is the
 * app's, tested in src/adapters/gateway.test.ts, and a story's console stays clean.
 */
const gateway = myDataGateway(
  createGatewayClient({ callable: () => offlineGatewayCallable(), log: () => undefined }),
);

/** The "your data" machine calling that client; "Download my data" saves the sample as a file. */
export const storyMyDataMachine = myDataMachine.provide({
  actors: {
    loadMyData: fromPromise(() => gateway.exportMyData()),
    requestDeletion: fromPromise(
      async () => (await gateway.requestDataDeletion({ workspace: 'Redress' })).request,
    ),
  },
  actions: { saveFile: (_, data) => saveJsonFile(myDataFileName(data), data) },
});
