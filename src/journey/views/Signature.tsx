import { useState } from 'react';
import { Checkboxes } from '../../ui/form/Checkboxes';
import { StepPage, useStep } from './StepPage';
import { Radios } from '../../ui/form/Radios';
import { type CreatePad, SignaturePad } from '../../ui/form/SignaturePad';
import { TextInput } from '../../ui/form/TextInput';
import type { FeeSchedule } from '../../../contract/fees';
import { CANCELLATION_RIGHT, NEXT_STEPS } from '../../../contract/firms';
import { Prose } from './Prose';
import { SigningTerms } from './SigningTerms';
import type { StepProps } from './types';

/** A signature as the wizard keeps it: a typed name, or a drawing as a PNG data URL. */
export interface SignedValue {
  kind: 'typed' | 'drawn';
  value: string;
}

export interface SignatureValues {
  /** Null until the claimant chooses how to sign. */
  signature: SignedValue | null;
  termsAccepted: boolean;
}

export interface SignatureProps extends StepProps<SignatureValues> {
  firmName: string;
  claimantName: string;
  fees: FeeSchedule;
  /** Stands in for the drawing library where a canvas cannot run (tests). */
  createPad?: CreatePad;
}

/** The signing button's words: it signs a binding letter of authority and sends the claim. */
export const SIGN_AND_SUBMIT = 'Sign and submit claim';

const fieldOrder = ['termsAccepted', 'signature', 'signature.kind', 'signature.value'] as const;

/**
 * Terms, letter of authority and fees, then a signature typed or drawn. Typing is always offered
 * because drawing needs a pointer; if drawing cannot work, the page switches to typing.
 */
export function Signature(props: SignatureProps) {
  const { firmName, claimantName, fees, createPad, values: initial, onContinue } = props;
  const { values, set, errors, form } = useStep(props);
  // The page keeps what was typed and what was drawn apart, so switching method loses neither.
  const [method, setMethod] = useState<'' | SignedValue['kind']>(initial.signature?.kind ?? '');
  const [typed, setTyped] = useState(initial.signature?.kind === 'typed' ? initial.signature.value : '');
  const [drawn, setDrawn] = useState(initial.signature?.kind === 'drawn' ? initial.signature.value : '');
  const [drawingUnavailable, setDrawingUnavailable] = useState(false);
  const submit = () =>
    onContinue({
      ...values,
      signature: method === '' ? null : { kind: method, value: method === 'typed' ? typed : drawn },
    });
  const methodError = errors.signature ?? errors['signature.kind'];
  return (
    <StepPage
      step="sign/signature"
      fieldOrder={fieldOrder}
      {...form}
      onSubmit={submit}
      submitLabel={SIGN_AND_SUBMIT}
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
        value={method}
        onChange={(chosen) => setMethod(chosen as SignedValue['kind'])}
        error={methodError}
      />
      {method === 'typed' && (
        <TextInput
          id="signature-value"
          label="Type your full name to sign"
          hint={`For example, ${claimantName}.`}
          autoComplete="name"
          spellCheck={false}
          value={typed}
          onChange={setTyped}
          error={errors['signature.value']}
        />
      )}
      {method === 'drawn' && (
        <SignaturePad
          id="signature-value"
          label="Draw your signature in the box"
          error={errors['signature.value']}
          onChange={(png) => setDrawn(png ?? '')}
          onUnavailable={() => {
            setDrawingUnavailable(true);
            setMethod('typed');
            setDrawn('');
          }}
          createPad={createPad}
        />
      )}
      <Prose>
        <h2>When you select ‘{SIGN_AND_SUBMIT}’</h2>
        <ul>
          <li>
            you sign the letter of authority, which lets {firmName} act for you with each lender you chose
          </li>
          <li>your claim and the signed letter are sent to {firmName}, and we email you a copy</li>
          <li>{NEXT_STEPS[0]}</li>
        </ul>
        <p>{CANCELLATION_RIGHT} The 14 days start on the day you sign.</p>
      </Prose>
    </StepPage>
  );
}
