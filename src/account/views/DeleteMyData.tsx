import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import {
  DELETION_KEEPS,
  DELETION_REMOVES,
  DELETION_WITHIN,
  deletionDueOn,
} from '../../../contract/dataRights';
import { formatDay } from '../../../contract/dates';
import type { DataRequest } from '../../../contract/myData';
import { Button } from '../../ui/form/Button';
import { InsetText } from '../../ui/form/InsetText';
import { WarningText } from '../../ui/form/WarningText';
import { dayOf } from './myDataFacts';

/**
 * Where the request to delete is: not asked, being confirmed, on its way, open, being withdrawn, or
 * not open to this account.
 */
export type DeletionStep = 'idle' | 'confirming' | 'sending' | 'requested' | 'withdrawing' | 'refused';

export interface DeleteMyDataProps {
  step: DeletionStep;
  /** The open request, once there is one. */
  request: DataRequest | null;
  /** Why the request could not be sent. */
  problem: string | null;
  /** Why this account may not ask (step `refused`), in the claimant's words. */
  refusal: string | null;
  /** The last request that ended without a deletion: refused by us (with why), or withdrawn. */
  closed: DataRequest | null;
  onAsk: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  onWithdraw: () => void;
}

const Section = styled.section`
  margin-top: var(--space-6);
  padding-top: var(--space-4);
  border-top: 2px solid var(--colour-border);
  h3 {
    margin: var(--space-4) 0 var(--space-2);
    font-size: 1.1875rem;
  }
  ul {
    margin: 0 0 var(--space-3);
    padding-left: var(--space-5);
  }
  h3:focus {
    outline: 3px solid var(--colour-focus);
  }
`;

const Problem = styled.div`
  margin-bottom: var(--space-4);
  padding: var(--space-3);
  border: 5px solid var(--colour-error);
  h3 {
    margin-top: 0;
  }
`;

function WhatHappens() {
  return (
    <>
      <h3>What we must keep</h3>
      <ul>
        {DELETION_KEEPS.what.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{DELETION_KEEPS.why}</p>
      <h3>What we delete</h3>
      <ul>
        {DELETION_REMOVES.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * "Ask us to delete my data": what the firm keeps and what goes, then a confirmation, then the
 * request as sent. Focus moves to the question when it is asked and to the answer once sent.
 */
export function DeleteMyData({
  step,
  request,
  problem,
  refusal,
  closed,
  onAsk,
  onConfirm,
  onCancel,
  onWithdraw,
}: DeleteMyDataProps) {
  const question = useRef<HTMLHeadingElement>(null);
  const done = useRef<HTMLHeadingElement>(null);
  const refused = useRef<HTMLHeadingElement>(null);
  const asking = step === 'confirming' || step === 'sending';
  useEffect(() => {
    if (step === 'confirming') question.current?.focus();
  }, [step]);
  const requested = step === 'requested' || step === 'withdrawing';
  useEffect(() => {
    if (requested) done.current?.focus();
  }, [requested]);
  // Refused after "Yes, delete my data": the answer takes the place of the question, and focus.
  const wasAsking = useRef(false);
  useEffect(() => {
    if (step === 'refused' && wasAsking.current) refused.current?.focus();
    wasAsking.current = asking;
  }, [step, asking]);

  return (
    <Section id="delete-your-data" aria-labelledby="delete-your-data-heading">
      <h2 id="delete-your-data-heading">Ask us to delete your data</h2>
      {step === 'refused' ? (
        <InsetText>
          <h3 ref={refused} tabIndex={-1}>
            We cannot take a request to delete your data from this account
          </h3>
          <p>{refusal}</p>
        </InsetText>
      ) : requested && request ? (
        <InsetText>
          <h3 ref={done} tabIndex={-1}>
            You asked us to delete your data on {dayOf(request.requestedAt)}
          </h3>
          <p>
            We will do it {DELETION_WITHIN} of your request, by{' '}
            {formatDay(deletionDueOn(Date.parse(request.requestedAt)))}, and email you when it is done. When
            it is done, you can no longer sign in here, and we keep only what we must:
          </p>
          <ul>
            {DELETION_KEEPS.what.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {request.status === 'requested' && (
            <>
              {problem && (
                <Problem role="alert">
                  <h3>There is a problem</h3>
                  <p>{problem}</p>
                </Problem>
              )}
              <p>You can withdraw your request until we have dealt with it. You can ask again later.</p>
              <Button
                variant="secondary"
                onClick={step === 'withdrawing' ? undefined : onWithdraw}
                aria-disabled={step === 'withdrawing'}
              >
                {step === 'withdrawing' ? 'Withdrawing your request…' : 'Withdraw my request'}
              </Button>
            </>
          )}
        </InsetText>
      ) : (
        <>
          {closed?.status === 'refused' && (
            <InsetText>
              <h3>We refused your request of {dayOf(closed.requestedAt)}</h3>
              <p>
                {closed.refusedAt ? `On ${dayOf(closed.refusedAt)} we` : 'We'} did not delete your data, and
                told you why by email: {closed.refusalReason}
              </p>
              <p>You can ask us again below. If you disagree, contact us first.</p>
            </InsetText>
          )}
          {closed?.status === 'withdrawn' && (
            <p role="status">
              You withdrew your request{closed.withdrawnAt ? ` on ${dayOf(closed.withdrawnAt)}` : ''}. We will
              not delete your data. You can ask again at any time.
            </p>
          )}
          <p>We delete everything we hold about you, except what the law says we must keep.</p>
          <WhatHappens />
          {asking ? (
            <>
              {problem && (
                <Problem role="alert">
                  <h3>There is a problem</h3>
                  <p>{problem}</p>
                </Problem>
              )}
              <h3 ref={question} tabIndex={-1}>
                Are you sure you want to ask us to delete your data?
              </h3>
              <WarningText>Once we have deleted it, we cannot bring it back.</WarningText>
              <Button
                variant="warning"
                onClick={step === 'sending' ? undefined : onConfirm}
                aria-disabled={step === 'sending'}
              >
                {step === 'sending' ? 'Sending your request…' : 'Yes, delete my data'}
              </Button>
              <Button variant="secondary" onClick={onCancel} disabled={step === 'sending'}>
                No, keep my data
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={onAsk}>
              Ask us to delete my data
            </Button>
          )}
        </>
      )}
    </Section>
  );
}
