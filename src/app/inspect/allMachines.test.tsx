import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { wizardMachine } from '../../../machines/wizard/wizardMachine';
import type { AuthAdapter, AuthUser } from '../../adapters/auth';
import type { ProfileStore } from '../../adapters/profile';
import { startReferral } from '../../journey/referralRuntime';
import { startSession } from '../../journey/session';
import { startBuildVersion } from '../../site/buildVersion';
import { BuildVersion } from '../BuildVersion';
import { createDevInspector } from './createDevInspector';
import InspectPanelAtPageEnd from './InspectPanel';

const guest: AuthUser = { uid: 'guest-1', isAnonymous: true, email: null };

/** Auth with nobody signed in; the guest sign-in succeeds. */
function sessionServices() {
  const auth = {
    onAuthUserChanged: (listener: (user: AuthUser | null) => void) => {
      queueMicrotask(() => listener(null));
      return () => undefined;
    },
    signInAnonymously: () => Promise.resolve(guest),
  } as unknown as AuthAdapter;
  return {
    auth,
    profiles: {} as ProfileStore,
    gateway: {
      setUserContactDetails: vi.fn(),
      upgradeAccount: vi.fn(),
      sendEmailVerification: vi.fn(),
      resumeProgress: vi.fn(),
      callExtension: vi.fn(),
    },
  };
}

/** The dev server's answers for the `dev` build (scripts/vite-build-manifest.mjs). */
function devBuildFiles(url: string): Response {
  const body = url.startsWith('/builds/latest.json')
    ? { id: 'dev', timestamp: 1 }
    : { id: 'dev', timestamp: 1, prerendered: [], routeRules: { '/**': { prerender: false } } };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

async function openPanel(count: number) {
  const toggle = await screen.findByRole('button', { name: `Machines (${count})` }, { timeout: 5000 });
  await userEvent.click(toggle);
  const panel = screen.getByRole('complementary', { name: 'Machine inspector' });
  return within(panel)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent?.split(':')[0])
    .sort();
}

const stops: (() => void)[] = [];

beforeEach(() => {
  vi.stubEnv('VITE_BUILD_ID', 'dev');
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => Promise.resolve(devBuildFiles(url))),
  );
});

afterEach(() => {
  act(() => stops.splice(0).forEach((stop) => stop()));
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('the machine panel in a development build', () => {
  it('lists all four machines of the app (wizard, auth, referral, build version) while they run', async () => {
    const { unmount } = render(<InspectPanelAtPageEnd />);
    const router = createMemoryRouter([{ path: '/', element: <BuildVersion /> }]);
    const app = render(<RouterProvider router={router} />);
    stops.push(() => app.unmount(), unmount);

    const wizard = createActor(wizardMachine, { inspect: createDevInspector() }).start();
    const session = startSession(sessionServices(), { inspect: createDevInspector() });
    const referral = startReferral();
    stops.push(
      () => wizard.stop(),
      () => session.stop(),
      () => referral.stop(),
    );

    expect(await openPanel(4)).toEqual(['auth', 'buildVersion', 'referral', 'wizard']);
  });

  it('drops a machine from the list when it stops', async () => {
    const { unmount } = render(<InspectPanelAtPageEnd />);
    stops.push(unmount);
    const referral = startReferral();
    await screen.findByRole('button', { name: 'Machines (1)' }, { timeout: 5000 });
    act(() => referral.stop());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Machines (0)' })).toBeTruthy());
  });

  it("lists a content page's build-version watcher", async () => {
    const { unmount } = render(<InspectPanelAtPageEnd />);
    stops.push(unmount);
    const watcher = await startBuildVersion('dev');
    expect(watcher).toBeDefined();
    stops.push(() => watcher?.stop());
    expect(await openPanel(1)).toEqual(['buildVersion']);
  });

  it('sits at the end of the page, after its content, not over it', () => {
    document.body.innerHTML = '<main><p>Page content</p></main><footer>Footer</footer>';
    const { unmount } = render(<InspectPanelAtPageEnd />, { container: document.querySelector('main')! });
    stops.push(unmount);
    const panel = screen.getByRole('complementary', { name: 'Machine inspector' });
    expect(document.body.lastElementChild?.contains(panel)).toBe(true);
    expect(getComputedStyle(panel).position).toBe('static');
  });
});
