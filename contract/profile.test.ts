import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { UserProfileSchema, blankProfile, hasEmailAndPhone, profileOfClaim } from './profile';

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

  it('takes a submitted claim’s names, lower-case email, mobile and addresses, without the months moved in', () => {
    const home = { addressLine1: '1 Test Street', addressLine2: '', city: 'Leeds', postcode: 'LS1 4AP' };
    const before = {
      addressLine1: '9 Mill Lane',
      addressLine2: 'Headingley',
      city: 'Leeds',
      postcode: 'LS6 2AB',
    };
    const fields = profileOfClaim(
      {
        firstName: 'Jane',
        middleName: '',
        lastName: 'Smith',
        email: 'Jane.Smith@Example.com',
        phoneNumber: '+447700900982',
      },
      {
        currentAddress: { ...home, movedIn: '2020-01' } as typeof home,
        previousAddress: { ...before, movedIn: '2012-05' } as typeof before,
      },
    );
    expect(fields).toEqual({
      firstName: 'Jane',
      middleName: '',
      lastName: 'Smith',
      email: 'jane.smith@example.com',
      phoneNumber: '+447700900982',
      ...home,
      previousAddress: before,
      previousPreviousAddress: { addressLine1: '', addressLine2: '', city: '', postcode: '' },
    });
    expect(v.is(UserProfileSchema, { ...blankProfile('uid-1'), ...fields })).toBe(true);
  });
});
