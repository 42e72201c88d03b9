import { assign, setup } from 'xstate';
import type { Referral } from '../../contract/referral';
import { parseReferral } from './parse';

export interface ReferralContext {
  /**
   * The referral captured from the landing URL, kept in memory until the visitor's marketing
   * consent lets it be stored. A claim carries only what consent let be stored (decision 250).
   */
  referral: Referral | null;
}

export type ReferralEvent =
  /** Every navigation, with the full current URL. */
  | { type: 'router.navigated'; url: string }
  /** The visitor accepted non-essential storage (or had accepted on an earlier visit). */
  | { type: 'consent.accepted' }
  | { type: 'consent.rejected' };

const storeCaptured = {
  type: 'storeReferral',
  params: ({ context }: { context: ReferralContext }) => ({ referral: context.referral! }),
} as const;

/**
 * Referral capture (spec section 4). Capture happens at once; writing to
 * local storage waits for consent (PECR), and rejecting consent removes what was stored.
 */
export const referralMachine = setup({
  types: { context: {} as ReferralContext, events: {} as ReferralEvent },
  guards: {
    carriesReferral: ({ event }) => event.type === 'router.navigated' && parseReferral(event.url) !== null,
    hasCapturedReferral: ({ context }) => context.referral !== null,
  },
  actions: {
    captureReferral: assign(({ event }) => ({
      referral: event.type === 'router.navigated' ? parseReferral(event.url) : null,
    })),
    /** Removes every referral_* key; src/ supplies the storage. */
    clearReferral: () => undefined,
    /** Writes the referral under the referral_* keys; src/ supplies the storage. */
    storeReferral: (_, _params: { referral: Referral }) => undefined,
  },
}).createMachine({
  id: 'referral',
  context: { referral: null },
  initial: 'awaitingConsent',
  states: {
    awaitingConsent: {
      on: {
        'router.navigated': { guard: 'carriesReferral', actions: 'captureReferral' },
        'consent.accepted': [
          { guard: 'hasCapturedReferral', target: 'consented', actions: ['clearReferral', storeCaptured] },
          { target: 'consented' },
        ],
        'consent.rejected': { target: 'declined', actions: 'clearReferral' },
      },
    },
    consented: {
      on: {
        'router.navigated': {
          guard: 'carriesReferral',
          actions: ['captureReferral', 'clearReferral', storeCaptured],
        },
        'consent.rejected': { target: 'declined', actions: 'clearReferral' },
      },
    },
    declined: {
      on: {
        'router.navigated': { guard: 'carriesReferral', actions: 'captureReferral' },
        'consent.accepted': [
          { guard: 'hasCapturedReferral', target: 'consented', actions: ['clearReferral', storeCaptured] },
          { target: 'consented' },
        ],
      },
    },
  },
});

export type ReferralMachine = typeof referralMachine;

/** The referral captured in this tab, whether or not consent has let it be stored. */
export const selectReferral = (snapshot: { context: ReferralContext }): Referral | null =>
  snapshot.context.referral;
