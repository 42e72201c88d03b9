import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_DESK_PAGES, SAMPLE_OVERDUE } from '../../mocks/gateway/desk';
import { answerStoriesWithMsw, showWithGateway as show } from '../support/storyGateway';
import * as claims from './DeskClaims.stories';

// The desk's list stories in Node: the real container, machine and gateway client, the gateway
// answered by the stories' MSW handler. Plays are left out; the tests press the buttons themselves.
answerStoriesWithMsw();

const references = (table: HTMLElement) =>
  within(table)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the desk’s list stories', () => {
  it('FirstPage lists the claims newest first, each status a tag', async () => {
    const { canvas } = show(claims.FirstPage);
    const table = await canvas.findByRole('table', { name: 'Claims, newest first (page 1)' });
    expect(references(table)).toEqual(SAMPLE_DESK_PAGES.first.claims.map((c) => c.reference));
    expect(canvas.getByRole('columnheader', { name: 'Submitted' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(within(table).getAllByText('In progress')[0]!.tagName).toBe('STRONG');
  });

  it('the Response due header reads the overdue claims by response due, and Submitted reads them all again', async () => {
    const { canvas, user } = show(claims.FirstPage);
    await canvas.findByRole('table');
    await user.click(canvas.getByRole('button', { name: 'Response due' }));
    const table = await canvas.findByRole('table', {
      name: 'Overdue claims, longest overdue first (page 1)',
    });
    expect(references(table)).toEqual([SAMPLE_OVERDUE.reference]);
    expect(canvas.getByRole('columnheader', { name: 'Response due' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(canvas.getByLabelText<HTMLInputElement>('Response overdue only').checked).toBe(true);
    await user.click(canvas.getByRole('button', { name: 'Submitted' }));
    await canvas.findByRole('table', { name: 'Claims, newest first (page 1)' });
  });

  it('SortedByResponseDue opens on the overdue claims', async () => {
    const { canvas } = show(claims.SortedByResponseDue);
    const table = await canvas.findByRole('table', {
      name: 'Overdue claims, longest overdue first (page 1)',
    });
    expect(references(table)).toEqual([SAMPLE_OVERDUE.reference]);
  });
});
