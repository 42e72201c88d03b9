import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { ErrorMessage } from './ErrorMessage';
import { FormGroup } from './FormGroup';
import { Hint } from './Hint';
import { Label } from './Label';
import { describedBy } from './fieldId';

/** The part of the `signature_pad` API this component relies on, so tests can stand in for it. */
export interface Pad {
  addEventListener(type: 'endStroke', listener: () => void): void;
  toDataURL(type: 'image/png'): string;
  clear(): void;
  off(): void;
}

export type CreatePad = (canvas: HTMLCanvasElement, penColour: string) => Promise<Pad>;

/** Loads the library only when someone chooses to draw, keeping it out of the first page load. */
export const createSignaturePad: CreatePad = async (canvas, penColour) => {
  if (!canvas.getContext('2d')) throw new Error('Canvas drawing is not supported');
  const { default: SignaturePad } = await import('signature_pad');
  return new SignaturePad(canvas, { penColor: penColour, backgroundColor: 'rgba(0,0,0,0)' });
};

const Canvas = styled.canvas`
  display: block;
  width: 100%;
  max-width: 36rem;
  height: 12rem;
  margin-bottom: var(--space-2);
  color: var(--colour-text);
  background: var(--colour-background);
  border: 2px solid var(--colour-input-border);
  touch-action: none;
`;

export interface SignaturePadProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** A PNG data URL of the drawing (what the gateway accepts), or null when nothing is drawn. */
  onChange: (drawing: string | null) => void;
  /** Told when drawing cannot work here, so the page can offer typing instead. */
  onUnavailable?: () => void;
  createPad?: CreatePad;
}

/**
 * A drawn signature. Drawing needs a pointer, so the page always offers a typed signature as the
 * keyboard and screen-reader route; this component is the optional drawn one.
 */
export function SignaturePad({
  id,
  label,
  hint,
  error,
  onChange,
  onUnavailable,
  createPad = createSignaturePad,
}: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<Pad | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const callbacks = useRef({ onChange, onUnavailable });
  useEffect(() => {
    callbacks.current = { onChange, onUnavailable };
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    // Sharp lines on high-density screens: the drawing buffer matches device pixels.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    if (canvas.offsetWidth > 0) {
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
    }
    const penColour = getComputedStyle(canvas).color || 'black';
    createPad(canvas, penColour).then(
      (pad) => {
        if (cancelled) return pad.off();
        padRef.current = pad;
        pad.addEventListener('endStroke', () => callbacks.current.onChange(pad.toDataURL('image/png')));
      },
      () => {
        if (cancelled) return;
        setUnavailable(true);
        callbacks.current.onUnavailable?.();
      },
    );
    return () => {
      cancelled = true;
      padRef.current?.off();
      padRef.current = null;
    };
  }, [createPad]);

  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  if (unavailable) {
    return <p>Drawing a signature does not work in this browser. Type your name instead.</p>;
  }
  return (
    <FormGroup $error={Boolean(error)}>
      <Label as="p" id={`${id}-label`}>
        {label}
      </Label>
      {hint && hintId && <Hint id={hintId}>{hint}</Hint>}
      {error && errorId && <ErrorMessage id={errorId} message={error} />}
      <Canvas
        id={id}
        ref={canvasRef}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy(hintId, errorId)}
        tabIndex={-1}
      />
      <Button
        variant="secondary"
        onClick={() => {
          padRef.current?.clear();
          onChange(null);
        }}
      >
        Clear signature
      </Button>
    </FormGroup>
  );
}
