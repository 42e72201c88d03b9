import { describe, expect, it } from 'vitest';
import { COMPLAINT_EVENT_TYPES } from './lifecycle/events';
import { COMPLAINT_STATES } from './lifecycle/states';
import { ClaimStatusSchema } from './responses';
import {
  CLAIM_STATUS_WORDS,
  COMPLAINT_EVENT_LABELS,
  COMPLAINT_EVENT_WORDS,
  COMPLAINT_STATE_LABELS,
  COMPLAINT_STATE_WORDS,
  DESK_CLAIM_STATUS_LABELS,
} from './statusWords';

const claimantWords = [
  ...Object.values(CLAIM_STATUS_WORDS),
  ...Object.values(COMPLAINT_STATE_WORDS),
  ...Object.values(COMPLAINT_EVENT_WORDS),
];

/** The names a claimant's words may capitalise after their first word. */
const PROPER_NOUNS = ['Financial Ombudsman Service'];

describe('status words (decision 270)', () => {
  it('names every claim status, complaint state and event for the claimant and for the desk', () => {
    for (const status of ClaimStatusSchema.options) {
      expect(CLAIM_STATUS_WORDS[status]).toBeTruthy();
      expect(DESK_CLAIM_STATUS_LABELS[status]).toBeTruthy();
    }
    for (const state of COMPLAINT_STATES) {
      expect(COMPLAINT_STATE_WORDS[state]).toBeTruthy();
      expect(COMPLAINT_STATE_LABELS[state]).toBeTruthy();
    }
    for (const type of COMPLAINT_EVENT_TYPES) {
      expect(COMPLAINT_EVENT_WORDS[type]).toBeTruthy();
      expect(COMPLAINT_EVENT_LABELS[type]).toBeTruthy();
    }
  });

  it('writes the claimant’s words in sentence case, with no full stop, as GOV.UK writes a status', () => {
    for (const words of claimantWords) {
      const rest = PROPER_NOUNS.reduce((text, name) => text.replace(name, ''), words.slice(1));
      expect(words[0], words).toMatch(/[A-Z]/);
      expect(rest, words).not.toMatch(/\b[A-Z]/);
      expect(words, words).not.toMatch(/\.$/);
    }
  });

  it('keeps the firm’s internal terms out of the claimant’s words', () => {
    for (const words of claimantWords) {
      expect(words, words).not.toMatch(
        /acknowledg|prepared|redress is due|rejected|respond by|payment received/i,
      );
    }
    expect(COMPLAINT_STATE_WORDS.prepared).toBe('We are getting your complaint ready to send');
    expect(COMPLAINT_STATE_WORDS.acknowledged).toBe('The lender has received your complaint');
  });

  it('says who did each thing on the claimant’s timeline: we, you or the lender', () => {
    for (const type of COMPLAINT_EVENT_TYPES) {
      expect(COMPLAINT_EVENT_WORDS[type], type).toMatch(/^(We|You|The lender) /);
    }
  });

  it('keeps the desk’s precise words for case handlers', () => {
    expect(COMPLAINT_STATE_LABELS.prepared).toBe('Prepared, not yet sent to the lender');
    expect(COMPLAINT_EVENT_LABELS['handler.recordPayment']).toBe('Payment received');
    expect(DESK_CLAIM_STATUS_LABELS['in-progress']).toBe('In progress');
  });
});
