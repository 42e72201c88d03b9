import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import {
  claimedAgreements,
  formatClaimDate,
  formatUkDay,
  fullName,
  type SignedClaim,
} from '../../../contract/claim.js';
import type { ClaimAddress } from '../../../contract/requests.js';
import { agreementFacts } from '../../../contract/agreements.js';
import {
  CANCELLATION_RIGHT,
  FIRMS,
  NEXT_STEPS,
  letterOfAuthorityText,
  type FirmDetails,
} from '../../../contract/firms.js';
import { PNG_DATA_URL_PREFIX } from '../../../contract/fields.js';

// DejaVu Sans covers Latin, Greek and Cyrillic with their accents: names may be in any of them, and
// the PDF standard fonts (Windows-1252 only) would refuse many (decision 120).
const require = createRequire(import.meta.url);
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array; oblique: Uint8Array }> | undefined;
function fontFiles() {
  fonts ??= Promise.all(
    ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf'].map((name) =>
      readFile(require.resolve(`dejavu-fonts-ttf/ttf/${name}`)),
    ),
  ).then(([regular, bold, oblique]) => ({ regular: regular!, bold: bold!, oblique: oblique! }));
  return fonts;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const WIDTH = A4.width - 2 * MARGIN;
const INK = rgb(0.043, 0.047, 0.047);
const MUTED = rgb(0.31, 0.31, 0.33);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  oblique: PDFFont;
}

/** Writes lines top to bottom, wrapping words and starting a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  private room(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage([A4.width, A4.height]);
      this.y = A4.height - MARGIN;
    }
  }

  text(value: string, { font = this.fonts.regular, size = 10.5, colour = INK, indent = 0 } = {}) {
    const lineHeight = size * 1.35;
    for (const line of wrap(value, font, size, WIDTH - indent)) {
      this.room(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y + size * 0.25, size, font, color: colour });
    }
  }

  heading(value: string, size = 13) {
    this.gap(8);
    this.text(value, { font: this.fonts.bold, size });
    this.gap(2);
  }

  /** "Label: value" rows, the label in bold. */
  row(label: string, value: string) {
    this.text(`${label}`, { font: this.fonts.bold, size: 9.5, colour: MUTED });
    this.text(value || '—', { indent: 0 });
    this.gap(3);
  }

  gap(points: number) {
    this.y -= points;
  }

  image(image: PDFImage, maxWidth: number, maxHeight: number) {
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    this.room(height + 4);
    this.y -= height + 4;
    this.page.drawImage(image, { x: MARGIN, y: this.y, width, height });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 2 },
      end: { x: MARGIN + Math.max(width, 200), y: this.y - 2 },
      thickness: 0.5,
      color: MUTED,
    });
    this.gap(6);
  }
}

/** Words in lines no wider than `width`; a word longer than a line is cut. */
function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of value.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

function addressLine(address: ClaimAddress): string {
  const parts = [address.addressLine1, address.addressLine2, address.city, address.postcode].filter(Boolean);
  return `${parts.join(', ')} (moved in ${formatClaimDate(address.movedIn)})`;
}

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
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const files = await fontFiles();
  const fonts: Fonts = {
    regular: await doc.embedFont(files.regular, { subset: true }),
    bold: await doc.embedFont(files.bold, { subset: true }),
    oblique: await doc.embedFont(files.oblique, { subset: true }),
  };
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
  w.row('Current address', addressLine(answers.currentAddress));
  if (answers.previousAddress) w.row('Previous address', addressLine(answers.previousAddress));
  if (answers.previousPreviousAddress) {
    w.row('Address before that', addressLine(answers.previousPreviousAddress));
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
