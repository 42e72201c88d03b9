import { fromPromise } from 'xstate';
import { myDataFileName } from '../../contract/myData';
import { myDataMachine } from '../../machines/claims/myDataMachine';
import { saveJsonFile } from '../adapters/download';
import { workspace } from '../config/env';
import { ensureSession, journeyServices } from './runtime';
import { sessionUid } from './session';

/** The "your data" machine with the gateway and the browser's download. */
export const myDataPageMachine = myDataMachine.provide({
  actors: {
    loadMyData: fromPromise(async () => {
      // The copy is the signed-in claimant's: wait for the session (a guest's too).
      await sessionUid(ensureSession());
      return journeyServices().gateway.exportMyData();
    }),
    requestDeletion: fromPromise(
      async () => (await journeyServices().gateway.requestDataDeletion({ workspace })).request,
    ),
  },
  actions: { saveFile: (_, data) => saveJsonFile(myDataFileName(data), data) },
});
