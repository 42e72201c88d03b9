import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import { DATA_DELETION_REFUSALS } from '../../../contract/dataRights';
import { CONFIRM_EMAIL_MESSAGE } from '../../../machines/auth/messages';
import { selectAwaitingEmailConfirmation } from '../../../machines/auth/selectors';
import type { myDataMachine } from '../../../machines/claims/myDataMachine';
import { selectDeletionStep, selectMyDataPhase } from '../../../machines/claims/myDataSelectors';
import { useBrand } from '../../brands/BrandContext';
import { PageMain } from '../../ui/Page';
import type { AuthSession } from './LoginContainer';
import { pageTitle } from '../../journey/views/titles';
import { MyData } from '../views/MyData';

export interface MyDataContainerProps {
  session: AuthSession;
  /** The "your data" machine with its gateway calls and the browser's download provided. */
  machine: typeof myDataMachine;
  brandName: string;
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

/** "Your data" over its machine: the copy loading, failed with Try again, shown, and the request to delete. */
export function MyDataContainer({ session, machine, brandName, inspect }: MyDataContainerProps) {
  // Until the email is confirmed the gateway refuses the copy: say what to do instead of a failure.
  const unconfirmed = useSelector(session, selectAwaitingEmailConfirmation);
  const { workspace } = useBrand();
  const actor = useActorRef(machine, { inspect, input: { workspace } });
  const phase = useSelector(actor, selectMyDataPhase);
  const step = useSelector(actor, selectDeletionStep);
  const context = useSelector(
    actor,
    (s) => ({
      data: s.context.data,
      problem: s.context.problem,
      deletion: s.context.deletion,
      deletionProblem: s.context.deletionProblem,
      deletionRefusal: s.context.deletionRefusal,
      closedRequest: s.context.closedRequest,
    }),
    shallowEqual,
  );
  const hasErrors = unconfirmed || phase === 'failed' || context.deletionProblem !== null;

  return (
    <PageMain>
      <title>{pageTitle('claims-data', { brandName, hasErrors })}</title>
      <MyData
        phase={unconfirmed ? 'failed' : phase}
        data={unconfirmed ? null : context.data}
        problem={unconfirmed ? CONFIRM_EMAIL_MESSAGE : context.problem}
        deletion={{
          step,
          request: context.deletion,
          problem: context.deletionProblem,
          refusal: context.deletionRefusal && DATA_DELETION_REFUSALS[context.deletionRefusal].message,
          closed: context.closedRequest,
          // Until the email is confirmed the gateway refuses the request too: the page says so above.
          offered: !unconfirmed,
        }}
        onRetry={() => actor.send({ type: 'user.retry' })}
        onDownload={() => actor.send({ type: 'user.download' })}
        onAskDeletion={() => actor.send({ type: 'user.askDeletion' })}
        onConfirmDeletion={() => actor.send({ type: 'user.confirmDeletion' })}
        onCancelDeletion={() => actor.send({ type: 'user.cancelDeletion' })}
        onWithdrawDeletion={() => actor.send({ type: 'user.withdrawDeletion' })}
      />
    </PageMain>
  );
}
