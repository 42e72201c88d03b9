import { FormPage } from '../../ui/form/FormPage';
import { InsetText } from '../../ui/form/InsetText';
import { FeeTable, WorkedExamples } from './FeeTable';
import type { FeeSchedule } from '../../../contract/fees';
import { CLAIM_DURATION } from '../../../contract/firms';
import { Prose } from './Prose';
import { progressAt } from './sections';
import { stepTitles } from './titles';

export interface IntroProps {
  brandName: string;
  fees: FeeSchedule;
  onContinue: () => void;
  onBack: () => void;
  backHref?: string;
  focusHeading?: boolean;
  /** Start was pressed and the next question is on its way: a second press sends nothing. */
  busy?: boolean;
}

/**
 * The start page. Before anyone gives details it says what the service does, what it costs, that
 * they can complain for free without a firm, and that they can cancel (SRA/FCA disclosure rules).
 */
export function Intro({ brandName, fees, onContinue, onBack, backHref, focusHeading, busy }: IntroProps) {
  return (
    <FormPage
      title={stepTitles['start/intro']}
      onBack={onBack}
      backHref={backHref}
      focusHeading={focusHeading}
      progress={progressAt('start')}
      onSubmit={onContinue}
      busy={busy}
    >
      <Prose>
        <p>
          If you bought a car on finance, the lender may have paid the dealer commission without telling you.
          You may be owed compensation. {brandName} can check your credit file for car finance agreements and
          make a claim to each lender for you.
        </p>
        <h2>You do not need to use a law firm</h2>
        <p>You can complain for free, without us:</p>
        <ul>
          <li>to your lender, directly</li>
          <li>to the Financial Ombudsman Service, if you are not happy with the lender&apos;s answer</li>
          <li>
            through the Financial Conduct Authority&apos;s (FCA) redress scheme for car finance, if it covers
            your agreement
          </li>
        </ul>
        <p>If you do any of these yourself, you keep all of any compensation.</p>
        <h2>What we charge</h2>
        <p>You pay nothing unless you get compensation. If you do, our fee is a share of it:</p>
        <FeeTable fees={fees} />
        <h3>Examples</h3>
        <WorkedExamples fees={fees} />
        <p>These figures are examples only. We cannot say whether you would get compensation, or how much.</p>
        <h2>You can change your mind</h2>
        <InsetText>
          <p>
            You can cancel within 14 days of signing, without giving a reason and without paying anything.
          </p>
        </InsetText>
        <h2>Before you start</h2>
        <p>It takes {CLAIM_DURATION}. You will need your mobile phone, so we can text you a security code.</p>
      </Prose>
    </FormPage>
  );
}
