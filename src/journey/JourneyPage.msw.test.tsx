import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLAIMANT_FAILURE_HAPPENED, RETRY_NEXT_STEPS } from '../../contract/failureWords';
import { WRONG_CODE_MESSAGE } from '../../machines/wizard/actions';
import { RATE_LIMITED_MESSAGE } from '../../mocks/gateway/check';
import { SAMPLE_RIGHT_CODE } from '../../mocks/gateway/fixtures';
import { gatewayHandler } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { stopJourney } from './actor';
import { stopRuntime } from './runtime';
import { JourneyAt } from './stories/JourneyAt';
import type { Variant } from './stories/storyPaths';
import { stepPath } from './steps/viewModel';

// The journey page on the real wizard and session, its gateway calls made over HTTP by the real
// client and answered by the MSW handlers the stories use (mocks/node.ts).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  stopJourney();
  stopRuntime();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Renders the journey at a state and waits for its section's views (later sections load lazily). */
async function journeyAt(wizardState: string, variant: Variant = 'default') {
  const user = userEvent.setup();
  const step = wizardState.split('.').slice(0, 2).join('.') as `${string}.${string}`;
  render(
    <MemoryRouter initialEntries={[stepPath(step)]}>
      <JourneyAt wizardState={wizardState} variant={variant} />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1 });
  return user;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const wizardState = () => document.querySelector('[data-wizard-state]')?.getAttribute('data-wizard-state');

describe('the journey page with the gateway answered by MSW', () => {
  it('moves on to the agreements the credit file holds after the right security code', async () => {
    const user = await journeyAt('check.otp.entering');
    expect(heading()).toBe('Check your phone');
    await user.type(screen.getByLabelText(/security code/i), '123 456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Which agreements/ })).toBeTruthy();
    // The gateway's sample agreements, as the handler answered them.
    expect(screen.getByText(/Black Horse/)).toBeTruthy();
    expect(wizardState()).toBe('check.agreements.choosing');
  });

  it('keeps the security code step with the field’s message after a code the gateway calls wrong', async () => {
    // The gateway client logs every failed call to the console, a refused code too.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(gatewayHandler({ check: 'wrongCode' }));
    const user = await journeyAt('check.otp.entering');
    await user.type(screen.getByLabelText(/security code/i), SAMPLE_RIGHT_CODE.replace('1', '9'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText(WRONG_CODE_MESSAGE, { exact: false })).length).toBeGreaterThan(0);
    expect(wizardState()).toBe('check.otp.entering');
    expect(logged).toHaveBeenCalled();
  });

  it('shows a failed call above the step with every answer kept, and tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(gatewayHandler({ check: 'serverError' }));
    const user = await journeyAt('check.otp.entering');
    await user.type(screen.getByLabelText(/security code/i), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    // The gateway's catch-all answer, in the claimant's words, with what to do next.
    expect(alert.textContent).toContain(CLAIMANT_FAILURE_HAPPENED.server);
    expect(alert.textContent).toContain(RETRY_NEXT_STEPS.server);
    expect(alert.textContent).not.toMatch(/gateway/i);
    expect(wizardState()).toBe('check.otp.failed');
    // The gateway answers again; Try again goes back to the code, as the machine says.
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your phone' })).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });

  it('shows only the gateway’s refusal once a corrected answer passes its own check', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(gatewayHandler({ check: 'rateLimited' }));
    const user = await journeyAt('check.otp.entering');
    const code = screen.getByLabelText(/security code/i);
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('The security code must be 6 numbers')).length).toBeGreaterThan(0);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(RATE_LIMITED_MESSAGE, { exact: false })).toBeTruthy();
    expect(wizardState()).toBe('check.otp.failed');
    // One problem on the page: the first try's message is gone from the summary and the field.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      expect.stringContaining(RATE_LIMITED_MESSAGE),
    ]);
    expect(screen.queryByText('The security code must be 6 numbers')).toBeNull();
    expect(screen.getAllByText('There is a problem')).toHaveLength(1);
    expect(logged).toHaveBeenCalled();
  });

  it('holds Continue while the gateway is slow, then moves on with its answer', async () => {
    server.use(gatewayHandler({ check: 'slow' }));
    await journeyAt('check.consent.initiating', 'loading');
    expect(wizardState()).toBe('check.consent.initiating');
    expect(heading()).toBe('Can we do a soft search of your credit file?');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your phone' }, { timeout: 8000 }),
    ).toBeTruthy();
  });
});
