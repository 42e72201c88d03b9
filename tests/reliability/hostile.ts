import fc from 'fast-check';

/** Values an attacker or a confused paste puts in a field: markup, script URLs, template and SQL bait. */
export const SCRIPT_BEARING = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  "'; DROP TABLE users; --",
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
];

/** Unicode that breaks naive handling: controls, bidi overrides, zero-width, lone surrogates, emoji. */
export const AWKWARD_UNICODE = ['\u0000', '\u202Eevil', 'a\u200Bb', '\uD800', '👩‍👩‍👧', '\u0007bell', 'Ｓ'];

export const BLANK = ['', ' ', '   ', '\t', '\n', '\u00A0'];

export const scriptBearing = fc.constantFrom(...SCRIPT_BEARING);

/** Any string at all, including lone surrogates and control characters. */
export const anyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom(...SCRIPT_BEARING, ...AWKWARD_UNICODE, ...BLANK),
);

/** A string longer than `max` once trimmed. */
export const overLong = (max: number) =>
  fc.string({ unit: fc.constantFrom('a', 'b', 'é', 'z'), minLength: max + 1, maxLength: max + 40 });

/** Everything JSON and JavaScript can hand a parser. */
export const anything = fc.anything({
  withNullPrototype: true,
  withBigInt: true,
  withDate: true,
  maxDepth: 3,
});

/** A UK mobile (071–075, 077–079) as E.164 and as a person might type it. */
export const ukMobile = fc
  .tuple(fc.constantFrom('71', '72', '73', '74', '75', '77', '78', '79'), fc.stringMatching(/^\d{8}$/))
  .chain(([prefix, rest]) => {
    const national = `${prefix}${rest}`;
    return fc.record({
      e164: fc.constant(`+44${national}`),
      typed: fc.constantFrom(
        `0${national}`,
        `0${national.slice(0, 4)} ${national.slice(4)}`,
        `+44 ${national.slice(0, 4)} ${national.slice(4)}`,
        `+44 (0)${national}`,
        `0044 ${national}`,
        `(0${national.slice(0, 4)}) ${national.slice(4, 7)}-${national.slice(7)}`,
      ),
    });
  });

/** A UK postcode in its normal form and in any case and spacing. */
export const ukPostcode = fc
  .tuple(
    fc.constantFrom('A9', 'A99', 'AA9', 'AA99', 'A9A', 'AA9A'),
    fc.stringMatching(/^[A-Z]{2}$/),
    fc.stringMatching(/^[A-Z]{2}$/),
    fc.stringMatching(/^\d{3}$/),
    fc.boolean(),
    fc.constantFrom('', ' ', '  '),
  )
  .map(([shape, letters, inward, digits, lower, gap]) => {
    let l = 0;
    let d = 0;
    const outward = [...shape]
      .map((c) => (c === 'A' ? letters[l++ % 2] : digits[d++ % 3]))
      .join('')
      .replace(/^(\d)/, 'A$1');
    const normal = `${outward} ${digits[2]}${inward}`;
    const typed = `${outward}${gap}${digits[2]}${inward}`;
    return { normal, typed: lower ? typed.toLowerCase() : typed };
  });

/** A name made of letters (including accented ones), spaces, hyphens and apostrophes. */
export const personName = (max: number) =>
  fc
    .tuple(
      fc.constantFrom('A', 'Z', 'É', 'Ó', 'Ł', 'm'),
      fc.string({ unit: fc.constantFrom('a', 'e', 'ö', 'ñ', 'ç', "'", '-', ' ', 'b'), maxLength: max - 2 }),
      fc.constantFrom('a', 'n', 'é'),
    )
    .map(([first, middle, last]) => `${first}${middle}${last}`);

export const email = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9]{0,15}$/),
    fc.constantFrom('', '.x', '+tag', '_y'),
    // Punycode domains (xn--) are accepted too; contract/fields.test.ts names one.
    fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/).map((d) => d.replace(/-+/g, '-')),
    fc.constantFrom('com', 'co.uk', 'org', 'uk'),
  )
  .map(([local, suffix, domain, tld]) => `${local}${suffix}@${domain}.${tld}`);

/** GOV.UK Design System wording: specific, by the field, no apologies and no "valid". */
export const GOVUK_FORBIDDEN = /please|sorry|\bvalid\b|invalid/i;
