import { describe, expect, it } from 'vitest';
import { MASK, isPersonalKey, summarise } from './mask';

const profile = {
  id: 'u1',
  userId: 'u1',
  firstName: 'Jane',
  middleName: '',
  lastName: 'Doe',
  email: 'jane@example.com',
  phoneNumber: '07700 900123',
  addressLine1: '1 High Street',
  addressLine2: '',
  city: 'Leeds',
  postcode: 'LS1 1AA',
  previousAddress: { addressLine1: '2 Low Road', addressLine2: '', city: 'York', postcode: 'YO1 1AA' },
  previousPreviousAddress: { addressLine1: '', addressLine2: '', city: '', postcode: '' },
};

describe('context summary masking', () => {
  it('masks every personal profile field by default and keeps ids', () => {
    expect(summarise(profile)).toEqual({
      id: 'u1',
      userId: 'u1',
      firstName: MASK,
      middleName: '',
      lastName: MASK,
      email: MASK,
      phoneNumber: MASK,
      addressLine1: MASK,
      addressLine2: '',
      city: MASK,
      postcode: MASK,
      previousAddress: { addressLine1: MASK, addressLine2: '', city: MASK, postcode: MASK },
      previousPreviousAddress: { addressLine1: '', addressLine2: '', city: '', postcode: '' },
    });
  });

  it('masks the date of birth, signature and passcode wherever they sit', () => {
    const context = {
      step: 'otp',
      answers: { dob: { day: '27', month: '3', year: '1985' }, title: 'Ms' },
      signature: 'data:image/png;base64,AAAA',
      passcode: '123456',
      agreements: [{ lender: 'Sample Motor Finance', startYear: 2015 }],
    };
    const summary = JSON.stringify(summarise(context));
    for (const secret of ['27', '1985', 'Ms', 'base64', '123456']) expect(summary).not.toContain(secret);
    expect(summary).toContain('Sample Motor Finance');
    expect(summary).toContain('otp');
  });

  it('reveals the personal data when asked', () => {
    expect(summarise(profile, { reveal: true })).toMatchObject({ firstName: 'Jane', postcode: 'LS1 1AA' });
  });

  it('matches personal keys whatever their case or separators', () => {
    expect(isPersonalKey('phone_number')).toBe(true);
    expect(isPersonalKey('Date-Of-Birth')).toBe(true);
    expect(isPersonalKey('claimId')).toBe(false);
  });

  it('cuts long strings, long lists and deep nesting short', () => {
    const summary = summarise(
      {
        note: 'x'.repeat(200),
        list: Array.from({ length: 15 }, (_, i) => i),
        deep: { a: { b: { c: { d: 1 } } } },
      },
      { maxDepth: 3 },
    ) as { note: string; list: unknown[]; deep: { a: { b: unknown } } };
    expect(summary.note).toMatch(/… \(200 chars\)$/);
    expect(summary.list).toHaveLength(11);
    expect(summary.list.at(-1)).toBe('… 5 more');
    expect(summary.deep.a.b).toBe('{…}');
  });

  it('names child actors instead of expanding them', () => {
    const child = { id: 'gateway', sessionId: 'x:3', send: () => undefined, getSnapshot: () => ({}) };
    expect(summarise({ child })).toEqual({ child: '[actor gateway]' });
  });
});
