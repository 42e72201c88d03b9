import styled from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const Text = styled.p`
  margin: 0 0 var(--space-3);
  font-weight: 700;
  color: var(--colour-error);
`;

/** The message beside a field; the hidden prefix tells screen-reader users it is an error. */
export function ErrorMessage({ id, message }: { id: string; message: string }) {
  return (
    <Text id={id}>
      <VisuallyHidden>Error:</VisuallyHidden> {message}
    </Text>
  );
}
