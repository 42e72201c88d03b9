// Whether a claim has been signed, read from its status (decision 269): the one rule for "not yet
// signed". A claim is started (draft), checked against the credit file (checked), then signed;
// everything after signing (submitted, in progress, cancelled, closed) is the firm's case record.
// Plain data, no valibot: read by the gateway, the machines and the views alike.

/** The statuses of a claim that has not been signed. */
export const UNSIGNED_STATUSES = ['draft', 'checked'] as const;
export type UnsignedStatus = (typeof UNSIGNED_STATUSES)[number];

/**
 * Whether a claim with this status has not been signed: it may still be checked again, resumed or
 * cancelled as a draft, and is removed when it expires. Takes a stored field as read, unchecked.
 */
export const isUnsignedStatus = (status: unknown): status is UnsignedStatus =>
  (UNSIGNED_STATUSES as readonly unknown[]).includes(status);

/** Whether a claim with this status has been signed (its signed copy exists). */
export const isSignedStatus = (status: string): boolean => !isUnsignedStatus(status);
