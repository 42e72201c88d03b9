import { useEffect, useRef, useState } from 'react';

/**
 * The page's answers while the claimant edits them. Starts from the values the wizard holds, so
 * answers given before (or just submitted with errors) are never lost; `onDraft`, when given,
 * hears each edit, so what is typed can outlive a reload.
 */
export function useAnswers<V extends object>(initial: V, onDraft?: (values: V) => void) {
  const [values, setValues] = useState(initial);
  const opened = useRef(values);
  useEffect(() => {
    if (values !== opened.current) onDraft?.(values);
  }, [values, onDraft]);
  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  return { values, setValues, set };
}
