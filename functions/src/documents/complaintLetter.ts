import { PDFDocument } from 'pdf-lib';
import { addressWithMovedIn } from '../../../contract/address.js';
import { agreementFacts } from '../../../contract/agreements.js';
import { fullName, type SignedClaim } from '../../../contract/claim.js';
import { formatClaimDate, formatUkDay } from '../../../contract/dates.js';
import {
  complaintLetterParagraphs,
  complaintLetterSubject,
  type ComplaintLetterFacts,
} from '../../../contract/complaintLetter.js';
import { FIRMS } from '../../../contract/firms.js';
import type { StoredComplaint } from '../../../contract/lifecycle/stored.js';
import { letterOfAuthorityPdf } from './letterOfAuthority.js';
import { MUTED, Writer, newPdf } from './pdfWriter.js';

/** What the letter says of the complaint: its lender, its agreements and the day the response is due. */
export type ComplaintOfLetter = Pick<StoredComplaint, 'lender' | 'agreements' | 'dueOn'> &
  Partial<Pick<StoredComplaint, 'route'>>;

/**
 * The complaint letter to one lender (decision 199): the firm's details, the day it was sent, the
 * lender, the claimant (name, date of birth, addresses), the agreements of this complaint, the
 * complaint itself, and then the pages of the signed letter of authority. Made only from the
 * stored claim, the complaint and the moment `handler.send` was recorded, with the document's dates
 * set to that moment, so the same inputs give the same bytes: a retried send answers the same letter.
 */
export async function complaintLetterPdf(
  claim: SignedClaim,
  complaint: ComplaintOfLetter,
  sentAt: number,
): Promise<Uint8Array> {
  const { reference } = claim.submission;
  const firm = FIRMS[claim.workspace];
  const name = fullName(claim.applicant);
  const { doc, fonts } = await newPdf();
  doc.setTitle(`Complaint to ${complaint.lender} ${reference}`);
  doc.setAuthor(firm.legalEntity);
  doc.setSubject(`Complaint about car finance commission for claim ${reference}`);
  doc.setCreationDate(new Date(sentAt));
  doc.setModificationDate(new Date(sentAt));

  const w = new Writer(doc, fonts);
  w.text(firm.legalEntity, { font: fonts.bold, size: 11 });
  for (const line of [firm.address, `Telephone ${firm.phone} · ${firm.email}`, firm.regulator]) {
    w.text(line, { size: 9, colour: MUTED });
  }
  w.gap(14);
  w.text(formatUkDay(sentAt));
  w.gap(8);
  w.text(complaint.lender, { font: fonts.bold });
  w.text('Complaints department');
  w.gap(8);
  w.row('Our reference', reference);

  const facts: ComplaintLetterFacts = {
    claimantName: name,
    lender: complaint.lender,
    reference,
    firmName: firm.legalEntity,
    agreementCount: complaint.agreements.length,
    dueOn: complaint.dueOn,
    route: complaint.route,
  };
  w.gap(4);
  w.text(complaintLetterSubject(facts), { font: fonts.bold, size: 12 });
  w.gap(6);
  const paragraphs = complaintLetterParagraphs(facts);
  // The salutation and the complaint, then the details it refers to, then the closing.
  const closing = paragraphs.splice(-2);
  for (const paragraph of paragraphs) {
    w.text(paragraph);
    w.gap(6);
  }

  w.heading('Our client');
  const { applicant, answers } = claim;
  w.row('Name', name);
  w.row('Date of birth', formatClaimDate(applicant.dateOfBirth));
  w.row('Current address', addressWithMovedIn(answers.currentAddress));
  if (answers.previousAddress) w.row('Previous address', addressWithMovedIn(answers.previousAddress));
  if (answers.previousPreviousAddress) {
    w.row('Address before that', addressWithMovedIn(answers.previousPreviousAddress));
  }

  w.heading(complaint.agreements.length === 1 ? 'The agreement' : 'The agreements');
  for (const agreement of complaint.agreements) {
    w.row(agreement.lender, agreementFacts(agreement).join(' · '));
  }

  w.gap(10);
  for (const line of closing) w.text(line);
  w.gap(14);
  w.text('Attached: our client’s signed letter of authority.', { size: 9, colour: MUTED });

  const authority = await PDFDocument.load(await letterOfAuthorityPdf(claim));
  const pages = await doc.copyPages(authority, authority.getPageIndices());
  for (const page of pages) doc.addPage(page);
  return doc.save();
}
