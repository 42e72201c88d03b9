import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  BULK_COLUMNS,
  BULK_FILE_MAX_BYTES,
  BULK_ROWS_MAX,
  bulkRowsDone,
  type BulkImportSummary,
} from '../../../contract/bulkDeterminations';
import type { Workspace } from '../../../contract/firms';
import { Button } from '../../ui/form/Button';
import { ErrorBox, ErrorSummary } from '../../ui/form/ErrorSummary';
import { ErrorMessage } from '../../ui/form/ErrorMessage';
import { FormGroup } from '../../ui/form/FormGroup';
import { Hint } from '../../ui/form/Hint';
import { Label } from '../../ui/form/Label';
import { Select } from '../../ui/form/Select';
import { describedBy } from '../../ui/form/fieldId';
import { DeskHeading, Table, TableBox, ukDateTime } from './deskPageStyles';

export const FILE_INPUT_ID = 'import-file';

/** A count as "1,250" (the overview's way, without loading the overview's module). */
export const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Each import status in the desk's words. */
export const IMPORT_STATUS_WORDS: Record<BulkImportSummary['status'], string> = {
  queued: 'Waiting to start',
  running: 'Running',
  done: 'Done',
  failed: 'Stopped',
};

const FileInput = styled.input<{ $error: boolean }>`
  display: block;
  max-width: 100%;
  padding: var(--space-1);
  font: inherit;
  border: 2px solid ${({ $error }) => ($error ? 'var(--colour-error)' : 'transparent')};
  &:focus {
    outline: 3px solid var(--colour-focus);
  }
`;

const Columns = styled.code`
  overflow-wrap: anywhere;
`;

export interface ImportUploadProps {
  workspaces: readonly Workspace[];
  workspace: Workspace;
  /** The chosen file's name, once one is chosen. */
  fileName: string | null;
  fileError: string | null;
  /** A failure on the way (not the file's fault): the gateway's own message. */
  problem: string | null;
  uploading: boolean;
  recent: readonly BulkImportSummary[];
  onChooseFile: (file: File | null) => void;
  onChooseWorkspace: (workspace: Workspace) => void;
  onUpload: () => void;
}

/** The latest imports, each a link to its page, so a supervisor can return to one. */
export function RecentImports({ imports }: { imports: readonly BulkImportSummary[] }) {
  return (
    <section aria-labelledby="recent-imports">
      <h2 id="recent-imports">Recent imports</h2>
      {imports.length === 0 ? (
        <p>No file has been imported yet.</p>
      ) : (
        <TableBox>
          <Table aria-labelledby="recent-imports">
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Workspace</th>
                <th scope="col">Started</th>
                <th scope="col">Status</th>
                <th scope="col">Rows done</th>
              </tr>
            </thead>
            <tbody>
              {imports.map((item) => (
                <tr key={item.importId}>
                  <td>
                    <Link to={`/desk/imports/${item.importId}`}>{item.fileName}</Link>
                  </td>
                  <td>{item.workspace}</td>
                  <td>{ukDateTime(item.createdAt)}</td>
                  <td>{IMPORT_STATUS_WORDS[item.status]}</td>
                  <td>
                    {count(bulkRowsDone(item.counts))} of {count(item.counts.total)}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
      )}
    </section>
  );
}

/**
 * The upload form, as GOV.UK's file upload pattern has it: a label, a hint with what the file must
 * be, the error beside the input and in an error summary that takes focus, one button.
 */
export function ImportUpload(props: ImportUploadProps) {
  const { fileError, problem } = props;
  const summary = useRef<HTMLDivElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (fileError) summary.current?.focus();
  }, [fileError]);
  useEffect(() => {
    if (problem) alert.current?.focus();
  }, [problem]);
  const hintId = `${FILE_INPUT_ID}-hint`;
  const errorId = fileError ? `${FILE_INPUT_ID}-error` : undefined;
  return (
    <>
      {fileError && (
        <ErrorSummary summaryRef={summary} items={[{ target: FILE_INPUT_ID, message: fileError }]} />
      )}
      {problem && (
        <ErrorBox ref={alert} tabIndex={-1} role="alert">
          <h2>The file could not be sent</h2>
          <p>{problem}</p>
        </ErrorBox>
      )}
      <DeskHeading>Import a lender’s determinations</DeskHeading>
      <p>
        Upload the file a lender sent with its scheme determinations, one row per agreement. Each row is
        matched to its complaint and recorded on it; the rows that cannot apply are listed with the reason,
        and change nothing. Uploading the same file again changes nothing.
      </p>
      <p>
        The file’s first row must name its columns, in this order:{' '}
        <Columns>{BULK_COLUMNS.join(', ')}</Columns>.
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onUpload();
        }}
      >
        {props.workspaces.length > 1 && (
          <Select
            id="import-workspace"
            label="Workspace"
            hint="The rows are matched to this workspace’s claims only."
            placeholder="Choose a workspace"
            options={props.workspaces.map((w) => ({ value: w, label: w }))}
            value={props.workspace}
            onChange={(value) => props.onChooseWorkspace(value as Workspace)}
          />
        )}
        <FormGroup $error={Boolean(fileError)}>
          <Label htmlFor={FILE_INPUT_ID}>Upload the determinations file</Label>
          <Hint id={hintId}>
            A CSV file saved as UTF-8, up to {BULK_FILE_MAX_BYTES / (1024 * 1024)} MB and{' '}
            {count(BULK_ROWS_MAX)} rows.
          </Hint>
          {fileError && errorId && <ErrorMessage id={errorId} message={fileError} />}
          <FileInput
            id={FILE_INPUT_ID}
            name={FILE_INPUT_ID}
            type="file"
            accept=".csv,text/csv"
            $error={Boolean(fileError)}
            aria-describedby={describedBy(hintId, errorId)}
            onChange={(event) => props.onChooseFile(event.currentTarget.files?.[0] ?? null)}
          />
        </FormGroup>
        <Button type="submit" aria-disabled={props.uploading || undefined}>
          {props.uploading ? 'Uploading the file…' : 'Upload and apply'}
        </Button>
        <p role="status">{props.uploading ? `Uploading ${props.fileName ?? 'the file'}…` : ''}</p>
      </form>
      <RecentImports imports={props.recent} />
    </>
  );
}
