import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  selectBusy,
  selectCanGoTo,
  selectCanSaveForLater,
  selectCurrentStep,
  selectHasErrors,
  selectNoneFound,
  selectOffersPhone,
  selectSaveForLater,
  selectStepProblem,
  selectStepProblemNextStep,
} from '../../machines/wizard/selectors';
import { toStepKey, toStepRef, type StepKey } from '../../machines/wizard/steps';
import { prepareNameRule } from '../../contract/fields';
import { useBrand } from '../brands/BrandContext';
import { PageMain } from '../ui/Page';
import { pageTitle, type StepTitleKey } from './views/titles';
import { journeyActor, loadRuntime } from './actor';
import { afterNextPaint, SECTION_LOAD_FAILED_MESSAGE, whenIdle } from './gate';
import { GatewayProblem } from './GatewayProblem';
import { loadStepViews, prefetchSections, useStepModel } from './sections';
import { useStartedSession } from './sessionStarted';
import { StepContainer } from './StepContainer';
import { StepRehearsal } from './StepRehearsal';
import { LinkButton } from '../ui/form/LinkButton';
import { stepPath } from './steps/viewModel';
import { SaveLink } from './SaveLink';

export { SECTION_LOAD_FAILED_MESSAGE } from './gate';

/**
 * When the browser is idle after the first page has rendered: the auth session starts (Firebase
 * Auth loads, and a guest sign-in is made if nobody is signed in) and the later sections' views
 * load ahead of time, so Continue never waits for them.
 */
function startWhenIdle(): void {
  loadRuntime().then(
    ({ ensureSession }) => ensureSession(),
    // The first step that calls out tries again and says what failed.
    () => {},
  );
  prefetchSections();
  // The name step's Continue checks the names: their rule is made ready now (contract/fields.ts).
  whenIdle(prepareNameRule);
}

/** Started once per page; `wait` holds it back (the intro taken over before Start, decision 229). */
function useStartWhenIdle(wait: boolean) {
  const started = useRef(false);
  useEffect(() => {
    if (wait || started.current) return;
    return whenIdle(() => {
      started.current = true;
      startWhenIdle();
    });
  }, [wait]);
}

/** The session's failure to start, or its unconfirmed sign-in, once it has started (see SessionProblem). */
const SessionProblem = lazy(() => import('./SessionProblem'));

/** "Save and come back later" pages load when the claimant opens them. */
const SaveForLaterContainer = lazy(() =>
  import('./SaveForLaterContainer').then((m) => ({ default: m.SaveForLaterContainer })),
);

/** Focus starts at the top of the document on a full page load, and at the heading after that. */
let firstView = true;
/** The intro was shown before the wizard loaded, and Start was pressed on it (gate.ts). */
let handedOverFrom: StepKey | null = null;

/** The wizard's page took over the fresh intro before Start was pressed (core.ts). */
let tookOverIntro = false;

/**
 * The wizard's page takes over the fresh intro before Start (decision 229): it shows the intro as
 * it was (no focus move), and the session and the later sections wait for the claimant to leave it.
 */
export function takeOverFreshIntro(): void {
  tookOverIntro = true;
}

/**
 * The wizard takes over from the intro shown before it loaded: the page it shows next is not the
 * first view (focus goes to its heading), and the address follows from the intro (a new entry).
 */
export function handOverFromIntro(): void {
  firstView = false;
  handedOverFrom = 'start.intro';
}

/**
 * Keeps the URL and the wizard in step. The wizard decides; the URL follows it (push), and a URL
 * changed by Back, Forward or typing asks the wizard to go there (`user.goTo`). A sub-step the
 * wizard refuses (one not reached yet) and a bare section address are replaced with where the
 * claimant is; an id that is not a sub-step never gets here (routes/form.tsx: page-not-found).
 *
 * The address follows a new step once the step has been painted (decision 243): the router's
 * navigation (its loader, the history entry and a render of the route) is not part of answering
 * Continue. Until then the old address is not read as a request to go back to the step it names.
 */
