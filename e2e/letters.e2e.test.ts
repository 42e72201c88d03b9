// Letters on the claim (decisions 272 and 275), in the browser: a handler sends a complaint and
// uploads the lender's final response at the desk, after a file that is not a PDF and one over the
// limit are each refused with their message and nothing stored; the claimant downloads both letters
// from "Your claims", the response byte for byte as it was uploaded.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LETTER_MAX_BYTES, LETTER_NOT_PDF_MESSAGE, letterTooLargeMessage } from '../contract/letters';
import { auditOf, responsePdf, storedFiles } from '../tests/gateway/letters';
import { readPdf } from '../tests/support/pdf';
import { sharedBrowser } from './support/browser';
import { isEmulatorSignInNoise, openByReference, signInToDesk, staffAccount } from './support/desk';
import { DAY, seedSubmittedClaimant } from './support/seed';
import * as j from './journeySupport';

const LENDER = 'Black Horse';
const UPLOAD_LABEL = `Upload ${LENDER}’s final response`;
/** The response's Download at the desk, named after the letter's title. */
const DESK_RESPONSE = new RegExp(`${LENDER}’s response \\(PDF\\)`);

/** Chooses a file for the lender's response and presses Upload. */
async function uploadResponse(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(UPLOAD_LABEL).setInputFiles(file);
  await page
    .getByRole('form', { name: `${LENDER}’s final response` })
    .getByRole('button', { name: 'Upload the response' })
    .click();
}

/** The refusal shows in the error summary and beside the file input, which is marked invalid. */
async function refusedWith(page: Page, message: string) {
  await page.getByText(message).first().waitFor();
  expect(await page.getByText(message).count()).toBeGreaterThanOrEqual(2);
  expect(await page.getByLabel(UPLOAD_LABEL).getAttribute('aria-invalid')).toBe('true');
  await j.expectAccessible(page);
}

/** Presses a letter's Download and returns the bytes the browser saved. */
async function download(page: Page, name: RegExp): Promise<Uint8Array> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  return new Uint8Array(await readFile(await file.path()));
}

describe('letters on the claim', () => {
  const browser = sharedBrowser();

  it('keeps the lender’s response uploaded at the desk, refuses what is not a PDF or too large, and gives both letters to the claimant', async () => {
    const who = await seedSubmittedClaimant('Letterson', 'letters claimant pass phrase', {
      signedAt: Date.now() - 3 * DAY,
      prefix: 'letters',
    });
    const { claimId } = who;
    const handler = await staffAccount({ role: 'handler', workspaces: ['Redress'] });

    const desk = await j.openPage(browser());
    await signInToDesk(desk.page, handler);
    await openByReference(desk.page, who.reference);
    await j.onPage(desk.page, `Claim ${who.reference}`);
    await desk.page.getByRole('heading', { level: 2, name: 'Letters' }).waitFor();
    // Nothing sent yet: no upload is offered.
    expect(await desk.page.getByLabel(UPLOAD_LABEL).count()).toBe(0);
    await desk.page
      .getByRole('region', { name: LENDER })
      .getByRole('button', { name: 'Send the complaint to the lender' })
      .click();
    await desk.page.getByLabel(UPLOAD_LABEL).waitFor();
    const afterSending = await storedFiles(claimId);
    expect(afterSending.files).toHaveLength(1);
    await j.expectAccessible(desk.page);

    // Not a PDF, then a PDF over the limit: each refused with its message, nothing more stored.
    await uploadResponse(desk.page, {
      name: 'response.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('not a pdf at all'),
    });
    await refusedWith(desk.page, LETTER_NOT_PDF_MESSAGE);
    const tooLarge = LETTER_MAX_BYTES + 1;
    await uploadResponse(desk.page, {
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(tooLarge, 0x25),
    });
    await refusedWith(desk.page, letterTooLargeMessage(tooLarge));
    expect(await storedFiles(claimId)).toEqual(afterSending);
    expect(await auditOf(claimId, 'letter.upload')).toEqual([]);

    // The lender's response as a PDF is kept and listed beside the complaint letter.
    const response = await responsePdf(`Final response for ${who.reference}`);
    await uploadResponse(desk.page, {
      name: 'final-response.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(response),
    });
    await desk.page.getByRole('button', { name: DESK_RESPONSE }).waitFor();
    expect((await storedFiles(claimId)).files).toHaveLength(2);
    expect(await auditOf(claimId, 'letter.upload')).toHaveLength(1);
    await j.expectAccessible(desk.page);
    expect(await download(desk.page, DESK_RESPONSE)).toEqual(response);
    expect(desk.problems.filter((problem) => !isEmulatorSignInNoise(problem))).toEqual([]);
    await desk.context.close();

    // The claimant downloads both letters from Your claims.
    const { context, page, problems } = await j.openPage(browser());
    await j.signInToYourClaims(page, who);
    const card = page.getByRole('region', { name: `Claim ${who.reference}` });
    await card.getByRole('heading', { level: 3, name: 'Letters' }).waitFor();
    await card.getByText(`${LENDER}’s final response`, { exact: true }).waitFor();
    await j.expectAccessible(page);
    expect(await download(page, new RegExp(`${LENDER}’s final response \\(PDF\\)`))).toEqual(response);
    const letter = await readPdf(await download(page, new RegExp(`Our complaint letter to ${LENDER}`)));
    expect(letter.text).toContain(who.reference);
    expect((await auditOf(claimId, 'letter.download')).length).toBeGreaterThanOrEqual(3);
    expect(problems).toEqual([]);
    await context.close();
  });
});
