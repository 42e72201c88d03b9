import { describe, expect, it } from 'vitest';
import { sampleAgreements, sampleAnswers as a } from '../../../machines/wizard/fixtures';
import { answerThrough, createTestWizard, fakeWizardActors } from '../../../machines/wizard/testing';
import type { AddressEntry } from '../../../machines/wizard/context';
import { BRANDS } from '../../brands/table';
import type { AddressHistoryProps } from '../views/AddressHistory';
import type { CurrentAddressProps } from '../views/CurrentAddress';
import { addressHistoryStep, currentAddressStep } from './address';

type Snapshot = Parameters<typeof currentAddressStep.props>[0];
const currentProps = (snapshot: Snapshot) =>
  currentAddressStep.props(snapshot, BRANDS.Redress) as CurrentAddressProps;
const historyProps = (snapshot: Snapshot) =>
  addressHistoryStep.props(snapshot, BRANDS.Redress) as AddressHistoryProps;

const onFile = (addressLine1: string, postcode: string, movedIn: string): AddressEntry => ({
  address: { addressLine1, addressLine2: '', city: 'Leeds', postcode },
  movedIn,
});
const FILE = [
  onFile('4 New Road', 'LS1 4AP', '2021-09'),
  onFile('9 Mill Lane', 'LS6 2AB', '2014-02'),
  onFile('2 Low Lane', 'LS7 1AA', '2009-05'),
];

async function toCurrentAddress(addresses: AddressEntry[] = FILE) {
  const spies = fakeWizardActors();
  spies.verifyOtp.mockResolvedValue({ status: 'verified', agreements: sampleAgreements, addresses });
  const wizard = createTestWizard({ spies });
  const { actor } = wizard;
  await answerThrough(actor, 'otp');
  // North Finance, from May 2016: the history must reach back to it.
  actor.send({ type: 'user.continue', answers: { chosenAgreementIds: ['cf-1'], agreement: null } });
  return wizard;
}

describe('the address steps offer the credit file’s address history', () => {
  it('fills the current address and the month moved in from the file, and says so', async () => {
    const { actor, step } = await toCurrentAddress();
    expect(step()).toEqual({ section: 'address', step: 'current' });
    const props = currentProps(actor.getSnapshot());
    expect(props.fromCreditFile).toBe(true);
    expect(props.values.currentAddress).toEqual({
      address: FILE[0]?.address,
      movedIn: { month: '9', year: '2021' },
    });
  });

  it('offers the earlier addresses on the file as previous ones, most recent first, once the current one is confirmed', async () => {
    const { actor, step } = await toCurrentAddress();
    const confirmed = currentProps(actor.getSnapshot()).values;
    actor.send({ type: 'user.continue', answers: confirmed });
    expect(step()).toEqual({ section: 'address', step: 'history' });
    const props = historyProps(actor.getSnapshot());
    expect(props.fromCreditFile).toBe(true);
    expect(props.values.previousAddresses).toEqual([
      { address: FILE[1]?.address, movedIn: { month: '2', year: '2014' } },
      { address: FILE[2]?.address, movedIn: { month: '5', year: '2009' } },
    ]);
    // Confirmed as offered, they are the claim's history.
    actor.send({ type: 'user.continue', answers: props.values });
    expect(step()).toEqual({ section: 'sign', step: 'review' });
  });

  it('does not offer the address the claimant gave as current, nor one moved into after it', async () => {
    const { actor } = await toCurrentAddress();
    // The claimant moved again since the file was last updated: the file's "current" is now previous.
    actor.send({
      type: 'user.continue',
      answers: {
        currentAddress: {
          address: { addressLine1: '7 Park View', addressLine2: '', city: 'Leeds', postcode: 'LS8 1AA' },
          movedIn: { month: '3', year: '2024' },
        },
      },
    });
    const offered = historyProps(actor.getSnapshot()).values.previousAddresses;
    expect(offered.map((entry) => entry.address.addressLine1)).toEqual(['4 New Road', '9 Mill Lane']);
    const { actor: other } = await toCurrentAddress();
    other.send({
      type: 'user.continue',
      answers: {
        currentAddress: {
          address: { ...FILE[1]!.address, postcode: 'ls62ab' },
          movedIn: { month: '2', year: '2014' },
        },
      },
    });
    const rest = historyProps(other.getSnapshot()).values.previousAddresses;
    expect(rest[0].address.addressLine1).toBe('2 Low Lane');
  });

  it('shows what the claimant saved rather than the file, and nothing from a file without addresses', async () => {
    const { actor } = await toCurrentAddress([]);
    const props = currentProps(actor.getSnapshot());
    expect(props.fromCreditFile).toBe(false);
    expect(props.values.currentAddress.address.addressLine1).toBe('');
    actor.send({ type: 'user.continue', answers: a.recentAddress });
    actor.send({ type: 'user.continue', answers: a.history });
    actor.send({ type: 'user.change', section: 'address', step: 'history' });
    const saved = historyProps(actor.getSnapshot());
    expect(saved.fromCreditFile).toBe(false);
    expect(saved.values.previousAddresses[0].address.addressLine1).toBe('9 Mill Lane');
  });
});
