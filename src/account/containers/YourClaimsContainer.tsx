import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { InspectionEvent } from 'xstate';
import { claimedLenders } from '../../../contract/claim';
import { formatUkDay } from '../../../contract/dates';
import { FIRMS, withdrawalText } from '../../../contract/firms';
import { isOpen } from '../../../contract/lifecycle/machine';
import {
  canCancel,
  complaintTimeline,
  confirmationOf,
  lastDayToCancelOf,
} from '../../../machines/claims/timeline';
import { selectAccount } from '../../../machines/auth/selectors';
import type { ClaimantComplaint } from '../../../machines/claims/timeline';
import type {
  ListedClaim,
  yourClaimsMachine,
  YourClaimsContext,
} from '../../../machines/claims/yourClaimsMachine';
import { useBrand } from '../../brands/BrandContext';
import { PageMain } from '../../ui/Page';
import type { AuthSession } from './LoginContainer';
import { pageTitle } from '../../journey/views/titles';
import { YourClaims, type ClaimCard } from '../views/YourClaims';

/**
 * The claims as the page shows them at the moment they were read (`at`): each complaint's
 * timeline, and whether the claim can still be cancelled online or only withdrawn.
 */
export function claimCards(
  claims: YourClaimsContext['claims'],
  at: number,
  confirmingCancel: string | null = null,
  confirmingDecision: YourClaimsContext['confirmingDecision'] = null,
  letters: YourClaimsContext['letters'] = null,
): ClaimCard[] {
  return claims.map(({ id, claim, complaints = [] }) => {
    const reference = claim.submission?.reference ?? null;
    const anyOpen = complaints.some((c) => isOpen(c.record));
    const cancel = !anyOpen
      ? null
      : confirmingCancel === id
        ? 'confirming'
        : canCancel(complaints, at)
          ? 'online'
          : 'withdraw';
    return {
      id,
      reference,
      status: claim.status,
      lenders: claimedLenders(claim),
      startedOn: formatUkDay(claim.createdAt),
      signedOn: claim.signedAt === undefined ? null : formatUkDay(claim.signedAt),
      complaints: complaints.map((complaint) => complaintTimeline(complaint, at)),
      cancel,
      lastDayToCancel: lastDayToCancelOf(complaints),
      withdrawal: cancel === 'withdraw' && reference ? withdrawalText(claim.workspace, reference) : null,
      firm: FIRMS[claim.workspace],
      confirmingDecision: confirmingOf(id, complaints, confirmingDecision),
      letters: letters?.filter((letter) => letter.claimId === id) ?? null,
    };
  });
}

/** The decision on one of this claim's offers waiting for confirmation, with what it means. */
function confirmingOf(
  claimId: string,
  complaints: readonly ClaimantComplaint[],
  confirming: YourClaimsContext['confirmingDecision'],
): ClaimCard['confirmingDecision'] {
  if (confirming?.claimId !== claimId) return null;
  const complaint = complaints.find((c) => c.complaintId === confirming.complaintId);
  const confirmation = complaint ? confirmationOf(complaint, confirming.type) : null;
  return complaint && confirmation
    ? { complaintId: complaint.complaintId, decision: confirming.type, confirmation }
    : null;
}

export interface YourClaimsContainerProps {
  session: AuthSession;
  /** The "your claims" machine with its reading, download and saving actors provided. */
  machine: typeof yourClaimsMachine;
  brandName: string;
  /** The claimant chose to continue this unfinished claim. */
  onResume: (claim: ListedClaim) => void;
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

/** "Your claims" over its machine: loading, failed with Try again, the claims, downloading. */
export function YourClaimsContainer({
  session,
  machine,
  brandName,
  onResume,
  inspect,
}: YourClaimsContainerProps) {
  const email = useSelector(session, (s) => selectAccount(s).email);
  const { workspace } = useBrand();
  const actor = useActorRef(machine, { inspect, input: { workspace } });
  const phase = useSelector(actor, (s) =>
    s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading',
  );
  const context = useSelector(
    actor,
    (s) => ({
      claims: s.context.claims,
      problem: s.context.problem,
      downloading: s.context.downloading,
      downloadProblem: s.context.downloadProblem,
      at: s.context.at,
      confirmingCancel: s.context.confirmingCancel,
      confirmingDecision: s.context.confirmingDecision,
      notice: s.context.notice,
      actionProblem: s.context.actionProblem,
      acting: s.matches({ ready: 'recording' }) || s.matches({ ready: 'refreshing' }),
      busy: s.hasTag('busy'),
      letters: s.context.letters,
      lettersProblem: s.context.lettersProblem,
      downloadingLetter: s.context.downloadingLetter?.letterId ?? null,
      letterProblem: s.context.letterProblem,
    }),
    shallowEqual,
  );
  const cards = useMemo(
    () =>
      claimCards(
        context.claims,
        context.at,
        context.confirmingCancel,
        context.confirmingDecision,
        context.letters,
      ),
    [context.claims, context.at, context.confirmingCancel, context.confirmingDecision, context.letters],
  );

  // Back in view (another tab, a phone woken up): the machine reads the claims again if they are stale.
  useEffect(() => {
    const shown = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'page.shown', at: Date.now() });
    };
    document.addEventListener('visibilitychange', shown);
    window.addEventListener('focus', shown);
    return () => {
      document.removeEventListener('visibilitychange', shown);
      window.removeEventListener('focus', shown);
    };
  }, [actor]);

  useEffect(() => {
    const subscription = actor.on('yourClaims.resume', ({ claim }) => onResume(claim));
    return () => subscription.unsubscribe();
  }, [actor, onResume]);

  return (
    <PageMain>
      <title>{pageTitle('claims', { brandName, hasErrors: phase === 'failed' })}</title>
      <YourClaims
        phase={phase}
        claims={cards}
        problem={context.problem}
        downloading={context.downloading}
        downloadProblem={context.downloadProblem}
        signedInAs={email}
        onRetry={() => actor.send({ type: 'user.retry' })}
        onDownload={(claimId) => actor.send({ type: 'user.download', claimId })}
        onResume={(claimId) => actor.send({ type: 'user.resume', claimId })}
        notice={context.notice}
        actionProblem={context.actionProblem}
        acting={context.acting}
        onDecide={(claimId, complaintId, decision) =>
          actor.send({ type: 'user.decide', decision, claimId, complaintId })
        }
        onCancel={(claimId) => actor.send({ type: 'user.cancel', claimId })}
        onConfirmCancel={() => actor.send({ type: 'user.confirmCancel' })}
        onKeepClaim={() => actor.send({ type: 'user.keepClaim' })}
        onConfirmDecision={() => actor.send({ type: 'user.confirmDecision' })}
        onKeepOffer={() => actor.send({ type: 'user.keepOffer' })}
        letters={{
          problem: context.lettersProblem,
          downloading: context.downloadingLetter,
          letterProblem: context.letterProblem,
          busy: context.busy,
          onDownload: (claimId, letterId) => actor.send({ type: 'user.downloadLetter', claimId, letterId }),
        }}
      />
    </PageMain>
  );
}
