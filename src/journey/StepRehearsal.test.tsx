import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StepKey } from '../../machines/wizard/steps';
import type { JourneyActor } from './actor';
import { StepRehearsal, forgetRehearsals, stepAfter } from './StepRehearsal';
import type { StepModel } from './steps/viewModel';

// The step after the one shown is rendered once, off the page, when the browser is idle
// (decision 243). The views here stand in for the journey's: they record what happened to them.
const seen: string[] = [];
const sent: unknown[] = [];

function StandIn({ step, onContinue }: { step: string; onContinue: () => void }) {
  useEffect(() => {
    seen.push(`mounted ${step}`);
    // A view whose effect calls back at once (the signature pad's "unavailable", say).
    onContinue();
    return () => void seen.push(`unmounted ${step}`);
  }, [step, onContinue]);
  return <h1>Rehearsed {step}</h1>;
}

function Throws(): never {
  throw new Error('this step cannot be shown from here');
}

const model = (step: string, view: 'stand-in' | 'throws' = 'stand-in'): StepModel => ({
  props: () => ({ step }),
  intents: ({ send }) => ({ onContinue: () => send({ type: 'user.continue' }) }),
  render: (data, callbacks) =>
    view === 'throws' ? (
      <Throws />
    ) : (
      <StandIn {...(data as { step: string })} {...(callbacks as { onContinue: () => void })} />
    ),
});

const models: Partial<Record<StepKey, StepModel>> = {
  'start.dob': model('start.dob'),
  'start.contact': model('start.contact'),
  'check.consent': model('check.consent', 'throws'),
  'address.history': model('address.history'),
};

const modelOf = (step: StepKey) => models[step] ?? null;

const actor = {
  getSnapshot: () => ({}),
  send: (event: unknown) => sent.push(event),
} as unknown as JourneyActor;

/** The browser's idle callbacks, run when the test says the browser is idle. */
let idle: Array<() => void> = [];
const becomeIdle = () =>
  act(() => {
    const due = idle;
    idle = [];
    for (const run of due) run();
  });

beforeEach(() => {
  seen.length = 0;
  sent.length = 0;
  idle = [];
  // Each test is a page of its own: what another test file's page rehearsed is forgotten.
  forgetRehearsals();
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    idle[handle - 1] = () => {};
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the step after the one shown', () => {
  it('is the next in the journey, never the existing-account sign-in or a thank-you page', () => {
    expect(stepAfter('start.intro')).toBe('start.details');
    expect(stepAfter('start.contact')).toBe('check.consent');
    expect(stepAfter('check.agreements')).toBe('address.current');
    expect(stepAfter('sign.review')).toBe('sign.signature');
    expect(stepAfter('sign.signature')).toBeNull();
    expect(stepAfter('thankyou.done')).toBeNull();
  });
});

describe('StepRehearsal (decision 243)', () => {
  it('renders the step after once the browser is idle, never on the page, and takes it away at the next idle moment', () => {
    const { container } = render(<StepRehearsal current="start.details" actor={actor} modelOf={modelOf} />);
    expect(seen).toEqual([]);

    becomeIdle();
    expect(seen).toEqual(['mounted start.dob']);
    // Rendered into an element that is not in the document: nothing to see, read or focus.
    expect(screen.queryByText('Rehearsed start.dob')).toBeNull();
    expect(container.textContent).toBe('');
    expect(document.body.textContent).not.toContain('Rehearsed');
    // Its callbacks reach nothing: the wizard hears no event from a rehearsal.
    expect(sent).toEqual([]);

    becomeIdle();
    expect(seen).toEqual(['mounted start.dob', 'unmounted start.dob']);
  });

  it('rehearses each step once in the page’s life', () => {
    const { rerender } = render(<StepRehearsal current="start.dob" actor={actor} modelOf={modelOf} />);
    becomeIdle();
    becomeIdle();
    expect(seen).toEqual(['mounted start.contact', 'unmounted start.contact']);

    // Back on the step before, and forward again: the step after is not rehearsed a second time.
    rerender(<StepRehearsal current="start.details" actor={actor} modelOf={modelOf} />);
    rerender(<StepRehearsal current="start.dob" actor={actor} modelOf={modelOf} />);
    becomeIdle();
    becomeIdle();
    expect(seen).toEqual(['mounted start.contact', 'unmounted start.contact']);
  });

  it('asks for no idle time when the claimant moves on first, and rehearses nothing whose views have not loaded', () => {
    const { rerender } = render(<StepRehearsal current="address.current" actor={actor} modelOf={modelOf} />);
    rerender(<StepRehearsal current="check.otp" actor={actor} modelOf={modelOf} />);
    becomeIdle();
    // address.history was called off; check.agreements' views are not loaded here.
    expect(seen).toEqual([]);
  });

  it('drops a rehearsal that fails: nothing shows and the page goes on', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <h1>How can we contact you?</h1>
        <StepRehearsal current="start.contact" actor={actor} modelOf={modelOf} />
      </main>,
    );
    becomeIdle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('How can we contact you?');
    expect(sent).toEqual([]);
    consoleError.mockRestore();
  });
});
