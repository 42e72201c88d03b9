import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { selectFailed } from '../../../machines/auth/selectors';
import { toStepKey, type StepKey } from '../../../machines/wizard/steps';
import { AUTH_ERROR_MESSAGES } from '../../adapters/authErrors';
import { brand } from '../../brands/brand';
import { PageMain } from '../../views/site/Page';
import { pageTitle, type StepTitleKey } from '../../views/form/titles';
import { ensureSession, journeyActor } from './actor';
import { GatewayProblem } from './GatewayProblem';
import { isBusy, selectHasErrors, selectPhase } from './selectors';
import { stepComponents } from './steps';
import { stepPath } from './steps/shared';

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
  useEffect(() => {
    if (current !== lastCurrent.current) {
      lastCurrent.current = current;
      if (urlStep !== current) void navigate(stepPath(current));
      return;
    }
    if (urlStep === current) return;
    if (urlStep !== null) {
      const { section, step } = { section: urlStep.split('.')[0]!, step: urlStep.split('.')[1]! };
      actor.send({ type: 'user.goTo', section, step });
      if (actor.getSnapshot().context.current === urlStep) return;
    }
    void navigate(stepPath(actor.getSnapshot().context.current), { replace: true });
  }, [actor, navigate, urlStep, current]);
}

export function JourneyPage({ section, id }: { section: string; id: string | undefined }) {
  const actor = journeyActor();
  const navigate = useNavigate();
  const current = useSelector(actor, (s) => s.context.current);
  const phase = useSelector(actor, selectPhase);
  const hasErrors = useSelector(actor, selectHasErrors);
  const gatewayError = useSelector(actor, (s) => s.context.gatewayError);
  const session = ensureSession();
  const sessionFailed = useSelector(session, selectFailed);
  const [firstStep] = useState(() => (firstView ? current : null));
  useEffect(() => {
    firstView = false;
  }, []);

  const urlStep = toStepKey(section, id);
  useUrlFollowsWizard(urlStep, current);

  const Step = stepComponents[current];
  const titleKey = (
    phase === 'noneFound' ? 'check/agreements-none' : current.replace('.', '/')
  ) as StepTitleKey;
  // A failed postcode lookup is shown by the finder itself, with manual entry beside it.
  const lookupFailed = current.startsWith('address.') && phase === 'failed';
  const stepProblem = gatewayError !== null && phase === 'failed' && !lookupFailed;

  return (
    <PageMain>
      <title>{pageTitle(titleKey, { brandName: brand.displayName, hasErrors })}</title>
      {stepProblem && (
        <GatewayProblem message={gatewayError} onRetry={() => actor.send({ type: 'user.retry' })} />
      )}
      {/* The guest sign-in ran out of retries while the claimant was reading or typing. */}
      {sessionFailed && !stepProblem && !isBusy(phase) && (
        <GatewayProblem
          message={AUTH_ERROR_MESSAGES.network}
          onRetry={() => session.send({ type: 'user.retry' })}
        />
      )}
      <Step
        key={current}
        actor={actor}
        phase={phase}
        busy={isBusy(phase)}
        focusHeading={current !== firstStep}
        onBack={() => actor.send({ type: 'user.back' })}
        leave={() => void navigate('/')}
      />
    </PageMain>
  );
}
