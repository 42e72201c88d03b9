// How long the service keeps what it stores before it is deleted, in days. The gateway sets each
// record's expiry from these (Firestore TTL policies and the nightly clean-up remove them) and the
// privacy notice states them, so the two cannot disagree.
export const RETENTION_DAYS = {
  /** A passcode's record (the code itself works for 10 minutes). */
  passcode: 1,
  /** A stored answer for a retried call. */
  idempotency: 1,
  /** A claim started but never signed, from its last change. */
  unsignedClaim: 30,
  /** A guest session (anonymous account) with no claim, from its last use. */
  guestAccount: 30,
  /** Counters behind the limits on texts and checks (the longest window). */
  rateLimit: 1,
  /** The queued copy of an email we sent you (the confirmation, with the signed letter attached). */
  sentEmail: 30,
  /** A journey saved with "Save and come back later", from when it was saved. */
  savedProgress: 30,
  /** A signed claim, after the claim ends (the firm's case records). */
  signedClaimYears: 6,
  /**
   * The firm's record that it carried out a request to delete your data, from when it was done: it
   * holds no personal data but the account's id, and proves the request was met.
   */
  dataRequestYears: 6,
} as const;
