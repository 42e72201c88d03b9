import * as v from 'valibot';
import { StoredClaimSchema, isSigned, type SignedClaim } from '../../../contract/claim.js';

/** A claim document read back as a signed claim; anything else is a fault on our side, not the caller's. */
export function signedClaimOf(data: unknown): SignedClaim | null {
  const parsed = v.safeParse(StoredClaimSchema, data);
  return parsed.success && isSigned(parsed.output) ? parsed.output : null;
}
