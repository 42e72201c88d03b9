import type { ReactNode } from 'react';
import { Choice, ChoiceHint, ChoiceList } from './Choice';
import { ErrorMessage } from './ErrorMessage';
import { Fieldset } from './Fieldset';
import { FormGroup } from './FormGroup';
import { Hint } from './Hint';
import { describedBy } from './fieldId';
import { type Option, optionId } from './options';

export interface CheckboxesProps {
  id: string;
  legend: ReactNode;
  legendHidden?: boolean;
  hint?: ReactNode;
  error?: string;
  options: readonly Option[];
  /** The ticked values; empty by default, since consent is never assumed. */
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export function Checkboxes({
  id,
  legend,
  legendHidden,
  hint,
  error,
  options,
  value,
  onChange,
}: CheckboxesProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const toggle = (choice: string, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== choice), choice] : value.filter((v) => v !== choice));
  return (
    <FormGroup $error={Boolean(error)}>
      <Fieldset legend={legend} legendHidden={legendHidden} describedBy={describedBy(hintId, errorId)}>
        {hint && hintId && <Hint id={hintId}>{hint}</Hint>}
        {error && errorId && <ErrorMessage id={errorId} message={error} />}
        <ChoiceList>
          {options.map((option, index) => {
            const inputId = optionId(id, index);
            const optionHintId = option.hint ? `${inputId}-item-hint` : undefined;
            return (
              <Choice key={option.value}>
                <input
                  type="checkbox"
                  id={inputId}
                  name={id}
                  value={option.value}
                  checked={value.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  aria-describedby={optionHintId}
                />
                <div>
                  <label htmlFor={inputId}>{option.label}</label>
                  {option.hint && <ChoiceHint id={optionHintId}>{option.hint}</ChoiceHint>}
                </div>
              </Choice>
            );
          })}
        </ChoiceList>
      </Fieldset>
    </FormGroup>
  );
}
