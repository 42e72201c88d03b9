import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { CONSENT_CONFIRMATION } from '../consent/messages';
import { CONSENT_DECIDED_CLASS } from '../site/page';
import { Button } from './Button';

// In the normal document flow at the top of the page, never a fixed overlay, so it cannot cover
// the control that has focus (WCAG 2.4.11).
const Region = styled.section.withConfig({ componentId: 'CookieBanner-Region' })`
  background: var(--colour-surface);
  border-bottom: 4px solid var(--colour-primary);
`;

// A content page's banner: hidden from the first paint for a visitor who has already chosen (the
// head script marks <html>), and its buttons shown once the page's script can act on them, so a
// click is never lost (decision 152).
const StaticRegion = styled(Region).withConfig({ componentId: 'CookieBanner-StaticRegion' })`
  html.${CONSENT_DECIDED_CLASS} & {
    display: none;
  }
  &:not([data-ready]) [data-banner-part='buttons'] {
    visibility: hidden;
  }
`;

const Inner = styled.div.withConfig({ componentId: 'CookieBanner-Inner' })`
  max-width: var(--page-width);
  margin: 0 auto;
  padding: var(--space-3);
  h2 {
    margin: 0 0 var(--space-2);
    font-size: 1.5rem;
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0 0 var(--space-3);
  }
  label {
    display: flex;
    gap: var(--space-2);
    align-items: flex-start;
    margin-bottom: var(--space-2);
  }
  input[type='checkbox'] {
    width: 1.5rem;
    height: 1.5rem;
    flex: none;
    margin: 0.1rem 0 0;
  }
`;

const Actions = styled.div.withConfig({ componentId: 'CookieBanner-Actions' })`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

export interface ConsentChoiceProps {
  reviews: boolean;
  marketing: boolean;
}

/** What the banner shows: the question, a confirmation of the visitor's choice, or nothing. */
export const COOKIE_BANNER_STATES = ['ask', 'accepted', 'rejected', 'saved', 'hidden'] as const;
export type CookieBannerState = (typeof COOKIE_BANNER_STATES)[number];

export interface CookieBannerProps {
  state: CookieBannerState;
  brandName: string;
  onAccept: () => void;
  onReject: () => void;
  onSave: (choices: ConsentChoiceProps) => void;
  onHide: () => void;
}

function Explanation() {
  return (
    <p>
      We use essential storage to make this site work. We’d also like to load our reviews widget and remember
      which advert brought you here. These are optional. <Link to="/cookies">How we use cookies</Link>
    </p>
  );
}

function ChoiceFields() {
  return (
    <>
      <fieldset>
        <legend>Choose which optional cookies to allow</legend>
        <label>
          <input type="checkbox" name="reviews" value="yes" />
          <span>Reviews: load the independent trust-rating widget, which sets its own cookies</span>
        </label>
        <label>
          <input type="checkbox" name="marketing" value="yes" />
          <span>Marketing: remember which advert or link brought you to this site</span>
        </label>
      </fieldset>
      <Actions>
        <Button type="submit">Save my choices</Button>
      </Actions>
    </>
  );
}

function ChangeLater() {
  return (
    <>
      {' '}
      You can <Link to="/cookies">change your cookie settings</Link> at any time.
    </>
  );
}

export function CookieBanner({ state, brandName, onAccept, onReject, onSave, onHide }: CookieBannerProps) {
  const [choosing, setChoosing] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const headingId = useId();

  // After a decision the buttons disappear: move focus to the confirmation so it is not lost.
  useEffect(() => {
    if (state === 'accepted' || state === 'rejected' || state === 'saved') confirmation.current?.focus();
  }, [state]);

  if (state === 'hidden') return null;

  if (state !== 'ask') {
    return (
      <Region aria-label="Cookie consent">
        <Inner ref={confirmation} tabIndex={-1} role="status">
          <p>
            {CONSENT_CONFIRMATION[state]}
            <ChangeLater />
          </p>
          <Button type="button" $secondary onClick={onHide}>
            Hide cookie message
          </Button>
        </Inner>
      </Region>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSave({ reviews: form.get('reviews') === 'yes', marketing: form.get('marketing') === 'yes' });
  };

  return (
    <Region aria-labelledby={headingId}>
      <Inner>
        <h2 id={headingId}>Cookies on {brandName}</h2>
        <Explanation />
        {choosing ? (
          <form onSubmit={submit} aria-label="Choose which cookies to allow">
            <ChoiceFields />
          </form>
        ) : (
          <Actions>
            <Button type="button" onClick={onAccept}>
              Accept additional cookies
            </Button>
            <Button type="button" onClick={onReject}>
              Reject additional cookies
            </Button>
            <Button type="button" $secondary onClick={() => setChoosing(true)}>
              Choose cookies
            </Button>
          </Actions>
        )}
      </Inner>
    </Region>
  );
}

/**
 * The banner as a prerendered content page ships it: every panel is in the HTML, the question
 * showing, and the content pages' script (src/site/consentBanner.ts) shows one at a time and
 * removes the banner for a visitor who has already decided. Its buttons show once that script is
 * ready (`data-ready`).
 */
export function StaticCookieBanner({ brandName }: { brandName: string }) {
  const headingId = 'cookie-banner-heading';
  return (
    <StaticRegion aria-labelledby={headingId} data-cookie-banner="">
      <Inner data-banner-part="question">
        <h2 id={headingId}>Cookies on {brandName}</h2>
        <Explanation />
        <form data-banner-part="choices" hidden aria-label="Choose which cookies to allow">
          <ChoiceFields />
        </form>
        <Actions data-banner-part="buttons">
          <Button type="button" data-banner-action="accept">
            Accept additional cookies
          </Button>
          <Button type="button" data-banner-action="reject">
            Reject additional cookies
          </Button>
          <Button type="button" $secondary data-banner-action="choose">
            Choose cookies
          </Button>
        </Actions>
      </Inner>
      <Inner data-banner-part="done" hidden tabIndex={-1} role="status">
        <p>
          <span data-banner-part="message" />
          <ChangeLater />
        </p>
        <Button type="button" $secondary data-banner-action="hide">
          Hide cookie message
        </Button>
      </Inner>
    </StaticRegion>
  );
}
