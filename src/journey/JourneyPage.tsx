import { useSelector } from '@xstate/react';
import styled from 'styled-components';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { selectFailed } from '../../machines/auth/selectors';
import {
  selectBusy,
  selectCanGoTo,
  selectCanSaveForLater,
  selectCurrentStep,
  selectHasErrors,
  selectNoneFound,
  selectSaveForLater,
  selectStepProblem,
} from '../../machines/wizard/selectors';
import { toStepKey, toStepRef, type StepKey } from '../../machines/wizard/steps';
import { AUTH_ERROR_MESSAGES } from '../adapters/authErrors';
import { brand } from '../brands/brand';
import { PageMain } from '../views/site/Page';
import { pageTitle, type StepTitleKey } from './views/titles';
import { ensureSession, journeyActor } from './actor';
import { GatewayProblem } from './GatewayProblem';
import { StepContainer } from './StepContainer';
import { SaveForLaterContainer } from './SaveForLaterContainer';
import { LinkButton } from '../ui/form/LinkButton';
import { stepModels } from './steps';
import { stepPath } from './steps/viewModel';

const SaveLink = styled.p`
  margin-top: var(--space-5);
`;

/** Focus starts at the top of the document on a full page load, and at the heading after that. */
let firstView = true;

/**
 * Keeps the URL and the wizard in step. The wizard decides; the URL follows it (push), and a URL
 * changed by Back, Forward or typing asks the wizard to go there (`user.goTo`). Anything the
 * wizard refuses (a step not reached yet, an unknown id) is replaced with where the claimant is.
 */
function useUrlFollowsWizard(urlStep: StepKey | null, current: StepKey) {
  const actor = journeyActor();
  const navigate = useNavigate();
  const lastCurrent = useRef(current);
  // Asked before sending, so a refused step is put back in the address bar at once.
  const canGo = useSelector(actor, (snapshot) => urlStep !== null && selectCanGoTo(snapshot, urlStep));
  useEffect(() => {
    if (current !== lastCurrent.current) {
      lastCurrent.current = current;
      if (urlStep !== current) void navigate(stepPath(current));
      return;
    }
    if (urlStep === current) return;
    if (urlStep !== null && canGo) actor.send({ type: 'user.goTo', ...toStepRef(urlStep) });
    else void navigate(stepPath(current), { replace: true });
  }, [actor, navigate, urlStep, current, canGo]);
}

export function JourneyPage({ section, id }: { section: string; id: string | undefined }) {
  const actor = journeyActor();
  const navigate = useNavigate();
  const current = useSelector(actor, selectCurrentStep);
  const busy = useSelector(actor, selectBusy);
  const noneFound = useSelector(actor, selectNoneFound);
  const hasErrors = useSelector(actor, selectHasErrors);
  const saving = useSelector(actor, selectSaveForLater);
  const canSave = useSelector(actor, selectCanSaveForLater);
  // A failed postcode lookup is not one: the finder says it, with manual entry beside it.
  const stepProblem = useSelector(actor, selectStepProblem);
  const session = ensureSession();
  const sessionFailed = useSelector(session, selectFailed);
  const [firstStep] = useState(() => (firstView ? current : null));
  useEffect(() => {
    firstView = false;
  }, []);

  const urlStep = toStepKey(section, id);
  useUrlFollowsWizard(urlStep, current);

  const leave = useCallback(() => void navigate('/'), [navigate]);
  const titleKey = (
    saving ? `save/${saving}` : noneFound ? 'check/agreements-none' : current.replace('.', '/')
  ) as StepTitleKey;

  return (
    <PageMain>
      <title>{pageTitle(titleKey, { brandName: brand.displayName, hasErrors })}</title>
      {stepProblem !== null && (
        <GatewayProblem message={stepProblem} onRetry={() => actor.send({ type: 'user.retry' })} />
      )}
      {/* The guest sign-in ran out of retries while the claimant was reading or typing. */}
      {sessionFailed && stepProblem === null && !busy && (
        <GatewayProblem
          message={AUTH_ERROR_MESSAGES.network}
          onRetry={() => session.send({ type: 'user.retry' })}
        />
      )}
      {saving ? (
        <SaveForLaterContainer key={saving} actor={actor} focusHeading />
      ) : (
        <StepContainer
          key={current}
          model={stepModels[current]}
          actor={actor}
          focusHeading={current !== firstStep}
          leave={leave}
        />
      )}
      {canSave && (
        <SaveLink>
          <LinkButton onClick={() => actor.send({ type: 'user.saveForLater' })}>
            Save and come back later
          </LinkButton>
        </SaveLink>
      )}
    </PageMain>
  );
}
