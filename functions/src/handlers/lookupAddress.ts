import type { CallContext } from '../context.js';
import { parsePayload } from '../lib/errors.js';
import { providerUnavailable } from '../lib/outcomes.js';
import { LookupAddressRequestSchema } from '../../../contract/requests.js';

/** Extension: the addresses at a UK postcode (any case and spacing); none found is an empty list. */
export async function lookupAddress(data: unknown, { deps }: CallContext) {
  const { postcode } = parsePayload(LookupAddressRequestSchema, data);
  try {
    const addresses = await deps.providers.addresses.lookup(postcode);
    return { data: { postcode, addresses } };
  } catch (error) {
    throw providerUnavailable('lookupAddress', error, 'The address service');
  }
}
