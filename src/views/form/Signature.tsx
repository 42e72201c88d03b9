import { useState } from 'react';
import { Checkboxes } from '../../ui/form/Checkboxes';
import { FormPage } from '../../ui/form/FormPage';
import { Radios } from '../../ui/form/Radios';
import { type CreatePad, SignaturePad } from '../../ui/form/SignaturePad';
import { TextInput } from '../../ui/form/TextInput';
import type { FeeSchedule } from './fees';
import { Prose } from './Prose';
import { progressAt } from './sections';
import { SigningTerms } from './SigningTerms';
import { stepTitles } from './titles';
import type { StepProps } from './types';
import { useAnswers } from './useAnswers';

/** As the wizard takes it: the signature (typed name or SVG data URL of the drawing) and the terms. */
export interface SignatureValues {
  signature: { kind: 'typed' | 'drawn'; value: string } | null;
  termsAccepted: boolean;
}

interface Draft {
  kind: '' | 'typed' | 'drawn';
  typedName: string;
  drawing: string | null;
  termsAccepted: boolean;
}

const toDraft = ({ signature, termsAccepted }: SignatureValues): Draft => ({
  kind: signature?.kind ?? '',
  typedName: signature?.kind === 'typed' ? signature.value : '',
  drawing: signature?.kind === 'drawn' ? signature.value : null,
  termsAccepted,
});

const fromDraft = ({ kind, typedName, drawing, termsAccepted }: Draft): SignatureValues => ({
  signature:
    kind === 'typed' ? { kind, value: typedName } : kind === 'drawn' ? { kind, value: drawing ?? '' } : null,
  termsAccepted,
});

export interface SignatureProps extends StepProps<SignatureValues> {
  firmName: string;
  claimantName: string;
  fees: FeeSchedule;
  /** Stands in for the drawing library where a canvas cannot run (tests). */
  createPad?: CreatePad;
}

const fieldOrder = ['termsAccepted', 'signature', 'signature.value'] as const;

/**
 * Terms, letter of authority and fees, then a signature typed or drawn. Typing is always offered
 * because drawing needs a pointer; if drawing cannot work, the page switches to typing.
 */
export function Signature(props: SignatureProps) {
  const {
    values: initial,
    errors = {},
    onContinue,
    firmName,
    claimantName,
    fees,
    createPad,
    ...page
  } = props;
  const { values, set, setValues } = useAnswers(toDraft(initial));
  const [drawingUnavailable, setDrawingUnavailable] = useState(false);
  const submit = () => onContinue(fromDraft(values));
  return (
    <FormPage
      title={stepTitles['sign/signature']}
      caption="Sign"
      errors={errors}
      fieldOrder={fieldOrder}
      progress={progressAt('sign')}
      onSubmit={submit}
      {...page}
    >
      <Prose>
        <SigningTerms firmName={firmName} claimantName={claimantName} fees={fees} />
      </Prose>
      <Checkboxes
        id="termsAccepted"
        legend="Your agreement"
        legendHidden
        options={[{ value: 'yes', label: 'I have read and agree to the terms and the letter of authority' }]}
        value={values.termsAccepted ? ['yes'] : []}
        onChange={(ticked) => set('termsAccepted')(ticked.includes('yes'))}
        error={errors.termsAccepted}
      />
      <Radios
        id="signature"
        legend="How do you want to sign?"
        options={[
          { value: 'typed', label: 'Type my name' },
          ...(drawingUnavailable
            ? []
            : [{ value: 'drawn', label: 'Draw my signature', hint: 'With a finger, stylus or mouse.' }]),
        ]}
        hint={
          drawingUnavailable
            ? 'Drawing a signature does not work in this browser, so type your name.'
            : undefined
        }
        value={values.kind}
        onChange={(kind) => set('kind')(kind as Draft['kind'])}
        error={errors.signature}
      />
      {values.kind === 'typed' && (
        <TextInput
          id="signature-value"
          label="Type your full name to sign"
          hint={`For example, ${claimantName}.`}
          autoComplete="name"
          spellCheck={false}
          value={values.typedName}
          onChange={set('typedName')}
          error={errors['signature.value']}
        />
      )}
      {values.kind === 'drawn' && (
        <SignaturePad
          id="signature-value"
          label="Draw your signature in the box"
          error={errors['signature.value']}
          onChange={set('drawing')}
          onUnavailable={() => {
            setDrawingUnavailable(true);
            setValues((current) => ({ ...current, kind: 'typed', drawing: null }));
          }}
          createPad={createPad}
        />
      )}
    </FormPage>
  );
}
