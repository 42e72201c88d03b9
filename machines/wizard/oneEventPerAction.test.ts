import { describe, expect, it } from 'vitest';
import { sampleAnswers as a } from './fixtures';
import {
  selectBusy,
  selectCanGoTo,
  selectFailed,
  selectLookupFailed,
  selectNoneFound,
  selectStepProblem,
} from './selectors';
import { createTestWizard, fakeWizardActors, flush } from './testing';

/** Each user action is one event: the sequences a page used to send are the machine's now. */
function toContact(spies = fakeWizardActors()) {
  const wizard = createTestWizard({ spies });
  wizard.actor.send({ type: 'user.continue' });
  wizard.actor.send({ type: 'user.continue', answers: a.details });
  wizard.actor.send({ type: 'user.continue', answers: a.dob });
  return wizard;
}

/** Contact, consent and the code sent: the agreements page, with the found agreements. */
async function toAgreements(spies = fakeWizardActors()) {
  const wizard = toContact(spies);
  const { actor } = wizard;
  actor.send({ type: 'user.continue', answers: a.contact });
  await flush();
  actor.send({ type: 'user.continue', answers: a.consent });
  await flush();
  actor.send({ type: 'user.continue', answers: a.otp });
  await flush();
  return wizard;
}

async function toAddress(spies = fakeWizardActors()) {
  const wizard = await toAgreements(spies);
  wizard.actor.send({ type: 'user.continue', answers: a.agreements });
  return wizard;
}

describe('Continue after a failed call', () => {
  it('sends the corrected answers at once and clears the failure', async () => {
    const spies = fakeWizardActors();
    spies.confirmUserExists.mockRejectedValueOnce(new Error('We could not reach our servers.'));
    const { actor, step } = toContact(spies);
    actor.send({ type: 'user.continue', answers: a.contact });
    await flush();
    expect(selectFailed(actor.getSnapshot())).toBe(true);
    expect(selectStepProblem(actor.getSnapshot())).toBe('We could not reach our servers.');
    actor.send({ type: 'user.continue', answers: { ...a.contact, email: 'sam.t@example.com' } });
    expect(selectBusy(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.gatewayError).toBeNull();
    await flush();
    expect(spies.confirmUserExists).toHaveBeenLastCalledWith({
      email: 'sam.t@example.com',
      phoneNumber: '+447911123456',
    });
    expect(step()).toEqual({ section: 'check', step: 'consent' });
  });

  it('shows the field errors of a refused answer instead of the failure', async () => {
    const spies = fakeWizardActors();
    spies.confirmUserExists.mockRejectedValueOnce(new Error('We could not reach our servers.'));
    const { actor } = toContact(spies);
    actor.send({ type: 'user.continue', answers: a.contact });
    await flush();
    actor.send({ type: 'user.continue', answers: { ...a.contact, email: 'not an email' } });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ start: { contact: 'editing' } });
    expect(selectFailed(snapshot)).toBe(false);
    expect(snapshot.context.gatewayError).toBeNull();
    expect(Object.keys(snapshot.context.fieldErrors)).toEqual(['email']);
  });

  it('submits a corrected signature from the failed submission', async () => {
    const spies = fakeWizardActors();
    spies.submitClaim.mockRejectedValueOnce(new Error('Service unavailable'));
    const { actor, step } = await toAddress(spies);
    actor.send({ type: 'user.continue', answers: a.longAddress });
    actor.send({ type: 'user.continue' });
    actor.send({ type: 'user.continue', answers: a.signature });
    await flush();
    expect(selectFailed(actor.getSnapshot())).toBe(true);
    actor.send({
      type: 'user.continue',
      answers: { signature: { kind: 'typed', value: 'Samantha Taylor' }, termsAccepted: true },
    });
    await flush();
    expect(step()).toEqual({ section: 'thankyou', step: 'done' });
    expect(actor.getSnapshot().context.answers.signature?.value).toBe('Samantha Taylor');
  });
});

