// The desk's own checks of a lender's response before it is uploaded (decision 275): the rule and
// its words are contract/letters.ts's; the gateway checks the same and more.
import {
  LETTER_CONTENT_TYPE,
  LETTER_MAX_BYTES,
  LETTER_NOT_PDF_MESSAGE,
  letterTooLargeMessage,
  megabytes,
} from '../../contract/letters';
import type { LetterUpload } from './deskClaimTypes';

export const LETTER_NOT_CHOSEN_MESSAGE = `Select the lender’s final response, a PDF of up to ${megabytes(LETTER_MAX_BYTES)}`;
export const LETTER_EMPTY_MESSAGE = 'The selected file is empty. Select the PDF of the lender’s letter';

/**
 * What the page says of a chosen file before anything is read or sent: none chosen, empty, not a
 * PDF by the type the browser gave it, or over the letters' limit; null when the gateway may have it.
 * The gateway checks the same and more (that the bytes read as a PDF).
 */
export function uploadProblem(file: Pick<LetterUpload, 'type' | 'size'> | null): string | null {
  if (!file) return LETTER_NOT_CHOSEN_MESSAGE;
  if (file.type.trim().toLowerCase() !== LETTER_CONTENT_TYPE) return LETTER_NOT_PDF_MESSAGE;
  if (file.size === 0) return LETTER_EMPTY_MESSAGE;
  if (file.size > LETTER_MAX_BYTES) return letterTooLargeMessage(file.size);
  return null;
}
