import { useState } from 'react';
import { Checkboxes } from '../../ui/form/Checkboxes';
import { FormPage } from '../../ui/form/FormPage';
import { Radios } from '../../ui/form/Radios';
import { type CreatePad, SignaturePad } from '../../ui/form/SignaturePad';
import { TextInput } from '../../ui/form/TextInput';
import type { FeeSchedule } from '../../../contract/fees';
import { Prose } from './Prose';
import { progressAt } from './sections';
import { SigningTerms } from './SigningTerms';
import { stepTitles } from './titles';
import type { StepProps } from './types';
import { useAnswers } from './useAnswers';

export interface SignatureValues {
  method: '' | 'type' | 'draw';
  typedName: string;
  /** PNG data URL of the drawn signature, or null. */
  drawing: string | null;
  agreeTerms: boolean;
}

export interface SignatureProps extends StepProps<SignatureValues> {
  firmName: string;
  claimantName: string;
  fees: FeeSchedule;
  /** Stands in for the drawing library where a canvas cannot run (tests). */
  createPad?: CreatePad;
}

const fieldOrder = ['agreeTerms', 'method', 'typedName', 'drawing'] as const;

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
  const { values, set, setValues } = useAnswers(initial);
  const [drawingUnavailable, setDrawingUnavailable] = useState(false);
  const submit = () =>
    onContinue(
      values.method === 'type'
        ? { ...values, drawing: null }
        : values.method === 'draw'
          ? { ...values, typedName: '' }
          : values,
    );
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
        id="agreeTerms"
        legend="Your agreement"
        legendHidden
        options={[{ value: 'yes', label: 'I have read and agree to the terms and the letter of authority' }]}
        value={values.agreeTerms ? ['yes'] : []}
        onChange={(ticked) => set('agreeTerms')(ticked.includes('yes'))}
        error={errors.agreeTerms}
      />
      <Radios
        id="method"
        legend="How do you want to sign?"
        options={[
          { value: 'type', label: 'Type my name' },
          ...(drawingUnavailable
            ? []
            : [{ value: 'draw', label: 'Draw my signature', hint: 'With a finger, stylus or mouse.' }]),
        ]}
        hint={
          drawingUnavailable
            ? 'Drawing a signature does not work in this browser, so type your name.'
            : undefined
        }
        value={values.method}
        onChange={(method) => set('method')(method as SignatureValues['method'])}
        error={errors.method}
      />
      {values.method === 'type' && (
        <TextInput
          id="typedName"
          label="Type your full name to sign"
          hint={`For example, ${claimantName}.`}
          autoComplete="name"
          spellCheck={false}
          value={values.typedName}
          onChange={set('typedName')}
          error={errors.typedName}
        />
      )}
      {values.method === 'draw' && (
        <SignaturePad
          id="drawing"
          label="Draw your signature in the box"
          error={errors.drawing}
          onChange={set('drawing')}
          onUnavailable={() => {
            setDrawingUnavailable(true);
            setValues((current) => ({ ...current, method: 'type', drawing: null }));
          }}
          createPad={createPad}
        />
      )}
    </FormPage>
  );
}
