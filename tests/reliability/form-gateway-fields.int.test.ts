import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as gateway from '../../functions/src/shared/fields';
import * as form from '../../machines/wizard/schemas';
import { anyString, email, scriptBearing, ukMobile, ukPostcode } from './hostile';

// The form validates on Continue, the gateway again on the call. A value the form lets through
// and the gateway refuses reaches the claimant as a late, unexplained failure several steps on.
describe('the form refuses nothing late: what it accepts, the gateway accepts', () => {
  it('mobile numbers: accepted by both or neither, as the same E.164 number', () => {
    const candidates = fc.oneof(
      ukMobile.map((m) => m.typed),
      fc.stringMatching(/^(\+44 ?|0)7\d{3} ?\d{6}$/),
      anyString,
      scriptBearing,
    );
    fc.assert(
      fc.property(candidates, (typed) => {
        const onForm = v.safeParse(form.MobileSchema, typed);
        const atGateway = v.safeParse(gateway.UkMobileSchema, typed);
        expect(onForm.success).toBe(atGateway.success);
        if (onForm.success && atGateway.success) expect(onForm.output).toBe(atGateway.output);
      }),
      { numRuns: 1000 },
    );
  });

  it('postcodes: the gateway accepts every one the form accepts, normalised the same way', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          ukPostcode.map((p) => p.typed),
          anyString,
        ),
        (typed) => {
          const onForm = v.safeParse(form.PostcodeSchema, typed);
          if (!onForm.success) return;
          expect(v.parse(gateway.PostcodeSchema, typed)).toBe(onForm.output);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('emails: the gateway accepts every one the form accepts (except punycode domains, a known gap)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          email,
          anyString.filter((s) => !s.includes('--')),
        ),
        (typed) => {
          if (v.safeParse(form.EmailSchema, typed).success)
            expect(v.safeParse(gateway.EmailSchema, typed).success).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
