import { StepPage, useStep } from './StepPage';
import { AddressBlock, type AddressLookup, addressFieldOrder } from './AddressBlock';
import { CreditFileNote } from './CreditFileNote';
import type { AddressEntry, StepProps } from './types';

export interface AddressHistoryValues {
  /** The previous address and, optionally, the one before it (left blank when not needed). */
  previousAddresses: [AddressEntry, AddressEntry];
}

/** The answer each block fills. */
export type HistoryField = 'previousAddresses.0' | 'previousAddresses.1';

export interface AddressHistoryProps extends StepProps<AddressHistoryValues> {
  /** When the earliest chosen agreement started, in words: "March 2017". */
  since: string;
  lookups: Partial<Record<HistoryField, AddressLookup>>;
  onFindAddress: (field: HistoryField, postcode: string) => void;
  /** The addresses shown are the credit file's, for the claimant to confirm or change. */
  fromCreditFile?: boolean;
}

const idle: AddressLookup = { status: 'idle' };

/**
 * Lenders match an old agreement by the address at the time, so the history reaches back to it.
 * The page is shown only when the current address does not reach back far enough.
 */
export function AddressHistory(props: AddressHistoryProps) {
  const { since, lookups, onFindAddress, fromCreditFile } = props;
  const { values, setValues, errors, form } = useStep(props);
  const block = (index: 0 | 1, legend: string) => {
    const field: HistoryField = `previousAddresses.${index}`;
    return (
      <AddressBlock
        name={field}
        legend={legend}
        value={values.previousAddresses[index]}
        onChange={(entry) =>
          setValues((current) => {
            const previousAddresses: AddressHistoryValues['previousAddresses'] = [
              ...current.previousAddresses,
            ];
            previousAddresses[index] = entry;
            return { ...current, previousAddresses };
          })
        }
        movedInLegend="When did you move in there?"
        lookup={lookups[field] ?? idle}
        onFind={(postcode) => onFindAddress(field, postcode)}
        errors={errors}
      />
    );
  };
  return (
    <StepPage
      step="address/history"
      fieldOrder={[...addressFieldOrder('previousAddresses.0'), ...addressFieldOrder('previousAddresses.1')]}
      {...form}
    >
      <p>
        Your earliest car finance agreement started in {since}, before you moved to your current address.
        Lenders look for the address you had then, so tell us where you lived before.
      </p>
      {fromCreditFile && <CreditFileNote plural />}
      {block(0, 'Your previous address')}
      {block(1, `The address before that, if you moved more than once since ${since} (optional)`)}
    </StepPage>
  );
}
