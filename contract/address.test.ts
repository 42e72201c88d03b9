import { describe, expect, it } from 'vitest';
import { addressLines, addressText, addressWithMovedIn } from './address';

const mall = { addressLine1: '1 The Mall', addressLine2: '', city: 'London', postcode: 'SW1A 1AA' };

describe('an address as text (decision 269)', () => {
  it('writes the lines in reading order, leaving out a blank second line', () => {
    expect(addressText(mall)).toBe('1 The Mall, London, SW1A 1AA');
    expect(addressText({ ...mall, addressLine2: 'Westminster' })).toBe(
      '1 The Mall, Westminster, London, SW1A 1AA',
    );
    expect(addressLines({ ...mall, addressLine2: '   ' })).toEqual(['1 The Mall', 'London', 'SW1A 1AA']);
  });

  it('is empty when nothing was given', () => {
    expect(addressText({ addressLine1: '', addressLine2: '', city: '', postcode: '' })).toBe('');
  });

  it('says the month the claimant moved in, as the signed letter states it', () => {
    expect(addressWithMovedIn({ ...mall, movedIn: '2010-03' })).toBe(
      '1 The Mall, London, SW1A 1AA (moved in March 2010)',
    );
  });
});
