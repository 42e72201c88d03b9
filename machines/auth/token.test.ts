import { describe, expect, it } from 'vitest';
import { customTokenUid } from './token';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('the uid a sign-in link is for', () => {
  it('reads the uid from a custom token’s payload (base64url, unpadded)', () => {
    expect(customTokenUid(`h.${encode({ uid: 'user-42', claims: { a: '??>' } })}.s`)).toBe('user-42');
  });

  it.each([
    ['no payload', 'just-one-part'],
    ['a payload that is not base64', 'h.%%%.s'],
    ['a payload that is not JSON', `h.${btoa('not json')}.s`],
    ['no uid', `h.${encode({ sub: 'x' })}.s`],
    ['a uid that is not a string', `h.${encode({ uid: 7 })}.s`],
    ['an empty uid', `h.${encode({ uid: '' })}.s`],
    ['a JSON null', `h.${encode(null)}.s`],
  ])('answers null for %s', (_, token) => {
    expect(customTokenUid(token)).toBeNull();
  });
});
