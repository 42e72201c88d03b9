import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { InspectionEvent } from 'xstate';
import { listOrder, type deskListMachine, type DeskListQuery } from '../../../machines/desk/deskListMachine';
import { DeskClaimsList } from '../views/DeskClaimsList';
import type { DeskStaff } from './DeskContext';

export interface DeskClaimsContainerProps {
  /** The list machine with its gateway call provided. */
  listMachine: typeof deskListMachine;
  staff: DeskStaff;
  brandName: string;
  /** What the address asked for when the page opened. */
  initialQuery: DeskListQuery;
  /** Hears each new query, to keep the address in step (with what carries no personal data). */
  onQueryChange?: (query: DeskListQuery) => void;
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

/** The desk's list over its machine. */
export function DeskClaimsContainer({
  listMachine,
  staff,
  brandName,
  initialQuery,
  onQueryChange,
  inspect,
}: DeskClaimsContainerProps) {
  const actor = useActorRef(listMachine, {
    input: { workspaces: staff.workspaces, query: initialQuery },
    inspect,
  });
  const view = useSelector(
    actor,
    (s) => ({
      phase: s.hasTag('busy')
        ? ('loading' as const)
        : s.matches('failed')
          ? ('failed' as const)
          : ('ready' as const),
      query: s.context.query,
      order: listOrder(s.context.query),
      claims: s.context.claims,
      page: s.context.page,
      hasNextPage: s.context.nextCursor !== null,
      problem: s.context.problem,
      fieldErrors: s.context.fieldErrors,
    }),
    shallowEqual,
  );
  useEffect(() => {
    onQueryChange?.(view.query);
  }, [view.query, onQueryChange]);
  return (
    <DeskClaimsList
      brandName={brandName}
      workspaces={staff.workspaces}
      phase={view.phase}
      query={view.query}
      order={view.order}
      claims={view.claims}
      pageNumber={view.page + 1}
      hasNextPage={view.hasNextPage}
      hasPreviousPage={view.page > 0}
      problem={view.problem}
      fieldErrors={view.fieldErrors}
      onFilter={(filters) => actor.send({ type: 'user.filter', filters })}
      onSearch={(search) => actor.send({ type: 'user.search', search })}
      onClearSearch={() => actor.send({ type: 'user.clearSearch' })}
      onSort={(order) => actor.send({ type: 'user.sort', order })}
      onNextPage={() => actor.send({ type: 'user.nextPage' })}
      onPreviousPage={() => actor.send({ type: 'user.previousPage' })}
      onRetry={() => actor.send({ type: 'user.retry' })}
    />
  );
}
