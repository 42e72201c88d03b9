import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { UserProfileSchema, blankProfile, hasEmailAndPhone } from './profile';

describe('user profile (spec section 3)', () => {
  it('has exactly the spec fields, previous addresses as maps of four strings', () => {
    const profile = blankProfile('uid-1');
    expect(Object.keys(profile).sort()).toEqual(
      [
        'id',
        'userId',
        'firstName',
        'middleName',
        'lastName',
        'email',
        'phoneNumber',
        'addressLine1',
        'addressLine2',
        'city',
        'postcode',
        'previousAddress',
        'previousPreviousAddress',
      ].sort(),
    );
    const blankAddress = { addressLine1: '', addressLine2: '', city: '', postcode: '' };
    expect(profile.previousAddress).toEqual(blankAddress);
    expect(profile.previousPreviousAddress).toEqual(blankAddress);
  });

  it('creates a blank profile with every personal field empty, keyed by the user id', () => {
    const { id, userId, previousAddress, previousPreviousAddress, ...rest } = blankProfile('uid-1');
    expect({ id, userId }).toEqual({ id: 'uid-1', userId: 'uid-1' });
    expect(Object.values(rest).every((value) => value === '')).toBe(true);
    expect(v.is(UserProfileSchema, { ...rest, id, userId, previousAddress, previousPreviousAddress })).toBe(
      true,
    );
  });

  it('rejects unknown fields, non-string values and overlong strings', () => {
    const profile = blankProfile('uid-1');
    expect(v.is(UserProfileSchema, { ...profile, isAdmin: true })).toBe(false);
    expect(v.is(UserProfileSchema, { ...profile, city: 3 })).toBe(false);
    expect(v.is(UserProfileSchema, { ...profile, city: 'x'.repeat(201) })).toBe(false);
    expect(v.is(UserProfileSchema, { ...profile, previousAddress: { city: '' } })).toBe(false);
  });

  it('backs an upgrade only with both an email and a phone number', () => {
    expect(hasEmailAndPhone(null)).toBe(false);
    expect(hasEmailAndPhone({ email: 'a@b.co', phoneNumber: '' })).toBe(false);
    expect(hasEmailAndPhone({ email: '', phoneNumber: '07700900123' })).toBe(false);
    expect(hasEmailAndPhone({ email: 'a@b.co', phoneNumber: '07700900123' })).toBe(true);
  });
});
