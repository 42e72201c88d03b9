import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { selectAccount, selectAwaitingEmailConfirmation } from '../../machines/auth/selectors';
import { CONFIRM_EMAIL_MESSAGE } from '../../machines/auth/messages';
import { toStepRef } from '../../machines/wizard/steps';
import { createDevInspector } from '../app/inspect/createDevInspector';
import { brand } from '../brands/brand';
import { pageTitle } from './views/titles';
import { YourClaims } from './views/YourClaims';
import { PageMain } from '../views/site/Page';
import { restartJourney } from './actor';
import { ensureSession } from './runtime';
import { resumeFromClaim } from './resume';
import { claimCards, yourClaimsPageMachine } from './yourClaims';

/**
 * /form/claims: the claimant's claims, read from the server, so they show on any device once the
 * claimant has signed in. Continuing an unfinished claim starts the journey from it, at its step.
 */
export function YourClaimsPage() {
  const navigate = useNavigate();
  const session = ensureSession();
  const email = useSelector(session, (s) => selectAccount(s).email);
  // Until the email is confirmed the claims cannot be read: say what to do instead of a failure.
  const unconfirmed = useSelector(session, selectAwaitingEmailConfirmation);
  const [inspect] = useState(createDevInspector);
  const actor = useActorRef(yourClaimsPageMachine, { inspect });
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
    const subscription = actor.on('yourClaims.resume', ({ claim }) => {
      const { input, step } = resumeFromClaim(claim);
      restartJourney(input, step);
      const { section, step: id } = toStepRef(step);
      void navigate(`/form/${section}/${id}`);
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  return (
    <PageMain>
      <title>
        {pageTitle('claims', { brandName: brand.displayName, hasErrors: unconfirmed || phase === 'failed' })}
      </title>
      <YourClaims
        phase={unconfirmed ? 'failed' : phase}
        claims={unconfirmed ? [] : cards}
        problem={unconfirmed ? CONFIRM_EMAIL_MESSAGE : context.problem}
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
