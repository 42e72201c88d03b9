import { createGlobalStyle } from 'styled-components';

/**
 * Brand themes: each overrides the design tokens from src/ui/GlobalStyle.tsx under its html
 * class. Every text/background pair keeps at least 4.5:1 contrast (WCAG AA); the brand tests
 * check the pairs.
 */
export const THEME_TOKENS = {
  'theme-complex365': {
    '--colour-primary': '#00594f',
    '--colour-primary-hover': '#003d36',
    '--colour-link': '#006151',
    '--colour-link-visited': '#5b2a86',
    '--colour-surface': '#eef6f4',
  },
  'theme-slater': {
    '--colour-primary': '#4a1f6b',
    '--colour-primary-hover': '#32144a',
    '--colour-link': '#5c2a85',
    '--colour-link-visited': '#7a1f4d',
    '--colour-surface': '#f5f1f8',
    '--colour-border': '#9a8fa3',
    '--font-heading': "Georgia, 'Times New Roman', serif",
  },
} as const;

function block(tokens: Record<string, string>): string {
  return Object.entries(tokens)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}

export const BrandThemes = createGlobalStyle`
  html.theme-complex365 { ${block(THEME_TOKENS['theme-complex365'])} }
  html.theme-slater { ${block(THEME_TOKENS['theme-slater'])} }
`;
