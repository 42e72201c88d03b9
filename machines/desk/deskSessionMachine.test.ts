import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { DESK_IDLE_MS } from './deskSessionMachine';
import { DESK_SIGN_IN_MESSAGES } from './messages';
import { handler, settled, start } from './deskSessionTesting';

describe('a session the gateway has ended', () => {
  it.each(['session-expired', 'second-factor-required'] as const)(
    'signs out on a %s refusal and says the session has ended',
    async (reason) => {
      const { actor, calls } = start({ restore: handler });
      await settled(actor);
      actor.send({ type: 'desk.sessionEnded', reason });
      await settled(actor);
      expect(calls.signOut).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().hasTag('password')).toBe(true);
      expect(actor.getSnapshot().context.staff).toBeNull();
      expect(actor.getSnapshot().context.notice).toBe('Your session has ended. Sign in again.');
      // Signing in again clears it.
      actor.send({ type: 'user.signIn', email: 'h@firm.example', password: 'secret words' });
      expect(actor.getSnapshot().context.notice).toBeNull();
    },
  );

  it('ignores the report when nobody is signed in', async () => {
    const { actor, calls } = start({});
    await settled(actor);
    actor.send({ type: 'desk.sessionEnded', reason: 'session-expired' });
    expect(calls.signOut).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('signs out after 30 minutes without activity, saying why; activity in any desk tab restarts the clock', async () => {
    const clock = new SimulatedClock();
    const { actor, calls } = start({ restore: handler, clock });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    clock.increment(DESK_IDLE_MS - 1_000);
    actor.send({ type: 'desk.activity' });
    clock.increment(DESK_IDLE_MS - 1_000);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(calls.signOut).not.toHaveBeenCalled();
    clock.increment(1_000);
    await settled(actor);
    expect(calls.signOut).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('password')).toBe(true);
    expect(actor.getSnapshot().context.staff).toBeNull();
    expect(actor.getSnapshot().context.notice).toBe(DESK_SIGN_IN_MESSAGES.idle);
  });
});
