// What the gateway checks before some operations run, whatever the handler: that the caller's
// token still speaks for its account (lib/tokenCurrent.ts, decision 244), and a staff member's
// hourly desk limits (desk/limits.ts, decision 245). dispatch.ts loads this module only for the
// operations it names, so the claimant's journey does not pay for it.
import type { CallContext } from './context.js';
import { requireStaff } from './desk/access.js';
import { STAFF_LIMITED_OPERATIONS, countStaffUse } from './desk/limits.js';
import { ACCOUNT_CHECKED_OPERATIONS, requireCurrentToken } from './lib/tokenCurrent.js';

export { ACCOUNT_CHECKED_OPERATIONS };

/**
 * Refuses the call when the caller's token was ended (revoked, disabled, narrowed), then counts a
 * limited desk operation: a refused token never counts, and a refused staff call is not run.
 */
export async function guardCall(functionName: string, ctx: CallContext): Promise<void> {
  if (ACCOUNT_CHECKED_OPERATIONS.has(functionName)) await requireCurrentToken(functionName, ctx);
  const kind = Object.hasOwn(STAFF_LIMITED_OPERATIONS, functionName)
    ? STAFF_LIMITED_OPERATIONS[functionName]
    : undefined;
  if (kind) await countStaffUse(ctx, requireStaff(ctx), kind);
}
