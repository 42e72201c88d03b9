import styled from 'styled-components';
import { LinkButton } from '../../ui/form/LinkButton';

const Box = styled.div`
  margin-top: var(--space-2);
  p {
    margin: 0;
  }
`;

/** "Did you mean …?" in a polite live region, so a screen reader hears the suggestion appear. */
export function EmailSuggestion({
  suggestion,
  onUse,
}: {
  suggestion: string | null;
  onUse: (email: string) => void;
}) {
  return (
    <Box aria-live="polite">
      {suggestion && (
        <p>
          Did you mean {suggestion}?{' '}
          <LinkButton onClick={() => onUse(suggestion)}>Use {suggestion}</LinkButton>
        </p>
      )}
    </Box>
  );
}
