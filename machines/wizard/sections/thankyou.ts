import { wizardSetup } from '../setup';
import { alsoWhenFailed, calling, passwordInput, reached, rejectInvalid, retry } from './shared';

const accountContinue = [rejectInvalid('thankyou.account'), { target: 'upgrading' }] as const;

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
            'user.continue': [...accountContinue],
            'user.back': { target: '#wizard.thankyou.done' },
          },
        },
        upgrading: {
          ...calling,
          invoke: {
            id: 'upgradeAccount',
            src: 'upgradeAccount',
            input: passwordInput,
            onDone: { target: 'created', actions: 'setAccountCreated' },
            onError: { target: 'failed', actions: 'setGatewayError' },
          },
        },
        failed: {
          tags: ['failed'],
          on: {
            'user.continue': [...alsoWhenFailed('editing', accountContinue)],
            'user.retry': retry('editing'),
          },
        },
        created: {},
      },
    },
  },
});
