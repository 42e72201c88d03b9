import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressHistory, type AddressHistoryValues } from './AddressHistory';
import { CurrentAddress } from './CurrentAddress';
import { expectErrorSummary, expectStepPage, renderView, stepCallbacks } from '../../ui/testing';
import { emptyAddressEntry } from './types';

const address = { addressLine1: '1 High Street', addressLine2: '', city: 'Leeds', postcode: 'LS1 1AA' };
const home = { currentAddress: { address, movedIn: { month: '4', year: '2015' } } };
const blankHome = { currentAddress: emptyAddressEntry };

describe('CurrentAddress', () => {
  it('shows the address fields with autocomplete, prefilled, beside the postcode finder', () => {
    renderView(
      <CurrentAddress
        values={home}
        lookup={{ status: 'idle' }}
        onFindAddress={vi.fn()}
        {...stepCallbacks()}
      />,
    );
    expectStepPage('What is your current address?');
    expect(screen.getByLabelText<HTMLInputElement>('Address line 1').value).toBe('1 High Street');
    expect(screen.getByLabelText('Address line 1').getAttribute('autocomplete')).toBe('address-line1');
    expect(screen.getByLabelText('Address line 2 (optional)').getAttribute('autocomplete')).toBe(
      'address-line2',
    );
    expect(screen.getByLabelText('Town or city').getAttribute('autocomplete')).toBe('address-level2');
    expect(screen.getByLabelText('Postcode').getAttribute('autocomplete')).toBe('postal-code');
    expect(screen.getByRole('button', { name: 'Find address' })).toBeTruthy();
  });

  it('finds addresses by postcode as typed and fills the fields from the one chosen', async () => {
    const onFindAddress = vi.fn();
    const callbacks = stepCallbacks();
    const view = (lookup: Parameters<typeof CurrentAddress>[0]['lookup']) => (
      <CurrentAddress values={blankHome} lookup={lookup} onFindAddress={onFindAddress} {...callbacks} />
    );
    const { user, rerender } = renderView(view({ status: 'idle' }));
    await user.type(screen.getByLabelText('Find the address by postcode'), 'ls11aa');
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    expect(onFindAddress).toHaveBeenCalledWith('ls11aa');
    rerender(view({ status: 'found', addresses: [address, { ...address, addressLine1: '2 High Street' }] }));
    expect(screen.getByRole('status').textContent).toBe('2 addresses found');
    await user.selectOptions(screen.getByLabelText('Select the address'), '2 High Street, Leeds, LS1 1AA');
    expect(screen.getByLabelText<HTMLInputElement>('Address line 1').value).toBe('2 High Street');
    await user.type(screen.getByLabelText('Month'), '6');
    await user.type(screen.getByLabelText('Year'), '2020');
    expect(callbacks.onContinue).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(callbacks.onContinue).toHaveBeenCalledWith({
      currentAddress: {
        address: { ...address, addressLine1: '2 High Street' },
        movedIn: { month: '6', year: '2020' },
      },
    });
  });

  it('keeps manual entry when the finder finds nothing or fails', () => {
    const { rerender } = renderView(
      <CurrentAddress
        values={blankHome}
        lookup={{ status: 'none' }}
        onFindAddress={vi.fn()}
        {...stepCallbacks()}
      />,
    );
    expect(screen.getByRole('status').textContent).toMatch(/could not find any addresses/);
    expect(screen.getByLabelText('Address line 1')).toBeTruthy();
    rerender(
      <CurrentAddress
        values={blankHome}
        lookup={{ status: 'failed' }}
        onFindAddress={vi.fn()}
        {...stepCallbacks()}
      />,
    );
    expect(screen.getByRole('status').textContent).toMatch(/Enter the address below/);
    expect(screen.getByLabelText('Address line 1')).toBeTruthy();
  });

  it('links errors to the address fields', () => {
    const errors = {
      'currentAddress.address.postcode': 'Enter a real postcode, like SW1A 1AA',
      'currentAddress.address.addressLine1': 'Enter the first line of your address',
    };
    renderView(
      <CurrentAddress
        values={{ currentAddress: { ...home.currentAddress, address: { ...address, postcode: 'LS1' } } }}
        errors={errors}
        lookup={{ status: 'idle' }}
        onFindAddress={vi.fn()}
        {...stepCallbacks()}
      />,
    );
    expectErrorSummary(errors);
    expect(screen.getByLabelText<HTMLInputElement>('Postcode').value).toBe('LS1');
  });
});

describe('AddressHistory', () => {
  const blank: AddressHistoryValues = { previousAddresses: [emptyAddressEntry, emptyAddressEntry] };

  it('asks for the addresses before the current one, back to the earliest agreement', async () => {
    const callbacks = stepCallbacks();
    const { user } = renderView(
      <AddressHistory
        values={blank}
        since="March 2017"
        lookups={{}}
        onFindAddress={vi.fn()}
        {...callbacks}
      />,
    );
    expectStepPage('Your previous addresses');
    expect(screen.getByText(/started in March 2017/)).toBeTruthy();
    expect(screen.getAllByLabelText('Address line 1')).toHaveLength(2);
    await user.type(screen.getAllByLabelText('Address line 1')[0]!, '9 Mill Lane');
    await user.type(screen.getAllByLabelText('Year')[0]!, '2012');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(callbacks.onContinue).toHaveBeenCalledWith({
      previousAddresses: [
        {
          address: { ...emptyAddressEntry.address, addressLine1: '9 Mill Lane' },
          movedIn: { month: '', year: '2012' },
        },
        emptyAddressEntry,
      ],
    });
  });

  it('gives each previous address its own finder', async () => {
    const onFindAddress = vi.fn();
    const { user } = renderView(
      <AddressHistory
        values={blank}
        since="March 2017"
        lookups={{}}
        onFindAddress={onFindAddress}
        {...stepCallbacks()}
      />,
    );
    await user.type(screen.getAllByLabelText('Find the address by postcode')[1]!, 'M1 1AE');
    await user.click(screen.getAllByRole('button', { name: 'Find address' })[1]!);
    expect(onFindAddress).toHaveBeenCalledWith('previousAddresses.1', 'M1 1AE');
  });

  it('links errors on a previous address to its fields', () => {
    const errors = {
      'previousAddresses.0.address.addressLine1': 'Enter the first line of your previous address',
      'previousAddresses.0.movedIn': 'Enter the month and year you moved in',
    };
    renderView(
      <AddressHistory
        values={blank}
        errors={errors}
        since="March 2017"
        lookups={{}}
        onFindAddress={vi.fn()}
        {...stepCallbacks()}
      />,
    );
    expectErrorSummary(errors);
  });
});
