import { Link } from 'react-router';
import { DELETION_KEEPS, DELETION_REMOVES, DELETION_WITHIN } from '../../../contract/dataRights';
import { RETENTION_DAYS } from '../../../contract/retention';
import { Note, PageMain } from '../../ui/Page';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

export interface PrivacyViewProps {
  brandName: string;
  legalEntity: string;
  email: string;
}

export function PrivacyView({ brandName, legalEntity, email }: PrivacyViewProps) {
  return (
    <PageMain>
      <h1>Privacy notice</h1>
      <Note>Sample text: the firm’s data protection officer confirms this notice before launch.</Note>
      <p>
        {brandName} is a trading name of {legalEntity}, the controller of the personal data you give us when
        you start a claim.
      </p>
      <h2>What we collect and why</h2>
      <ul>
        <li>your name, date of birth, contact details and addresses, to identify you and your agreements;</li>
        <li>the results of a soft credit search, with your consent, to find your finance agreements;</li>
        <li>your signature and claim details, to act for you under our agreement with you.</li>
      </ul>
      <h2>Who we share it with</h2>
      <p>
        Your lenders and, if needed, the Financial Ombudsman Service, to pursue your claim; the credit
        reference agency that runs the soft search; and providers that host our systems in the UK.
      </p>
      <h2>How long we keep it</h2>
      <ul>
        <li>
          A signed claim: for as long as your claim runs and then for {RETENTION_DAYS.signedClaimYears} years,
          unless the law requires otherwise, also if you ask us to delete your data.
        </li>
        <li>
          A claim you started but did not sign: {days(RETENTION_DAYS.unsignedClaim)} after you last changed
          it, then it is deleted.
        </li>
        <li>
          A guest session with no claim: {days(RETENTION_DAYS.guestAccount)} after you last used it, then it
          is deleted.
        </li>
        <li>
          Security codes we text you, and records that stop a request being sent twice:{' '}
          {days(RETENTION_DAYS.passcode)}.
        </li>
        <li>
          Our copy of an email we sent you (the confirmation with your signed letter):{' '}
          {days(RETENTION_DAYS.sentEmail)} after it was sent.
        </li>
        <li>
          Your answers when you choose to save your claim and come back later:{' '}
          {days(RETENTION_DAYS.savedProgress)} after you saved them, or until you submit the claim.
        </li>
        <li>
          Counts we keep to limit how many texts and checks can be asked for: until the end of their period,
          at most {days(RETENTION_DAYS.rateLimit)}.
        </li>
        <li>
          Our record that we deleted your data when you asked, which holds nothing about you but your
          account’s number: {RETENTION_DAYS.dataRequestYears} years.
        </li>
      </ul>
      <h2>Your rights</h2>
      <p>
        You can see everything we hold about you and download a copy of it: sign in, open Your claims, then
        See and download my data. On the same page you can ask us to delete your data; we do it{' '}
        {DELETION_WITHIN} of your request.
      </p>
      <h3>What we delete when you ask</h3>
      <ul>
        {DELETION_REMOVES.map((item) => (
          <li key={item}>{item};</li>
        ))}
      </ul>
      <h3>What we must keep</h3>
      <ul>
        {DELETION_KEEPS.what.map((item) => (
          <li key={item}>{item};</li>
        ))}
      </ul>
      <p>{DELETION_KEEPS.why}</p>
      <p>
        You can also ask for a copy of your data, ask us to correct or delete it, or object to how we use it,
        by emailing <a href={`mailto:${email}`}>{email}</a>. You can also complain to the Information
        Commissioner’s Office.
      </p>
      <p>
        For cookies and browser storage see our <Link to="/cookies">cookie policy</Link>.
      </p>
      <p>
        Our staff desk, where our case handlers work on claims, sets no optional cookies: it keeps only the
        staff member’s sign-in and the security checks that protect it, so it shows no cookie banner.
      </p>
    </PageMain>
  );
}
