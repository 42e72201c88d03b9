// The gateway's sendSignInLink (decision 265), with its schemas: only /login's session uses it, so
// the claim journey's calls carry none of it.
import {
  SendSignInLinkDataSchema,
  type SendSignInLinkData,
  type SendSignInLinkRequest,
} from '../../contract/signInLink';
import { at, read, type GatewayClient } from './gateway';

/** "Email me a sign-in link": the same answer whoever the address belongs to. */
export function sendSignInLink(
  gateway: Pick<GatewayClient, 'callExtension'>,
  request: SendSignInLinkRequest,
): Promise<SendSignInLinkData> {
  return gateway.callExtension('sendSignInLink', request, (result) =>
    read(SendSignInLinkDataSchema, at(result, 'data'), 'sendSignInLink'),
  );
}
