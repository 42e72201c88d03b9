import { wizardSetup } from '../setup';
import { reached, rejectInvalid, retry, whileBusy } from './shared';

export const thankyouSection = wizardSetup.createStateConfig({
  initial: 'done',
  states: {
    done: {
      entry: reached('thankyou.done'),
      on: { 'user.continue': { target: 'account' } },
    },
    account: {
      entry: reached('thankyou.account'),
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.continue': [rejectInvalid('thankyou.account'), { target: 'upgrading' }],
            'user.back': { target: '#wizard.thankyou.done' },
          },
        },
        upgrading: {
          on: whileBusy,
          invoke: {
            id: 'upgradeAccount',
            src: 'upgradeAccount',
            input: ({ event }) => ({
              password:
                event.type === 'user.continue'
                  ? String((event.answers as { password: string }).password)
                  : '',
            }),
            onDone: { target: 'created', actions: 'setAccountCreated' },
            onError: { target: 'failed', actions: 'setGatewayError' },
          },
        },
        failed: { on: { 'user.retry': retry('editing') } },
        created: {},
      },
    },
  },
});
