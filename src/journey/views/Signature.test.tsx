import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CreatePad, Pad } from '../../ui/form/SignaturePad';
import { SAMPLE_FEES } from '../../../contract/fees';
import { Signature, type SignatureProps } from './Signature';
import { expectErrorSummary, expectStepPage, renderView, stepCallbacks } from '../../ui/testing';

function props(overrides: Partial<SignatureProps> = {}): SignatureProps {
  return {
    values: { signature: null, termsAccepted: false },
    firmName: 'Sample Law LLP',
    claimantName: 'Sam Jones',
    fees: SAMPLE_FEES,
    ...stepCallbacks(),
    ...overrides,
  };
}

/** Stands in for signature_pad: records the stroke listener so a test can "draw". */
function fakePad() {
  let endStroke: () => void = () => undefined;
  const clear = vi.fn();
  const pad: Pad = {
    addEventListener: (_type, listener) => {
      endStroke = listener;
    },
    toDataURL: () => 'data:image/png;base64,iVBORw0KGgo=',
    clear,
    off: vi.fn(),
  };
  const createPad = vi.fn<CreatePad>(() => Promise.resolve(pad));
  return { clear, createPad, draw: () => endStroke() };
}

describe('Signature', () => {
  it('shows the terms, the letter of authority and the fees before signing', () => {
    renderView(<Signature {...props()} />);
    expectStepPage('Sign your claim', 'Sign and submit claim');
    expect(screen.getByRole('heading', { name: 'Letter of authority' })).toBeTruthy();
    expect(screen.getByText(/I, Sam Jones, authorise Sample Law LLP/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Our fee if you get compensation' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /agree to the terms/ })).toHaveProperty('checked', false);
  });

  it('says, before the button, what signing does: the letter goes to the firm, what comes next, 14 days to cancel', () => {
    renderView(<Signature {...props()} />);
    const heading = screen.getByRole('heading', {
      level: 2,
      name: 'When you select ‘Sign and submit claim’',
    });
    const section = heading.nextElementSibling?.textContent ?? '';
    expect(section).toMatch(/sign the letter of authority, which lets Sample Law LLP act for you/);
    expect(section).toMatch(/your claim and the signed letter are sent to Sample Law LLP/);
    expect(section).toMatch(/Within 5 working days, we send your complaint to each lender/);
    expect(screen.getByText(/You can cancel within 14 days without paying anything/)).toBeTruthy();
    // The explanation comes before the button it describes.
    const button = screen.getByRole('button', { name: 'Sign and submit claim' });
    expect(heading.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('signs by typing a name', async () => {
    const callbacks = stepCallbacks();
    const { user } = renderView(<Signature {...props(callbacks)} />);
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('radio', { name: 'Type my name' }));
    const field = screen.getByLabelText('Type your full name to sign');
    expect(field.getAttribute('autocomplete')).toBe('name');
    await user.type(field, 'Sam Jones');
    await user.click(screen.getByRole('button', { name: 'Sign and submit claim' }));
    expect(callbacks.onContinue).toHaveBeenCalledWith({
      signature: { kind: 'typed', value: 'Sam Jones' },
      termsAccepted: true,
    });
  });

  it('signs by drawing, handing back the drawing as a PNG data URL', async () => {
    const callbacks = stepCallbacks();
    const { createPad, draw } = fakePad();
    const { user } = renderView(<Signature {...props({ ...callbacks, createPad })} />);
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('radio', { name: /Draw my signature/ }));
    expect(screen.getByRole('img', { name: 'Draw your signature in the box' })).toBeTruthy();
    await waitFor(() => expect(createPad).toHaveBeenCalledOnce());
    draw();
    await user.click(screen.getByRole('button', { name: 'Sign and submit claim' }));
    expect(callbacks.onContinue).toHaveBeenCalledWith({
      signature: { kind: 'drawn', value: 'data:image/png;base64,iVBORw0KGgo=' },
      termsAccepted: true,
    });
  });

  it('clears a drawing', async () => {
    const callbacks = stepCallbacks();
    const { clear, createPad, draw } = fakePad();
    const { user } = renderView(<Signature {...props({ ...callbacks, createPad })} />);
    await user.click(screen.getByRole('radio', { name: /Draw my signature/ }));
    await waitFor(() => expect(createPad).toHaveBeenCalledOnce());
    draw();
    await user.click(screen.getByRole('button', { name: 'Clear signature' }));
    expect(clear).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Sign and submit claim' }));
    expect(callbacks.onContinue).toHaveBeenCalledWith(
      expect.objectContaining({ signature: { kind: 'drawn', value: '' } }),
    );
  });

  it('switches to typing when drawing cannot work in the browser', async () => {
    const createPad = vi.fn<CreatePad>(() => Promise.reject(new Error('no canvas')));
    const { user } = renderView(<Signature {...props({ createPad })} />);
    await user.click(screen.getByRole('radio', { name: /Draw my signature/ }));
    await screen.findByLabelText('Type your full name to sign');
    expect(screen.getByRole('radio', { name: 'Type my name' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: /Draw my signature/ })).toBeNull();
    expect(screen.getByText(/Drawing a signature does not work in this browser/)).toBeTruthy();
  });

  it('uses the real drawing library, which falls back to typing where canvas is missing', async () => {
    const { user } = renderView(<Signature {...props()} />);
    await user.click(screen.getByRole('radio', { name: /Draw my signature/ }));
    await screen.findByLabelText('Type your full name to sign');
  });

  it('keeps the answers and links errors to the terms box and the signature', () => {
    const errors = {
      'signature.value': 'Type your full name to sign',
      termsAccepted: 'Select the box to agree to the terms and the letter of authority',
    };
    renderView(
      <Signature
        {...props({ values: { signature: { kind: 'typed', value: '' }, termsAccepted: false }, errors })}
      />,
    );
    expectErrorSummary(errors);
    expect(screen.getByRole('radio', { name: 'Type my name' })).toHaveProperty('checked', true);
  });
});