function useUrlFollowsWizard(urlStep: StepKey | null, current: StepKey, shownBefore: StepKey | null) {
  const actor = journeyActor();
  const navigate = useNavigate();
  const lastCurrent = useRef(shownBefore ?? current);
  /** The step whose address is about to follow, and how to call that off if the page goes. */
  const following = useRef<{ step: StepKey; cancel: () => void } | null>(null);
  useEffect(() => () => following.current?.cancel(), []);
  // Asked before sending, so a refused step is put back in the address bar at once.
  const canGo = useSelector(actor, (snapshot) => urlStep !== null && selectCanGoTo(snapshot, urlStep));
  useEffect(() => {
    if (current !== lastCurrent.current) {
      const left = lastCurrent.current;
      lastCurrent.current = current;
      // A step the wizard will not return to (an accepted security code, a signed claim) leaves
      // no history entry behind, so browser Back goes to the step before it.
      const replace = !selectCanGoTo(actor.getSnapshot(), left);
      following.current?.cancel();
      following.current = null;
      if (urlStep === current) return;
      const cancel = afterNextPaint(() => {
        following.current = null;
        void navigate(stepPath(current), { replace });
      });
      following.current = { step: current, cancel };
      return;
    }
    if (urlStep === current || following.current?.step === current) return;
    if (urlStep !== null && canGo) actor.send({ type: 'user.goTo', ...toStepRef(urlStep) });
    else void navigate(stepPath(current), { replace: true });
  }, [actor, navigate, urlStep, current, canGo]);
}

export function JourneyPage({ section, id }: { section: string; id: string | undefined }) {
  const actor = journeyActor();
  const brand = useBrand();
  const navigate = useNavigate();
  const current = useSelector(actor, selectCurrentStep);
  const busy = useSelector(actor, selectBusy);
  const noneFound = useSelector(actor, selectNoneFound);
  const hasErrors = useSelector(actor, selectHasErrors);
  const saving = useSelector(actor, selectSaveForLater);
  const canSave = useSelector(actor, selectCanSaveForLater);
  // A failed postcode lookup is not one: the finder says it, with manual entry beside it.
  const stepProblem = useSelector(actor, selectStepProblem);
  const nextStep = useSelector(actor, selectStepProblemNextStep);
  const offersPhone = useSelector(actor, selectOffersPhone);
  const session = useStartedSession();
  const step = useStepModel(current);
  // Read once, as the page first renders over the fresh intro it took over.
  const [quietIntro] = useState(() => {
    const took = tookOverIntro;
    tookOverIntro = false;
    return took;
  });
  useStartWhenIdle(quietIntro && current === 'start.intro');
  const [firstStep] = useState(() => (firstView || quietIntro ? current : null));
  // Read once, as the page first renders after the intro shown before the wizard loaded.
  const [shownBefore] = useState(() => {
    const from = handedOverFrom;
    handedOverFrom = null;
    return from;
  });
  useEffect(() => {
    firstView = false;
  }, []);

  const urlStep = toStepKey(section, id);
  useUrlFollowsWizard(urlStep, current, shownBefore);

  const leave = useCallback(() => void navigate('/'), [navigate]);
  const titleKey = (
    saving ? `save/${saving}` : noneFound ? 'check/agreements-none' : current.replace('.', '/')
  ) as StepTitleKey;

  return (
    <PageMain>
      <title>{pageTitle(titleKey, { brandName: brand.displayName, hasErrors })}</title>
      {stepProblem !== null && (
        <GatewayProblem
          message={stepProblem}
          nextStep={nextStep}
          callUs={offersPhone ? { phone: brand.sample.phone, hours: brand.sample.hours } : null}
          onRetry={() => actor.send({ type: 'user.retry' })}
        />
      )}
      {session !== null && (
        <Suspense fallback={null}>
          <SessionProblem session={session} showFailure={stepProblem === null && !busy} />
        </Suspense>
      )}
      {saving ? (
        <Suspense fallback={null}>
          <SaveForLaterContainer key={saving} actor={actor} focusHeading />
        </Suspense>
      ) : 'model' in step ? (
        <StepContainer
          key={current}
          model={step.model}
          actor={actor}
          focusHeading={current !== firstStep}
          leave={leave}
        />
      ) : (
        step.status === 'failed' && (
          <GatewayProblem
            message={SECTION_LOAD_FAILED_MESSAGE}
            onRetry={() => void loadStepViews(current).catch(() => {})}
          />
        )
      )}
      <StepRehearsal current={current} actor={actor} />
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
