import { describe, expect, it } from 'vitest';
import { staffFromToken, worksOn } from './staff.js';

describe('staffFromToken', () => {
  it('reads a handler’s or supervisor’s role and workspaces from the token’s custom claims', () => {
    expect(staffFromToken({ role: 'handler', workspaces: ['Redress', 'SGUK'], uid: 'u1' })).toEqual({
      role: 'handler',
      workspaces: ['Redress', 'SGUK'],
    });
    expect(staffFromToken({ role: 'supervisor', workspaces: [] })).toEqual({
      role: 'supervisor',
      workspaces: [],
    });
  });

  it('is null for a claimant, an unknown role, or workspaces that are not a list', () => {
    expect(staffFromToken({ firebase: { sign_in_provider: 'anonymous' } })).toBeNull();
    expect(staffFromToken(undefined)).toBeNull();
    expect(staffFromToken({ role: 'admin', workspaces: ['Redress'] })).toBeNull();
    expect(staffFromToken({ role: 'handler', workspaces: 'Redress' })).toBeNull();
    expect(staffFromToken({ role: 'handler' })).toBeNull();
  });

  it('keeps only the firm’s workspaces, each once, so a handler acts only on those claims', () => {
    const staff = staffFromToken({ role: 'handler', workspaces: ['SGUK', 'Elsewhere', 7, 'SGUK'] });
    expect(staff?.workspaces).toEqual(['SGUK']);
    expect(worksOn(staff!, 'SGUK')).toBe(true);
    expect(worksOn(staff!, 'Redress')).toBe(false);
  });
});
