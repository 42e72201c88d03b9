// The claim's internal notes on the desk's claim page (decision 195): props only. The firm's staff
// add them; the claimant never sees them.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { NOTE_MAX_LENGTH, type DeskClaimData } from '../../../../contract/desk';
import { Button } from '../../../ui/form/Button';
import { CharacterCount } from '../../../ui/form/CharacterCount';
import { formatDateTime, Section } from './claimPageStyles';

const Note = styled.li`
  margin-bottom: var(--space-3);
  white-space: pre-line;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
`;

export function ClaimNotes({
  id,
  claim,
  busy,
  error,
  onAddNote,
}: {
  /** The note box's id: the one the claim machine names its error by. */
  id: string;
  claim: DeskClaimData;
  busy: boolean;
  error: string | undefined;
  onAddNote: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const shown = useRef(claim.notes.length);
  // Once the note is added the box is emptied for the next one; a refusal keeps what was typed.
  useEffect(() => {
    if (claim.notes.length > shown.current) setText('');
    shown.current = claim.notes.length;
  }, [claim.notes.length]);
  return (
    <Section aria-labelledby="notes-heading">
      <h2 id="notes-heading">Internal notes</h2>
      <p>Notes are for the firm’s staff. The claimant never sees them.</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onAddNote(text);
        }}
      >
        <CharacterCount
          id={id}
          label="Add a note"
          value={text}
          onChange={setText}
          maxLength={NOTE_MAX_LENGTH}
          error={error}
        />
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          Add the note
        </Button>
      </form>
      {claim.notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ol reversed aria-label="Notes, newest first">
          {claim.notes.map((note) => (
            <Note key={note.noteId}>
              <p>{note.text}</p>
              <p>
                <small>
                  {formatDateTime(note.at)}, by{' '}
                  {note.role === 'supervisor' ? 'a supervisor' : 'a case handler'} ({note.uid})
                </small>
              </p>
            </Note>
          ))}
        </ol>
      )}
    </Section>
  );
}
