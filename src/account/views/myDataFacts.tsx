import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatClaimDate } from '../../../contract/dates';

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const DAY_AND_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** "10 January 2026" from an ISO 8601 moment. */
export const dayOf = (iso: string) => DAY.format(new Date(iso));
/** "10 January 2026 at 09:30". */
export const momentOf = (iso: string) => DAY_AND_TIME.format(new Date(iso));

export interface Row {
  key: string;
  label: string;
  value: ReactNode;
}

export const row = (key: string, label: string, value: ReactNode): Row => ({ key, label, value });

const List = styled.dl`
  margin: 0 0 var(--space-4);
  > div {
    display: grid;
    grid-template-columns: minmax(8rem, 1fr) 2fr;
    gap: var(--space-3);
    padding: var(--space-2) 0;
    border-bottom: 1px solid var(--colour-border);
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    white-space: pre-line;
  }
  @media (max-width: 40rem) {
    > div {
      grid-template-columns: 1fr;
      gap: var(--space-1);
    }
  }
`;

/** Facts as a list of names and values, read only (check your answers' list has Change links). */
export function Facts({ rows }: { rows: readonly Row[] }) {
  return (
    <List>
      {rows.map((item) => (
        <div key={item.key}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </List>
  );
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** An address as lines: "1 The Mall\nLondon\nSW1A 1AA", with the month moved in when there is one. */
export function addressText(address: {
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
  movedIn?: string;
}): string {
  const lines = [address.addressLine1, address.addressLine2, address.city, address.postcode].filter(
    (line) => line.trim() !== '',
  );
  if (address.movedIn) lines.push(`Moved in ${formatClaimDate(address.movedIn)}`);
  return lines.length > 0 ? lines.join('\n') : 'None';
}
