import { describe, expect, it } from 'vitest';
import { accountWords, containsContextWord, SERVICE_WORDS } from './passwordWords';

const jane = { email: 'jane.testington+claims@example.com', names: ['Jane', null, 'Testington'] };

describe('the words a new password may not contain (decision 216)', () => {
  it('bars the service’s and the brands’ names, whatever the case, spacing or punctuation', () => {
    expect(SERVICE_WORDS).toEqual(expect.arrayContaining(['redress', 'complex365', 'sguk']));
    for (const password of [
      'my Redress account 2026',
      'complex-365 is where I claim',
      'S.G.U.K. long pass phrase',
    ])
      expect(containsContextWord(password, { email: 'someone@example.com' })).toBe(true);
  });

  it('bars the account’s email local part, its parts and its names', () => {
    expect(accountWords(jane)).toEqual(['janetestingtonclaims', 'jane', 'testington', 'claims']);
    expect(containsContextWord('testington forever and ever', jane)).toBe(true);
    expect(containsContextWord('hello JANE my old friend', jane)).toBe(true);
    expect(containsContextWord('Paddington bear sandwiches', { email: 'paddington@example.com' })).toBe(true);
  });

  it('lets a password without them through, and ignores parts too short to be a word of the account', () => {
    expect(containsContextWord('purple elephant dishwasher', jane)).toBe(false);
    expect(containsContextWord('so many kinds of tea', { email: 'jo.so@example.com', names: ['Jo'] })).toBe(
      false,
    );
  });
});
