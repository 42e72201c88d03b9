import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, exportClaims, parseSince, toCsv } from '../../scripts/lib/export-claims';
import { randomUUID } from 'node:crypto';
import {
  adminDb,
  anonymousCaller,
  checkedClaim,
  generalRouteAnswers,
  startCheck,
  submission,
} from '../gateway/support';
import { recordAsTheDesk } from '../gateway/events';
import { complaintRouteOf } from '../../contract/lifecycle/stored';
import { agreementRoute } from '../../contract/scheme/route';
import { staffCaller } from '../gateway/staff';

const script = path.resolve(import.meta.dirname, '../../scripts/export-claims.mjs');
const DRAWN = `data:image/png;base64,${'iVBORw0KGgo'.padEnd(200, 'A')}`;

/** Two claims submitted through the gateway (typed and drawn signatures), and one left unsigned. */
async function claims() {
  const since = Date.now() - 1000;
  const typed = await anonymousCaller();
  const one = await checkedClaim(typed);
  const first = (await typed.call(
    'submitClaim',
    submission(one.claimId, one.agreementIds, {}, one.applicant),
  )) as {
    data: { reference: string };
  };
  const drawn = await anonymousCaller();
  const two = await checkedClaim(drawn);
  const request = submission(
    two.claimId,
    two.agreementIds,
    { signature: { kind: 'drawn', image: DRAWN } },
    two.applicant,
  );
  const second = (await drawn.call('submitClaim', {
    ...request,
    answers: {
      ...request.answers,
      manualAgreements: [
        { lender: 'Example Motor Finance', startDate: '2015-06', agreementType: 'HP', vehicle: '' },
      ],
      previousAddress: {
        addressLine1: '10 Piccadilly',
        addressLine2: '',
        city: 'Manchester',
        postcode: 'M1 1AE',
        movedIn: '2004-01',
      },
    },
  })) as { data: { reference: string } };
  const unsigned = await startCheck(await anonymousCaller());
  return { since, one, two, first: first.data.reference, second: second.data.reference, unsigned };
}

