import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { LETTER_MAX_BYTES, LETTER_REFUSALS, LETTER_UNREADABLE_MESSAGE } from '../../contract/letters';
import type { DeskUploadLenderResponseData } from '../../contract/letters';
import { GatewayError } from '../../src/adapters/gatewayError';
import { pending } from '../support/storySession';
import { deskClaimStory } from './deskClaimStory';

/**
 * The claim's letters on the desk's claim page (decision 275): the letters kept on the claim with
 * a download for each, and "Upload Black Horse’s final response" in each of its states.
 */
const meta = { title: 'Desk/Claim/Letters', excludeStories: ['STORY_FILES'] } satisfies Meta;
export default meta;

type Play = { canvasElement: HTMLElement };

/** Files a handler may choose: a PDF, one over the limit, a Word document. */
export const STORY_FILES = {
  pdf: () => new File(['%PDF-1.4 one page %%EOF'], 'scan.pdf', { type: 'application/pdf' }),
  tooBig: () => new File([new Uint8Array(LETTER_MAX_BYTES + 1)], 'scan.pdf', { type: 'application/pdf' }),
  notPdf: () => new File(['Dear claimant'], 'letter.docx', { type: 'application/msword' }),
};

/** Chooses the file for Black Horse's sent complaint ("All files": `accept` only suggests PDFs) and uploads it. */
const uploading =
  (file: () => File) =>
  async ({ canvasElement }: Play) => {
    const letters = within(await within(canvasElement).findByRole('region', { name: 'Letters' }));
    const input = await letters.findByLabelText('Upload Black Horse’s final response');
    await userEvent.setup({ applyAccept: false }).upload(input, file());
    await userEvent.click(letters.getByRole('button', { name: 'Upload the response' }));
  };

/** No complaint sent yet: no letters, and nothing to upload a response to. */
export const NoLetters = deskClaimStory('prepared');
/** Black Horse's complaint sent: its letter listed with a download, and the upload offered. */
export const LettersListed = deskClaimStory('sent');
/** "Upload the response" pressed: the file on its way. */
export const Uploading = {
  ...deskClaimStory('sent', () => ({ uploadLenderResponse: () => pending<DeskUploadLenderResponseData>() })),
  play: uploading(STORY_FILES.pdf),
};
/** A file over 5 MB: refused by the page before anything is read or sent. */
export const TooBig = { ...deskClaimStory('sent'), play: uploading(STORY_FILES.tooBig) };
/** A Word document: refused by the page, "not a PDF". */
export const NotAPdf = { ...deskClaimStory('sent'), play: uploading(STORY_FILES.notPdf) };
/** The gateway cannot read the PDF: its sentence in the summary and beside the file input. */
export const GatewayRefused = {
  ...deskClaimStory('sent', () => ({
    uploadLenderResponse: () =>
      Promise.reject(
        new GatewayError('invalid-input', LETTER_UNREADABLE_MESSAGE, {
          functionName: 'deskUploadLenderResponse',
          code: 'functions/invalid-argument',
          reason: LETTER_REFUSALS.unreadable,
        }),
      ),
  })),
  play: uploading(STORY_FILES.pdf),
};
/** Uploaded: MSW keeps it, the notice names the file, and the list shows Black Horse's response. */
export const Uploaded = { ...deskClaimStory('sent'), play: uploading(STORY_FILES.pdf) };
