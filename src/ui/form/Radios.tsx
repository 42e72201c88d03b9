import type { ReactNode } from 'react';
import { Choice, ChoiceHint, ChoiceList } from './Choice';
import { ErrorMessage } from './ErrorMessage';
import { Fieldset } from './Fieldset';
import { FormGroup } from './FormGroup';
import { Hint } from './Hint';
import { describedBy } from './fieldId';
import { type Option, optionId } from './options';

export interface RadiosProps {
  id: string;
  legend: ReactNode;
  legendHidden?: boolean;
  hint?: ReactNode;
  error?: string;
  options: readonly Option[];
  /** '' when nothing is chosen: no answer is ever preselected. */
  value: string;
  onChange: (value: string) => void;
  inline?: boolean;
}

export function Radios({
  id,
  legend,
  legendHidden,
  hint,
  error,
  options,
  value,
  onChange,
  inline,
}: RadiosProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <FormGroup $error={Boolean(error)}>
      <Fieldset legend={legend} legendHidden={legendHidden} describedBy={describedBy(hintId, errorId)}>
        {hint && hintId && <Hint id={hintId}>{hint}</Hint>}
        {error && errorId && <ErrorMessage id={errorId} message={error} />}
        <ChoiceList $inline={inline}>
          {options.map((option, index) => {
            const inputId = optionId(id, index);
            const optionHintId = option.hint ? `${inputId}-item-hint` : undefined;
            return (
              <Choice key={option.value}>
                <input
                  type="radio"
                  id={inputId}
                  name={id}
                  value={option.value}
                  checked={value === option.value}
                  onChange={() => onChange(option.value)}
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
