import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../tests/support/pdf.js';
import { letterOfAuthorityPdf } from './letterOfAuthority.js';
import { TINY_PNG, signedClaim } from '../../../contract/fixtures/signedClaim.js';

describe('the signed letter of authority (PDF)', () => {
  it('parses, and states the claimant, the reference, the firm, the words signed, the date and the answers', async () => {
    const { text, title, pages } = await readPdf(await letterOfAuthorityPdf(signedClaim()));
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(title).toBe('Letter of authority RDR-ABCD2345');
    expect(text).toContain('Claim reference RDR-ABCD2345');
    expect(text).toContain(
      'I, Ms Jane Ann Example, authorise Complex Law LLP (sample) to act for me in my complaints about car finance commission',
    );
    expect(text).toContain('20 November 2025');
    expect(text).toContain('12 April 1985');
    expect(text).toContain('1 The Mall, London, SW1A 1AA (moved in March 2010)');
    expect(text).toContain('Black Horse');
    expect(text).toMatch(
      /Ford Focus, AB16 CDE · Personal contract purchase \(PCP\) · £12,500 financed · Started May 2016 · from your credit file/,
    );
    expect(text).toContain('Close Brothers Motor Finance');
    expect(text).toContain('Started June 2009 · added by you');
    // Found on the credit file but not chosen: not part of what was signed.
    expect(text).not.toContain('MotoNovo');
    expect(text).toContain('SRA number 000000');
    expect(text).toContain('You can cancel within 14 days');
  });

  it('names the firm of the workspace the claim was signed in', async () => {
    const { text } = await readPdf(await letterOfAuthorityPdf(signedClaim({ workspace: 'SGUK' })));
    expect(text).toContain('authorise SGUK Legal LLP (sample)');
    expect(text).not.toContain('Complex Law');
  });

  it('writes names in other scripts and with accents as they were typed', async () => {
    const claim = signedClaim();
    claim.applicant = { ...claim.applicant, firstName: 'Łucja', middleName: '', lastName: 'Żółć-Ørsted' };
    const { text } = await readPdf(await letterOfAuthorityPdf(claim));
    expect(text).toContain('Ms Łucja Żółć-Ørsted');
    const greek = signedClaim();
    greek.applicant = {
      ...greek.applicant,
      firstName: 'Αλέξανδρος',
      middleName: '',
      lastName: 'Παπαδόπουλος',
    };
    expect((await readPdf(await letterOfAuthorityPdf(greek))).text).toContain('Αλέξανδρος Παπαδόπουλος');
  });

  it('carries a drawn signature as an image, and still makes the copy when the drawing cannot be read', async () => {
    const drawn = await letterOfAuthorityPdf(
      signedClaim({ signature: { kind: 'drawn', image: TINY_PNG, signedAt: Date.UTC(2025, 10, 20, 11) } }),
    );
    expect(Buffer.from(drawn).toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    const broken = await letterOfAuthorityPdf(
      signedClaim({
        signature: { kind: 'drawn', image: 'data:image/png;base64,bm90IGEgcG5n', signedAt: 1 },
      }),
    );
    expect((await readPdf(broken)).text).toContain('Signed by drawing in the signature box');
  });

  it('runs onto further pages rather than off the page when the answers are long', async () => {
    const claim = signedClaim();
    claim.answers = {
      ...claim.answers,
      manualAgreements: Array.from({ length: 20 }, (_, i) => ({
        lender: `Lender number ${i + 1} with a long trading name Motor Finance Limited`,
        startDate: '2010-01',
        vehicle: 'A very long vehicle description that needs to wrap onto a second line of the page',
      })),
    };
    const { pages, text } = await readPdf(await letterOfAuthorityPdf(claim));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Lender number 20 with a long trading name');
  });
});
