// A lender's determinations file of 500 rows applied at the desk in a browser (issue 43, decision
// 277): 480 claims whose Scheme 2 complaint was sent and awaits the lender's determination are
// seeded as the gateway stores them (with the overview's counters); a supervisor uploads the file,
// watches it to the end, and sees the 480 applied and the 20 bad rows listed by line with their
// reasons; the same file again changes nothing; the claimants' timelines and emails follow, and the
// overview's counts move. axe on each page.
import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { FieldPath } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_ROW_MESSAGES,
  type BulkCells,
  type BulkListedRow,
  type BulkRowReason,
} from '../contract/bulkDeterminations';
import type { Workspace } from '../contract/firms';
import { COMPLAINT_STATE_LABELS } from '../contract/lifecycle/states';
import { COMPLAINT_EVENT_WORDS } from '../contract/statusWords';
import { StoredComplaintSchema, type StoredComplaint } from '../contract/lifecycle/stored';
import type { AuditRecord } from '../functions/src/desk/audit';
import { seed, type ClaimShape } from '../scripts/lib/seed';
import { determinationsFile, redressRow } from '../tests/gateway/bulk';
import { LENDER } from '../tests/gateway/scheme';
import { launch } from './support/browser';
import { isEmulatorSignInNoise, signInToDesk, staffAccount, type StaffAccount } from './support/desk';
import { chartRows } from './support/overview';
import { seedClaimant } from './support/seed';
import * as j from './journeySupport';

/** The workspace the claims are seeded in: one no other browser test files claims in. */
const WORKSPACE: Workspace = 'Complex365';
const FILE_NAME = 'example-motor-finance-determinations.csv';
/** The claims the file's rows apply to. */
const APPLIED = 480;
/** The file's bad rows: every 25th from its 13th, of each kind in turn, five of each. */
const BAD_KINDS = ['no-such-claim', 'not-this-lender', 'state-not-accepting', 'malformed-amount'] as const;
const isBad = (i: number) => i % 25 === 12;

/** A claim with one agreement with LENDER in Scheme 2 (March 2018), its complaint walked along `path`. */
const schemeClaims = (path: ClaimShape['path']): ClaimShape => ({
  workspace: WORKSPACE,
  agreements: [{ lender: LENDER, startDate: '2018-03-14' }],
  path,
});

interface Seeded {
  claimId: string;
  reference: string;
  /** The claimant's uid. */
  uid: string;
}

/** Seeds `claims` claims of this shape through the seed (counters and all), in id order. */
async function seeded(run: string, claims: number, shape: ClaimShape): Promise<Seeded[]> {
  const { db } = j.admin();
  await seed(db, { claims, run, shape });
  const snapshot = await db.collection('claims').where('seedRun', '==', run).get();
  return snapshot.docs
    .map((doc) => ({
      claimId: doc.id,
      reference: doc.get('submission.reference') as string,
      uid: doc.get('uid') as string,
    }))
    .sort((a, b) => a.claimId.localeCompare(b.claimId));
}

/** Each claim's one complaint, as stored, in the claims' order. */
async function complaintsOf(claims: readonly Seeded[]): Promise<StoredComplaint[]> {
  const { db } = j.admin();
  const docs = await db.getAll(...claims.map((c) => db.doc(`claims/${c.claimId}/complaints/complaint-1`)));
  return docs.map((doc) => v.parse(StoredComplaintSchema, doc.data()));
}

/** How many events and claimant emails the seeded claims have, all told. */
async function eventsAndMail(sentRun: string) {
  const { db } = j.admin();
  const events = await db.collectionGroup('events').where('workspace', '==', WORKSPACE).count().get();
  const prefix = `claim-event-seed-${sentRun}-`;
  const mail = await db
    .collection('mail')
    .where(FieldPath.documentId(), '>=', prefix)
    .where(FieldPath.documentId(), '<', `${prefix}\uf8ff`)
    .count()
    .get();
  return { events: events.data().count, mail: mail.data().count };
}

/** The overview's counts of complaints by state and of money, as its tables show them. */
async function overviewShown(page: Page) {
  await page.getByRole('navigation', { name: 'The desk' }).getByRole('link', { name: 'Overview' }).click();
  await j.onPage(page, 'Overview');
  // The first read of the figures may wait on the gateway's cold start.
  await page.getByText('Loading the figures…').waitFor({ state: 'hidden', timeout: 90_000 });
  const shown = {
    states: await chartRows(page, 'Complaints by state'),
    money: await chartRows(page, 'Money'),
  };
  await j.expectAccessible(page);
  return shown;
}

