import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Agreement } from '../../../machines/wizard/context';
import { agreementRoute, routeWords } from '../../../contract/scheme/route';
import { PageMain } from '../../ui/Page';
import { agreementDetails } from '../steps/format';
import { Agreements, type FoundAgreement } from '../views/Agreements';

/**
 * The agreements step with each route in the FCA's redress scheme an agreement may take, as the
 * step words it (decision 254): the agreements are made the way the wizard makes them, from their
 * start month and type.
 */
const meta = { title: 'Claim form/Agreements and their routes in the scheme' } satisfies Meta;
export default meta;

const agreement = (
  id: string,
  lender: string,
  startDate: string,
  extra: Partial<Agreement> = {},
): Agreement => ({
  id,
  lender,
  startDate,
  source: 'creditFile',
  agreementType: 'HP',
  vehicle: { make: 'Ford', model: 'Focus', registration: '' },
  amountFinancedPence: 1_150_000,
  ...extra,
});

const found = (agreements: Agreement[]): FoundAgreement[] =>
  agreements.map((a) => ({
    id: a.id,
    lender: a.lender,
    details: [...agreementDetails(a), routeWords(agreementRoute(a))],
  }));

const step = (agreements: Agreement[]): StoryObj => ({
  render: () => (
    <PageMain>
      <Agreements
        values={{ chosenAgreementIds: [], agreement: null }}
        agreements={found(agreements)}
        onContinue={() => undefined}
        onBack={() => undefined}
        onNoneToAdd={() => undefined}
      />
    </PageMain>
  ),
});

export const Scheme1 = step([agreement('s1', 'North Finance', '2011-08')]);
export const Scheme2 = step([agreement('s2', 'Eastern Motor Credit', '2019-02', { agreementType: 'PCP' })]);
export const OutsideBefore2007 = step([agreement('old', 'Western Car Loans', '2005-06')]);
export const OutsideAfterNovember2024 = step([agreement('new', 'Southern Auto Finance', '2025-03')]);
/**
 * Added by hand, known to the month only: April 2007 reads as Scheme 1 (from the 6th) and
 * November 2024 as outside (all but the 1st), each in words that say "may".
 */
export const BoundaryMonths = step([
  agreement('apr07', 'Harbour Finance', '2007-04', { source: 'manual', vehicle: 'Vauxhall Astra' }),
  agreement('nov24', 'Quay Motor Credit', '2024-11', { source: 'manual', vehicle: 'Kia Picanto' }),
]);
export const EachRoute = step([
  agreement('old', 'Western Car Loans', '2005-06'),
  agreement('s1', 'North Finance', '2011-08'),
  agreement('s2', 'Eastern Motor Credit', '2019-02', { agreementType: 'PCP' }),
  agreement('new', 'Southern Auto Finance', '2025-03'),
]);
