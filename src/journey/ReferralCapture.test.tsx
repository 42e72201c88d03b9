import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readReferral } from '../adapters/referralStorage';
import { sessionStore, WIZARD_SNAPSHOT_KEY } from '../adapters/storage';
import { ACCEPT_ALL, CONSENT_KEY } from '../consent/consent';
import { setConsent } from '../consent/store';
import { HydrateFallback } from '../root';
import { clientLoader } from './routes/form';
import { stopJourney } from './actor';
import { FormRoute } from './formRoute.testing';
import { resetJourneyCore } from './gate';
import { ReferralCapture } from './ReferralCapture';

/** The app's root (referral capture on every page) over the journey's start section. */
function landOn(address: string) {
  window.history.replaceState(null, '', address);
  const router = createBrowserRouter([
    {
      path: '/',
      HydrateFallback,
      element: (
        <>
          <ReferralCapture />
          <Outlet />
        </>
      ),
      children: [
        { id: 'form-start-id', path: 'form/start/:id?', loader: clientLoader as never, Component: FormRoute },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.remove(WIZARD_SNAPSHOT_KEY);
  resetJourneyCore();
});

afterEach(() => {
  cleanup();
  stopJourney();
  resetJourneyCore();
  localStorage.removeItem(CONSENT_KEY);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('referral capture on the journey’s first page (spec section 4)', () => {
  it('keeps the landing address’s UTM parameters when /form/start becomes /form/start/intro', async () => {
    const router = landOn('/form/start?utm_source=x&utm_campaign=y');
    await screen.findByRole('heading', { level: 1, name: /Claim for car finance commission/ });
    // The intro shows its own address, without the query string.
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/start/intro'));
    expect(window.location.search).toBe('');

    // The claimant accepts additional cookies on the banner.
    setConsent(ACCEPT_ALL);

    await waitFor(() => expect(readReferral()).toMatchObject({ utmSource: 'x', utmCampaign: 'y' }));
  });
});
