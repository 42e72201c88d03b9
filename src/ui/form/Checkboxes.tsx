import { type ChoiceQuestion, ChoiceGroup } from './ChoiceGroup';

export interface CheckboxesProps extends ChoiceQuestion {
  /** The ticked values; empty by default, since consent is never assumed. */
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export function Checkboxes({ value, onChange, ...question }: CheckboxesProps) {
  const toggle = (choice: string, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== choice), choice] : value.filter((v) => v !== choice));
  return (
    <ChoiceGroup
      {...question}
      type="checkbox"
      isChecked={(choice) => value.includes(choice)}
      onPick={toggle}
    />
  );
}
