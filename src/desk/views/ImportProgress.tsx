import { Link } from 'react-router';
import styled from 'styled-components';
import {
  BULK_ROW_MESSAGES,
  bulkRowsDone,
  type BulkImportSummary,
  type BulkListedRow,
} from '../../../contract/bulkDeterminations';
import { Button } from '../../ui/form/Button';
import { ErrorBox } from '../../ui/form/ErrorSummary';
import { count, IMPORT_STATUS_WORDS } from './ImportUpload';
import { DeskHeading, FigureCards, Table, TableBox, ukDateTime } from './deskPageStyles';
import { DeskPageButtons } from './DeskPageButtons';

const Bar = styled.div`
  margin-bottom: var(--space-4);
  label {
    display: block;
    font-weight: 700;
    margin-bottom: var(--space-1);
  }
  progress {
    display: block;
    width: 100%;
    max-width: 40rem;
    height: 1.5rem;
    accent-color: var(--colour-link);
  }
`;

export interface ImportProgressProps {
  /** The import as last read; null until the first answer. */
  current: BulkImportSummary | null;
  /** 0 to 100: how many of the rows are done. */
  percent: number;
  /** Reading the import's first answer, or a page of its rows. */
  reading: boolean;
  /** A read failed on the way: the gateway's own message, with Try again. */
  problem: string | null;
  rows: readonly BulkListedRow[];
  pageNumber: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  onRetry: () => void;
  onNextPage: () => void;
  onPreviousPage: () => void;
}

/**
 * What the live region says: the import's status and, while it runs, its progress in tenths, so a
 * screen reader hears it move now and then, not at every read.
 */
export function progressAnnouncement(current: BulkImportSummary, percent: number): string {
  const { applied, flagged, refused, unchanged } = current.counts;
  const tally = `${count(applied)} applied, ${count(flagged)} flagged, ${count(refused)} could not apply, ${count(unchanged)} unchanged`;
  if (current.status === 'done') return `The import is done: ${tally}.`;
  if (current.status === 'failed') return `The import stopped: ${tally}.`;
  if (current.status === 'queued') return 'The import is waiting to start.';
  return `The import is running: about ${Math.floor(percent / 10) * 10}% of the rows are done.`;
}

/** The rows that could not apply, by line, with the reason (the contract's words). */
function RefusedRows(props: ImportProgressProps & { current: BulkImportSummary }) {
  const { current, rows } = props;
  if (current.counts.refused === 0) {
    return (
      <section aria-labelledby="import-rows">
        <h2 id="import-rows">Rows that could not apply</h2>
        <p>Every row of the file applied.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="import-rows">
      <h2 id="import-rows">Rows that could not apply</h2>
      <p>
        {count(current.counts.refused)} {current.counts.refused === 1 ? 'row' : 'rows'} changed nothing.
        Correct them with the lender, or record them on the claim’s page.
      </p>
      <TableBox>
        <Table aria-labelledby="import-rows" aria-describedby="import-rows-page" aria-busy={props.reading}>
          <thead>
            <tr>
              <th scope="col" aria-sort="ascending">
                Line
              </th>
              <th scope="col">Reference</th>
              <th scope="col">Lender</th>
              <th scope="col">Why it could not apply</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                <td>{row.reference || '—'}</td>
                <td>{row.lender || '—'}</td>
                <td>{BULK_ROW_MESSAGES[row.reason]}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableBox>
      <p id="import-rows-page">
        Page {props.pageNumber}: lines {rows[0]?.line ?? '—'} to {rows.at(-1)?.line ?? '—'}
      </p>
      <DeskPageButtons
        label="Pages of the rows that could not apply"
        hasPreviousPage={props.hasPreviousPage}
        hasNextPage={props.hasNextPage}
        onPreviousPage={props.onPreviousPage}
        onNextPage={props.onNextPage}
      />
    </section>
  );
}

/** An import's page: its file, a progress bar and the running counts, then the rows that could not apply. */
export function ImportProgress(props: ImportProgressProps) {
  const { current, percent, problem } = props;
  const settled = current?.status === 'done' || current?.status === 'failed';
  return (
    <>
      <DeskHeading>{current ? `Import of ${current.fileName}` : 'Import'}</DeskHeading>
      <p>
        <Link to="/desk/imports">Upload another file, or see the recent imports</Link>
      </p>
      {problem && (
        <ErrorBox role="alert">
          <h2>The import could not be read</h2>
          <p>{problem}</p>
          <Button type="button" onClick={props.onRetry}>
            Try again
          </Button>
        </ErrorBox>
      )}
      {!current && !problem && <p role="status">Reading the import…</p>}
      {current && (
        <>
          <p>
            {current.workspace}, started {ukDateTime(current.createdAt)}
            {current.finishedAt ? `, finished ${ukDateTime(current.finishedAt)}` : ''}. Status:{' '}
            <strong>{IMPORT_STATUS_WORDS[current.status]}</strong>.
          </p>
          <Bar>
            <label htmlFor="import-progress">Rows done</label>
            <progress id="import-progress" max={100} value={percent}>
              {percent}%
            </progress>
            <p>
              {count(bulkRowsDone(current.counts))} of {count(current.counts.total)} rows ({percent}%)
            </p>
          </Bar>
          <p role="status" aria-live="polite">
            {progressAnnouncement(current, percent)}
          </p>
          <FigureCards>
            <div>
              <dt>Applied</dt>
              <dd>{count(current.counts.applied)}</dd>
            </div>
            <div>
              <dt>Flagged</dt>
              <dd>{count(current.counts.flagged)}</dd>
            </div>
            <div className={current.counts.refused > 0 ? 'warning' : undefined}>
              <dt>Could not apply</dt>
              <dd>{count(current.counts.refused)}</dd>
            </div>
            <div>
              <dt>Unchanged</dt>
              <dd>{count(current.counts.unchanged)}</dd>
            </div>
          </FigureCards>
          {current.status === 'failed' && (
            <p>
              The import stopped before every row was done. The rows counted above were recorded; upload the
              same file again to finish the rest (the rows already recorded will not change).
            </p>
          )}
          {current.counts.flagged > 0 && settled && <p>{BULK_ROW_MESSAGES.flagged}</p>}
          {settled && <RefusedRows {...props} current={current} />}
        </>
      )}
    </>
  );
}
