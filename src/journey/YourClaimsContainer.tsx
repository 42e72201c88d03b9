import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { InspectionEvent } from 'xstate';
import { claimedLenders, formatUkDay } from '../../contract/claim';
import { selectAccount } from '../../machines/auth/selectors';
import type {
  ListedClaim,
  yourClaimsMachine,
  YourClaimsContext,
} from '../../machines/claims/yourClaimsMachine';
import { PageMain } from '../views/site/Page';
import type { AuthSession } from './LoginContainer';
import { pageTitle } from './views/titles';
import { YourClaims, type ClaimCard } from './views/YourClaims';

/** The claims as the page shows them. */
export function claimCards(claims: YourClaimsContext['claims']): ClaimCard[] {
  return claims.map(({ id, claim }) => ({
    id,
    reference: claim.submission?.reference ?? null,
    status: claim.status,
    lenders: claimedLenders(claim),
    startedOn: formatUkDay(claim.createdAt),
    signedOn: claim.signedAt === undefined ? null : formatUkDay(claim.signedAt),
  }));
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
  const actor = useActorRef(machine, { inspect });
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
    }),
    shallowEqual,
  );
  const cards = useMemo(() => claimCards(context.claims), [context.claims]);

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
      />
    </PageMain>
  );
}
