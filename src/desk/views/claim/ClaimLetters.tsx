// The claim's letters on the desk's claim page (decision 275): each letter with its download, and
// for each sent complaint "Upload the lender's final response" in the GOV.UK file upload pattern.
// Props only; the claim machine checks the chosen file, and the gateway checks it again.
import type { FormEvent } from 'react';
import styled from 'styled-components';
import type { DeskClaimData } from '../../../../contract/desk';
import {
  fileSize,
  LETTER_CONTENT_TYPE,
  LETTER_MAX_BYTES,
  letterTitle,
  megabytes,
  type ClaimLetter,
} from '../../../../contract/letters';
import type { LetterUpload } from '../../../../machines/desk/deskClaimTypes';
import { Button } from '../../../ui/form/Button';
import { ErrorBox } from '../../../ui/form/ErrorSummary';
import { ErrorMessage } from '../../../ui/form/ErrorMessage';
import { FormGroup } from '../../../ui/form/FormGroup';
import { Hint } from '../../../ui/form/Hint';
import { Label } from '../../../ui/form/Label';
import { VisuallyHidden } from '../../../ui/form/VisuallyHidden';
import { describedBy } from '../../../ui/form/fieldId';
import { formatDateTime, Section } from './claimPageStyles';

const Letters = styled.ul`
  padding: 0;
  list-style: none;
  li {
    margin: 0 0 var(--space-3);
    padding-bottom: var(--space-3);
    border-bottom: 1px solid var(--colour-border);
  }
  p {
    margin: 0 0 var(--space-2);
  }
`;

const FileInput = styled.input`
  display: block;
  max-width: 100%;
  margin-bottom: var(--space-3);
  font: inherit;
  &:focus {
    outline: 3px solid var(--colour-focus);
  }
`;

export interface ClaimLettersProps {
  claim: DeskClaimData;
  busy: boolean;
  /** The complaint whose lender's response is on its way to the gateway. */
  uploading: string | null;
  /** The letter being fetched for a download. */
  downloadingLetter: string | null;
  /** Why the last download failed. */
  letterProblem: string | null;
  fieldErrors: Record<string, string>;
  /** The id of a complaint's file input: the one the claim machine names its error by. */
  inputId: (complaintId: string) => string;
  onUploadLetter: (complaintId: string, file: LetterUpload | null) => void;
  onDownloadLetter: (letterId: string) => void;
}

const when = (letter: ClaimLetter) =>
  `${letter.kind === 'complaint-letter' ? 'Sent' : 'Uploaded'} ${formatDateTime(letter.at)}`;

/** One sent complaint's "Upload the lender's final response". */
function UploadResponse({
  complaintId,
  lender,
  id,
  error,
  busy,
  uploading,
  onUpload,
}: {
  complaintId: string;
  lender: string;
  id: string;
  error: string | undefined;
  busy: boolean;
  uploading: boolean;
  onUpload: (complaintId: string, file: LetterUpload | null) => void;
}) {
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem(id) as HTMLInputElement | null;
    onUpload(complaintId, input?.files?.[0] ?? null);
  };
  return (
    <form noValidate onSubmit={submit} aria-label={`${lender}’s final response`}>
      <FormGroup $error={Boolean(error)}>
        <Label htmlFor={id}>Upload {lender}’s final response</Label>
        <Hint id={hintId}>
          The letter as a PDF of up to {megabytes(LETTER_MAX_BYTES)}. It is kept with the claim, and the
          claimant can download it from Your claims.
        </Hint>
        {error && errorId && <ErrorMessage id={errorId} message={error} />}
        <FileInput
          type="file"
          id={id}
          name={id}
          accept={`${LETTER_CONTENT_TYPE},.pdf`}
          aria-describedby={describedBy(hintId, errorId)}
          aria-invalid={error ? true : undefined}
        />
      </FormGroup>
      <Button type="submit" variant="secondary" disabled={busy} aria-disabled={busy}>
        {uploading ? 'Uploading the response…' : 'Upload the response'}
      </Button>
    </form>
  );
}

/** The complaint letters and lenders' responses kept on the claim, and where a response is uploaded. */
export function ClaimLetters(props: ClaimLettersProps) {
  const { claim, busy, downloadingLetter } = props;
  const sent = claim.complaints.filter((complaint) => complaint.state !== 'prepared');
  return (
    <Section aria-labelledby="letters-heading">
      <h2 id="letters-heading">Letters</h2>
      {claim.letters.length === 0 ? (
        <p>No letters yet. A complaint’s letter is kept here when it is sent.</p>
      ) : (
        <Letters aria-label="Letters, oldest first">
          {claim.letters.map((letter) => (
            <li key={letter.letterId}>
              <p>
                <strong>{letterTitle(letter)}</strong>
              </p>
              <p>
                {when(letter)}. PDF, {fileSize(letter.size)}.
              </p>
              <Button
                variant="secondary"
                onClick={() => props.onDownloadLetter(letter.letterId)}
                disabled={busy}
                aria-disabled={busy}
              >
                {downloadingLetter === letter.letterId ? 'Preparing the letter…' : 'Download'}
                <VisuallyHidden> {letterTitle(letter)} (PDF)</VisuallyHidden>
              </Button>
            </li>
          ))}
        </Letters>
      )}
      {props.letterProblem && (
        <ErrorBox role="alert">
          <p>The letter could not be downloaded: {props.letterProblem}</p>
        </ErrorBox>
      )}
      {sent.length === 0 ? (
        <p>Once a complaint is sent, upload the lender’s final response here.</p>
      ) : (
        // A new form once a response is kept, so its file input is empty again.
        <div key={claim.letters.length}>
          {sent.map((complaint) => (
            <UploadResponse
              key={complaint.complaintId}
              complaintId={complaint.complaintId}
              lender={complaint.lender}
              id={props.inputId(complaint.complaintId)}
              error={props.fieldErrors[props.inputId(complaint.complaintId)]}
              busy={busy}
              uploading={props.uploading === complaint.complaintId}
              onUpload={props.onUploadLetter}
            />
          ))}
        </div>
      )}
    </Section>
  );
}
