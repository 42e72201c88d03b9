import { DateInput } from '../../ui/form/DateInput';
import { Fieldset } from '../../ui/form/Fieldset';
import type { FieldErrors } from '../../ui/form/FormPage';
import { TextInput } from '../../ui/form/TextInput';
import { emptyMonthYear, type MonthYear } from './types';

/** An agreement the credit file did not show, added by hand, as the wizard's `agreement` answer. */
export interface ManualAgreement {
  lender: string;
  /** The month and year it started; a best guess is fine. */
  started: MonthYear;
  /** The car, as the claimant remembers it; optional. */
  vehicle?: string;
}

export const emptyManualAgreement: ManualAgreement = { lender: '', started: emptyMonthYear, vehicle: '' };

export const manualFieldOrder = ['agreement.lender', 'agreement.started', 'agreement.vehicle'] as const;

export interface ManualAgreementFieldsProps {
  value: ManualAgreement;
  onChange: (value: ManualAgreement) => void;
  errors: FieldErrors;
}

export function ManualAgreementFields({ value, onChange, errors }: ManualAgreementFieldsProps) {
  return (
    <Fieldset legend="Add an agreement by hand">
      <TextInput
        id="agreement-lender"
        label="Lender or finance company"
        hint="The company you made your payments to, for example Black Horse or Close Brothers."
        value={value.lender}
        onChange={(lender) => onChange({ ...value, lender })}
        error={errors['agreement.lender']}
      />
      <DateInput
        id="agreement-started"
        legend="When did the agreement start?"
        hint="For example, 6 2016. A best guess is fine."
        monthYear
        value={{ day: '', ...value.started }}
        onChange={({ month, year }) => onChange({ ...value, started: { month, year } })}
        error={errors['agreement.started']}
      />
      <TextInput
        id="agreement-vehicle"
        label="The car (optional)"
        hint="The make and model, and the registration if you know it. For example, Ford Focus AB12 CDE."
        value={value.vehicle ?? ''}
        onChange={(vehicle) => onChange({ ...value, vehicle })}
        error={errors['agreement.vehicle']}
      />
    </Fieldset>
  );
}
