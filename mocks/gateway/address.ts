import { normalisePostcode } from '../../functions/src/shared/fields';
import { SAMPLE_ADDRESSES } from './fixtures';
import { fail, field, ok, serverError, slowly, type DomainResponder } from './respond';

/** lookupAddress. */
export const ADDRESS_SCENARIOS = ['success', 'noneFound', 'serverError', 'slow'] as const;
export type AddressScenario = (typeof ADDRESS_SCENARIOS)[number];

export function addressResponder(scenario: AddressScenario = 'success'): DomainResponder {
  return (functionName, data) => {
    if (functionName !== 'lookupAddress') return undefined;
    const typed = field(data, 'postcode');
    const postcode = typeof typed === 'string' ? normalisePostcode(typed) : null;
    if (!postcode) return fail('INVALID_ARGUMENT', 'data.postcode: Enter a real postcode, like SW1A 1AA');
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
