import { describe, expect, it } from 'vitest';
import { sampleAgreements } from '../../../machines/wizard/fixtures';
import { answerThrough, createTestWizard, fakeWizardActors } from '../../../machines/wizard/testing';
import { BRANDS } from '../../brands/table';
import type { AgreementsProps } from '../views/Agreements';
import { agreementsStep } from './check';

describe('the agreements step', () => {
  it('says beside each agreement found which part of the FCA’s redress scheme may cover it, from its start', async () => {
    const spies = fakeWizardActors();
    const older = {
      ...sampleAgreements[0]!,
      id: 'cf-old',
      lender: 'Western Car Loans',
      startDate: '2006-01',
    };
    spies.verifyOtp.mockResolvedValue({
      status: 'verified',
      agreements: [...sampleAgreements, older],
      addresses: [],
    });
    const { actor, step } = createTestWizard({ spies });
    await answerThrough(actor, 'otp');
    expect(step()).toEqual({ section: 'check', step: 'agreements' });
    const props = agreementsStep.props(actor.getSnapshot(), BRANDS.Redress) as AgreementsProps;
    expect(props.agreements.map((a) => [a.lender, a.details.at(-1)])).toEqual([
      [
        'North Finance',
        expect.stringContaining('may be covered by Scheme 2 of the FCA’s motor finance redress scheme'),
      ],
      ['Eastern Motor Credit', expect.stringContaining('may be covered by Scheme 2')],
      ['Western Car Loans', expect.stringContaining('may be outside the FCA’s motor finance redress scheme')],
    ]);
  });
});
