import { describe, expect, it } from 'vitest';
import { claimantNewsMessage } from './complaintEvent.js';

const to = {
  name: 'Ms Jane Example',
  email: 'jane@example.com',
  reference: 'RD-ABC123',
  workspace: 'Redress' as const,
  lender: 'Black Horse',
};

describe('the claimant’s news on a route of the redress scheme (decision 259)', () => {
  it('speaks of the scheme’s determination and deadline, not the 8 weeks, once a complaint is sent', () => {
    const scheme = claimantNewsMessage('handler.send', { ...to, route: 'scheme2' });
    expect(scheme?.text).toContain('redress scheme');
    expect(scheme?.text).not.toContain('8 weeks');
    const general = claimantNewsMessage('handler.send', to);
    expect(general?.text).toContain('8 weeks');
  });

  it('tells the claimant of a determination and of their own accepting or disputing it, naming the lender', () => {
    expect(claimantNewsMessage('handler.recordDetermination', { ...to, route: 'scheme1' })?.subject).toBe(
      'Your claim RD-ABC123: a lender has sent its determination',
    );
    expect(claimantNewsMessage('claimant.disputeDetermination', { ...to, route: 'scheme1' })?.subject).toBe(
      'Your claim RD-ABC123: you disputed Black Horse’s determination',
    );
    expect(claimantNewsMessage('system.responseOverdue', { ...to, route: 'scheme1' })?.text).toContain(
      'redress scheme’s deadline',
    );
  });
});
