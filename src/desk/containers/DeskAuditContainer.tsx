import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import type { deskAuditMachine } from '../../../machines/desk/deskAuditMachine';
import { DeskAuditLog } from '../views/DeskAuditLog';
import type { DeskStaff } from './DeskContext';

export interface DeskAuditContainerProps {
  /** The audit log machine with its gateway call provided. */
  auditMachine: typeof deskAuditMachine;
  staff: Pick<DeskStaff, 'role'>;
  brandName: string;
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

/** The desk's audit log over its machine (supervisors; a handler is told it is not theirs). */
export function DeskAuditContainer({ auditMachine, staff, brandName, inspect }: DeskAuditContainerProps) {
  const actor = useActorRef(auditMachine, { input: { role: staff.role }, inspect });
  const view = useSelector(
    actor,
    (s) => ({
      phase: s.matches('supervisorOnly')
        ? ('supervisorOnly' as const)
        : s.hasTag('busy') || s.matches('checkingRole')
          ? ('loading' as const)
          : s.matches({ reading: 'failed' })
            ? ('failed' as const)
            : ('ready' as const),
      filter: s.context.filter,
      entries: s.context.entries,
      page: s.context.page,
      hasNextPage: s.context.nextCursor !== null,
      problem: s.context.problem,
      filterError: s.context.filterError,
    }),
    shallowEqual,
  );
  return (
    <DeskAuditLog
      brandName={brandName}
      phase={view.phase}
      filter={view.filter}
      entries={view.entries}
      pageNumber={view.page + 1}
      hasNextPage={view.hasNextPage}
      hasPreviousPage={view.page > 0}
      problem={view.problem}
      filterError={view.filterError}
      onFilter={(filter) => actor.send({ type: 'user.filter', filter })}
      onClearFilter={() => actor.send({ type: 'user.clearFilter' })}
      onNextPage={() => actor.send({ type: 'user.nextPage' })}
      onPreviousPage={() => actor.send({ type: 'user.previousPage' })}
      onRetry={() => actor.send({ type: 'user.retry' })}
    />
  );
}
