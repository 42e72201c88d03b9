// The letters on one claim of "Your claims" (decision 275): the complaint letter we sent each lender
// and each lender's final response, each downloadable as a PDF with its size and date. Props only.
import styled from 'styled-components';
import { formatUkDay } from '../../../contract/dates';
import { fileSize, type ClaimLetter } from '../../../contract/letters';
import { Button } from '../../ui/form/Button';
import { ErrorMessage } from '../../ui/form/ErrorMessage';
import { VisuallyHidden } from '../../ui/form/VisuallyHidden';

/** What the page does with the letters, the same for every claim. */
export interface LettersActions {
  /** Why the letters could not be listed. */
  problem: string | null;
  /** The letter being fetched for a download. */
  downloading: string | null;
  /** Why the last download failed, beside its letter. */
  letterProblem: { letterId: string; message: string } | null;
  onDownload: (claimId: string, letterId: string) => void;
  busy: boolean;
}

const List = styled.ul`
  padding: 0;
  list-style: none;
  li {
    margin: 0 0 var(--space-4);
  }
  p {
    margin: 0 0 var(--space-2);
  }
`;

/** "Our complaint letter to Black Horse", "Black Horse’s final response". */
export function claimantLetterTitle({ kind, lender }: Pick<ClaimLetter, 'kind' | 'lender'>): string {
  return kind === 'complaint-letter' ? `Our complaint letter to ${lender}` : `${lender}’s final response`;
}

/** "PDF, 47 KB, sent on 5 January 2026". */
function detailOf(letter: ClaimLetter): string {
  const on = formatUkDay(Date.parse(letter.at));
  return `PDF, ${fileSize(letter.size)}, ${letter.kind === 'complaint-letter' ? 'sent' : 'added'} on ${on}`;
}

/** The claim's letters, or why there are none yet. `letters` is null until they are listed. */
export function YourClaimsLetters({
  claimId,
  letters,
  actions,
}: {
  claimId: string;
  letters: readonly ClaimLetter[] | null;
  actions: LettersActions;
}) {
  const headingId = `letters-${claimId}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Letters</h3>
      {letters === null ? (
        <p>{actions.problem ?? 'Looking for your letters…'}</p>
      ) : letters.length === 0 ? (
        <p>
          There are no letters yet. When we send your complaint to a lender, you can download our letter here.
          When the lender sends us its final response, you can download that here too.
        </p>
      ) : (
        <List>
          {letters.map((letter) => {
            const title = claimantLetterTitle(letter);
            const problem =
              actions.letterProblem?.letterId === letter.letterId ? actions.letterProblem.message : null;
            return (
              <li key={letter.letterId}>
                <p>
                  <strong>{title}</strong>
                </p>
                <p>{detailOf(letter)}</p>
                {problem && <ErrorMessage id={`${letter.letterId}-error`} message={problem} />}
                <Button
                  variant="secondary"
                  onClick={() => actions.onDownload(claimId, letter.letterId)}
                  disabled={actions.busy}
                  aria-disabled={actions.busy}
                  aria-describedby={problem ? `${letter.letterId}-error` : undefined}
                >
                  {actions.downloading === letter.letterId ? 'Preparing the letter…' : 'Download'}
                  <VisuallyHidden> {title} (PDF)</VisuallyHidden>
                </Button>
              </li>
            );
          })}
        </List>
      )}
    </section>
  );
}
