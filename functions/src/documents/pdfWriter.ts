import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';

// The gateway's PDFs (the signed letter of authority, the complaint letter): A4 pages written top
// to bottom in DejaVu Sans, with the words wrapped and new pages started as needed.

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

export const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const WIDTH = A4.width - 2 * MARGIN;
export const INK = rgb(0.043, 0.047, 0.047);
export const MUTED = rgb(0.31, 0.31, 0.33);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  oblique: PDFFont;
}

/** Writes lines top to bottom, wrapping words and starting a new page when one is full. */
export class Writer {
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

/** A new PDF with the three DejaVu Sans faces embedded (subset). */
export async function newPdf(): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const files = await fontFiles();
  const fonts: Fonts = {
    regular: await doc.embedFont(files.regular, { subset: true }),
    bold: await doc.embedFont(files.bold, { subset: true }),
    oblique: await doc.embedFont(files.oblique, { subset: true }),
  };
  return { doc, fonts };
}
