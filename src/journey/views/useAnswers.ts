import { useState } from 'react';

/**
 * The page's answers while the claimant edits them. Starts from the values the wizard holds, so
 * answers given before (or just submitted with errors) are never lost.
 */
export function useAnswers<V extends object>(initial: V) {
  const [values, setValues] = useState(initial);
  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  return { values, setValues, set };
}
