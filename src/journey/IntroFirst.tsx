import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBrand } from '../brands/BrandContext';
import { LinkButton } from '../ui/form/LinkButton';
import { VisuallyHidden } from '../ui/form/VisuallyHidden';
import { PageMain } from '../ui/Page';
import { GatewayProblem } from './GatewayProblem';
import { SECTION_LOAD_FAILED_MESSAGE, whenIdle, type JourneyCore } from './gate';
import { Intro } from './views/Intro';
import { pageTitle } from './views/titles';
import { SaveLink } from './SaveLink';

/** Said to screen readers while Start waits for the next question. */
export const NEXT_QUESTION_LOADING = 'Loading the next question';

/** How long the wizard's page waits before trying again to take over an intro in use. */
const RETRY_MS = 500;

/** Focus is on the page's main content (its skip-link target or a control in it). */
function inUse(): boolean {
  const focused = document.activeElement;
  return (
    focused !== null &&
    focused !== document.body &&
    !!document.getElementById('main-content')?.contains(focused)
  );
}

/**
 * The journey's first page for a claimant starting afresh, rendered before the wizard has loaded
 * (decision 228). The wizard (the journey's core) is asked for once this page has rendered. Start
 * pressed before it has arrived is held: the button says it is busy, a second press
 * sends nothing, and the one press reaches the wizard as its one event once it has loaded. If it
 * cannot be loaded the page says so, and Start (or Try again) loads it again.
 */
export function IntroFirst({
  id,
  loadCore,
}: {
  id: string | undefined;
  loadCore: () => Promise<JourneyCore>;
}) {
  const brand = useBrand();
  const navigate = useNavigate();
  const [pressed, setPressed] = useState<'no' | 'waiting' | 'failed'>('no');
  // One press at a time: a second one (Start or the save link) while the first waits sends nothing.
  const waiting = useRef(false);

  // A bare /form/start shows the intro's own address, as the wizard's page does.
  useEffect(() => {
    if (id === undefined) void navigate('/form/start/intro', { replace: true });
  }, [id, navigate]);

  // Asked for as soon as the page has rendered, so it is there before the claimant presses Start.
  // Once it has arrived, the wizard's page takes this one over, showing the same intro, when the
  // browser is idle and the claimant is not using the page (decision 229): Start is then an
  // ordinary step. The session (Firebase Auth) and the later sections still wait for Start:
  // nothing on this page needs them.
  useEffect(() => {
    let stopped = false;
    let cancel = () => {};
    let pointerDown = false;
    const down = () => (pointerDown = true);
    const up = () => (pointerDown = false);
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    const takeOver = (core: JourneyCore) => {
      if (stopped || waiting.current) return;
      if (pointerDown || inUse()) {
        // Replaced under a press or a focused control, the page would lose them: later.
        const timer = window.setTimeout(() => (cancel = whenIdle(() => takeOver(core))), RETRY_MS);
        cancel = () => window.clearTimeout(timer);
        return;
      }
      core.takeOverIntro();
    };
    loadCore().then(
      (core) => {
        if (!stopped) cancel = whenIdle(() => takeOver(core));
      },
      () => {},
    );
    return () => {
      stopped = true;
      cancel();
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
  }, [loadCore]);

  const press = useCallback(
    (action: 'continue' | 'saveForLater') => {
      if (waiting.current) return;
      waiting.current = true;
      setPressed('waiting');
      loadCore().then(
        (core) => core.startFromIntro(action),
        () => {
          waiting.current = false;
          setPressed('failed');
        },
      );
    },
    [loadCore],
  );
  const start = useCallback(() => press('continue'), [press]);
  const leave = useCallback(() => void navigate('/'), [navigate]);

  return (
    <PageMain>
      <title>{pageTitle('start/intro', { brandName: brand.displayName, hasErrors: false })}</title>
      {pressed === 'failed' && <GatewayProblem message={SECTION_LOAD_FAILED_MESSAGE} onRetry={start} />}
      <Intro
        brandName={brand.displayName}
        fees={brand.fees}
        backHref="/"
        onBack={leave}
        onContinue={start}
        busy={pressed === 'waiting'}
        focusHeading={false}
      />
      {/* The wizard's page offers it on the intro too (its "cannot be saved yet" page explains). */}
      <SaveLink>
        <LinkButton onClick={() => press('saveForLater')}>Save and come back later</LinkButton>
      </SaveLink>
      <VisuallyHidden role="status">{pressed === 'waiting' ? NEXT_QUESTION_LOADING : ''}</VisuallyHidden>
    </PageMain>
  );
}
