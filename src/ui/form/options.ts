import type { ReactNode } from 'react';

export interface Option {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

/** The first choice takes the group's id, so an error summary link lands on it. */
export function optionId(groupId: string, index: number): string {
  return index === 0 ? groupId : `${groupId}-${index + 1}`;
}