describe('passcode: change your mobile number', () => {
  it('goes straight back to the contact details with one event', async () => {
    const { actor, step } = toContact();
    actor.send({ type: 'user.continue', answers: a.contact });
    await flush();
    actor.send({ type: 'user.continue', answers: a.consent });
    await flush();
    expect(step()).toEqual({ section: 'check', step: 'otp' });
    actor.send({ type: 'user.changeNumber' });
    expect(actor.getSnapshot().value).toEqual({ start: { contact: 'editing' } });
  });
});

describe('postcode lookup', () => {
  it('remembers which address asked, and says a failed lookup without leaving the page stuck', async () => {
    const spies = fakeWizardActors();
    spies.lookupAddress.mockRejectedValueOnce(new Error('The address finder is not working'));
    const { actor, step } = await toAddress(spies);
    expect(step()).toEqual({ section: 'address', step: 'current' });
    actor.send({ type: 'user.lookupPostcode', postcode: 'ls1 4dy', field: 'currentAddress' });
    expect(selectBusy(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.lookupFor).toBe('currentAddress');
    await flush();
    // The finder says it failed; the page's own Try again banner is for the other calls.
    expect(selectLookupFailed(actor.getSnapshot())).toBe(true);
    expect(selectFailed(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'user.lookupPostcode', postcode: 'ls1 4dy', field: 'currentAddress' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ address: { current: 'editing' } });
    expect(actor.getSnapshot().context.addressResults).toHaveLength(1);
  });

  it('takes an address typed by hand after a failed lookup', async () => {
    const spies = fakeWizardActors();
    spies.lookupAddress.mockRejectedValueOnce(new Error('The address finder is not working'));
    const { actor, step } = await toAddress(spies);
    actor.send({ type: 'user.lookupPostcode', postcode: 'ls1 4dy', field: 'currentAddress' });
    await flush();
    actor.send({ type: 'user.continue', answers: a.longAddress });
    expect(step()).toEqual({ section: 'sign', step: 'review' });
  });

  it('shows a postcode the finder cannot use by the address it was for', async () => {
    const { actor } = await toAddress();
    actor.send({ type: 'user.continue', answers: a.recentAddress });
    actor.send({ type: 'user.lookupPostcode', postcode: 'nowhere', field: 'previousAddresses.1' });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual([
      'previousAddresses.1.lookupPostcode',
    ]);
  });
});

describe('agreements: one Continue', () => {
  it('ignores an empty agreement form when agreements are ticked', async () => {
    const { actor, step } = await toAgreements();
    actor.send({
      type: 'user.continue',
      answers: { chosenAgreementIds: ['cf-1'], agreement: { lender: ' ', started: { month: '', year: '' } } },
    });
    expect(step()).toEqual({ section: 'address', step: 'current' });
    expect(actor.getSnapshot().context.answers.manualAgreements).toEqual([]);
  });

  it('shows what to correct in an agreement added by hand, under its own names', async () => {
    const { actor, step } = await toAgreements();
    actor.send({
      type: 'user.continue',
      answers: {
        chosenAgreementIds: ['cf-1'],
        agreement: { lender: 'Old Finance', started: { month: '13', year: '2015' } },
      },
    });
    expect(step()).toEqual({ section: 'check', step: 'agreements' });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['agreement.started']);
    // Nothing was kept from the refused answer.
    expect(actor.getSnapshot().context.answers.chosenAgreementIds).toEqual([]);
  });

  it('tags the none-found page', async () => {
    const spies = fakeWizardActors();
    spies.verifyOtp.mockResolvedValueOnce({ status: 'verified', agreements: [] });
    const { actor } = await toAgreements(spies);
    expect(selectNoneFound(actor.getSnapshot())).toBe(true);
  });
});

describe('the router asks before it moves', () => {
  it('says whether user.goTo would move the claimant', () => {
    const { actor } = toContact();
    const snapshot = actor.getSnapshot();
    expect(selectCanGoTo(snapshot, 'start.details')).toBe(true);
    expect(selectCanGoTo(snapshot, 'start.contact')).toBe(false); // already there
    expect(selectCanGoTo(snapshot, 'sign.review')).toBe(false); // not reached
    actor.send({ type: 'user.continue', answers: a.contact });
    // While the call is in flight the claimant stays.
    expect(selectCanGoTo(actor.getSnapshot(), 'start.details')).toBe(false);
  });
});
