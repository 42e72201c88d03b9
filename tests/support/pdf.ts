import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF as a reader sees it: its page count and the text of every page, joined by spaces. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string; title: string }> {
  // pdf.js takes over the buffer it is given: hand it a copy.
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const texts: string[] = [];
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const content = await (await pdf.getPage(n)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
    return { pages: pdf.numPages, text: texts.join(' ').replace(/\s+/g, ' '), title: info.Title ?? '' };
  } finally {
    await pdf.destroy();
  }
}
