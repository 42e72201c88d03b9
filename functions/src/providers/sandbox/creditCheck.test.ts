import { describe, expect, it } from 'vitest';
import type { Identity } from '../types.js';
import { sandboxCreditCheck, sandboxReport, sandboxSubject } from './creditCheck.js';
import { LENDERS } from '../../../../contract/fixtures/sandbox.js';

const jane: Identity = {
  title: 'Ms',
  firstName: 'Jane',
  middleName: '',
  lastName: 'Example',
  dateOfBirth: '1985-04-12',
  email: 'jane@example.com',
  phoneNumber: '+447700900123',
};

describe('the sandbox credit check', () => {
  it('gives one identity the same file every time, with real lenders, PCP or HP, 2007–2024', () => {
    const report = sandboxReport(jane);
    const otherFirstName: Identity = { ...jane, firstName: 'J' };
    expect(sandboxReport(otherFirstName)).toEqual(report);
    expect(report.agreements.length).toBeGreaterThan(0);
    for (const agreement of report.agreements) {
      expect(LENDERS).toContain(agreement.lender);
      expect(['PCP', 'HP']).toContain(agreement.agreementType);
      const year = Number(agreement.startDate.slice(0, 4));
      expect(year).toBeGreaterThanOrEqual(2007);
      expect(year).toBeLessThanOrEqual(2024);
    }
    expect(report.addresses.length).toBeGreaterThan(0);
  });

  it('finds a file only with its current postcode, and gives the mobile numbers it holds', async () => {
    const provider = sandboxCreditCheck();
    const { postcode, mobileNumbers } = sandboxSubject(jane);
    expect(postcode).toBe(sandboxReport(jane).addresses[0]?.postcode);
    expect(mobileNumbers).toHaveLength(1);
    expect(mobileNumbers[0]).toMatch(/^\+4477\d{8}$/);
    await expect(provider.start({ ...jane, postcode })).resolves.toMatchObject({
      found: true,
      mobileNumbers,
    });
    const elsewhere = postcode === 'M1 1AE' ? 'LS1 4AP' : 'M1 1AE';
    await expect(provider.start({ ...jane, postcode: elsewhere })).resolves.toEqual({ found: false });
    // Another subject's file holds another number.
    expect(sandboxSubject({ ...jane, dateOfBirth: '1985-04-13' }).mobileNumbers).not.toEqual(mobileNumbers);
  });

  it('has documented identities with no agreements and with provider failures', async () => {
    const provider = sandboxCreditCheck();
    expect(sandboxReport({ ...jane, lastName: 'Nofinance' }).agreements).toEqual([]);
    const outage = { ...jane, lastName: 'Outage' };
    await expect(provider.start({ ...outage, ...sandboxSubject(outage) })).rejects.toThrow(/outage/);
    const reportfail = { ...jane, lastName: 'Reportfail' };
    const found = await provider.start({ ...reportfail, ...sandboxSubject(reportfail) });
    if (!found.found) throw new Error('the Reportfail file should be found');
    await expect(provider.report(found.checkId, reportfail)).rejects.toThrow(/outage/);
  });
});
