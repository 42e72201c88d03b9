import type { PDFDocument, PDFImage } from 'pdf-lib';
import { claimedAgreements, fullName, type SignedClaim } from '../../../contract/claim.js';
import { formatClaimDate, formatUkDay } from '../../../contract/dates.js';
import { addressWithMovedIn } from '../../../contract/address.js';
import { agreementFacts } from '../../../contract/agreements.js';
import {
  CANCELLATION_RIGHT,
  FIRMS,
  NEXT_STEPS,
  letterOfAuthorityText,
  type FirmDetails,
} from '../../../contract/firms.js';
import { PNG_DATA_URL_PREFIX } from '../../../contract/fields.js';
import { MUTED, Writer, newPdf } from './pdfWriter.js';

/** The drawn signature as a PNG, or null when the stored image cannot be read back. */
async function signatureImage(doc: PDFDocument, claim: SignedClaim): Promise<PDFImage | null> {
  if (claim.signature.kind !== 'drawn' || !claim.signature.image.startsWith(PNG_DATA_URL_PREFIX)) return null;
  try {
    return await doc.embedPng(Buffer.from(claim.signature.image.slice(PNG_DATA_URL_PREFIX.length), 'base64'));
  } catch {
    return null;
  }
}

/**
 * The signed letter of authority as a PDF: the firm, the reference, the words signed, the answers
 * the claim was made with, the signature and the day it was signed. Made from the stored claim, so
 * the download and the email attachment are the same document.
 */
export async function letterOfAuthorityPdf(claim: SignedClaim): Promise<Uint8Array> {
  const { reference } = claim.submission;
  const firm: FirmDetails = FIRMS[claim.workspace];
  const { doc, fonts } = await newPdf();
  const name = fullName(claim.applicant);
  doc.setTitle(`Letter of authority ${reference}`);
  doc.setAuthor(firm.legalEntity);
  doc.setSubject(`Signed letter of authority for claim ${reference}`);
  doc.setCreationDate(new Date(claim.signedAt));
  doc.setModificationDate(new Date(claim.signedAt));

  const w = new Writer(doc, fonts);
  w.text(firm.legalEntity, { font: fonts.bold, size: 11 });
  for (const line of [firm.address, `Telephone ${firm.phone} · ${firm.email}`, firm.regulator]) {
    w.text(line, { size: 9, colour: MUTED });
  }
  w.gap(14);
  w.text('Letter of authority', { font: fonts.bold, size: 20 });
  w.gap(4);
  w.text(`Claim reference ${reference}`, { font: fonts.bold, size: 12 });
  w.gap(10);
  w.text(letterOfAuthorityText(name, firm.legalEntity), { size: 11.5 });

  w.heading('Signed');
  const image = await signatureImage(doc, claim);
  if (image) w.image(image, 240, 90);
  else if (claim.signature.kind === 'typed') w.text(claim.signature.name, { font: fonts.oblique, size: 18 });
  else w.text('Signed by drawing in the signature box (the drawing is kept on the claim).');
  w.row('Name', name);
  w.row('Date signed', formatUkDay(claim.signedAt));

  w.heading('Your details');
  const { applicant, answers } = claim;
  w.row('Date of birth', formatClaimDate(applicant.dateOfBirth));
  w.row('Email', applicant.email);
  w.row('Mobile', applicant.phoneNumber);
  w.row('Current address', addressWithMovedIn(answers.currentAddress));
  if (answers.previousAddress) w.row('Previous address', addressWithMovedIn(answers.previousAddress));
  if (answers.previousPreviousAddress) {
    w.row('Address before that', addressWithMovedIn(answers.previousPreviousAddress));
  }

  w.heading('Finance agreements claimed for');
  for (const agreement of claimedAgreements(claim)) {
    const facts = [
      ...agreementFacts(agreement),
      agreement.source === 'manual' ? 'added by you' : 'from your credit file',
    ];
    w.row(agreement.lender, facts.join(' · '));
  }
  w.row('Another firm already instructed', answers.otherFirmInstructed ? 'Yes' : 'No');
  w.row('Agreed to', 'Our terms, this letter of authority and our fees');

  w.heading('What happens next');
  NEXT_STEPS.forEach((step, index) => w.text(`${index + 1}. ${step}`));
  w.gap(6);
  w.text(`${CANCELLATION_RIGHT} Contact us on ${firm.phone} or ${firm.email}, quoting ${reference}.`);
  return doc.save();
}
