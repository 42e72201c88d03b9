import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import type { deskDataRequestsMachine } from '../../../machines/desk/deskDataRequestsMachine';
import { DeskDataRequests } from '../views/DeskDataRequests';

export interface DeskDataRequestsContainerProps {
  /** The data requests machine with its gateway calls provided. */
  dataRequestsMachine: typeof deskDataRequestsMachine;
  brandName: string;
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

/** Claimants' deletion requests at the desk, over their machine. */
export function DeskDataRequestsContainer({
  dataRequestsMachine,
  brandName,
  inspect,
}: DeskDataRequestsContainerProps) {
  const actor = useActorRef(dataRequestsMachine, { inspect });
  const view = useSelector(
    actor,
    (s) => ({
      phase: s.matches('loading')
        ? ('loading' as const)
        : s.matches('failed')
          ? ('failed' as const)
          : ('ready' as const),
      requests: s.context.requests,
      confirming: s.context.confirming,
      approving: s.hasTag('approving') ? (s.context.pending?.requestId ?? null) : null,
      approvalProblem: s.context.approvalProblem,
      approved: s.context.approved,
      problem: s.context.problem,
      hasMore: s.context.nextCursor !== null,
      loadingMore: s.hasTag('loadingMore'),
      moreProblem: s.context.moreProblem,
      refusing: s.context.refusing,
      sendingRefusal: s.hasTag('refusing') ? (s.context.pendingRefusal?.requestId ?? null) : null,
      refusalProblem: s.context.refusalProblem,
      refused: s.context.refused,
    }),
    shallowEqual,
  );
  return (
    <DeskDataRequests
      brandName={brandName}
      {...view}
      onApprove={(requestId) => actor.send({ type: 'user.approve', requestId })}
      onConfirm={() => actor.send({ type: 'user.confirmApprove' })}
      onCancel={() => actor.send({ type: 'user.cancelApprove' })}
      onRetryApprove={() => actor.send({ type: 'user.retryApprove' })}
      onRetry={() => actor.send({ type: 'user.retry' })}
      onShowMore={() => actor.send({ type: 'user.showMore' })}
      onRefuse={(requestId) => actor.send({ type: 'user.refuse', requestId })}
      onChangeRefusalReason={(reason) => actor.send({ type: 'user.changeRefusalReason', reason })}
      onConfirmRefuse={() => actor.send({ type: 'user.confirmRefuse' })}
      onCancelRefuse={() => actor.send({ type: 'user.cancelRefuse' })}
      onRetryRefuse={() => actor.send({ type: 'user.retryRefuse' })}
    />
  );
}
