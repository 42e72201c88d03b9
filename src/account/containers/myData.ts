import { fromPromise } from 'xstate';
import { myDataFileName } from '../../../contract/myData';
import { myDataMachine } from '../../../machines/claims/myDataMachine';
import { saveJsonFile } from '../../adapters/download';
import { myDataGateway } from '../../adapters/myDataGateway';
import { ensureSession, journeyServices } from '../../journey/runtime';
import { sessionUid } from '../../journey/session';

const gateway = () => myDataGateway(journeyServices().gateway);

/** The "your data" machine with the gateway and the browser's download. */
export const myDataPageMachine = myDataMachine.provide({
  actors: {
    loadMyData: fromPromise(async () => {
      // The copy is the signed-in claimant's: wait for the session (a guest's too).
      await sessionUid(ensureSession());
      return gateway().exportMyData();
    }),
    requestDeletion: fromPromise(async () => {
      // Sent without the copy (decision 271): the session may still be starting.
      await sessionUid(ensureSession());
      return (await gateway().requestDataDeletion()).request;
    }),
    withdrawDeletion: fromPromise(async () => {
      await sessionUid(ensureSession());
      return (await gateway().withdrawDataDeletion()).request;
    }),
  },
  actions: { saveFile: (_, data) => saveJsonFile(myDataFileName(data), data) },
});
