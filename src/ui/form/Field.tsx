import type { ChangeEvent, ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage';
import { FormGroup } from './FormGroup';
import { Hint } from './Hint';
import { Label } from './Label';
import { describedBy } from './fieldId';

/** The attributes that tie a control to its hint and error message. */
export interface Described {
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Another element the control is described by, read after the hint (e.g. a character count). */
  alsoDescribedBy?: string;
  /** The control, given the attributes that describe it; anything after it goes here too. */
  children: (described: Described) => ReactNode;
}

/** A field answered by typing or choosing one value: its label, hint, error and controlled value. */
export interface ValueFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled field: the label, hint and error above one control, which they describe. */
export function Field({ id, label, hint, error, alsoDescribedBy, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <FormGroup $error={Boolean(error)}>
      <Label htmlFor={id}>{label}</Label>
      {hint && hintId && <Hint id={hintId}>{hint}</Hint>}
      {error && errorId && <ErrorMessage id={errorId} message={error} />}
      {children({
        'aria-describedby': describedBy(hintId, alsoDescribedBy, errorId),
        'aria-invalid': error ? true : undefined,
      })}
    </FormGroup>
  );
}

/** What a ValueField gives its control: its id, value and change handler, and what describes it. */
export interface Control extends Described {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<{ value: string }>) => void;
}

type NativeOf<Props> = Omit<Props, keyof ValueFieldProps | 'children'>;

/**
 * A Field whose one control holds a text value (a text box, a select). Props other than the
 * field's own are the control's native attributes, handed to `children` as they came.
 */
export function ValueField<Native extends object>({
  children,
  ...props
}: ValueFieldProps & Native & { children: (control: Control, native: NativeOf<Native>) => ReactNode }) {
  const { id, label, hint, error, value, onChange, ...native } = props;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(described) =>
        children(
          { id, value, onChange: (event) => onChange(event.target.value), ...described },
          native as NativeOf<Native>,
        )
      }
    </Field>
  );
}
