// The lender's determination under the redress scheme, as a handler records it from the lender's
// letter (decision 259): props only. The outcome first; the remedy and sums for redress, the reason
// for none, each revealed under its outcome as GOV.UK's conditional radios do.
import { useState, type FormEvent } from 'react';
import {
  NO_REDRESS_REASONS,
  NO_REDRESS_REASON_WORDS,
  SCHEME_REMEDIES,
  SCHEME_REMEDY_WORDS,
} from '../../../../contract/lifecycle/events';
import type { DeterminationField, TypedDetermination } from '../../../../machines/desk/determination';
import { Button } from '../../../ui/form/Button';
import { Radios } from '../../../ui/form/Radios';
import { TextInput } from '../../../ui/form/TextInput';
import type { DeskClaimPageParts } from './claimPageParts';

const sentence = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

export interface DeterminationFormProps {
  parts: DeskClaimPageParts;
  complaintId: string;
  label: string;
  busy: boolean;
  fieldErrors: Record<string, string>;
  onRecordDetermination: (complaintId: string, typed: TypedDetermination) => void;
}

/** One complaint's determination form, kept as typed until the gateway has recorded it. */
export function DeterminationForm({
  parts,
  complaintId,
  label,
  busy,
  fieldErrors,
  onRecordDetermination,
}: DeterminationFormProps) {
  const [typed, setTyped] = useState<TypedDetermination>(parts.noDetermination);
  const id = (field: DeterminationField) => parts.fieldIds.determination(complaintId, field);
  const set = (field: DeterminationField) => (value: string) => setTyped((t) => ({ ...t, [field]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onRecordDetermination(complaintId, typed);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Radios
        id={id('outcome')}
        legend="What did the lender determine?"
        hint="From the lender’s redress determination letter or file"
        options={parts.determinationOutcomes.map((value) => ({
          value,
          label: parts.determinationOutcomeWords[value],
        }))}
        value={typed.outcome}
        onChange={set('outcome')}
        error={fieldErrors[id('outcome')]}
      />
      {typed.outcome === 'redress' && (
        <>
          <Radios
            id={id('remedy')}
            legend="Which remedy did the lender use?"
            options={SCHEME_REMEDIES.map((value) => ({ value, label: sentence(SCHEME_REMEDY_WORDS[value]) }))}
            value={typed.remedy}
            onChange={set('remedy')}
            error={fieldErrors[id('remedy')]}
          />
          <TextInput
            id={id('amount')}
            label="The total sum offered, in pounds"
            hint="Compensatory interest included. For example, 1834.20"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            width={10}
            value={typed.amount}
            onChange={set('amount')}
            error={fieldErrors[id('amount')]}
          />
          <TextInput
            id={id('interest')}
            label="The compensatory interest within it, in pounds"
            hint="Enter 0 if the letter gives none"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            width={10}
            value={typed.interest}
            onChange={set('interest')}
            error={fieldErrors[id('interest')]}
          />
        </>
      )}
      {typed.outcome === 'noRedress' && (
        <Radios
          id={id('reason')}
          legend="Why does the lender say no redress is due?"
          options={NO_REDRESS_REASONS.map((value) => ({
            value,
            label: sentence(NO_REDRESS_REASON_WORDS[value]),
          }))}
          value={typed.reason}
          onChange={set('reason')}
          error={fieldErrors[id('reason')]}
        />
      )}
      <Button type="submit" disabled={busy} aria-disabled={busy}>
        {label}
      </Button>
    </form>
  );
}
