import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { STORY_HANDLER, storyDeskAuth, storyDeskGateway } from '../../../stories/desk/desk';
import { GatewayError } from '../../adapters/gateway';
import { renderView } from '../../ui/testing';
import { DeskLayoutContainer } from './DeskLayoutContainer';
import { useDeskSession } from './DeskContext';
import type { DeskGateway } from '../adapters/deskGateway';
import { provideDeskSession, reportingSessionEnd, sessionEndOf } from '../adapters/deskMachines';

const refusal = (reason: string, code = 'functions/permission-denied') =>
  new GatewayError('invalid-input', 'Sign in to the desk again.', {
    functionName: 'deskListClaims',
    code,
    reason,
    details: { reason },
  });

/** A desk page that lists claims once it opens, as the claims page's machine does. */
function ListingPage() {
  const { gateway } = useDeskSession();
  useEffect(() => {
    gateway.listClaims({ workspace: 'Redress' } as never).catch(() => undefined);
  }, [gateway]);
  return <h1>Claims</h1>;
}

function renderDesk(gateway: DeskGateway) {
  const signOut = vi.fn(() => Promise.resolve());
  const auth = { ...storyDeskAuth({ signedIn: STORY_HANDLER }), signOut };
  // The desk's header line links its pages, as inside the app's router.
  renderView(
    <MemoryRouter initialEntries={['/desk']}>
      <DeskLayoutContainer sessionMachine={provideDeskSession(auth)} gateway={gateway} brandName="Redress">
        <ListingPage />
      </DeskLayoutContainer>
    </MemoryRouter>,
  );
  return { signOut };
}

describe('the desk when the gateway ends the session', () => {
  it.each(['session-expired', 'second-factor-required', 'session-revoked'])(
    'signs out on a page’s %s refusal and the sign-in page says the session has ended',
    async (reason) => {
      const { signOut } = renderDesk({
        ...storyDeskGateway,
        listClaims: () => Promise.reject(refusal(reason)),
      });
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the desk' });
      expect(screen.getByRole('status').textContent).toBe('Your session has ended. Sign in again.');
      expect(signOut).toHaveBeenCalledTimes(1);
    },
  );

  it('stays signed in when a call fails for any other reason', async () => {
    const listClaims = vi.fn(() => Promise.reject(refusal('workspace')));
    const { signOut } = renderDesk({ ...storyDeskGateway, listClaims });
    await screen.findByRole('heading', { level: 1, name: 'Claims' });
    await vi.waitFor(() => expect(listClaims).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Claims');
    expect(signOut).not.toHaveBeenCalled();
  });
});

describe('the desk gateway’s report of an ended session', () => {
  it('reports only the refusals that end a session, and still fails the call', async () => {
    expect(sessionEndOf(refusal('session-expired'))).toBe('session-expired');
    expect(sessionEndOf(refusal('second-factor-required'))).toBe('second-factor-required');
    expect(sessionEndOf(refusal('session-revoked'))).toBe('session-revoked');
    expect(sessionEndOf(refusal('staff-only'))).toBeNull();
    expect(sessionEndOf(new Error('session-expired'))).toBeNull();
    const ended = vi.fn();
    const gateway = reportingSessionEnd(
      { ...storyDeskGateway, openClaim: () => Promise.reject(refusal('session-expired')) },
      ended,
    );
    await expect(gateway.openClaim('c1')).rejects.toMatchObject({ reason: 'session-expired' });
    expect(ended).toHaveBeenCalledWith('session-expired');
  });
});
