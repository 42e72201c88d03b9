import { describe, expect, it } from 'vitest';
import { DeskPdfSchema } from './desk';
import * as v from 'valibot';
import { complaintLetterFileName, complaintLetterParagraphs } from './complaintLetter';

const facts = {
  claimantName: 'Ms Jane Example',
  lender: 'Black Horse',
  reference: 'RDR-ABCD2345',
  firmName: 'Complex Law LLP (sample)',
  agreementCount: 2,
  dueOn: '2026-03-11',
};

describe('the complaint letter’s words', () => {
  it('complains of undisclosed commission, gives the 8 weeks and the ombudsman, and promises no amount', () => {
    const text = complaintLetterParagraphs(facts).join('\n');
    expect(text).toContain('commission');
    expect(text).toContain('not properly disclosed');
    expect(text).toContain('the car finance agreements with Black Horse');
    expect(text).toContain(
      'You have 8 weeks from receiving this complaint to send your final response, that is by 11 March 2026.',
    );
    expect(text).toContain('Financial Ombudsman Service');
    expect(text).toContain('quoting our reference RDR-ABCD2345');
    expect(text).not.toMatch(/£|\d+ ?%/);
  });
});

describe('the complaint letter on a route of the redress scheme (decision 259)', () => {
  it('asks for the lender’s determination under the scheme by its deadline, names the scheme’s chapter, not the 8 weeks', () => {
    const text = complaintLetterParagraphs({ ...facts, route: 'scheme2', dueOn: '2027-03-01' }).join('\n');
    expect(text).toContain(
      'may be covered by Scheme 2 (CONRED 5) of the FCA’s motor finance consumer redress scheme',
    );
    expect(text).toContain(
      'send us your redress determination, that is by 1 March 2027, with your calculation',
    );
    expect(text).toContain('Financial Ombudsman Service');
    expect(text).not.toContain('8 weeks');
    expect(complaintLetterParagraphs({ ...facts, route: 'scheme1' }).join('\n')).toContain(
      'Scheme 1 (CONRED 6)',
    );
  });
});

describe('complaintLetterFileName', () => {
  it('names the reference and the lender, and is a file name the desk’s PDF schema accepts', () => {
    expect(complaintLetterFileName('RDR-ABCD2345', 'Black Horse')).toBe(
      'complaint-RDR-ABCD2345-black-horse.pdf',
    );
    const odd = complaintLetterFileName('RDR-ABCD2345', "  Société Générale / Crédit d'Auto  ");
    expect(odd).toBe('complaint-RDR-ABCD2345-societe-generale-credit-d-auto.pdf');
    expect(complaintLetterFileName('RDR-ABCD2345', '***')).toBe('complaint-RDR-ABCD2345-lender.pdf');
    for (const name of [odd, complaintLetterFileName('RDR-ABCD2345', 'x'.repeat(200))]) {
      expect(v.safeParse(DeskPdfSchema.entries.fileName, name).success).toBe(true);
    }
  });
});
