import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleAgreements } from '../../machines/wizard/fixtures';
import { answerThrough, createTestWizard, fakeWizardActors } from '../../machines/wizard/testing';
import { clearPersonalData, createSafeStorage, sessionStore, type StorageLike } from '../adapters/storage';
import { DRAFT_KEY, basisOf, readDraft, saveDraft } from './drafts';
import { forgetSnapshot } from './persistence';
import { StepContainer } from './StepContainer';
import { stepModels } from './steps';

function memoryStore() {
  const items = new Map<string, string>();
  const like: StorageLike = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
  return { items, store: createSafeStorage(() => like) };
}

const Schema = v.strictObject({ lender: v.string() });

afterEach(() => {
  cleanup();
  sessionStore.remove(DRAFT_KEY);
});

describe('what was typed on a page and not yet sent', () => {
  it('comes back for the same page while the wizard still holds the answers it was typed over', () => {
    const { store } = memoryStore();
    const basis = basisOf({ lender: '' });
    expect(saveDraft('check.agreements', basis, { lender: 'Black Ho' }, store)).toBe(true);
    expect(readDraft('check.agreements', basis, Schema, store)).toEqual({ lender: 'Black Ho' });
  });

  it('is dropped for another page, after an answer was saved, or when it does not fit the page', () => {
    for (const [step, basis, values] of [
      ['address.current', basisOf({ lender: '' }), { lender: 'x' }],
      ['check.agreements', basisOf({ lender: 'Saved' }), { lender: 'x' }],
      ['check.agreements', basisOf({ lender: '' }), { lender: 7 }],
    ] as const) {
      const { store, items } = memoryStore();
      saveDraft(step, basisOf({ lender: '' }), values, store);
      expect(readDraft('check.agreements', basis, Schema, store)).toBeNull();
      expect(items.has(DRAFT_KEY)).toBe(false);
    }
    const { store, items } = memoryStore();
    items.set(DRAFT_KEY, '{not json');
    expect(readDraft('check.agreements', basisOf({ lender: '' }), Schema, store)).toBeNull();
    expect(items.has(DRAFT_KEY)).toBe(false);
  });

  it('goes when the journey is forgotten or the claimant signs out', () => {
    const { store, items } = memoryStore();
    saveDraft('address.current', '""', { lender: 'x' }, store);
    forgetSnapshot(store);
    expect(items.has(DRAFT_KEY)).toBe(false);
    saveDraft('address.current', '""', { lender: 'x' }, store);
    clearPersonalData([store]);
    expect(items.has(DRAFT_KEY)).toBe(false);
  });
});

describe('an address page reloaded', () => {
  it('shows again what was typed before Continue, and the wizard gets it only on Continue', async () => {
    const spies = fakeWizardActors();
    spies.verifyOtp.mockResolvedValue({ status: 'verified', agreements: sampleAgreements, addresses: [] });
    const { actor, step } = createTestWizard({ spies });
    await answerThrough(actor, 'agreements');
    expect(step()).toEqual({ section: 'address', step: 'current' });

    const page = () => (
      <StepContainer
        model={stepModels['address.current']}
        actor={actor}
        focusHeading={false}
        leave={() => undefined}
      />
    );
    const user = userEvent.setup();
    render(page());
    await user.type(screen.getByLabelText('Address line 1'), '12 Typed Street');
    await user.type(screen.getByLabelText('Year'), '2019');
    expect(actor.getSnapshot().context.answers.currentAddress).toBeNull();
    cleanup();

    render(page());
    expect(screen.getByLabelText<HTMLInputElement>('Address line 1').value).toBe('12 Typed Street');
    expect(screen.getByLabelText<HTMLInputElement>('Year').value).toBe('2019');
  });
});
