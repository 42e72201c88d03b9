import { StepPage } from './StepPage';
import { SummaryList } from '../../ui/form/SummaryList';
import { Prose } from './Prose';
import { type ReviewAnswers, reviewGroups } from './reviewRows';
import type { StepRef } from './sections';

export interface ReviewProps {
  answers: ReviewAnswers;
  /** A Change link was followed: the wizard goes to that step and returns here afterwards. */
  onChangeAnswer: (step: StepRef) => void;
  /** The URL of a step, for the Change links' href. */
  stepHref?: (step: StepRef) => string;
  onContinue: () => void;
  onBack: () => void;
  backHref?: string;
  focusHeading?: boolean;
}

export function Review({ answers, onChangeAnswer, stepHref, onContinue, ...page }: ReviewProps) {
  return (
    <StepPage step="sign/review" onSubmit={onContinue} {...page}>
      <Prose>
        {reviewGroups(answers).map((group) => (
          <section key={group.heading}>
            <h2>{group.heading}</h2>
            {group.note && <p>{group.note}</p>}
            <SummaryList
              rows={group.rows.map((row) => ({
                key: row.key,
                label: row.label,
                value: row.value,
                changeLabel: row.label.toLowerCase(),
                href: stepHref?.(row.step),
                onChange: () => onChangeAnswer(row.step),
              }))}
            />
          </section>
        ))}
      </Prose>
    </StepPage>
  );
}
