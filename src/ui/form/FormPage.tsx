import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { BackLink } from './BackLink';
import { Button } from './Button';
import { ErrorSummary, type SummaryItem } from './ErrorSummary';
import { ProgressIndicator, type ProgressSection } from './ProgressIndicator';
import { fieldId } from './fieldId';

const Heading = styled.h1`
  margin: 0 0 var(--space-4);
  font-size: 2rem;
  line-height: 1.2;
  &:focus {
    outline: 3px solid transparent;
  }
  &:focus-visible {
    outline: 3px solid var(--colour-focus);
  }
`;

const Caption = styled.p`
  display: block;
  margin-top: 0;
  margin-bottom: var(--space-1);
  font-size: 1.1875rem;
  font-weight: 400;
  color: var(--colour-secondary-text);
`;

export type FieldErrors = Readonly<Record<string, string>>;

export interface FormPageProps {
  title: ReactNode;
  /** The section name shown above the heading. */
  caption?: string;
  /** Absent only where going back makes no sense (after the claim is sent). */
  onBack?: () => void;
  backHref?: string;
  errors?: FieldErrors;
  /** The page's field keys in reading order, so the summary lists problems top to bottom. */
  fieldOrder?: readonly string[];
  /** Move focus to the heading when the page appears (route changes in a single-page app). */
  focusHeading?: boolean;
  progress?: { sections: readonly ProgressSection[]; current: string };
  onSubmit?: () => void;
  submitLabel?: string;
  /**
   * While the answer is being sent, Continue does nothing, so a second press sends nothing twice.
   * It stays focusable (aria-disabled, not disabled) so keyboard focus is not lost.
   */
  busy?: boolean;
  /** Shown above the heading, e.g. a "Code sent" status. */
  notice?: ReactNode;
  children: ReactNode;
  /** Actions after Continue (secondary buttons, links). */
  secondary?: ReactNode;
}

export function summaryItems(errors: FieldErrors, order: readonly string[] = []): SummaryItem[] {
  const keys = Object.keys(errors);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length + keys.indexOf(key));
  return [...keys]
    .sort((a, b) => rank(a) - rank(b))
    .map((key) => ({ target: fieldId(key), message: errors[key] ?? '' }));
}

/**
 * One step of the journey, GOV.UK style: Back, the error summary when Continue found problems,
 * one h1, the questions and a Continue button. Focus goes to the heading when the step appears,
 * and to the summary whenever a new set of errors arrives (routes pass the same errors object
 * until the next validation, so typing never steals focus).
 */
export function FormPage(props: FormPageProps) {
  const { title, caption, onBack, backHref, errors, fieldOrder, focusHeading = true, progress } = props;
  const { onSubmit, submitLabel = 'Continue', busy, notice, children, secondary } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const items = errors ? summaryItems(errors, fieldOrder) : [];

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  useEffect(() => {
    if (errors && Object.keys(errors).length > 0) summaryRef.current?.focus();
  }, [errors]);

  return (
    <div>
      {onBack && <BackLink href={backHref} onBack={onBack} />}
      {progress && <ProgressIndicator sections={progress.sections} current={progress.current} />}
      {items.length > 0 && <ErrorSummary items={items} summaryRef={summaryRef} />}
      {notice}
      {caption && <Caption>{caption}</Caption>}
      <Heading ref={headingRef} tabIndex={-1}>
        {title}
      </Heading>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onSubmit?.();
        }}
      >
        {children}
        {onSubmit && (
          <Button type="submit" aria-disabled={busy || undefined}>
            {submitLabel}
          </Button>
        )}
        {secondary}
      </form>
    </div>
  );
}
