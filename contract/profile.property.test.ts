import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { anyString, anything } from '../tests/reliability/hostile';
import { PROFILE_FIELD_MAX, UserProfileSchema, blankProfile } from './profile';

describe('the user profile document under hostile input', () => {
  it('never throws, and refuses any document with a field of the wrong type or size, or an extra field', () => {
    fc.assert(
      fc.property(fc.oneof(anything, fc.dictionary(anyString, anything)), (doc) => {
        expect(() => v.safeParse(UserProfileSchema, doc)).not.toThrow();
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom('firstName', 'email', 'phoneNumber', 'postcode'),
        fc.oneof(
          fc.string({ minLength: PROFILE_FIELD_MAX + 1, maxLength: PROFILE_FIELD_MAX + 20 }),
          fc.integer(),
          fc.constant(null),
        ),
        (field, bad) => {
          expect(v.safeParse(UserProfileSchema, { ...blankProfile('uid-1'), [field]: bad }).success).toBe(
            false,
          );
        },
      ),
    );
    expect(v.safeParse(UserProfileSchema, { ...blankProfile('uid-1'), isAdmin: true }).success).toBe(false);
  });

  it('accepts any text within the limit: it is data, shown as text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 50 }), (text) => {
        fc.pre(text.length <= PROFILE_FIELD_MAX);
        expect(v.safeParse(UserProfileSchema, { ...blankProfile('uid-1'), firstName: text }).success).toBe(
          true,
        );
      }),
    );
  });
});
