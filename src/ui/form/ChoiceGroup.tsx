import type { ReactNode } from 'react';
import { Choice, ChoiceHint, ChoiceList } from './Choice';
import { ErrorMessage } from './ErrorMessage';
import { Fieldset } from './Fieldset';
import { FormGroup } from './FormGroup';
import { Hint } from './Hint';
import { describedBy } from './fieldId';
import { type Option, optionId } from './options';

/** What a question answered from a list of options (checkboxes or radios) shows. */
export interface ChoiceQuestion {
  id: string;
  legend: ReactNode;
  legendHidden?: boolean;
  hint?: ReactNode;
  error?: string;
  options: readonly Option[];
}

export interface ChoiceGroupProps extends ChoiceQuestion {
  type: 'checkbox' | 'radio';
  inline?: boolean;
  isChecked: (value: string) => boolean;
  onPick: (value: string, checked: boolean) => void;
}

/** The fieldset both Checkboxes and Radios draw: legend, hint, error, then one input per option. */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { id, legend, legendHidden, hint, error, options, type, inline, isChecked, onPick } = props;
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
                  type={type}
                  id={inputId}
                  name={id}
                  value={option.value}
                  checked={isChecked(option.value)}
                  onChange={(event) => onPick(option.value, event.target.checked)}
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
