import * as v from 'valibot';
import { LookupAddressRequestSchema } from '../../contract/requests';
import { SAMPLE_ADDRESSES } from './fixtures';
import { fail, field, ok, serverError, slowly, type DomainResponder } from './respond';

/** lookupAddress. */
export const ADDRESS_SCENARIOS = ['success', 'noneFound', 'serverError', 'slow'] as const;
export type AddressScenario = (typeof ADDRESS_SCENARIOS)[number];

export function addressResponder(scenario: AddressScenario = 'success'): DomainResponder {
  return (functionName, data) => {
    if (functionName !== 'lookupAddress') return undefined;
    // Refused as the gateway refuses it: the contract's rule and message.
    const request = v.safeParse(LookupAddressRequestSchema, { postcode: field(data, 'postcode') });
    if (!request.success) return fail('INVALID_ARGUMENT', `data.postcode: ${request.issues[0].message}`);
    const { postcode } = request.output;
    const found = () =>
      ok({ data: { postcode, addresses: SAMPLE_ADDRESSES.map((a) => ({ ...a, postcode })) } });
    switch (scenario) {
      case 'success':
        return found();
      case 'noneFound':
        return ok({ data: { postcode, addresses: [] } });
      case 'serverError':
        return serverError();
      case 'slow':
        return slowly(found);
    }
  };
}
