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
  });
});
