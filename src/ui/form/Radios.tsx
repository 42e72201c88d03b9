import { type ChoiceQuestion, ChoiceGroup } from './ChoiceGroup';

export interface RadiosProps extends ChoiceQuestion {
  /** '' when nothing is chosen: no answer is ever preselected. */
  value: string;
  onChange: (value: string) => void;
  inline?: boolean;
}

export function Radios({ value, onChange, ...question }: RadiosProps) {
  return (
    <ChoiceGroup
      {...question}
      type="radio"
      isChecked={(choice) => value === choice}
      onPick={(choice) => onChange(choice)}
    />
  );
}
