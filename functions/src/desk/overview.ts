import { DeskOverviewRequestSchema, deskOverviewData } from '../../../contract/overviewFigures.js';
import { ukDay } from '../../../contract/lifecycle/dates.js';
import type { CallContext } from '../context.js';
import { parsePayload } from '../lib/errors.js';
import { requireStaff } from './access.js';
import { auditRecord, writeAudit } from './audit.js';
import { readOverviewCounters } from './overviewCounters.js';

/**
 * Extension, desk (decision 273): the firm's picture at a glance, for the caller's workspaces only:
 * each workspace's complaints by route, state and lender, the lenders' answers due this week and
 * overdue, money offered, accepted and paid and the firm's fees, and their sum. Read from the
 * counters every change to a complaint moves (desk/overviewCounters.ts), never by reading claims:
 * sixteen small documents per workspace, whatever the number of claims. The figures name no
 * claimant; each read is in the audit log with the workspaces it covered.
 */
export async function deskOverview(data: unknown, ctx: CallContext) {
  const staff = requireStaff(ctx);
  parsePayload(DeskOverviewRequestSchema, data);
  const { db, now } = ctx.deps;
  const t = now();
  const counters = await readOverviewCounters(db, staff.workspaces);
  await writeAudit(db, auditRecord(staff, t, { action: 'overview.read', workspaces: staff.workspaces }));
  return { data: deskOverviewData(counters, ukDay(t)) };
}
