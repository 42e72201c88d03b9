import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/form/Button';
import { DateInput } from '../../ui/form/DateInput';
import { Fieldset } from '../../ui/form/Fieldset';
import type { FieldErrors } from '../../ui/form/FormPage';
import { Select } from '../../ui/form/Select';
import { StatusMessage } from '../../ui/form/StatusMessage';
import { TextInput } from '../../ui/form/TextInput';
import { fieldId } from '../../ui/form/fieldId';
import type { Address, AddressEntry } from './types';

/** The postcode finder's state, held by the wizard. */
export type AddressLookup =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; addresses: readonly Address[] }
  | { status: 'none' }
  | { status: 'failed' };

export const addressText = (address: Address) =>
  [address.addressLine1, address.addressLine2, address.city, address.postcode].filter(Boolean).join(', ');

const Finder = styled.div`
  margin-bottom: var(--space-4);
  padding: var(--space-3);
  background: var(--colour-surface);
`;

export interface AddressBlockProps {
  /** The wizard's answer this block fills: `currentAddress`, `previousAddresses.0`, … */
  name: string;
  legend: string;
  /** The address and, since lenders match an agreement by the address at the time, when they moved in. */
  value: AddressEntry;
  onChange: (entry: AddressEntry) => void;
  movedInLegend: string;
  /** The claimant's own current address: the browser may fill it in. */
  autofill?: boolean;
  lookup: AddressLookup;
  onFind: (postcode: string) => void;
  errors: FieldErrors;
}

function lookupMessage(lookup: AddressLookup): string | null {
  switch (lookup.status) {
    case 'searching':
      return 'Finding addresses…';
    case 'found':
      return `${lookup.addresses.length} ${lookup.addresses.length === 1 ? 'address' : 'addresses'} found`;
    case 'none':
      return 'We could not find any addresses for that postcode. Check it, or enter the address below.';
    case 'failed':
      return 'The address finder is not working at the moment. Enter the address below.';
    default:
      return null;
  }
}

/**
 * A postcode finder above the address fields. The fields are always there, so typing the address
 * by hand never depends on the finder; choosing a found address fills them in to check.
 */
export function AddressBlock(props: AddressBlockProps) {
  const { name, legend, value, onChange, movedInLegend, autofill = false, lookup, onFind, errors } = props;
  const key = (field: string) => `${name}.${field}`;
  const id = (field: string) => fieldId(key(field));
  const [postcode, setPostcode] = useState(value.address.postcode);
  const [choice, setChoice] = useState('');
  const set = (field: keyof Address) => (text: string) =>
    onChange({ ...value, address: { ...value.address, [field]: text } });
  const autoComplete = (token: string) => (autofill ? token : 'off');
  const found = lookup.status === 'found' ? lookup.addresses : [];

  return (
    <Fieldset legend={legend}>
      <Finder>
        <TextInput
          id={id('lookupPostcode')}
          label="Find the address by postcode"
          autoComplete="off"
          width={10}
          value={postcode}
          onChange={setPostcode}
          error={errors[key('lookupPostcode')]}
        />
        <Button
          variant="secondary"
          onClick={() => onFind(postcode)}
          aria-disabled={lookup.status === 'searching' || undefined}
        >
          Find address
        </Button>
        <StatusMessage>{lookupMessage(lookup)}</StatusMessage>
        {found.length > 0 && (
          <Select
            id={id('addressChoice')}
            label="Select the address"
            placeholder={`${found.length} ${found.length === 1 ? 'address' : 'addresses'} found`}
            options={found.map((address, index) => ({ value: String(index), label: addressText(address) }))}
            value={choice}
            onChange={(index) => {
              setChoice(index);
              const address = found[Number(index)];
              if (address) onChange({ ...value, address });
            }}
          />
        )}
      </Finder>
      <TextInput
        id={id('address.addressLine1')}
        label="Address line 1"
        autoComplete={autoComplete('address-line1')}
        value={value.address.addressLine1}
        onChange={set('addressLine1')}
        error={errors[key('address.addressLine1')]}
      />
      <TextInput
        id={id('address.addressLine2')}
        label="Address line 2 (optional)"
        autoComplete={autoComplete('address-line2')}
        value={value.address.addressLine2}
        onChange={set('addressLine2')}
        error={errors[key('address.addressLine2')]}
      />
      <TextInput
        id={id('address.city')}
        label="Town or city"
        autoComplete={autoComplete('address-level2')}
        width={20}
        value={value.address.city}
        onChange={set('city')}
        error={errors[key('address.city')]}
      />
      <TextInput
        id={id('address.postcode')}
        label="Postcode"
        autoComplete={autoComplete('postal-code')}
        width={10}
        value={value.address.postcode}
        onChange={set('postcode')}
        error={errors[key('address.postcode')]}
      />
      <DateInput
        id={id('movedIn')}
        legend={movedInLegend}
        hint="For example, 3 2019. A best guess is fine."
        monthYear
        value={{ day: '', ...value.movedIn }}
        onChange={({ month, year }) => onChange({ ...value, movedIn: { month, year } })}
        error={errors[key('movedIn')]}
      />
    </Fieldset>
  );
}

/** The address fields' error keys in page order, for the error summary. */
export const addressFieldOrder = (name: string) =>
  [
    'lookupPostcode',
    'address.addressLine1',
    'address.addressLine2',
    'address.city',
    'address.postcode',
    'movedIn',
  ].map((field) => `${name}.${field}`);
