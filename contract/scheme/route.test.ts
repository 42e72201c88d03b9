import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { StoredClaimSchema } from '../claim';
import {
  agreementRoutesOfClaim,
  claimedAgreementsWithRoutes,
  routeOfStored,
  storedRoute,
} from '../claimRoutes';
import { agreementRoute, routeWords, type AgreementRoute } from './route';
import { StoredAgreementRouteSchema } from './routeSchema';

const at = (startDate: string, agreementType?: 'PCP' | 'HP' | 'consumer-hire' | null) =>
  agreementRoute({ startDate, agreementType });

describe('an agreement’s route in the redress scheme', () => {
  it.each([
    ['2007-04-05', { route: 'outside', reason: 'before-2007-04-06' }],
    ['2007-04-06', { route: 'scheme1' }],
    ['2014-03-31', { route: 'scheme1' }],
    ['2014-04-01', { route: 'scheme2' }],
    ['2024-11-01', { route: 'scheme2' }],
    ['2024-11-02', { route: 'outside', reason: 'after-2024-11-01' }],
  ])('an agreement that started on %s takes %o', (day, route) => {
    expect(at(day, 'HP')).toEqual(route);
  });

  it('puts consumer hire outside the scheme at any date', () => {
    expect(at('2016-05-10', 'consumer-hire')).toEqual({ route: 'outside', reason: 'consumer-hire' });
  });

  it('reads a start it cannot read as an unknown start', () => {
    expect(at('2014-2-3')).toEqual({ route: 'outside', reason: 'unknown-start' });
    expect(at('')).toEqual({ route: 'outside', reason: 'unknown-start' });
    expect(at('March 2014')).toEqual({ route: 'outside', reason: 'unknown-start' });
  });

  it('gives a start known only to its month the route of most of its days', () => {
    expect(at('2007-03')).toEqual({ route: 'outside', reason: 'before-2007-04-06' });
    expect(at('2007-04')).toEqual({ route: 'scheme1' });
    expect(at('2014-03')).toEqual({ route: 'scheme1' });
    expect(at('2014-04')).toEqual({ route: 'scheme2' });
    expect(at('2024-10')).toEqual({ route: 'scheme2' });
    expect(at('2024-11')).toEqual({ route: 'outside', reason: 'after-2024-11-01' });
  });

  it('says each route in plain words that say "may"', () => {
    const routes: AgreementRoute[] = [
      { route: 'scheme1' },
      { route: 'scheme2' },
      { route: 'outside', reason: 'before-2007-04-06' },
      { route: 'outside', reason: 'after-2024-11-01' },
      { route: 'outside', reason: 'consumer-hire' },
      { route: 'outside', reason: 'unknown-start' },
    ];
    for (const route of routes) expect(routeWords(route)).toMatch(/\bmay\b/);
    expect(routeWords({ route: 'scheme1' })).toBe(
      'This agreement may be covered by Scheme 1 of the FCA’s motor finance redress scheme.',
    );
    expect(routeWords({ route: 'outside', reason: 'before-2007-04-06' })).toBe(
      'This agreement may be outside the FCA’s motor finance redress scheme, which covers agreements from 6 April 2007.',
    );
  });
});

const DAY_MS = 86_400_000;
const FIRST = Date.UTC(1990, 0, 1);
const LAST = Date.UTC(2035, 11, 31);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const order = (r: AgreementRoute) =>
  r.route === 'outside' ? (r.reason === 'before-2007-04-06' ? 0 : 3) : r.route === 'scheme1' ? 1 : 2;

