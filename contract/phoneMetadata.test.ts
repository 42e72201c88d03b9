import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { metadataModule, target } from '../scripts/lib/phone-metadata.mjs';
import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { MobileSchema, toUkMobileE164 } from './fields';

describe('the claim contract’s phone metadata (+44 only)', () => {
  it('is what the installed libphonenumber-js gives for +44 (regenerate: node scripts/lib/phone-metadata.mjs --write)', () => {
    expect(readFileSync(target, 'utf8')).toBe(metadataModule());
  });

  it('still reads UK mobiles in every common form, and refuses numbers of other countries', () => {
    for (const typed of ['07700 900982', '+44 7700 900982', '(07700) 900-982', '447700900982']) {
      expect(v.safeParse(MobileSchema, typed).output).toBe('+447700900982');
    }
    for (const foreign of ['+33 6 12 34 56 78', '+1 415 555 2671', '+353 85 123 4567']) {
      expect(v.safeParse(MobileSchema, foreign).success).toBe(false);
    }
  });

  it('reads every number as the whole +44 metadata does (Guernsey, Jersey and Isle of Man mobiles too)', () => {
    // The same rule with libphonenumber-js's full "min" metadata (every country, formats and types).
    const reference = (value: string) => {
      if (value.length > 30 || !/^[\d\s()+.-]+$/.test(value)) return null;
      const phone = parsePhoneNumberFromString(value, 'GB');
      if (!phone || phone.countryCallingCode !== '44') return null;
      return /^7[1-57-9]\d{8}$/.test(phone.nationalNumber) ? `+44${phone.nationalNumber}` : null;
    };
    const named = ['07781 123456', '+44 7781 123456', '07797 123456', '07624 123456', '+44 1481 123456'];
    for (const typed of named) expect(toUkMobileE164(typed)).toBe(reference(typed));
    expect(toUkMobileE164('07781 123456')).toBe('+447781123456');
    const digits = (min: number, max: number) =>
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));
    const typed = fc.oneof(
      fc
        .tuple(fc.constantFrom('0', '+44', '0044', '44', '+44 (0)', '+', '00'), digits(6, 12))
        .map(([p, d]) => p + d),
      fc.string({ unit: fc.constantFrom(...'0123456789 +()-.'.split('')), maxLength: 20 }),
    );
    fc.assert(
      fc.property(typed, (value) => toUkMobileE164(value) === reference(value)),
      { numRuns: 2000 },
    );
  });
});
