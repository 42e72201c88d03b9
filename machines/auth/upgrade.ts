import { assertEvent } from 'xstate';
import { authSetup } from './setup';
import { settleOnUser } from './transitions';

// The upgrade region: a guest's contact details saved, and a password set on the account (a
// guest's upgraded, or a registered account's own email set again). Targets are the session's
// states (authMachine.ts).

/** A password set for the contact details given: the guest linked to an account, then its mobile saved. */
export const upgradingState = authSetup.createStateConfig({
  tags: ['authenticating'],
  initial: 'linking',
  states: {
    linking: {
      entry: {
        type: 'rememberContact',
        params: ({ event }) => {
          assertEvent(event, 'user.upgrade');
          return { email: event.profile!.email, phoneNumber: event.profile!.phoneNumber };
        },
      },
      invoke: {
        id: 'upgradeAnonymous',
        src: 'upgradeAnonymous',
        input: ({ context, event }) => {
          assertEvent(event, 'user.upgrade');
          return {
            email: context.pendingContact!.email,
            password: event.password,
            ...(event.currentPassword ? { currentPassword: event.currentPassword } : {}),
          };
        },
        onDone: {
          target: 'savingPhone',
          actions: { type: 'setUser', params: ({ event }) => event.output },
        },
        // Back to the session the claimant had: a guest, or their account unchanged.
        onError: [...settleOnUser('setErrorFromEvent')],
      },
    },
    savingPhone: {
      invoke: {
        id: 'saveUpgradedContact',
        src: 'saveContactDetails',
        input: ({ context }) => context.pendingContact!,
        // The account now has a password: signed in, unless the password sign-in waits for
        // its email to be confirmed (an unconfirmed sign-in setting its password again).
        onDone: [
          { guard: 'isUnconfirmedUser', target: '#auth.session.unconfirmed' },
          { target: '#auth.session.authenticated' },
        ],
        onError: [
          {
            guard: 'isUnconfirmedUser',
            target: '#auth.session.unconfirmed',
            actions: 'setErrorFromEvent',
          },
          { target: '#auth.session.authenticated', actions: 'setErrorFromEvent' },
        ],
      },
    },
  },
});

/** The contact details saved for the signed-in user. */
export const savingContactDetailsState = authSetup.createStateConfig({
  tags: ['authenticating'],
  invoke: {
    id: 'saveContactDetails',
    src: 'saveContactDetails',
    input: ({ event }) => {
      assertEvent(event, 'user.setContactDetails');
      return { email: event.email, phoneNumber: event.phoneNumber };
    },
    onDone: [...settleOnUser([])],
    onError: [...settleOnUser('setErrorFromEvent')],
  },
});
