import * as v from 'valibot';
import { ProviderError, type SmsSender } from '../types.js';
import { callProvider, defaultHttpDeps, retryUnaccepted, type HttpDeps, type HttpPolicy } from './http.js';

/**
 * Twilio's Programmable Messaging REST API (`POST /2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * form-encoded `To`, `MessagingServiceSid`, `Body`; HTTP Basic auth with the account SID and auth
 * token). A 201 answer with a message `sid` means accepted for delivery.
 */
export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A Messaging Service (sender pool, UK alphanumeric sender ID), `MG…`. */
  messagingServiceSid: string;
  /** Defaults to Twilio's API host; tests and regional edges may change it. */
  baseUrl?: string;
}

export const TWILIO_POLICY: HttpPolicy = { timeoutMs: 8_000, retries: 2, backoffMs: 500 };

const Accepted = v.object({ sid: v.pipe(v.string(), v.startsWith('SM')), status: v.string() });

export function twilioSms(config: TwilioConfig, deps: HttpDeps = defaultHttpDeps): SmsSender {
  const base = config.baseUrl ?? 'https://api.twilio.com';
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send(message) {
      const response = await callProvider(
        'sms',
        () => ({
          url,
          init: {
            method: 'POST',
            headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              To: message.to,
              MessagingServiceSid: config.messagingServiceSid,
              Body: message.body,
            }),
          },
        }),
        { ...TWILIO_POLICY, retry: retryUnaccepted },
        deps,
      );
      const body = v.safeParse(Accepted, await response.json().catch(() => null));
      if (!body.success)
        throw new ProviderError('sms', 'Twilio accepted the request but its answer had no message sid');
    },
  };
}
