import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { StoredClaimSchema, isSigned } from '../../contract/claim';
import { generator, RESPONSE_DUE_DAYS, seedClaim } from './seed';

const NOW = Date.UTC(2026, 10, 1);
const DAY = 24 * 60 * 60 * 1000;
const random = generator(42);
const claims = Array.from({ length: 300 }, (_, i) => seedClaim(random, i, 'unit', NOW));

describe('seeded claims', () => {
  it('are submitted claims as the gateway stores them, each with its own id and reference', () => {
    for (const { claim } of claims) {
      const parsed = v.parse(StoredClaimSchema, claim);
      expect(isSigned(parsed)).toBe(true);
      expect(claim.submittedAt).toBeLessThanOrEqual(NOW);
    }
    expect(new Set(claims.map((c) => c.id)).size).toBe(claims.length);
    expect(new Set(claims.map((c) => c.claim.submission.reference)).size).toBe(claims.length);
  });

  it('spread over every workspace, many lenders, and complaints at many points of their life', () => {
    expect(new Set(claims.map((c) => c.claim.workspace))).toEqual(
      new Set(['Redress', 'Complex365', 'SGUK', 'SGUKINTERNAL']),
    );
    expect(new Set(claims.flatMap((c) => c.claim.lenders)).size).toBeGreaterThan(10);
    const states = new Set(claims.flatMap((c) => c.claim.complaints.map((complaint) => complaint.state)));
    expect(states.size).toBeGreaterThanOrEqual(8);
    const overdue = claims.filter((c) => c.claim.responseDueAt !== null && c.claim.responseDueAt < NOW);
    const due = claims.filter((c) => c.claim.responseDueAt !== null && c.claim.responseDueAt >= NOW);
    expect(overdue.length).toBeGreaterThan(0);
    expect(due.length).toBeGreaterThan(0);
  });

  it('carry a response date 8 weeks after a complaint was sent, for the complaints awaiting one', () => {
    for (const { claim } of claims) {
      for (const complaint of claim.complaints) {
        if (complaint.responseDueAt !== null) {
          expect(['sent', 'acknowledged']).toContain(complaint.state);
          expect(complaint.responseDueAt - complaint.sentAt!).toBe(RESPONSE_DUE_DAYS * DAY);
        }
      }
      const due = claim.complaints.map((c) => c.responseDueAt).filter((d) => d !== null);
      expect(claim.responseDueAt).toBe(due.length > 0 ? Math.min(...due) : null);
    }
  });

  it('have events leading to each complaint’s state, in order', () => {
    for (const { claim, events } of claims) {
      for (const complaint of claim.complaints) {
        const own = events.filter((e) => e.complaintId === complaint.id);
        expect(own[0]).toMatchObject({ from: null, to: 'prepared' });
        expect(own.at(-1)!.to).toBe(complaint.state);
        own.slice(1).forEach((event, k) => {
          expect(event.from).toBe(own[k]!.to);
          expect(event.at).toBeGreaterThanOrEqual(own[k]!.at);
        });
      }
    }
  });

  it('name no real person: example.com addresses and mobiles from the range kept for drama', () => {
    for (const { claim } of claims) {
      expect(claim.applicant.email).toMatch(/^[a-z.]+\.\d+@example\.com$/);
      expect(claim.applicant.phoneNumber).toMatch(/^\+447700900\d{3}$/);
    }
  });

  it('are the same for the same seed', () => {
    const again = generator(42);
    const first = seedClaim(again, 0, 'unit', NOW);
    expect({ ...first.claim, submission: null }).toEqual({ ...claims[0]!.claim, submission: null });
  });
});
