import { Fieldset } from '../../ui/form/Fieldset';
import type { FieldErrors } from '../../ui/form/FormPage';
import { TextInput } from '../../ui/form/TextInput';

/** An agreement the credit file did not show, added by hand. */
export interface ManualAgreement {
  lender: string;
  startYear: string;
  /** Optional: make and model, if they remember it. */
  vehicle: string;
}

export const emptyManualAgreement: ManualAgreement = { lender: '', startYear: '', vehicle: '' };

export const manualFieldOrder = ['draft.lender', 'draft.startYear', 'draft.vehicle'] as const;

export interface ManualAgreementFieldsProps {
  value: ManualAgreement;
  onChange: (value: ManualAgreement) => void;
  errors: FieldErrors;
}

export function ManualAgreementFields({ value, onChange, errors }: ManualAgreementFieldsProps) {
  const set = (key: keyof ManualAgreement) => (text: string) => onChange({ ...value, [key]: text });
  return (
    <Fieldset legend="Add an agreement by hand">
      <TextInput
        id="draft-lender"
        label="Lender or finance company"
        hint="The company you made your payments to, for example Black Horse or Close Brothers."
        value={value.lender}
        onChange={set('lender')}
        error={errors['draft.lender']}
      />
      <TextInput
        id="draft-startYear"
        label="Year the agreement started"
        hint="For example, 2016. A best guess is fine."
        inputMode="numeric"
        width={4}
        value={value.startYear}
        onChange={set('startYear')}
        error={errors['draft.startYear']}
      />
      <TextInput
        id="draft-vehicle"
        label="Car make and model (optional)"
        value={value.vehicle}
        onChange={set('vehicle')}
        error={errors['draft.vehicle']}
      />
    </Fieldset>
  );
}
