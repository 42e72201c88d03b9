import styled from 'styled-components';

const Box = styled.div.withConfig({ componentId: 'TrustRating-Box' })`
  display: inline-block;
  padding: var(--space-2) var(--space-3);
  border: 2px solid var(--colour-border);
  border-radius: 4px;
`;

export interface TrustRatingProps {
  score: string;
  count: string;
  /**
   * The brand's third-party widget script, or null for brands that show only the static rating.
   * The content pages' script adds the widget here once the visitor accepts the reviews cookies.
   */
  widgetSrc?: string | null;
}

/** The static rating (always present); the third-party widget joins it after consent. */
export function TrustRating({ score, count, widgetSrc = null }: TrustRatingProps) {
  return (
    <div data-trust-widget={widgetSrc ?? undefined}>
      <Box>
        <strong>Rated {score}</strong> from {count} on an independent review site (sample values).
      </Box>
    </div>
  );
}
