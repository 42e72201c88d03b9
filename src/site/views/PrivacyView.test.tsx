import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PrivacyView } from './PrivacyView';

describe('the privacy notice', () => {
  it('states how long each kind of record is kept', () => {
    render(
      <MemoryRouter>
        <PrivacyView brandName="Redress" legalEntity="Sample Law LLP" email="privacy@example.com" />
      </MemoryRouter>,
    );
    const kept = screen.getByRole('heading', { name: 'How long we keep it' }).nextElementSibling?.textContent;
    expect(kept).toContain('A claim you started but did not sign: 30 days after you last changed it');
    expect(kept).toContain('A guest session with no claim: 30 days after you last used it');
    expect(kept).toContain('records that stop a request being sent twice: 1 day');
    expect(kept).toContain('then for 6 years');
    expect(kept).toContain(
      'Our copy of an email we sent you (the confirmation with your signed letter): 30 days',
    );
    expect(kept).toContain('Our record that we deleted your data when you asked');
  });

  it('says where to see, download and delete your data, and what a deletion keeps and for how long', () => {
    render(
      <MemoryRouter>
        <PrivacyView brandName="Redress" legalEntity="Sample Law LLP" email="privacy@example.com" />
      </MemoryRouter>,
    );
    expect(screen.getByText(/See and download my data/)).toBeTruthy();
    const keeps = screen.getByRole('heading', { name: 'What we must keep' }).nextElementSibling?.textContent;
    expect(keeps).toContain('your signed claims');
    expect(screen.getByText(/then for 6 years, to answer any complaint or legal claim/)).toBeTruthy();
    const deletes = screen.getByRole('heading', { name: 'What we delete when you ask' }).nextElementSibling
      ?.textContent;
    expect(deletes).toContain('your account on this website');
    expect(deletes).toContain('how you found us');
  });

  it('says the staff desk sets no optional cookies', () => {
    render(
      <MemoryRouter>
        <PrivacyView brandName="Redress" legalEntity="Sample Law LLP" email="privacy@example.com" />
      </MemoryRouter>,
    );
    expect(
      screen.getByText(/Our staff desk, where our case handlers work on claims, sets no optional cookies/),
    ).toBeTruthy();
  });
});
