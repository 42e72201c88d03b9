import type { ProgressSection } from '../../ui/form/ProgressIndicator';

export type Section = 'start' | 'check' | 'address' | 'sign' | 'thankyou';

/** Where a Change link or a Back link points: a step of the wizard. */
export interface StepRef {
  section: Section;
  step: string;
}

/** The sections in the order the journey runs, named as the claimant sees them. */
export const journeySections: readonly ProgressSection[] = [
  { id: 'start', label: 'About you' },
  { id: 'check', label: 'Credit check' },
  { id: 'address', label: 'Your address' },
  { id: 'sign', label: 'Sign' },
  { id: 'thankyou', label: 'Done' },
];

export const progressAt = (current: Section) => ({ sections: journeySections, current });
