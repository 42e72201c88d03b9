import type { InputHTMLAttributes, ReactNode } from 'react';
import { ValueField, type ValueFieldProps } from './Field';
import { Input, type InputWidth } from './Input';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'width'>;

export interface TextInputProps extends NativeProps, ValueFieldProps {
  width?: InputWidth;
  /** Extra content under the input, e.g. a typo suggestion. */
  after?: ReactNode;
}

/** A labelled text field. The value is controlled, so an error never clears what was typed. */
export function TextInput({ width, after, ...props }: TextInputProps) {
  return (
    <ValueField {...props}>
      {(control, native) => (
        <>
          <Input
            type="text"
            name={props.id}
            {...native}
            {...control}
            $width={width}
            $error={Boolean(props.error)}
          />
          {after}
        </>
      )}
    </ValueField>
  );
}
