import styled from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const Nav = styled.nav`
  margin-bottom: var(--space-4);
  font-size: 1rem;
  p {
    margin: 0 0 var(--space-2);
    color: var(--colour-secondary-text);
  }
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-1) var(--space-3);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding-bottom: var(--space-1);
    border-bottom: 4px solid var(--colour-border);
  }
  li[aria-current='step'] {
    font-weight: 700;
    border-bottom-color: var(--colour-primary);
  }
  @media print {
    display: none;
  }
`;

export interface ProgressSection {
  id: string;
  label: string;
}

/** Where the claimant is among the sections; done and current are said in words, not colour alone. */
export function ProgressIndicator({
  sections,
  current,
}: {
  sections: readonly ProgressSection[];
  current: string;
}) {
  const index = sections.findIndex((section) => section.id === current);
  const currentSection = sections[index];
  return (
    <Nav aria-label="Progress">
      {currentSection && (
        <p>
          Section {index + 1} of {sections.length}: {currentSection.label}
        </p>
      )}
      <ol>
        {sections.map((section, i) => (
          <li key={section.id} aria-current={i === index ? 'step' : undefined}>
            {section.label}
            {i < index && <VisuallyHidden> (completed)</VisuallyHidden>}
            {i === index && <VisuallyHidden> (current section)</VisuallyHidden>}
          </li>
        ))}
      </ol>
    </Nav>
  );
}