describe('the firm’s export of submitted claims', () => {
  it('lists each submitted claim since the date with what a case handler needs, and no signature unless asked', async () => {
    const { since, one, two, first, second, unsigned } = await claims();
    const rows = await exportClaims(adminDb(), { sinceMs: since });
    const ids = rows.map((row) => row.claimId);
    expect(ids).toEqual(expect.arrayContaining([one.claimId, two.claimId]));
    expect(ids).not.toContain(unsigned.claimId);
    expect(ids.indexOf(one.claimId)).toBeLessThan(ids.indexOf(two.claimId));

    const stored = (await adminDb().doc(`claims/${one.claimId}`).get()).data()!;
    const row = rows.find((r) => r.claimId === one.claimId)!;
    expect(row).toMatchObject({
      reference: first,
      firstName: one.applicant.firstName,
      lastName: one.applicant.lastName,
      dateOfBirth: one.applicant.dateOfBirth,
      submittedAt: new Date(stored.submittedAt as number).toISOString(),
      currentAddress: { addressLine1: '1 The Mall', postcode: 'SW1A 1AA', movedIn: '2010-03' },
      signature: { kind: 'typed' },
      referral: { utmSource: 'newsletter' },
    });
    const onFile = (stored.agreements as { id: string; lender: string; startDate: string }[]).find(
      (a) => a.id === one.agreementIds[0],
    )!;
    expect(row.lenders).toEqual([onFile.lender]);
    const drawnRow = rows.find((r) => r.claimId === two.claimId)!;
    expect(drawnRow.reference).toBe(second);
    expect(drawnRow.agreements.map((a) => a.source)).toEqual(['credit file', 'added by hand']);
    expect(drawnRow.previousAddress).toMatchObject({ city: 'Manchester', movedIn: '2004-01' });
    expect(JSON.stringify(rows)).not.toContain('iVBORw0KGgo');

    // Each claim's complaints, one per lender, in the state the lifecycle has them.
    expect(row.status).toBe('submitted');
    expect(row.complaints).toEqual([
      {
        complaintId: 'complaint-1',
        lender: onFile.lender,
        // The credit file's agreement's route (decision 259), as submission worked it out.
        route: complaintRouteOf(agreementRoute(onFile)),
        state: 'prepared',
        sentOn: null,
        dueOn: null,
        determination: null,
        offerPence: null,
        paidPence: null,
        feePence: null,
      },
    ]);
    expect(drawnRow.complaints.map((c) => [c.lender, c.state])).toEqual([
      [expect.any(String), 'prepared'],
      ['Example Motor Finance', 'prepared'],
    ]);

    const withSignatures = await exportClaims(adminDb(), { sinceMs: since, signatures: true });
    expect(withSignatures.find((r) => r.claimId === two.claimId)!.signature).toEqual({
      kind: 'drawn',
      image: DRAWN,
    });
    expect(withSignatures.find((r) => r.claimId === one.claimId)!.signature).toEqual({
      kind: 'typed',
      name: 'Jane Example',
    });
    // Nothing before the date.
    const later = await exportClaims(adminDb(), { sinceMs: Date.now() + 60_000 });
    expect(later.map((r) => r.claimId)).not.toContain(one.claimId);
  });

  it('lists a claim whose complaints have moved on, with its status and each complaint’s state', async () => {
    // A claim whose one complaint runs on the general route, where the lender answers with an offer.
    const since = Date.now() - 1000;
    const claimant = await anonymousCaller();
    const one = await checkedClaim(claimant);
    const request = submission(one.claimId, [], {}, one.applicant);
    await claimant.call('submitClaim', {
      ...request,
      answers: { ...request.answers, ...generalRouteAnswers() },
    });
    const handler = await staffCaller('handler', ['Redress']);
    const record = (event: object) =>
      recordAsTheDesk(handler, {
        claimId: one.claimId,
        complaintId: 'complaint-1',
        idempotencyKey: randomUUID(),
        event,
      });
    await record({ type: 'handler.send' });
    await record({ type: 'handler.recordOffer', offerPence: 250_000 });
    const complaint = (await adminDb().doc(`claims/${one.claimId}/complaints/complaint-1`).get()).data() as {
      lender: string;
      sentOn: string;
      dueOn: string;
    };
    const rows = await exportClaims(adminDb(), { sinceMs: since });
    const row = rows.find((r) => r.claimId === one.claimId)!;
    expect(row.status).toBe('in-progress');
    expect(row.complaints).toEqual([
      expect.objectContaining({
        state: 'offered',
        sentOn: complaint.sentOn,
        dueOn: complaint.dueOn,
        offerPence: 250_000,
      }),
    ]);
    const line = toCsv(rows)
      .split('\r\n')
      .find((l) => l.includes(one.claimId))!;
    expect(line).toContain(
      `${complaint.lender}: offered, sent ${complaint.sentOn}, response due ${complaint.dueOn}, offer £2500.00`,
    );
    expect(line).toContain(`,${one.claimId},in-progress,`);
  });

  it('lists a complaint on a route of the redress scheme with its route, its due day and the lender’s determination (decision 259)', async () => {
    const since = Date.now() - 1000;
    const claimant = await anonymousCaller();
    const one = await checkedClaim(claimant);
    const request = submission(one.claimId, [], {}, one.applicant);
    await claimant.call('submitClaim', {
      ...request,
      answers: {
        ...request.answers,
        agreementIds: [],
        manualAgreements: [{ lender: 'Black Horse', startDate: '2018-03', agreementType: 'HP' }],
      },
    });
    const handler = await staffCaller('handler', ['Redress']);
    const record = (event: object) =>
      recordAsTheDesk(handler, {
        claimId: one.claimId,
        complaintId: 'complaint-1',
        idempotencyKey: randomUUID(),
        event,
      });
    await record({ type: 'handler.send' });
    await record({
      type: 'handler.recordDetermination',
      outcome: 'redress',
      remedy: 'hybrid',
      amountPence: 183_420,
      interestPence: 21_250,
    });
    const rows = await exportClaims(adminDb(), { sinceMs: since });
    const row = rows.find((r) => r.claimId === one.claimId)!;
    const [complaint] = row.complaints;
    expect(complaint).toMatchObject({
      route: 'scheme2',
      state: 'determined',
      determination: { outcome: 'redress', remedy: 'hybrid', amountPence: 183_420, interestPence: 21_250 },
    });
    const line = toCsv(rows)
      .split('\r\n')
      .find((l) => l.includes(one.claimId))!;
    expect(line).toContain(
      `Black Horse (Scheme 2): determined, sent ${complaint!.sentOn}, determination due ${complaint!.dueOn}, determination redress £1834.20 (hybrid), offer £1834.20`,
    );
  });

  it('writes CSV a spreadsheet opens safely, and the command refuses a bad date with one line', async () => {
    const { since, two, second } = await claims();
    const csv = toCsv(await exportClaims(adminDb(), { sinceMs: since }));
    const [header, ...lines] = csv.trimEnd().split('\r\n');
    expect(header).toBe(CSV_COLUMNS.join(','));
    const line = lines.find((l) => l.includes(two.claimId))!;
    expect(line.startsWith(`${second},${two.claimId},submitted,`)).toBe(true);
    // A phone number would be read as a formula or a number: it is kept as text.
    const stored = (await adminDb().doc(`claims/${two.claimId}`).get()).get(
      'applicant.phoneNumber',
    ) as string;
    expect(stored).toMatch(/^\+44/);
    expect(line).toContain(`,'${stored},`);
    expect(line).toContain('"10 Piccadilly, Manchester, M1 1AE"');
    expect(csv).not.toContain('iVBORw0KGgo');

    const ran = spawnSync(
      process.execPath,
      [script, '--since', new Date(since).toISOString(), '--format', 'json'],
      {
        encoding: 'utf8',
        env: { ...process.env },
      },
    );
    expect(ran.status).toBe(0);
    const fromCommand = JSON.parse(ran.stdout) as { claimId: string; reference: string }[];
    expect(fromCommand.find((r) => r.claimId === two.claimId)?.reference).toBe(second);

    const refused = spawnSync(process.execPath, [script, '--since', 'last week'], {
      encoding: 'utf8',
      env: process.env,
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe('--since takes a date like 2026-11-01, not "last week"');
    expect(() => parseSince('2026-02-30')).toThrow('is not a real date');
  });
});
