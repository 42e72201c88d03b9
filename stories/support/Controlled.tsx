import { useState } from 'react';

interface ControlledProps<T> {
  initial: T;
  children: (value: T, onChange: (next: T) => void) => React.ReactNode;
}

/** Holds a controlled input's value so a designer can type into a story. */
export function Controlled<T>({ initial, children }: ControlledProps<T>) {
  const [value, setValue] = useState(initial);
  return <>{children(value, setValue)}</>;
}
