// The gateway's "their data" operations for the claimant (decisions 183 and 184), with their
// schemas: only the Your data page loads this module, so the claim journey carries none of it.
import {
  MyDataSchema,
  RequestDataDeletionDataSchema,
  WithdrawDataDeletionDataSchema,
  type MyData,
  type RequestDataDeletionData,
  type WithdrawDataDeletionData,
} from '../../contract/myData';
import { at, read, type GatewayClient } from './gateway';

export interface MyDataGateway {
  /** Extension: a copy of everything held about the signed-in claimant. */
  exportMyData(): Promise<MyData>;
  /**
   * Extension: asks the firm to delete the claimant's data; answers the open request. Nothing is
   * sent: the gateway routes it by the claimant's own claims (decision 248).
   */
  requestDataDeletion(): Promise<RequestDataDeletionData>;
  /** Extension: withdraws the open request while the firm has not acted on it (decision 271). */
  withdrawDataDeletion(): Promise<WithdrawDataDeletionData>;
}

/** The three calls over a gateway client; their answers are read at `result.data.data`. */
export function myDataGateway(gateway: Pick<GatewayClient, 'callExtension'>): MyDataGateway {
  return {
    exportMyData: () =>
      gateway.callExtension('exportMyData', {}, (result) =>
        read(MyDataSchema, at(result, 'data'), 'exportMyData'),
      ),
    requestDataDeletion: () =>
      gateway.callExtension('requestDataDeletion', {}, (result) =>
        read(RequestDataDeletionDataSchema, at(result, 'data'), 'requestDataDeletion'),
      ),
    withdrawDataDeletion: () =>
      gateway.callExtension('withdrawDataDeletion', {}, (result) =>
        read(WithdrawDataDeletionDataSchema, at(result, 'data'), 'withdrawDataDeletion'),
      ),
  };
}
