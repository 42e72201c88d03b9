import { describe, expect, it } from 'vitest';
import { staffFromToken, worksOn } from './staff.js';

describe('staffFromToken', () => {
  it('reads the role and workspaces grant-role sets', () => {
    expect(staffFromToken({ role: 'handler', workspaces: ['SGUK', 'SGUKINTERNAL'] })).toEqual({
      role: 'handler',
      workspaces: ['SGUK', 'SGUKINTERNAL'],
    });
    expect(staffFromToken({ role: 'supervisor', workspaces: ['Redress'], email: 'x@example.com' })).toEqual({
      role: 'supervisor',
      workspaces: ['Redress'],
    });
  });

  it('gives a claimant’s or a guest’s token no staff role', () => {
    expect(staffFromToken({ firebase: { sign_in_provider: 'anonymous' } })).toBeNull();
    expect(staffFromToken(undefined)).toBeNull();
    expect(staffFromToken(null)).toBeNull();
  });

  it('gives no role for claims grant-role does not write', () => {
    expect(staffFromToken({ role: 'admin', workspaces: ['Redress'] })).toBeNull();
    expect(staffFromToken({ role: 'handler', workspaces: 'Redress' })).toBeNull();
    expect(staffFromToken({ role: 'handler', workspaces: [] })).toBeNull();
    expect(staffFromToken({ role: 'handler', workspaces: ['Elsewhere'] })).toBeNull();
  });

  it('ignores a workspace the contract does not name, and a repeated one', () => {
    expect(staffFromToken({ role: 'handler', workspaces: ['Elsewhere', 'SGUK', 'SGUK'] })).toEqual({
      role: 'handler',
      workspaces: ['SGUK'],
    });
  });

  it('lets a staff member act only on the claims of their workspaces', () => {
    const staff = staffFromToken({ role: 'handler', workspaces: ['SGUK'] });
    expect(worksOn(staff!, 'SGUK')).toBe(true);
    expect(worksOn(staff!, 'Redress')).toBe(false);
  });
});
