import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorMessage } from './ErrorMessage';
import { Fieldset } from './Fieldset';
import { FormGroup } from './FormGroup';
import { Hint } from './Hint';
import { Input } from './Input';
import { Label } from './Label';
import { describedBy } from './fieldId';

export interface DateParts {
  /** '' where only the month and year are asked. */
  day: string;
  month: string;
  year: string;
}

export interface DateInputProps {
  /** The day input takes this id, so an error summary link lands on the first box. */
  id: string;
  legend: ReactNode;
  legendHidden?: boolean;
  hint?: ReactNode;
  error?: string;
  value: DateParts;
  onChange: (value: DateParts) => void;
  /** Date of birth: the browser may fill it in from the bday-* autocomplete tokens. */
  birthday?: boolean;
  /** Month and year only (when someone moved in): the month box then takes the id. */
  monthYear?: boolean;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
`;

const Part = styled.div`
  label {
    font-weight: 400;
  }
`;

const parts = [
  { key: 'day', label: 'Day', width: 2 },
  { key: 'month', label: 'Month', width: 2 },
  { key: 'year', label: 'Year', width: 4 },
] as const;

/**
 * Three separate boxes, as GOV.UK recommends for dates people know. Focus never jumps on its
 * own from one box to the next: that surprises keyboard and screen-reader users.
 */
export function DateInput({
  id,
  legend,
  legendHidden,
  hint,
  error,
  value,
  onChange,
  birthday,
  monthYear,
}: DateInputProps) {
  const shown = monthYear ? parts.filter((part) => part.key !== 'day') : parts;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <FormGroup $error={Boolean(error)}>
      <Fieldset
        legend={legend}
        legendHidden={legendHidden}
        role="group"
        describedBy={describedBy(hintId, errorId)}
      >
        {hint && hintId && <Hint id={hintId}>{hint}</Hint>}
        {error && errorId && <ErrorMessage id={errorId} message={error} />}
        <Row>
          {shown.map((part, index) => {
            const inputId = index === 0 ? id : `${id}-${part.key}`;
            return (
              <Part key={part.key}>
                <Label htmlFor={inputId}>{part.label}</Label>
                <Input
                  id={inputId}
                  name={`${id}-${part.key}`}
                  type="text"
                  inputMode="numeric"
                  autoComplete={birthday ? `bday-${part.key}` : undefined}
                  value={value[part.key]}
                  onChange={(event) => onChange({ ...value, [part.key]: event.target.value })}
                  aria-invalid={error ? true : undefined}
                  $width={part.width}
                  $error={Boolean(error)}
                />
              </Part>
            );
          })}
        </Row>
      </Fieldset>
    </FormGroup>
  );
}
