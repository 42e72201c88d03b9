import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as letters from './YourClaimsLetters.stories';
import { show, type Module } from './showStory';

// The letters stories of "Your claims", run as Storybook runs them (showStory.tsx).

describe('letters stories show the state they name', () => {
  const s = async (name: string) => {
    const canvas = await show(letters as Module, name);
    return within(await canvas.findByRole('region', { name: 'Letters' }));
  };

  it('NoLettersYet says what will be here', async () => {
    const part = await s('NoLettersYet');
    expect(part.getByText(/There are no letters yet\./)).toBeTruthy();
    expect(part.queryByRole('button')).toBeNull();
  });

  it('ComplaintLetter lists the complaint letter with its size and the day it was sent', async () => {
    const part = await s('ComplaintLetter');
    expect(part.getByText('Our complaint letter to Black Horse')).toBeTruthy();
    expect(part.getByText('PDF, 47 KB, sent on 24 November 2025')).toBeTruthy();
    expect(part.getAllByRole('button', { name: /^Download/ })).toHaveLength(1);
  });

  it('BothLetters lists the lender’s final response after it', async () => {
    const part = await s('BothLetters');
    const items = part.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('Our complaint letter to Black Horse');
    expect(items[1]).toContain('Black Horse’s final response');
    expect(items[1]).toContain('PDF, 1.3 MB, added on 12 January 2026');
  });

  it('BothLetters come last on the claim: listed after the claim is read, they move no button when they come', async () => {
    const canvas = await show(letters as Module, 'BothLetters');
    const section = await canvas.findByRole('region', { name: 'Letters' });
    const claim = section.closest('section[aria-labelledby^="claim-"]');
    const buttons = [...(claim?.querySelectorAll('button') ?? [])].filter((b) => !section.contains(b));
    expect(buttons.map((b) => b.textContent)).toEqual(
      expect.arrayContaining(['Accept the offer', 'Download your signed letter of authority (PDF)']),
    );
    for (const button of buttons) {
      expect(button.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('DownloadingALetter shows the letter on its way', async () => {
    const part = await s('DownloadingALetter');
    await userEvent.click(part.getByRole('button', { name: 'Download Black Horse’s final response (PDF)' }));
    expect(
      await part.findByRole('button', { name: 'Preparing the letter… Black Horse’s final response (PDF)' }),
    ).toBeTruthy();
  });

  it('DownloadFailed says beside the letter that it could not be found, in the claimant’s words', async () => {
    const part = await s('DownloadFailed');
    await userEvent.click(part.getByRole('button', { name: 'Download Black Horse’s final response (PDF)' }));
    const message = await part.findByText(/We could not find this letter on your claim\./);
    expect(message.textContent).not.toContain('letterId');
  });
});
