import { StepPage, useStep } from './StepPage';
import { AddressBlock, type AddressLookup, addressFieldOrder } from './AddressBlock';
import { CreditFileNote } from './CreditFileNote';
import type { AddressEntry, StepProps } from './types';

export interface CurrentAddressValues {
  currentAddress: AddressEntry;
}

export interface CurrentAddressProps extends StepProps<CurrentAddressValues> {
  lookup: AddressLookup;
  onFindAddress: (postcode: string) => void;
  /** The answer shown is the credit file's, for the claimant to confirm or change. */
  fromCreditFile?: boolean;
}

/** Prefilled from the credit file when it had one (WCAG 3.3.7): the claimant checks rather than retypes. */
export function CurrentAddress(props: CurrentAddressProps) {
  const { lookup, onFindAddress, fromCreditFile } = props;
  const { values, set, errors, form } = useStep(props);
  return (
    <StepPage step="address/current" fieldOrder={addressFieldOrder('currentAddress')} {...form}>
      <p>Lenders use your address to find your agreements, so check it is the one they would have now.</p>
      {fromCreditFile && <CreditFileNote />}
      <AddressBlock
        name="currentAddress"
        legend="Your current address"
        value={values.currentAddress}
        onChange={set('currentAddress')}
        movedInLegend="When did you move in?"
        autofill
        lookup={lookup}
        onFind={onFindAddress}
        errors={errors}
      />
    </StepPage>
  );
}
