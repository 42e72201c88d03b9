// The desk's code steps share one form (signing in with a second factor, and enrolling a mobile or
// an authenticator app): a 6-digit security code, the page's errors on it, and the ways out. Each
// step gives its words; views take props.
import { useState, type ReactNode } from 'react';
import type { DeskFieldErrors } from '../../../machines/desk/deskSessionMachine';
import { FormPage } from '../../ui/form/FormPage';
import { StatusMessage } from '../../ui/form/StatusMessage';
import { TextInput } from '../../ui/form/TextInput';

/** The page's errors: each field's own, and a problem with the step as a whole on its first field. */
export function signInErrors(
  fieldErrors: DeskFieldErrors,
  problem: string | null,
  firstField: keyof DeskFieldErrors,
): Record<string, string> {
  const errors = Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return problem && Object.keys(errors).length === 0 ? { [firstField]: problem } : errors;
}

export interface DeskCodeFormProps {
  brandName: string;
  title: string;
  caption: string;
  /** The field's label (default "Security code") and its hint. */
  label?: string;
  hint: string;
  fieldErrors: DeskFieldErrors;
  problem: string | null;
  /** News for the page, announced ("We sent a security code to …"); none for a step without. */
  notice?: string | null;
  /** Checking the code, or sending one. */
  busy: boolean;
  /** False while what the code depends on is being made (the authenticator app's key). */
  ready?: boolean;
  /** The ways out under the button. */
  secondary: ReactNode;
  onSubmitCode: (code: string) => void;
  /** What the page says above the field. */
  children?: ReactNode;
}

export function DeskCodeForm(props: DeskCodeFormProps) {
  const { brandName, title, fieldErrors, problem, notice, busy, ready = true } = props;
  const [code, setCode] = useState('');
  const errors = signInErrors(fieldErrors, problem, 'code');
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <>
      <title>{`${hasErrors ? 'Error: ' : ''}${title} – ${brandName}`}</title>
      <FormPage
        title={title}
        caption={props.caption}
        errors={hasErrors ? errors : undefined}
        fieldOrder={['code']}
        notice={notice === undefined ? undefined : <StatusMessage>{notice}</StatusMessage>}
        onSubmit={() => props.onSubmitCode(code)}
        submitLabel={busy ? 'Checking…' : 'Continue'}
        busy={busy || !ready}
        secondary={props.secondary}
      >
        {props.children}
        <TextInput
          id="code"
          label={props.label ?? 'Security code'}
          hint={props.hint}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          width={5}
          value={code}
          onChange={setCode}
          error={errors.code}
        />
      </FormPage>
    </>
  );
}
