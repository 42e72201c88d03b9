import { describe, expect, it, vi } from 'vitest';
import { yourClaimsLink } from './yourClaimsLink.js';

const SITES = 'https://www.redress.example,https://carfinance.sguk.example';

describe('yourClaimsLink: the deployment’s settings for the claimant’s emails (decision 264)', () => {
  it('links the workspace’s configured site when SITE_ORIGINS allows it', () => {
    const env = { SITE_ORIGINS: SITES, WORKSPACE_ORIGINS: 'Redress=https://www.redress.example' };
    expect(yourClaimsLink('Redress', env)).toBe('https://www.redress.example/form/claims');
  });

  it('gives no link, and a log line naming only the workspace, for a site SITE_ORIGINS does not list', () => {
    const warn = vi.fn();
    const env = { SITE_ORIGINS: SITES, WORKSPACE_ORIGINS: 'SGUK=https://sguk.evil.example' };
    expect(yourClaimsLink('SGUK', env, warn)).toBeNull();
    expect(warn).toHaveBeenCalledWith('no allowed site for the claimant’s emails to link to', {
      workspace: 'SGUK',
    });
  });

  it('gives no link, rather than failing the email, when the settings cannot be read', () => {
    const warn = vi.fn();
    expect(yourClaimsLink('Redress', { SITE_ORIGINS: SITES, WORKSPACE_ORIGINS: 'Redress' }, warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('links the local app on the emulators only', () => {
    const local = { REDRESS_LOCAL_APP_ORIGIN: 'http://127.0.0.1:5251', SITE_ORIGINS: SITES };
    expect(yourClaimsLink('Redress', { ...local, FUNCTIONS_EMULATOR: 'true' })).toBe(
      'http://127.0.0.1:5251/form/claims',
    );
    expect(yourClaimsLink('Redress', local, vi.fn())).toBeNull();
  });
});
