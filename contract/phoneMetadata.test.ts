import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { metadataModule, target } from '../scripts/lib/phone-metadata.mjs';
import { MobileSchema } from './fields';

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
});
