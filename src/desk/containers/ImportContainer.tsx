import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { InspectionEvent } from 'xstate';
import { isSettled, percentDone, type deskImportMachine } from '../../../machines/desk/deskImportMachine';
import { ImportPage } from '../views/ImportPage';
import type { DeskStaff } from './DeskContext';

export interface ImportContainerProps {
  /** The import machine with its gateway calls provided. */
  importMachine: typeof deskImportMachine;
  staff: Pick<DeskStaff, 'role' | 'workspaces'>;
  /** The import the page's address names, or null for the upload form. */
  importId: string | null;
  brandName: string;
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

/**
 * The desk's import page over its machine. Once a file is taken, the address becomes the import's
 * own (/desk/imports/:importId), so the supervisor can leave and come back to it.
 */
export function ImportContainer({
  importMachine,
  staff,
  importId,
  brandName,
  inspect,
}: ImportContainerProps) {
  const [keyPrefix] = useState(() => crypto.randomUUID());
  const actor = useActorRef(importMachine, {
    input: { role: staff.role, workspaces: staff.workspaces, importId, keyPrefix },
    inspect,
  });
  const view = useSelector(
    actor,
    (s) => ({
      phase: s.matches('supervisorOnly')
        ? ('supervisorOnly' as const)
        : s.matches('choosing') || s.matches('uploading')
          ? ('choosing' as const)
          : ('import' as const),
      uploading: s.matches('uploading'),
      reading: s.hasTag('busy'),
      workspace: s.context.workspace,
      fileName: s.context.file?.name ?? null,
      fileError: s.context.fileError,
      problem: s.context.problem,
      recent: s.context.recent,
      startedId: s.context.importId,
      current: s.context.current,
      rows: s.context.rows,
      page: s.context.page,
      nextAfter: s.context.nextAfter,
    }),
    shallowEqual,
  );
  const navigate = useNavigate();
  useEffect(() => {
    if (view.startedId && view.startedId !== importId) void navigate(`/desk/imports/${view.startedId}`);
  }, [view.startedId, importId, navigate]);

  if (view.phase === 'supervisorOnly') return <ImportPage brandName={brandName} phase="supervisorOnly" />;
  if (view.phase === 'choosing') {
    return (
      <ImportPage
        brandName={brandName}
        phase="choosing"
        workspaces={staff.workspaces}
        workspace={view.workspace}
        fileName={view.fileName}
        fileError={view.fileError}
        problem={view.problem}
        uploading={view.uploading}
        recent={view.recent}
        onChooseFile={(file) =>
          actor.send({
            type: 'user.chooseFile',
            file: file && { name: file.name, sizeBytes: file.size, type: file.type, content: file },
          })
        }
        onChooseWorkspace={(workspace) => actor.send({ type: 'user.chooseWorkspace', workspace })}
        onUpload={() => actor.send({ type: 'user.upload' })}
      />
    );
  }
  return (
    <ImportPage
      brandName={brandName}
      phase="import"
      current={view.current}
      percent={percentDone(view.current)}
      reading={view.reading && isSettled(view.current)}
      problem={view.problem}
      rows={view.rows}
      pageNumber={view.page + 1}
      hasNextPage={view.nextAfter !== null}
      hasPreviousPage={view.page > 0}
      onRetry={() => actor.send({ type: 'user.retry' })}
      onNextPage={() => actor.send({ type: 'user.nextPage' })}
      onPreviousPage={() => actor.send({ type: 'user.previousPage' })}
    />
  );
}
