import { Details } from '../../ui/form/Details';
import { FeeTable } from './FeeTable';
import type { FeeSchedule } from '../../../contract/fees';
import { letterOfAuthorityText } from '../../../contract/firms';

/** What the claimant signs: terms, the letter of authority and the fees, in plain words. */
export function SigningTerms({
  firmName,
  claimantName,
  fees,
}: {
  firmName: string;
  claimantName: string;
  fees: FeeSchedule;
}) {
  return (
    <>
      <h2>Our terms</h2>
      <ul>
        <li>
          We will make a complaint to each lender you chose, and take it to the Financial Ombudsman Service if
          needed.
        </li>
        <li>You pay our fee only if you get compensation. The fee comes out of the compensation.</li>
        <li>You can cancel within 14 days of signing without paying anything.</li>
        <li>You can still complain to the lender yourself, for free, instead of using us.</li>
      </ul>
      <Details summary="Read the full terms of engagement">
        <p>
          These terms are between you and {firmName}. We act for you in claims about commission on the car
          finance agreements you chose. We will keep you updated at each stage and will not agree a settlement
          without asking you. If you cancel after 14 days, you may have to pay for work already done, up to
          the fee in the table below.
        </p>
      </Details>
      <h2>Letter of authority</h2>
      <p>{letterOfAuthorityText(claimantName, firmName)}</p>
      <h2>Our fees</h2>
      <FeeTable fees={fees} />
    </>
  );
}
