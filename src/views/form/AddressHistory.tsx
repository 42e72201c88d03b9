import { FormPage } from '../../ui/form/FormPage';
import { Radios } from '../../ui/form/Radios';
import { AddressBlock, type AddressLookup, addressFieldOrder } from './AddressBlock';
import { progressAt } from './sections';
import { stepTitles } from './titles';
import { type Address, type StepProps, emptyAddress } from './types';
import { useAnswers } from './useAnswers';

export interface AddressHistoryValues {
  /** Whether they have lived at the current address since the earliest agreement began. */
  livedThereSince: '' | 'yes' | 'no';
  previousAddress: Address;
  previousPreviousAddress: Address;
}

type Target = 'previousAddress' | 'previousPreviousAddress';

export interface AddressHistoryProps extends StepProps<AddressHistoryValues> {
  /** When the earliest chosen agreement started, in words: "March 2017". */
  since: string;
  lookups: Partial<Record<Target, AddressLookup>>;
  onFindAddress: (target: Target, postcode: string) => void;
}

const idle: AddressLookup = { status: 'idle' };

/** Lenders match an old agreement by the address at the time, so the history reaches back to it. */
export function AddressHistory(props: AddressHistoryProps) {
  const { values: initial, errors = {}, onContinue, since, lookups, onFindAddress, ...page } = props;
  const { values, set } = useAnswers(initial);
  const moved = values.livedThereSince === 'no';
  const submit = () =>
    onContinue(
      moved ? values : { ...values, previousAddress: emptyAddress, previousPreviousAddress: emptyAddress },
    );
  return (
    <FormPage
      title={stepTitles['address/history']}
      caption="Your address"
      errors={errors}
      fieldOrder={[
        'livedThereSince',
        ...addressFieldOrder('previousAddress'),
        ...addressFieldOrder('previousPreviousAddress'),
      ]}
      progress={progressAt('address')}
      onSubmit={submit}
      {...page}
    >
      <Radios
        id="livedThereSince"
        legend={`Have you lived at your current address since ${since}?`}
        hint="That is when your earliest car finance agreement started."
        inline
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        value={values.livedThereSince}
        onChange={(answer) => set('livedThereSince')(answer as AddressHistoryValues['livedThereSince'])}
        error={errors.livedThereSince}
      />
      {moved && (
        <>
          <AddressBlock
            name="previousAddress"
            legend="Your previous address"
            value={values.previousAddress}
            onChange={set('previousAddress')}
            lookup={lookups.previousAddress ?? idle}
            onFind={(postcode) => onFindAddress('previousAddress', postcode)}
            errors={errors}
          />
          <AddressBlock
            name="previousPreviousAddress"
            legend={`The address before that, if you moved more than once since ${since} (optional)`}
            value={values.previousPreviousAddress}
            onChange={set('previousPreviousAddress')}
            lookup={lookups.previousPreviousAddress ?? idle}
            onFind={(postcode) => onFindAddress('previousPreviousAddress', postcode)}
            errors={errors}
          />
        </>
      )}
    </FormPage>
  );
}
