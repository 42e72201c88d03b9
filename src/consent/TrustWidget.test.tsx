import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCEPT_ALL, REJECT_ALL } from './consent';
import { setConsent } from './store';
import { TrustWidget } from './TrustWidget';

const URL = 'https://widget.trustrating.example/widget.js';
const widgetScripts = () => [...document.querySelectorAll('script')].filter((s) => s.src === URL);

describe('the trust-rating widget', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    for (const s of widgetScripts()) s.remove();
  });

  it('shows the static rating and loads no script before consent', () => {
    render(<TrustWidget widgetUrl={URL} score="4.7 out of 5" count="1,200 reviews (sample)" />);
    expect(screen.getByText(/Rated 4.7 out of 5/)).toBeTruthy();
    expect(widgetScripts()).toHaveLength(0);
  });

  it('loads no script when the visitor rejects', () => {
    render(<TrustWidget widgetUrl={URL} score="4.7" count="1" />);
    act(() => setConsent(REJECT_ALL));
    expect(widgetScripts()).toHaveLength(0);
  });

  it('loads the script once the visitor accepts', () => {
    render(<TrustWidget widgetUrl={URL} score="4.7" count="1" />);
    act(() => setConsent(ACCEPT_ALL));
    expect(widgetScripts()).toHaveLength(1);
    expect(screen.getByTestId('trust-widget-slot')).toBeTruthy();
  });

  it('never loads a script for a brand without the widget', () => {
    act(() => setConsent(ACCEPT_ALL));
    render(<TrustWidget widgetUrl={null} score="4.6" count="1" />);
    expect(document.querySelectorAll('script[src*="trustrating"]')).toHaveLength(0);
    expect(screen.getByText(/Rated 4.6/)).toBeTruthy();
  });
});
