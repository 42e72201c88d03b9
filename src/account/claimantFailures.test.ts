// A failed call, from what the callable throws to what the claimant reads (decision 283): the
// gateway client's error, through the machine of each claimant page, never in the gateway's words.
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  CLAIMANT_FAILURE_HAPPENED,
  RETRY_NEXT_STEPS,
  claimantFailure,
  type ServiceFailureKind,
} from '../../contract/failureWords';
import { FIRMS } from '../../contract/firms';
import {
  INTERNAL_MESSAGE,
  PASSWORD_CHECK_UNAVAILABLE_MESSAGE,
} from '../../functions/src/lib/gatewayMessages';
import { anonymousUser } from '../../machines/auth/fixtures';
import { selectLoginProblem } from '../../machines/auth/selectors';
import { createTestAuth } from '../../machines/auth/testing';
import { myDataMachine } from '../../machines/claims/myDataMachine';
import { run as yourClaims } from '../../machines/claims/yourClaimsTesting';
import { sampleAnswers as a } from '../../machines/wizard/fixtures';
import { selectStepProblem, selectStepProblemNextStep } from '../../machines/wizard/selectors';
import { createTestWizard, fakeWizardActors, flush } from '../../machines/wizard/testing';
import { toGatewayError } from '../adapters/gatewayError';

/** What the callable throws for each kind of failure that is not the claimant's doing. */
const THROWN: [ServiceFailureKind, unknown][] = [
  ['network', new TypeError('Failed to fetch')],
  ['timeout', { code: 'functions/deadline-exceeded', message: 'deadline-exceeded' }],
  ['unavailable', { code: 'functions/unavailable', message: `${PASSWORD_CHECK_UNAVAILABLE_MESSAGE} [503]` }],
  ['server', { code: 'functions/internal', message: `${INTERNAL_MESSAGE} [500]` }],
];

/** What a claimant must never read: the gateway, a callable's code or status word, a stack. */
const NOT_FOR_CLAIMANTS = /gateway|functions\/|\binternal\b|\n\s+at\s|\[\d{3}\]/i;

describe.each(THROWN)('a %s failure', (kind, thrown) => {
  const error = () => toGatewayError(thrown, 'someCall');

  it('on Your claims: the claimant’s sentence with the brand’s firm, when the claims cannot be read', async () => {
    const { actor, settled } = yourClaims({ workspace: 'SGUK', claims: () => Promise.reject(error()) });
    await settled();
    const { problem } = actor.getSnapshot().context;
    expect(problem).toBe(claimantFailure(kind, { workspace: 'SGUK' }));
    expect(problem).toContain(FIRMS.SGUK.phone);
    expect(problem).not.toMatch(NOT_FOR_CLAIMANTS);
  });

  it('on Your data: the claimant’s sentence with the brand’s firm, when the copy cannot be made', async () => {
    const actor = createActor(
      myDataMachine.provide({
        actors: {
          loadMyData: fromPromise(() => Promise.reject(error())),
          requestDeletion: fromPromise(() => Promise.reject(error())),
          withdrawDeletion: fromPromise(() => Promise.reject(error())),
        },
      }),
      { input: { workspace: 'Complex365' } },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().context.problem).not.toBeNull());
    const { problem } = actor.getSnapshot().context;
    expect(problem).toBe(claimantFailure(kind, { workspace: 'Complex365' }));
    expect(problem).toContain(FIRMS.Complex365.email);
    expect(problem).not.toMatch(NOT_FOR_CLAIMANTS);
  });

  it('on /login: the claimant’s sentence with the brand’s firm, when a sign-in link cannot be asked for', async () => {
    const test = createTestAuth();
    test.actor.send({ type: 'app.started' });
    test.report({ type: 'auth.changed', user: anonymousUser });
    test.spies.sendSignInLink.mockRejectedValueOnce(error());
    test.actor.send({ type: 'user.requestSignInLink', email: 'sam@example.com' });
    await vi.waitFor(() => expect(test.actor.getSnapshot().context.error).not.toBeNull());
    const problem = selectLoginProblem(test.actor.getSnapshot(), { workspace: 'Redress' });
    expect(problem).toBe(claimantFailure(kind, { workspace: 'Redress' }));
    expect(problem).toContain(FIRMS.Redress.phone);
    expect(problem).not.toMatch(NOT_FOR_CLAIMANTS);
  });

  it('on a step of the claim: what happened in the claimant’s words, and what to do next', async () => {
    const spies = fakeWizardActors();
    spies.confirmUserExists.mockRejectedValue(error());
    const { actor } = createTestWizard({ spies });
    for (const answers of [undefined, a.details, a.dob, a.contact])
      actor.send({ type: 'user.continue', answers });
    await flush();
    expect(selectStepProblem(actor.getSnapshot())).toBe(CLAIMANT_FAILURE_HAPPENED[kind]);
    expect(selectStepProblemNextStep(actor.getSnapshot())).toBe(RETRY_NEXT_STEPS[kind]);
    expect(selectStepProblem(actor.getSnapshot())).not.toMatch(NOT_FOR_CLAIMANTS);
  });
});
