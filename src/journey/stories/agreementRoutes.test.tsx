import type { StoryContext, StoryObj } from '@storybook/react-vite';
import { render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as routes from './AgreementRoutes.stories';

/** One story's page, rendered as Storybook renders it (no loaders, no play). */
function show(name: keyof typeof routes) {
  const story = routes[name] as StoryObj;
  const { container } = render(<MemoryRouter>{story.render!({}, {} as StoryContext)}</MemoryRouter>);
  return within(container);
}

/** The words under an agreement's checkbox, where its route is said. */
function hintOf(page: ReturnType<typeof show>, lender: string) {
  const box = page.getByRole('checkbox', { name: lender });
  return document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

describe('the agreements step’s stories of each route in the redress scheme', () => {
  it.each([
    ['Scheme1', 'North Finance', 'may be covered by Scheme 1 of the FCA’s motor finance redress scheme'],
    [
      'Scheme2',
      'Eastern Motor Credit',
      'may be covered by Scheme 2 of the FCA’s motor finance redress scheme',
    ],
    [
      'OutsideBefore2007',
      'Western Car Loans',
      'may be outside the FCA’s motor finance redress scheme, which covers agreements from 6 April 2007',
    ],
    [
      'OutsideAfterNovember2024',
      'Southern Auto Finance',
      'may be outside the FCA’s motor finance redress scheme, which covers agreements up to 1 November 2024',
    ],
    [
      'BoundaryMonths',
      'Harbour Finance',
      'This agreement may be covered by Scheme 1 of the FCA’s motor finance redress scheme.',
    ],
    [
      'BoundaryMonths',
      'Quay Motor Credit',
      'may be outside the FCA’s motor finance redress scheme, which covers agreements up to 1 November 2024',
    ],
  ] as const)('%s says the route of %s under its checkbox', (story, lender, words) => {
    const page = show(story);
    expect(hintOf(page, lender)).toContain(words);
  });

  it('shows every route on one page, each beside its own agreement', () => {
    const page = show('EachRoute');
    expect(page.getAllByRole('checkbox')).toHaveLength(4);
    expect(hintOf(page, 'North Finance')).not.toContain('Scheme 2');
    expect(hintOf(page, 'Eastern Motor Credit')).toContain('Scheme 2');
  });
});