/** Opens the upload form from the desk's navigation, chooses the file and uploads it; the import's page shows. */
async function upload(page: Page, file: string) {
  await page
    .getByRole('navigation', { name: 'The desk' })
    .getByRole('link', { name: 'Import determinations' })
    .click();
  await j.onPage(page, 'Import a lender’s determinations');
  await j.expectAccessible(page);
  await page
    .getByLabel('Upload the determinations file')
    .setInputFiles({ name: FILE_NAME, mimeType: 'text/csv', buffer: Buffer.from(file, 'utf8') });
  await page.getByRole('button', { name: 'Upload and apply' }).click();
  await j.onPage(page, `Import of ${FILE_NAME}`);
  await page.getByRole('progressbar', { name: 'Rows done' }).waitFor();
}

/** Waits for the import to finish (the work runs in the gateway) and answers what the page announces. */
async function finished(page: Page): Promise<string> {
  const done = page.getByRole('status').filter({ hasText: /^The import (is done|stopped)/ });
  await done.waitFor({ timeout: 240_000 });
  expect(await page.getByRole('progressbar', { name: 'Rows done' }).getAttribute('value')).toBe('100');
  await page.getByText('500 of 500 rows (100%)').waitFor();
  return (await done.textContent()) ?? '';
}

/** The rows that could not apply, as the page lists them, page by page: line, reference, lender, reason. */
async function listedRows(page: Page): Promise<string[][]> {
  const section = page.getByRole('region', { name: 'Rows that could not apply' });
  const table = section.getByRole('table', { name: 'Rows that could not apply' });
  const pageWords = section.getByText(/^Page \d+: lines/);
  const rows: string[][] = [];
  for (;;) {
    await table.waitFor();
    rows.push(
      ...(await table
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
        )),
    );
    const next = section.getByRole('button', { name: 'Next page' });
    if ((await next.count()) === 0) return rows;
    const before = await pageWords.textContent();
    await next.click();
    await expect.poll(() => pageWords.textContent()).not.toBe(before);
  }
}

