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
  /** True once the third-party widget may render into its slot. */
  widgetSlot: boolean;
}

/** The static rating (always present), plus the slot the third-party widget fills after consent. */
export function TrustRating({ score, count, widgetSlot }: TrustRatingProps) {
  return (
    <div>
      <Box>
        <strong>Rated {score}</strong> from {count} on an independent review site (sample values).
      </Box>
      {widgetSlot && <div className="trust-rating-widget" data-testid="trust-widget-slot" />}
    </div>
  );
}
