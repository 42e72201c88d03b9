import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { StoredClaimSchema, isSigned } from '../../contract/claim';
import { agreementRoutesOfClaim } from '../../contract/claimRoutes';
import { responseDueOn } from '../../contract/lifecycle/dates';
import { determinationDueOn } from '../../contract/scheme/deadlines';
import { replay } from '../../contract/lifecycle/machine';
import { claimResponseDueAt, claimStatusOf } from '../../contract/lifecycle/states';
import {
  StoredComplaintSchema,
  StoredEventSchema,
  complaintEventOf,
  complaintRecordOf,
  complaintsOfClaim,
} from '../../contract/lifecycle/stored';
import { generator, seedClaim } from './seed';

const NOW = Date.UTC(2026, 10, 1);
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
    const states = new Set(claims.flatMap((c) => c.complaints.map((complaint) => complaint.state)));
    expect(states.size).toBeGreaterThanOrEqual(10);
    expect(new Set(claims.map((c) => c.claim.status))).toEqual(
      new Set(['submitted', 'in-progress', 'cancelled', 'closed']),
    );
    const overdue = claims.filter((c) => c.claim.responseDueAt !== null && c.claim.responseDueAt < NOW);
    const due = claims.filter((c) => c.claim.responseDueAt !== null && c.claim.responseDueAt >= NOW);
    expect(overdue.length).toBeGreaterThan(0);
    expect(due.length).toBeGreaterThan(0);
  });

  it('run on the scheme’s routes and the general route, with the lenders’ determinations of each outcome', () => {
    const complaints = claims.flatMap((c) => c.complaints);
    const routes = new Set(complaints.map((c) => c.route));
    expect(routes).toEqual(new Set(['general', 'scheme1', 'scheme2']));
    const general = complaints.filter((c) => c.route === 'general').length;
    expect(general / complaints.length).toBeGreaterThan(0.05);
    expect(general / complaints.length).toBeLessThan(0.3);
    const outcomes = new Set(complaints.map((c) => c.determination?.outcome).filter(Boolean));
    expect(outcomes).toEqual(new Set(['redress', 'noRedress', 'outOfScope']));
    const schemeStates = new Set(complaints.filter((c) => c.route !== 'general').map((c) => c.state));
    for (const state of ['determined', 'noRedress', 'disputed', 'accepted', 'paid'] as const) {
      expect(schemeStates).toContain(state);
    }
    // A determination of redress is the sum offered: paid ones carry the firm's fee on it.
    for (const c of complaints.filter((x) => x.determination?.outcome === 'redress')) {
      expect(c.determination!.interestPence).toBeLessThanOrEqual(c.determination!.amountPence!);
    }
  });

  it('have the complaints and events the gateway stores: one complaint per lender, events in its shape', () => {
    for (const { claim, complaints, events } of claims) {
      expect(complaints.map((c) => [c.complaintId, c.lender, c.route])).toEqual(
        complaintsOfClaim(claim).map((c) => [c.complaintId, c.lender, c.route]),
      );
      expect(claim.agreementRoutes).toEqual(agreementRoutesOfClaim(claim));
      for (const complaint of complaints) {
        expect(v.parse(StoredComplaintSchema, complaint)).toEqual(complaint);
        expect(complaint).toMatchObject({
          uid: claim.uid,
          workspace: claim.workspace,
          signedAt: claim.signedAt,
        });
        if (complaint.sentOn !== null) {
          expect(complaint.dueOn).toBe(
            complaint.route === 'general'
              ? responseDueOn(complaint.sentOn)
              : determinationDueOn(complaint.route, complaint.sentOn),
          );
        }
      }
      for (const event of events) {
        v.parse(StoredEventSchema, event);
        expect(event.uid).toBe(claim.uid);
        const expectedRole = event.type.startsWith('claimant.')
          ? ['claimant']
          : event.type.startsWith('system.')
            ? ['system']
            : ['handler', 'supervisor'];
        expect(expectedRole).toContain(event.by.role);
        expect(event.at).toBeLessThanOrEqual(NOW);
      }
    }
  });

  it('name who recorded a staff event in the audit log only, as the gateway does (decision 200)', () => {
    for (const { id, events, audit } of claims) {
      const staffEvents = events.filter((e) => e.type.startsWith('handler.'));
      expect(audit.map((entry) => entry.details.eventId)).toEqual(staffEvents.map((e) => e.eventId));
      for (const entry of audit) {
        expect(entry).toMatchObject({ claimId: id, outcome: 'ok' });
        expect(entry.action).toMatch(/^complaint\./);
      }
      for (const event of events) expect(Object.keys(event.by)).toEqual(['role']);
    }
  });

  it('replay: each complaint’s events, replayed through the lifecycle machine, give its stored state', () => {
    for (const { complaints, events } of claims) {
      for (const complaint of complaints) {
        const own = events
          .filter((e) => e.complaintId === complaint.complaintId)
          .sort((a, b) => a.seq - b.seq);
        expect(own.map((e) => e.seq)).toEqual(own.map((_, k) => k + 1));
        expect(complaint.eventCount).toBe(own.length);
        expect(
          replay({ signedAt: complaint.signedAt, route: complaint.route }, own.map(complaintEventOf)),
        ).toEqual(complaintRecordOf(complaint));
        own.forEach((event, k) => {
          expect(event.stateBefore).toBe(own[k - 1]?.stateAfter ?? 'prepared');
        });
      }
    }
  });

  it('carry the claim’s status and response date as the gateway derives them from its complaints', () => {
    for (const { claim, complaints } of claims) {
      expect(claim.status).toBe(claimStatusOf(complaints.map((c) => c.state)));
      expect(claim.responseDueAt).toBe(claimResponseDueAt(complaints));
    }
    // No complaint is left waiting past its due day: the nightly job would have recorded it.
    const waitingPastDue = claims.flatMap((c) =>
      c.complaints.filter((x) => ['sent', 'acknowledged'].includes(x.state) && x.dueOn! < '2026-10-31'),
    );
    expect(waitingPastDue).toEqual([]);
  });

  it('name no real person: example.com addresses and mobiles from the range kept for drama', () => {
    for (const { claim } of claims) {
      expect(claim.applicant.email).toMatch(/^[a-z.]+\.\d+@example\.com$/);
      expect(claim.applicant.phoneNumber).toMatch(/^\+447700900\d{3}$/);
    }
  });

  it('are made to order when a shape is given: its workspace, its agreements, each complaint’s whole way', () => {
    const shape = {
      workspace: 'SGUK',
      agreements: [{ lender: 'Harbour Motor Finance', startDate: '2018-03-14' }],
      path: ['handler.send'],
    } as const;
    const shaped = Array.from({ length: 50 }, (_, i) => seedClaim(random, i, 'shaped', NOW, shape));
    for (const { claim, complaints, events } of shaped) {
      expect(claim.workspace).toBe('SGUK');
      expect(claim.answers.manualAgreements).toEqual([]);
      expect(claim.agreements.map((a) => [a.lender, a.startDate])).toEqual([
        ['Harbour Motor Finance', '2018-03-14'],
      ]);
      expect(complaints.map((c) => [c.lender, c.route, c.state])).toEqual([
        ['Harbour Motor Finance', 'scheme2', 'sent'],
      ]);
      expect(events.map((e) => e.type)).toEqual(['handler.send']);
      expect(claim.submittedAt).toBeLessThan(events[0]!.at);
    }
  });

  it('are the same for the same seed', () => {
    const again = generator(42);
    const first = seedClaim(again, 0, 'unit', NOW);
    expect({ ...first.claim, submission: null }).toEqual({ ...claims[0]!.claim, submission: null });
  });
});
