import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBrand } from '../brands/BrandContext';
import { LinkButton } from '../ui/form/LinkButton';
import { VisuallyHidden } from '../ui/form/VisuallyHidden';
import { PageMain } from '../views/site/Page';
import { GatewayProblem } from './GatewayProblem';
import { SECTION_LOAD_FAILED_MESSAGE, type JourneyCore } from './gate';
import { Intro } from './views/Intro';
import { pageTitle } from './views/titles';
import { SaveLink } from './SaveLink';

/** Said to screen readers while Start waits for the next question. */
export const NEXT_QUESTION_LOADING = 'Loading the next question';

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
  // The session (Firebase Auth) and the later sections wait for Start: nothing on this page needs
  // them, and the wizard's page starts them when the browser is idle (JourneyPage).
  useEffect(() => void loadCore().catch(() => {}), [loadCore]);

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
