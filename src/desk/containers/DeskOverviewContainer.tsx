import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import type { Workspace } from '../../../contract/firms';
import { shownFigures, type deskOverviewMachine } from '../../../machines/desk/deskOverviewMachine';
import { DeskOverview } from '../views/overview/DeskOverview';

export interface DeskOverviewContainerProps {
  /** The overview machine with its gateway call provided. */
  overviewMachine: typeof deskOverviewMachine;
  brandName: string;
  /** The staff member's workspaces, as the session knows them. */
  workspaces: readonly Workspace[];
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

/** The desk's overview over its machine. */
export function DeskOverviewContainer({
  overviewMachine,
  brandName,
  workspaces,
  inspect,
}: DeskOverviewContainerProps) {
  const actor = useActorRef(overviewMachine, { inspect });
  const view = useSelector(
    actor,
    (s) => ({
      phase: s.matches('failed')
        ? ('failed' as const)
        : s.matches('loaded')
          ? ('loaded' as const)
          : ('loading' as const),
      figures: shownFigures(s.context),
      asOf: s.context.overview?.asOf ?? null,
      scope: s.context.scope,
      refreshing: s.hasTag('busy') && s.context.overview !== null,
      problem: s.context.problem,
    }),
    shallowEqual,
  );
  return (
    <DeskOverview
      brandName={brandName}
      workspaces={workspaces}
      {...view}
      onChooseScope={(scope) => actor.send({ type: 'user.chooseScope', scope })}
      onRefresh={() => actor.send({ type: 'user.refresh' })}
      onRetry={() => actor.send({ type: 'user.retry' })}
    />
  );
}
