import { describe, expect, it } from 'vitest';
import { searchLedgerKey } from '../../functions/src/providers/sandbox/creditCheck';
import { personalDataIn, sandboxFileKey } from './checks.mjs';
import { identity } from './journey.mjs';

describe('the soak’s log scan', () => {
  const person = identity('run1', 3);

  it('finds a date of birth in the forms a log might carry it', () => {
    expect(personalDataIn('applicant {"dateOfBirth":"1979-11-23"}', [person])).toContain('date of birth');
    expect(personalDataIn('born 23/11/1979', [person])).toContain('date of birth (UK order)');
    expect(personalDataIn('dob=19791123', [person])).toContain('date of birth (digits)');
  });

  it('finds an address line, the town and the postcode in any spacing or case', () => {
    expect(personalDataIn(`moved to ${person.address.addressLine1}`, [person])).toEqual(['address line']);
    expect(personalDataIn('lives in Quillford', [person])).toEqual(['town']);
    expect(personalDataIn('postcode tr210lw', [person])).toEqual(['postcode']);
    expect(personalDataIn('gateway call checkboardInitiateCheck ok 120 ms', [person])).toEqual([]);
  });

  it('writes the sandbox file where the sandbox reads it', () => {
    expect(sandboxFileKey(person)).toBe(searchLedgerKey(person));
  });
});
