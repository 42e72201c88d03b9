import styled from 'styled-components';

const Line = styled.span`
  display: block;
  overflow-wrap: anywhere;
`;

/** An agreement's facts, one a line, so a long car name or lender wraps instead of widening the page. */
export function AgreementDetails({ details }: { details: readonly string[] }) {
  return (
    <>
      {details.map((detail) => (
        <Line key={detail}>{detail}</Line>
      ))}
    </>
  );
}
