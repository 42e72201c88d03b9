import { toUkMobileE164 } from '../../contract/fields';
import { field, ok, serverError, slowly, type DomainResponder } from './respond';

/** confirmUserExists and setUserContactDetails. */
export const CONTACT_SCENARIOS = ['success', 'exists', 'exception', 'serverError', 'slow'] as const;
export type ContactScenario = (typeof CONTACT_SCENARIOS)[number];

/** What `setUserContactDetails` answers in its `exception` field when the number is not saved. */
export const NOT_SAVED_MESSAGE = 'Your mobile number could not be saved. Try again.';

function saved(data: unknown) {
  const phone = field(data, 'phoneNumber');
  return { phoneNumber: (typeof phone === 'string' && toUkMobileE164(phone)) || '+447700900123' };
}

export function contactResponder(scenario: ContactScenario = 'success'): DomainResponder {
  return (functionName, data) => {
    if (functionName !== 'confirmUserExists' && functionName !== 'setUserContactDetails') return undefined;
    const exists = functionName === 'confirmUserExists';
    switch (scenario) {
      case 'success':
        return ok(exists ? { exists: false } : saved(data));
      case 'exists':
        return ok(exists ? { exists: true } : saved(data));
      case 'exception':
        return ok(exists ? { exists: false } : { exception: NOT_SAVED_MESSAGE, code: 'not-saved' });
      case 'serverError':
        return serverError();
      case 'slow':
        return slowly(() => ok(exists ? { exists: false } : saved(data)));
    }
  };
}
