// The FCA motor finance redress scheme's periods: which agreements each of its two schemes covers.
// Only the dates, so that the claim form can say an agreement's route without loading the rule
// table. Each date's sources and the day they were read are in rules.ts (SCHEME_RULES, ids
// `scheme1.period` and `scheme2.period`), whose test checks it holds these same values
// (decision 253).

/** Scheme 1: agreements entered into from this day… (rules.ts `scheme1.period`). */
export const SCHEME1_FIRST_DAY = '2007-04-06';
/** …up to and including this day (rules.ts `scheme1.period`). */
export const SCHEME1_LAST_DAY = '2014-03-31';
/** Scheme 2: agreements entered into from this day… (rules.ts `scheme2.period`). */
export const SCHEME2_FIRST_DAY = '2014-04-01';
/** …up to and including this day (rules.ts `scheme2.period`). */
export const SCHEME2_LAST_DAY = '2024-11-01';

/** The kind of agreement neither scheme covers, whatever its dates (rules.ts `scope.consumerHire`). */
export const SCHEME_EXCLUDED_KIND = 'consumer-hire';
