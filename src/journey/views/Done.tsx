import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/form/Button';
import { LinkButton } from '../../ui/form/LinkButton';
import { Panel } from '../../ui/form/Panel';
import { ProgressIndicator } from '../../ui/form/ProgressIndicator';
import { Prose } from './Prose';
import { journeySections } from './sections';
import { stepTitles } from './titles';
import { CANCELLATION_RIGHT, NEXT_STEPS } from '../../../contract/firms';

export interface FirmContact {
  phone: string;
  email: string;
  /** e.g. "Monday to Friday, 9am to 5pm". */
  hours: string;
}

export interface DoneProps {
  reference: string;
  firmName: string;
  contact: FirmContact;
  /** Lenders chosen, so the printed record lists them. */
  lenders: readonly string[];
  /** The optional next step: set a password. */
  onContinue: () => void;
  onPrint: () => void;
  focusHeading?: boolean;
}

const Reference = styled.p`
  margin: 0;
  font-size: 1.5rem;
  strong {
    display: block;
    font-size: 2rem;
  }
`;

/**
 * The confirmation. No Back link: the claim has been sent and going back would not unsend it.
 * The page prints as a record of the claim (buttons and navigation hide in print).
 */
export function Done({
  reference,
  firmName,
  contact,
  lenders,
  onContinue,
  onPrint,
  focusHeading = true,
}: DoneProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  return (
    <div>
      <ProgressIndicator sections={journeySections} current="thankyou" />
      <Panel title={stepTitles['thankyou/done']} headingRef={headingRef}>
        <Reference>
          Your claim reference <strong>{reference}</strong>
        </Reference>
      </Panel>
      <Prose>
        <p>We have sent a copy of your claim to your email address.</p>
        <p>
          Your signed letter of authority is attached to that email. You can also download it from{' '}
          <a href="/form/claims">your claims</a>.
        </p>
        <h2>Your claim is against</h2>
        <ul>
          {lenders.map((lender) => (
            <li key={lender}>{lender}</li>
          ))}
        </ul>
        <h2>What happens next</h2>
        <ol>
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{CANCELLATION_RIGHT}</p>
        <h2>Contact us</h2>
        <p>
          {firmName}
          <br />
          Telephone: {contact.phone} ({contact.hours})
          <br />
          Email: {contact.email}
        </p>
        <p>Quote your claim reference {reference} when you contact us.</p>
        <p>
          <LinkButton onClick={onPrint}>Print this page</LinkButton>
        </p>
        <h2>Save your claim with a password</h2>
        <p>Set a password so you can sign in later to check your claim from any device. This is optional.</p>
      </Prose>
      <Button onClick={onContinue}>Continue</Button>
    </div>
  );
}
