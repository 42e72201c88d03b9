import { FormPage } from '../../ui/form/FormPage';
import { AddressBlock, type AddressLookup, addressFieldOrder } from './AddressBlock';
import { progressAt } from './sections';
import { stepTitles } from './titles';
import type { DatedAddress, StepProps } from './types';
import { useAnswers } from './useAnswers';

export interface AddressHistoryValues {
  previousAddress: DatedAddress;
  /** Optional: only needed when the previous address does not reach back far enough. */
  previousPreviousAddress: DatedAddress;
}

type Target = 'previousAddress' | 'previousPreviousAddress';

export interface AddressHistoryProps extends StepProps<AddressHistoryValues> {
  /** When the earliest chosen agreement started, in words: "March 2017". */
  since: string;
  lookups: Partial<Record<Target, AddressLookup>>;
  onFindAddress: (target: Target, postcode: string) => void;
}

const idle: AddressLookup = { status: 'idle' };

/**
 * Lenders match an old agreement by the address at the time, so the history reaches back to it.
 * The page is shown only when the current address does not reach back far enough.
 */
export function AddressHistory(props: AddressHistoryProps) {
  const { values: initial, errors = {}, onContinue, since, lookups, onFindAddress, ...page } = props;
  const { values, set } = useAnswers(initial);
  const block = (target: Target, legend: string) => (
    <AddressBlock
      name={target}
      legend={legend}
      value={values[target]}
      onChange={(address) => set(target)({ ...values[target], ...address })}
      lookup={lookups[target] ?? idle}
      onFind={(postcode) => onFindAddress(target, postcode)}
      errors={errors}
      movedIn={{
        value: values[target].movedIn,
        onChange: (movedIn) => set(target)({ ...values[target], movedIn }),
        legend: 'When did you move in there?',
      }}
    />
  );
  return (
    <FormPage
      title={stepTitles['address/history']}
      caption="Your address"
      errors={errors}
      fieldOrder={[...addressFieldOrder('previousAddress'), ...addressFieldOrder('previousPreviousAddress')]}
      progress={progressAt('address')}
      onSubmit={() => onContinue(values)}
      {...page}
    >
      <p>
        Your earliest car finance agreement started in {since}, before you moved to your current address.
        Lenders look for the address you had then, so tell us where you lived before.
      </p>
      {block('previousAddress', 'Your previous address')}
      {block(
        'previousPreviousAddress',
        `The address before that, if you moved more than once since ${since} (optional)`,
      )}
    </FormPage>
  );
}
