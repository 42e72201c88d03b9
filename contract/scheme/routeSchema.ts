// An agreement's route in the FCA's redress scheme as data (decision 254): what the claim stores
// and the desk is sent. Apart from route.ts, which works routes out and words them, so that a
// page that only reads a stored claim loads none of that.
import * as v from 'valibot';

export const SCHEME_ROUTES = ['scheme1', 'scheme2', 'outside'] as const;
export type SchemeRoute = (typeof SCHEME_ROUTES)[number];

export const OUTSIDE_REASONS = [
  'before-2007-04-06',
  'after-2024-11-01',
  'consumer-hire',
  'unknown-start',
] as const;
export type OutsideReason = (typeof OUTSIDE_REASONS)[number];

/** A route as data: `reason` says why an agreement is outside the scheme. */
export const AgreementRouteSchema = v.object({
  route: v.picklist(SCHEME_ROUTES),
  reason: v.optional(v.picklist(OUTSIDE_REASONS)),
});

/** A route as the claim stores it beside the agreement it belongs to (`agreementRoutes`). */
export const StoredAgreementRouteSchema = v.object({
  /** The credit-file agreement's id, or `manual-<n>` for the n-th added by hand (from 0). */
  agreement: v.string(),
  ...AgreementRouteSchema.entries,
});
export type StoredAgreementRoute = v.InferOutput<typeof StoredAgreementRouteSchema>;
