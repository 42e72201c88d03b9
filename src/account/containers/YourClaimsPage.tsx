import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { selectAwaitingEmailConfirmation } from '../../../machines/auth/selectors';
import type { ListedClaim } from '../../../machines/claims/yourClaimsMachine';
import { toStepRef } from '../../../machines/wizard/steps';
import { createDevInspector } from '../../app/inspect/createDevInspector';
import { brand } from '../../brands/brand';
import { restartJourney } from '../../journey/actor';
import { ensureSession } from '../../journey/runtime';
import { resumeFromClaim } from '../../journey/resume';
import { yourClaimsPageMachine } from './yourClaims';
import { YourClaimsContainer } from './YourClaimsContainer';

/**
 * /form/claims: the claimant's claims, read from the server, so they show on any device once the
 * claimant has signed in. Continuing an unfinished claim starts the journey from it, at its step.
 * Signed in with a password whose email is not confirmed, the claims cannot be read: /login is the
 * page that says so (decision 156).
 */
export function YourClaimsPage() {
  const navigate = useNavigate();
  const session = ensureSession();
  const unconfirmed = useSelector(session, selectAwaitingEmailConfirmation);
  const [inspect] = useState(createDevInspector);
  const onResume = useCallback(
    (claim: ListedClaim) => {
      const { input, step } = resumeFromClaim(claim);
      restartJourney(input, step);
      const { section, step: id } = toStepRef(step);
      void navigate(`/form/${section}/${id}`);
    },
    [navigate],
  );
  if (unconfirmed) return <Navigate to="/login" replace />;
  return (
    <YourClaimsContainer
      session={session}
      machine={yourClaimsPageMachine}
      brandName={brand.displayName}
      onResume={onResume}
      inspect={inspect}
    />
  );
}
