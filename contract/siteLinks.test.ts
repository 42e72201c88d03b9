import { describe, expect, it } from 'vitest';
import { parseWorkspaceOrigins, yourClaimsUrl, type SiteLinkSettings } from './siteLinks';

const deployed: SiteLinkSettings = {
  workspaceOrigins: parseWorkspaceOrigins(
    'Redress=https://www.redress.example, SGUK=https://carfinance.sguk.example, Complex365=https://elsewhere.example',
  ),
  sites: { origins: ['https://www.redress.example', 'https://carfinance.sguk.example'], local: false },
};
const emulated: SiteLinkSettings = {
  ...deployed,
  sites: { ...deployed.sites, local: true },
  localApp: 'http://127.0.0.1:5191',
};

describe('the link to Your claims in the claimant’s emails (decision 264)', () => {
  it('is Your claims on the workspace’s own site when that site is one of the deployment’s', () => {
    expect(yourClaimsUrl('Redress', deployed)).toBe('https://www.redress.example/form/claims');
    expect(yourClaimsUrl('SGUK', deployed)).toBe('https://carfinance.sguk.example/form/claims');
  });

  it('is none for a workspace whose configured site is not an allowed one, or that has none', () => {
    expect(yourClaimsUrl('Complex365', deployed)).toBeNull();
    expect(yourClaimsUrl('SGUKINTERNAL', deployed)).toBeNull();
    expect(yourClaimsUrl('Redress', { ...deployed, sites: { origins: [], local: false } })).toBeNull();
  });

  it('is the local app on the emulators, and a local app is never used outside them', () => {
    expect(yourClaimsUrl('SGUKINTERNAL', emulated)).toBe('http://127.0.0.1:5191/form/claims');
    expect(yourClaimsUrl('Redress', { ...deployed, localApp: 'http://127.0.0.1:5191' })).toBe(
      'https://www.redress.example/form/claims',
    );
  });

  it.each([
    ['a foreign host', 'http://evil.example:5191'],
    ['https elsewhere', 'https://evil.example'],
    ['a path', 'http://127.0.0.1:5191/form'],
    ['a user name', 'http://x@127.0.0.1:5191'],
  ])('takes no local app that is %s, even on the emulators', (_, localApp) => {
    expect(yourClaimsUrl('Redress', { ...emulated, localApp })).toBe(
      'https://www.redress.example/form/claims',
    );
    expect(yourClaimsUrl('SGUKINTERNAL', { ...emulated, localApp })).toBeNull();
  });

  it('reads WORKSPACE_ORIGINS as workspace=https origin pairs, and refuses anything else', () => {
    expect(parseWorkspaceOrigins(undefined)).toEqual({});
    expect(parseWorkspaceOrigins(' Redress = https://www.redress.example/ ')).toEqual({
      Redress: 'https://www.redress.example',
    });
    for (const bad of [
      'Nobody=https://www.redress.example',
      'Redress',
      'Redress=http://www.redress.example',
      'Redress=https://www.redress.example/form',
      'Redress=https://a.example,Redress=https://b.example',
      'Redress=https://a.example=x',
    ]) {
      expect(() => parseWorkspaceOrigins(bad), bad).toThrow(/^WORKSPACE_ORIGINS: /);
    }
  });
});