describe('routes over time', () => {
  it('maps every day to exactly one route, and the routes follow each other in time without gaps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: (LAST - FIRST) / DAY_MS - 1 }),
        fc.constantFrom<'PCP' | 'HP' | null>('PCP', 'HP', null),
        (offset, type) => {
          const day = dayOf(FIRST + offset * DAY_MS);
          const next = dayOf(FIRST + (offset + 1) * DAY_MS);
          const route = at(day, type);
          // One route, never an unknown start for a real day; the next day never goes back in time
          // and never skips a route.
          expect(['scheme1', 'scheme2', 'outside']).toContain(route.route);
          expect(route).not.toEqual({ route: 'outside', reason: 'unknown-start' });
          const step = order(at(next, type)) - order(route);
          expect(step === 0 || step === 1).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('gives a month the route most of its days take', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2035 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const yearMonth = `${year}-${String(month).padStart(2, '0')}`;
        const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
        const days = Array.from({ length }, (_, i) => at(`${yearMonth}-${String(i + 1).padStart(2, '0')}`));
        const same = days.filter((day) => JSON.stringify(day) === JSON.stringify(at(yearMonth)));
        expect(same.length * 2).toBeGreaterThan(length);
      }),
    );
  });
});

describe('the routes a claim stores', () => {
  const claim = {
    agreements: [
      {
        id: 'agr-a',
        lender: 'Northway',
        startDate: '2012-05-04',
        endDate: null,
        agreementType: 'HP' as const,
        vehicle: { make: '', model: '', registration: '' },
        amountFinancedPence: null,
      },
      {
        id: 'agr-b',
        lender: 'Kestrel',
        startDate: '2019-06-01',
        endDate: null,
        agreementType: 'PCP' as const,
        vehicle: { make: '', model: '', registration: '' },
        amountFinancedPence: null,
      },
    ],
    answers: {
      agreementIds: ['agr-b', 'agr-a'],
      manualAgreements: [
        { lender: 'Harbour', startDate: '2005-06', vehicle: '' },
        { lender: 'Quay', startDate: '2025-02', vehicle: '' },
      ],
    },
  };

  it('keys each chosen agreement’s route by its id, or by its place among those added by hand', () => {
    expect(agreementRoutesOfClaim(claim)).toEqual([
      { agreement: 'agr-a', route: 'scheme1' },
      { agreement: 'agr-b', route: 'scheme2' },
      { agreement: 'manual-0', route: 'outside', reason: 'before-2007-04-06' },
      { agreement: 'manual-1', route: 'outside', reason: 'after-2024-11-01' },
    ]);
  });

  it('reads each claimed agreement with its stored route, and a claim stored before routes without any', () => {
    const routed = claimedAgreementsWithRoutes({ ...claim, agreementRoutes: agreementRoutesOfClaim(claim) });
    const withWords = (route: AgreementRoute) => ({ ...route, words: routeWords(route) });
    expect(routed.map((a) => [a.lender, a.route])).toEqual([
      ['Northway', withWords({ route: 'scheme1' })],
      ['Kestrel', withWords({ route: 'scheme2' })],
      ['Harbour', withWords({ route: 'outside', reason: 'before-2007-04-06' })],
      ['Quay', withWords({ route: 'outside', reason: 'after-2024-11-01' })],
    ]);
    expect(claimedAgreementsWithRoutes(claim).every((a) => a.route === undefined)).toBe(true);
  });

  it('stores routes in the shape the desk reads back, and a claim reads as a claim with or without them', () => {
    const routes = agreementRoutesOfClaim(claim);
    expect(v.parse(v.array(StoredAgreementRouteSchema), routes)).toEqual(routes);
    const stored = {
      uid: 'u1',
      status: 'submitted',
      applicant: {
        title: 'Ms',
        firstName: 'A',
        lastName: 'B',
        dateOfBirth: '1980-01-01',
        email: 'a@b.c',
        phoneNumber: '07700900000',
      },
      createdAt: 1,
      updatedAt: 1,
    };
    expect(v.safeParse(StoredClaimSchema, stored).success).toBe(true);
    expect(v.safeParse(StoredClaimSchema, { ...stored, agreementRoutes: routes }).success).toBe(true);
  });

  it('reads a stored route back as the route it was', () => {
    const route: AgreementRoute = { route: 'outside', reason: 'after-2024-11-01' };
    expect(routeOfStored(storedRoute('manual-0', route))).toEqual(route);
  });
});
