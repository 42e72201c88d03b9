import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ComplaintState } from '../../../../contract/lifecycle/states';
import { letterTooLargeMessage } from '../../../../contract/letters';
import { deskClaimIn } from '../../../../mocks/gateway/deskClaimData';
import { DESK_CLAIM_PAGE_PARTS } from '../../containers/deskClaimPage';
import { ClaimLetters, type ClaimLettersProps } from './ClaimLetters';

function letters(states: ComplaintState[], overrides: Partial<ClaimLettersProps> = {}) {
  const { claim } = deskClaimIn(states);
  const props: ClaimLettersProps = {
    claim,
    busy: false,
    uploading: null,
    downloadingLetter: null,
    letterProblem: null,
    fieldErrors: {},
    inputId: DESK_CLAIM_PAGE_PARTS.fieldIds.letter,
    onUploadLetter: vi.fn(),
    onDownloadLetter: vi.fn(),
    ...overrides,
  };
  render(<ClaimLetters {...props} />);
  return { props, claim, section: within(screen.getByRole('region', { name: 'Letters' })) };
}

describe('ClaimLetters: the claim’s letters at the desk', () => {
  it('has no letters and no upload before a complaint is sent', () => {
    const { section } = letters(['prepared']);
    expect(section.getByText(/No letters yet/)).toBeTruthy();
    expect(
      section.getByText('Once a complaint is sent, upload the lender’s final response here.'),
    ).toBeTruthy();
    expect(section.queryByLabelText(/Upload .* final response/)).toBeNull();
  });

  it('lists the complaint letter with its date and size, and downloads it', async () => {
    const { section, props } = letters(['sent', 'prepared']);
    const item = within(section.getByRole('listitem'));
    expect(item.getByText('Our complaint to Black Horse')).toBeTruthy();
    expect(item.getByText(/^Sent .* 2025 at .*\. PDF, 47 KB\.$/)).toBeTruthy();
    await userEvent.click(item.getByRole('button', { name: 'Download Our complaint to Black Horse (PDF)' }));
    expect(props.onDownloadLetter).toHaveBeenCalledWith('complaint-letter-complaint-1');
  });

  it('offers the upload for each sent complaint only, a PDF of up to 5 MB', async () => {
    const { section, props } = letters(['sent', 'prepared']);
    const input = section.getByLabelText('Upload Black Horse’s final response');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe('application/pdf,.pdf');
    expect(input.getAttribute('aria-describedby')).toBe('complaint-1-response-file-hint');
    expect(section.getByText(/as a PDF of up to 5 MB/)).toBeTruthy();
    expect(section.queryByLabelText('Upload Close Brothers Motor Finance’s final response')).toBeNull();
    const pdf = new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, pdf);
    await userEvent.click(section.getByRole('button', { name: 'Upload the response' }));
    expect(props.onUploadLetter).toHaveBeenCalledWith('complaint-1', pdf);
  });

  it('sends no file when none is chosen, for the machine to say so', async () => {
    const { section, props } = letters(['sent']);
    await userEvent.click(section.getByRole('button', { name: 'Upload the response' }));
    expect(props.onUploadLetter).toHaveBeenCalledWith('complaint-1', null);
  });

  it('shows the refusal beside the file input, which reads as invalid', () => {
    const message = letterTooLargeMessage(7 * 1024 * 1024);
    const { section } = letters(['sent'], { fieldErrors: { 'complaint-1-response-file': message } });
    const input = section.getByLabelText('Upload Black Horse’s final response');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(
      'complaint-1-response-file-hint complaint-1-response-file-error',
    );
    expect(section.getByText(message)).toBeTruthy();
  });

  it('says the upload is on its way, and why a download failed', () => {
    const { section } = letters(['sent'], {
      busy: true,
      uploading: 'complaint-1',
      letterProblem: 'This claim has no letter with this letterId that you can read.',
    });
    expect(section.getByRole('button', { name: 'Uploading the response…' })).toBeTruthy();
    expect(section.getByRole('alert').textContent).toContain('The letter could not be downloaded');
  });
});
