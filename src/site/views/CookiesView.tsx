import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Note, PageMain } from '../../ui/Page';

const Choice = styled.fieldset.withConfig({ componentId: 'CookiesView-Choice' })`
  border: 0;
  padding: 0;
  margin: 0 0 var(--space-4);
  legend {
    font-weight: 700;
  }
  label {
    display: inline-flex;
    gap: var(--space-2);
    align-items: center;
    margin-right: var(--space-4);
    min-height: 44px;
  }
  input {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
  }
`;

export interface CookieChoices {
  reviews: boolean;
  marketing: boolean;
}

export interface CookiesViewProps {
  /** The stored choices; null when the visitor has not decided (both start as "no"). */
  current: CookieChoices | null;
  saved: boolean;
  onSave: (choices: CookieChoices) => void;
}

const PURPOSES: { name: keyof CookieChoices; legend: string }[] = [
  { name: 'reviews', legend: 'Load the independent trust-rating widget (it sets its own cookies)?' },
  { name: 'marketing', legend: 'Remember which advert or link brought you here?' },
];

export function CookiesView({ current, saved, onSave }: CookiesViewProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSave({ reviews: form.get('reviews') === 'yes', marketing: form.get('marketing') === 'yes' });
  };
  return (
    <PageMain>
      <h1>Cookies</h1>
      {saved && <Note role="status">You’ve set your cookie preferences.</Note>}
      <p>
        We store a small amount of information in your browser. Some of it is essential; the rest is optional.
      </p>
      <h2>Essential storage</h2>
      <ul>
        <li>
          <code>redress_consent</code>: your cookie choices and the date you made them. Nothing personal.
        </li>
        <li>your claim’s progress and your sign-in session, so you can continue where you left off.</li>
      </ul>
      <h2>Optional storage</h2>
      <ul>
        <li>Reviews: the trust-rating widget is loaded from a third party only if you allow it.</li>
        <li>
          Marketing: the advert or link that brought you here (<code>referral_utmSource</code>,{' '}
          <code>referral_utmMedium</code>, <code>referral_utmCampaign</code>, <code>referral_adId</code>,{' '}
          <code>referral_referUrl</code>), kept only if you allow it and removed if you say no.
        </li>
      </ul>
      <h2>Change your cookie settings</h2>
      <form onSubmit={submit} key={JSON.stringify(current)}>
        {PURPOSES.map(({ name, legend }) => (
          <Choice key={name}>
            <legend>{legend}</legend>
            <label>
              <input type="radio" name={name} value="yes" defaultChecked={current?.[name] === true} /> Yes
            </label>
            <label>
              <input type="radio" name={name} value="no" defaultChecked={current?.[name] !== true} /> No
            </label>
          </Choice>
        ))}
        <Button type="submit">Save cookie settings</Button>
      </form>
      <p>If you withdraw consent, a widget already on the page goes away the next time a page loads.</p>
    </PageMain>
  );
}