describe('a lender’s determinations file of 500 rows at the desk', () => {
  let browser: Browser;
  let supervisor: StaffAccount;
  let sentRun: string;
  /** The claims the good rows apply to, in the file's order. */
  let applied: Seeded[];
  /** The claims the bad rows name (the rows naming no claim apart): their complaints must not change. */
  let untouched: Seeded[];
  let untouchedBefore: StoredComplaint[];
  let file: string;
  /** The bad rows as the page should list them. */
  let expectedListed: BulkListedRow[];
  /** Each good row's determined sum in pence, by the claim's position in `applied`. */
  const sumPence = (k: number) => (1_000 + k) * 100 + 50;

  beforeAll(async () => {
    const run = `import-${Date.now().toString(36)}`;
    sentRun = `${run}-sent`;
    // 490 complaints sent (480 for the good rows, 10 for rows that cannot apply) and 5 not yet sent.
    const [sent, prepared] = await Promise.all([
      seeded(sentRun, APPLIED + 10, schemeClaims(['handler.send'])),
      seeded(`${run}-prepared`, 5, schemeClaims([])),
    ]);
    applied = sent.slice(0, APPLIED);
    const notThisLender = sent.slice(APPLIED, APPLIED + 5);
    const malformed = sent.slice(APPLIED + 5);
    untouched = [...notThisLender, ...prepared, ...malformed];
    untouchedBefore = await complaintsOf(untouched);
    expect(untouchedBefore.map((c) => c.state)).toEqual([
      ...Array<string>(5).fill('sent'),
      ...Array<string>(5).fill('prepared'),
      ...Array<string>(5).fill('sent'),
    ]);

    const badRow = (kind: BulkRowReason, n: number): Partial<BulkCells> => {
      if (kind === 'no-such-claim') return redressRow(`RDR-ZZZZZZZ${'23456'[n]!}`);
      if (kind === 'not-this-lender')
        return redressRow(notThisLender[n]!.reference, { lender: 'Another Lender Ltd' });
      if (kind === 'state-not-accepting') return redressRow(prepared[n]!.reference);
      return redressRow(malformed[n]!.reference, { amount: '12.5' });
    };
    const rows: Partial<BulkCells>[] = [];
    expectedListed = [];
    for (let i = 0, good = 0; i < APPLIED + 20; i += 1) {
      if (isBad(i)) {
        const nth = (i - 12) / 25;
        const reason = BAD_KINDS[nth % 4]!;
        const row = badRow(reason, Math.floor(nth / 4));
        rows.push(row);
        expectedListed.push({ line: i + 2, reference: row.claim_reference!, lender: row.lender!, reason });
      } else {
        const pence = sumPence(good);
        rows.push(
          redressRow(applied[good]!.reference, {
            amount: `${Math.floor(pence / 100)}.50`,
            interest: '100.00',
          }),
        );
        good += 1;
      }
    }
    file = determinationsFile(rows);
    supervisor = await staffAccount({ role: 'supervisor', workspaces: [WORKSPACE] });
    browser = await launch();
    // Seeding 495 claims in batches of 500 writes takes seconds, even on a loaded machine.
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('applies 480 rows, lists the 20 that could not apply by line with the reason, the re-upload changes nothing, and the overview moves', async () => {
    const { context, page, problems } = await j.openPage(browser);
    await signInToDesk(page, supervisor);
    const before = await overviewShown(page);

    // The upload, watched to the end: 480 applied, 20 listed by line with the contract's words.
    await upload(page, file);
    expect(await finished(page)).toBe(
      'The import is done: 480 applied, 0 flagged, 20 could not apply, 0 unchanged.',
    );
    expect(await listedRows(page)).toEqual(
      expectedListed.map((row) => [
        String(row.line),
        row.reference,
        row.lender,
        BULK_ROW_MESSAGES[row.reason],
      ]),
    );
    await j.expectAccessible(page);

    // What landed: each of the 480 complaints holds its determination; the others are as they were.
    const determined = await complaintsOf(applied);
    determined.forEach((complaint, k) => {
      expect(complaint).toMatchObject({
        state: 'determined',
        offerPence: sumPence(k),
        determination: {
          outcome: 'redress',
          remedy: 'hybrid',
          amountPence: sumPence(k),
          interestPence: 10_000,
        },
      });
    });
    expect(await complaintsOf(untouched)).toEqual(untouchedBefore);
    const { db } = j.admin();
    const audit = await db
      .collection('audit')
      .where('uid', '==', supervisor.uid)
      .where('action', '==', 'determinations.import')
      .get();
    expect(audit.docs.map((doc) => (doc.data() as AuditRecord).details)).toEqual([
      expect.objectContaining({
        fileName: FILE_NAME,
        sizeBytes: Buffer.byteLength(file),
        sha256: createHash('sha256').update(file).digest('hex'),
        rows: 500,
      }),
    ]);
    const landed = await eventsAndMail(sentRun);
    expect(landed.mail).toBe(APPLIED);

    // The same file again: nothing applies, the 480 are unchanged, the 20 listed again; nothing moves.
    await upload(page, file);
    expect(await finished(page)).toBe(
      'The import is done: 0 applied, 0 flagged, 20 could not apply, 480 unchanged.',
    );
    expect((await listedRows(page)).map(([line]) => Number(line))).toEqual(
      expectedListed.map((row) => row.line),
    );
    await j.expectAccessible(page);
    expect(await complaintsOf(applied)).toEqual(determined);
    expect(await complaintsOf(untouched)).toEqual(untouchedBefore);
    expect(await eventsAndMail(sentRun)).toEqual(landed);

    // The overview's counts moved with the 480: sent to determined, each with the lender's sum offered.
    const after = await overviewShown(page);
    const moved = (table: Record<string, number>, was: Record<string, number>, label: string) =>
      (table[label] ?? 0) - (was[label] ?? 0);
    expect(moved(after.states, before.states, COMPLAINT_STATE_LABELS.determined)).toBe(APPLIED);
    expect(moved(after.states, before.states, COMPLAINT_STATE_LABELS.sent)).toBe(-APPLIED);
    expect(moved(after.money, before.money, 'Offered by lenders')).toBe(APPLIED);
    expect(problems.filter((problem) => !isEmulatorSignInNoise(problem))).toEqual([]);
    await context.close();
  }, 300_000);

  it('tells the claimants: each of a sample has the determination on its timeline and one email naming the lender', async () => {
    const { db } = j.admin();
    for (const { claimId, reference } of [applied[0]!, applied[239]!, applied[APPLIED - 1]!]) {
      const events = (await db.collection(`claims/${claimId}/events`).get()).docs.map((doc) => doc.data());
      expect(events.filter((event) => event.type === 'handler.recordDetermination')).toEqual([
        expect.objectContaining({
          complaintId: 'complaint-1',
          by: { role: 'supervisor' },
          stateBefore: 'sent',
          stateAfter: 'determined',
        }),
      ]);
      const mail = await db.collection('mail').where('claimId', '==', claimId).get();
      expect(mail.docs.map((doc) => doc.get('message.subject') as string)).toEqual([
        `Your claim ${reference}: ${LENDER} has sent its determination`,
      ]);
    }

    // One of them signs in and sees it on Your claims.
    const owner = applied[1]!;
    const who = await seedClaimant('Determinedson', 'bulk import pass phrase', undefined, owner.uid);
    const { context, page, problems } = await j.openPage(browser);
    await j.signInToYourClaims(page, who);
    const claim = page.getByRole('region', { name: `Claim ${owner.reference}` });
    await claim
      .getByRole('region', { name: LENDER })
      .getByRole('listitem')
      .filter({ hasText: COMPLAINT_EVENT_WORDS['handler.recordDetermination'] })
      .waitFor();
    await j.expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
