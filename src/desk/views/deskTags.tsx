// The desk's tags, in the GOV.UK and MOJ tag style: the words say the status, the colour only
// helps the eye find it (WCAG 1.4.1). Each pair of colours is GOV.UK Frontend's, above 4.5:1.
import styled from 'styled-components';
import type { ClaimStatus } from '../../../contract/responses';
import { DESK_CLAIM_STATUS_LABELS } from '../../../contract/statusWords';

/** A claim's status in the desk's words (contract/statusWords.ts, decision 270), for the tags and filters. */
export const CLAIM_STATUS_LABELS = DESK_CLAIM_STATUS_LABELS;

const TAG_COLOURS = {
  grey: { text: '#282d30', background: '#e5e6e7' },
  blue: { text: '#0c2d4a', background: '#bbd4ea' },
  lightBlue: { text: '#0c2d4a', background: '#e8f1f8' },
  purple: { text: '#491644', background: '#dbd5e9' },
  orange: { text: '#6e3619', background: '#fcd6c3' },
  red: { text: '#2a0b06', background: '#f4cdc6' },
} as const;
type TagColour = keyof typeof TAG_COLOURS;

const STATUS_COLOURS: Record<ClaimStatus, TagColour> = {
  draft: 'grey',
  checked: 'grey',
  signed: 'purple',
  submitted: 'blue',
  'in-progress': 'lightBlue',
  cancelled: 'orange',
  closed: 'grey',
};

export const DeskTag = styled.strong<{ $colour: TagColour }>`
  display: inline-block;
  padding: 2px 8px 3px;
  font-weight: 400;
  white-space: nowrap;
  color: ${({ $colour }) => TAG_COLOURS[$colour].text};
  background: ${({ $colour }) => TAG_COLOURS[$colour].background};
`;

/** A claim's status as a tag. */
export function ClaimStatusTag({ status }: { status: ClaimStatus }) {
  return <DeskTag $colour={STATUS_COLOURS[status]}>{CLAIM_STATUS_LABELS[status]}</DeskTag>;
}

/** A lender's final response is overdue. */
export function OverdueTag() {
  return <DeskTag $colour="red">Overdue</DeskTag>;
}
