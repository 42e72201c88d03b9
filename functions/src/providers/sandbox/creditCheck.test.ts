import { describe, expect, it } from 'vitest';
import type { Identity } from '../types.js';
import { sandboxCreditCheck, sandboxReport } from './creditCheck.js';
import { LENDERS } from './fixtures.js';

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
    expect(sandboxReport({ ...jane, firstName: 'J' })).toEqual(report);
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

  it('has documented identities with no agreements and with provider failures', async () => {
    expect(sandboxReport({ ...jane, lastName: 'Nofinance' }).agreements).toEqual([]);
    await expect(sandboxCreditCheck.start({ ...jane, lastName: 'Outage' })).rejects.toThrow(/outage/);
    const { checkId } = await sandboxCreditCheck.start({ ...jane, lastName: 'Reportfail' });
    await expect(sandboxCreditCheck.report(checkId, { ...jane, lastName: 'Reportfail' })).rejects.toThrow(
      /outage/,
    );
  });
});
