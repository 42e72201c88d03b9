import { ACCEPT_ALL, REJECT_ALL, type ConsentChoices } from '../consent/consent';
import { CONSENT_CONFIRMATION, type ConsentOutcome } from '../consent/messages';
import { getConsent, setConsent } from '../consent/store';
import { CONSENT_DECIDED_CLASS } from './page';

/**
 * The cookie banner of a content page. The prerendered banner holds every panel (the question,
 * the choices form and the confirmation); this shows one at a time, as the app's banner does.
 * A visitor who has already decided does not see it.
 */
export function startConsentBanner(root: Document): void {
  const banner = root.querySelector<HTMLElement>('[data-cookie-banner]');
  if (!banner) return;
  if (getConsent()) {
    banner.remove();
    return;
  }
  // The head script hid the banner for any stored choice; this one is not a valid record, so ask.
  root.documentElement.classList.remove(CONSENT_DECIDED_CLASS);
  const part = (name: string) => banner.querySelector<HTMLElement>(`[data-banner-part="${name}"]`);
  const question = part('question');
  const buttons = part('buttons');
  const choices = part('choices');
  const done = part('done');
  const message = part('message');
  if (!question || !buttons || !choices || !done || !message) return;

  const decide = (chosen: ConsentChoices, outcome: ConsentOutcome) => {
    setConsent(chosen);
    message.textContent = CONSENT_CONFIRMATION[outcome];
    question.hidden = true;
    banner.removeAttribute('aria-labelledby');
    banner.setAttribute('aria-label', 'Cookie consent');
    done.hidden = false;
    // The buttons are gone: move focus to the confirmation so it is not lost.
    done.focus();
  };

  banner.addEventListener('click', (event) => {
    const action = (event.target as Element | null)?.closest<HTMLElement>('[data-banner-action]')?.dataset
      .bannerAction;
    if (action === 'accept') decide(ACCEPT_ALL, 'accepted');
    else if (action === 'reject') decide(REJECT_ALL, 'rejected');
    else if (action === 'hide') banner.hidden = true;
    else if (action === 'choose') {
      buttons.hidden = true;
      choices.hidden = false;
      choices.querySelector<HTMLElement>('input')?.focus();
    }
  });
  choices.addEventListener('submit', (event) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    decide({ reviews: form.get('reviews') === 'yes', marketing: form.get('marketing') === 'yes' }, 'saved');
  });
  // The buttons were kept out of sight until now, so no click before this point went unanswered.
  banner.dataset.ready = '';
}
