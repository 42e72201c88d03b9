import { describe, expect, it } from 'vitest';
import { suggestEmail } from './emailTypo';

describe('suggestEmail', () => {
  it.each([
    ['sam@gmial.com', 'sam@gmail.com'],
    ['sam@gmail.con', 'sam@gmail.com'],
    ['sam@gmail.co', 'sam@gmail.com'],
    ['sam@hotmial.com', 'sam@hotmail.com'],
    ['sam@hotmail.co.uj', 'sam@hotmail.co.uk'],
    ['sam@yahoo.co.ku', 'sam@yahoo.co.uk'],
    ['sam@yaho.co.uk', 'sam@yahoo.co.uk'],
    ['sam@outlok.com', 'sam@outlook.com'],
    ['sam@btinternt.com', 'sam@btinternet.com'],
    ['Sam.Jones@GMIAL.COM', 'Sam.Jones@gmail.com'],
  ])('suggests a correction for %s', (typed, suggestion) => {
    expect(suggestEmail(typed)).toBe(suggestion);
  });

  it.each([
    'sam@gmail.com',
    'sam@yahoo.co.uk',
    'sam@mail.com',
    'sam@live.com',
    'sam@example.org',
    'sam@firm.co.uk',
  ])('leaves %s alone', (typed) => {
    expect(suggestEmail(typed)).toBeNull();
  });

  it('says nothing until there is a domain to check', () => {
    expect(suggestEmail('sam')).toBeNull();
    expect(suggestEmail('sam@')).toBeNull();
    expect(suggestEmail('sam@gmail')).toBeNull();
  });
});
