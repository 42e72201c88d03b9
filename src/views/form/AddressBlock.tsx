import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/form/Button';
import { DateInput } from '../../ui/form/DateInput';
import { Fieldset } from '../../ui/form/Fieldset';
import type { FieldErrors } from '../../ui/form/FormPage';
import { Select } from '../../ui/form/Select';
import { StatusMessage } from '../../ui/form/StatusMessage';
import { TextInput } from '../../ui/form/TextInput';
import type { Address, MonthYear } from './types';

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
  /** '' for the current address, 'previousAddress' etc. for the history. */
  name: string;
  legend: string;
  value: Address;
  onChange: (address: Address) => void;
  lookup: AddressLookup;
  onFind: (postcode: string) => void;
  errors: FieldErrors;
  /** When they moved in: lenders match an agreement by the address at the time it started. */
  movedIn?: { value: MonthYear; onChange: (value: MonthYear) => void; legend: string };
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
  const { name, legend, value, onChange, lookup, onFind, errors, movedIn } = props;
  const key = (field: string) => (name ? `${name}.${field}` : field);
  const id = (field: string) => (name ? `${name}-${field}` : field);
  const [postcode, setPostcode] = useState(value.postcode);
  const [choice, setChoice] = useState('');
  const set = (field: keyof Address) => (text: string) => onChange({ ...value, [field]: text });
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
              if (address) onChange(address);
            }}
          />
        )}
      </Finder>
      <TextInput
        id={id('addressLine1')}
        label="Address line 1"
        autoComplete={name ? 'off' : 'address-line1'}
        value={value.addressLine1}
        onChange={set('addressLine1')}
        error={errors[key('addressLine1')]}
      />
      <TextInput
        id={id('addressLine2')}
        label="Address line 2 (optional)"
        autoComplete={name ? 'off' : 'address-line2'}
        value={value.addressLine2}
        onChange={set('addressLine2')}
        error={errors[key('addressLine2')]}
      />
      <TextInput
        id={id('city')}
        label="Town or city"
        autoComplete={name ? 'off' : 'address-level2'}
        width={20}
        value={value.city}
        onChange={set('city')}
        error={errors[key('city')]}
      />
      <TextInput
        id={id('postcode')}
        label="Postcode"
        autoComplete={name ? 'off' : 'postal-code'}
        width={10}
        value={value.postcode}
        onChange={set('postcode')}
        error={errors[key('postcode')]}
      />
      {movedIn && (
        <DateInput
          id={id('movedIn')}
          legend={movedIn.legend}
          hint="For example, 3 2019. A best guess is fine."
          monthYear
          value={{ day: '', ...movedIn.value }}
          onChange={({ month, year }) => movedIn.onChange({ month, year })}
          error={errors[key('movedIn')]}
        />
      )}
    </Fieldset>
  );
}

/** The address fields' error keys in page order, for the error summary. */
export const addressFieldOrder = (name: string) =>
  ['lookupPostcode', 'addressLine1', 'addressLine2', 'city', 'postcode', 'movedIn'].map((field) =>
    name ? `${name}.${field}` : field,
  );
