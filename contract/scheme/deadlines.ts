// The day a lender's determination under the redress scheme is due, for a complaint on a scheme
// route (decision 259). From the scheme's rules (rules.ts): a complaint the lender had received by
// the end of its scheme's implementation period is answered within 3 months of that end; one sent
// later, within the firm's configured months of the day it was sent, and never before the first.
import { addMonths } from '../lifecycle/dates.js';
import { SCHEME_RULES, schemeConfiguration, type SchemeConfigurationValues } from './rules.js';

export type SchemeRouteName = 'scheme1' | 'scheme2';

/** The last day of the scheme's implementation period for an agreement on this route. */
export const implementationEndsOn = (route: SchemeRouteName): string =>
  SCHEME_RULES[route === 'scheme1' ? 'implementation.scheme1.ends' : 'implementation.scheme2.ends'].value;

/**
 * The last day for the lender's determination on a complaint sent on `sentOn` (YYYY-MM-DD), on a
 * scheme route.
 */
export function determinationDueOn(
  route: SchemeRouteName,
  sentOn: string,
  config: Pick<SchemeConfigurationValues, 'deadline.afterImplementation.months'> = schemeConfiguration(),
): string {
  const ends = implementationEndsOn(route);
  const forExisting = addMonths(ends, SCHEME_RULES['deadline.existingComplainants.months'].value);
  if (sentOn <= ends) return forExisting;
  const forLater = addMonths(sentOn, config['deadline.afterImplementation.months']);
  return forLater > forExisting ? forLater : forExisting;
}
