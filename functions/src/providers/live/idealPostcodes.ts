import * as v from 'valibot';
import { AddressSchema, normalisePostcode, type Address } from '../../../../contract/fields.js';
import { ProviderError, type AddressProvider } from '../types.js';
import { callProvider, defaultHttpDeps, retryReads, type HttpDeps, type HttpPolicy } from './http.js';

/**
 * Ideal Postcodes' postcode lookup (`GET /v1/postcodes/{postcode}`, key in an
 * `Authorization: api_key="…"` header): Royal Mail PAF addresses for one postcode. `code` 2000 with
 * `result` is a match; 404 with `code` 4040 means the postcode has no addresses, which the journey
 * answers with manual entry, as the sandbox does for an unknown postcode.
 */
export interface IdealPostcodesConfig {
  apiKey: string;
  baseUrl?: string;
}

export const IDEAL_POSTCODES_POLICY: HttpPolicy = { timeoutMs: 5_000, retries: 2, backoffMs: 300 };

const PafAddress = v.object({
  line_1: v.string(),
  line_2: v.string(),
  line_3: v.string(),
  post_town: v.string(),
  postcode: v.string(),
});
const Found = v.object({ code: v.literal(2000), result: v.array(PafAddress) });
const NotFound = v.object({ code: v.literal(4040) });

/** One PAF address as the journey's address: lines 2 and 3 share the second line. */
export function fromPaf(paf: v.InferOutput<typeof PafAddress>): Address | null {
  const candidate = {
    addressLine1: paf.line_1.trim(),
    addressLine2: [paf.line_2, paf.line_3]
      .map((line) => line.trim())
      .filter(Boolean)
      .join(', '),
    city: paf.post_town
      .trim()
      .toLowerCase()
      .replace(/(^|[\s-])\p{L}/gu, (letter) => letter.toUpperCase()),
    postcode: paf.postcode,
  };
  const parsed = v.safeParse(AddressSchema, candidate);
  return parsed.success ? parsed.output : null;
}

export function idealPostcodesAddresses(
  config: IdealPostcodesConfig,
  deps: HttpDeps = defaultHttpDeps,
): AddressProvider {
  const base = config.baseUrl ?? 'https://api.ideal-postcodes.co.uk';
  return {
    async lookup(postcode) {
      const normalised = normalisePostcode(postcode);
      if (normalised === null) return [];
      const response = await callProvider(
        'addresses',
        () => ({
          url: `${base}/v1/postcodes/${encodeURIComponent(normalised)}`,
          init: { headers: { authorization: `api_key="${config.apiKey}"`, accept: 'application/json' } },
        }),
        { ...IDEAL_POSTCODES_POLICY, retry: retryReads, accept: [404] },
        deps,
      );
      const body: unknown = await response.json().catch(() => null);
      if (response.status === 404) {
        if (v.is(NotFound, body)) return [];
        throw new ProviderError(
          'addresses',
          'Ideal Postcodes answered 404 without its postcode-not-found code',
        );
      }
      const found = v.safeParse(Found, body);
      if (!found.success)
        throw new ProviderError('addresses', 'Ideal Postcodes answered in an unexpected shape');
      return found.output.result.map(fromPaf).filter((address): address is Address => address !== null);
    },
  };
}
