// What the claim page's parts share: the section each part sits in, and when something happened.
import styled from 'styled-components';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
/** "23 November 2025 at 10:04", UK time. */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso)).replace(', ', ' at ');

export const Section = styled.section`
  margin: 0 0 var(--space-6);
  h2:focus,
  h1:focus,
  [tabindex='-1']:focus {
    outline: 3px solid var(--colour-focus);
  }
`;
