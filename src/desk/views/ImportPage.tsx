import { Link } from 'react-router';
import { ImportProgress, type ImportProgressProps } from './ImportProgress';
import { ImportUpload, type ImportUploadProps } from './ImportUpload';
import { DeskHeading } from './deskPageStyles';

export type ImportPageProps = { brandName: string } & (
  | { phase: 'supervisorOnly' }
  | ({ phase: 'choosing' } & ImportUploadProps)
  | ({ phase: 'import' } & ImportProgressProps)
);

/** The desk's imports of lenders' determinations files (supervisors only): the upload form, or one import. */
export function ImportPage(props: ImportPageProps) {
  if (props.phase === 'supervisorOnly') {
    return (
      <>
        <title>{`Import determinations – ${props.brandName} desk`}</title>
        <DeskHeading>Only supervisors can import determinations</DeskHeading>
        <p>
          A lender’s file of determinations changes many claims at once, so only a supervisor can upload one.
          Record a single determination on the claim’s page, or ask a supervisor.
        </p>
        <p>
          <Link to="/desk">Go to the claims</Link>
        </p>
      </>
    );
  }
  if (props.phase === 'choosing') {
    return (
      <>
        <title>{`${props.fileError ? 'Error: ' : ''}Import determinations – ${props.brandName} desk`}</title>
        <ImportUpload {...props} />
      </>
    );
  }
  const name = props.current?.fileName;
  return (
    <>
      <title>{`${props.problem ? 'Error: ' : ''}Import${name ? ` of ${name}` : ''} – ${props.brandName} desk`}</title>
      <ImportProgress {...props} />
    </>
  );
}
