import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { InspectPanelView } from './InspectPanelView';
import type { EventEntry, MachineEntry } from './store';

const machines: MachineEntry[] = [
  {
    sessionId: 'x:0',
    name: 'wizard',
    value: { check: 'otp' },
    context: { claimId: 'c-42', email: 'jane@example.com', passcode: '123456' },
    status: 'active',
  },
];

const events: EventEntry[] = [
  { seq: 1, at: 0, target: 'wizard', type: 'user.continue', event: { type: 'user.continue' } },
  {
    seq: 2,
    at: 1000,
    target: 'wizard',
    type: 'user.submitPasscode',
    event: { type: 'user.submitPasscode', passcode: '654321' },
  },
];

function Harness() {
  const [open, setOpen] = useState(true);
  const [reveal, setReveal] = useState(false);
  return (
    <InspectPanelView
      machines={machines}
      events={events}
      open={open}
      onOpenChange={setOpen}
      reveal={reveal}
      onRevealChange={setReveal}
    />
  );
}

afterEach(cleanup);

describe('machine inspector panel', () => {
  it('shows each running machine with its state, masking personal data by default', () => {
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'wizard: check.otp' })).toBeTruthy();
    const panel = screen.getByRole('complementary', { name: 'Machine inspector' });
    expect(panel.textContent).toContain('c-42');
    for (const secret of ['jane@example.com', '123456', '654321'])
      expect(panel.textContent).not.toContain(secret);
  });

  it('reveals personal data only after the toggle is ticked', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show personal data' }));
    const panel = screen.getByRole('complementary', { name: 'Machine inspector' });
    expect(panel.textContent).toContain('jane@example.com');
    expect(panel.textContent).toContain('654321');
  });

  it('lists recent events newest first', () => {
    render(<Harness />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(items[0]).toContain('user.submitPasscode');
    expect(items[1]).toContain('user.continue');
  });

  it('collapses to a button that says how many machines run', async () => {
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Machines (1)' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
