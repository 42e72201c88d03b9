import styled from 'styled-components';
import type { MyData as MyDataCopy } from '../../../contract/myData';
import type { DataRequest } from '../../../contract/myData';
import { Button } from '../../ui/form/Button';
import { Hint } from '../../ui/form/Hint';
import { StatusMessage } from '../../ui/form/StatusMessage';
import { DeleteMyData, type DeletionStep } from './DeleteMyData';
import { MyDataRecord } from './MyDataRecord';
import { momentOf } from './myDataFacts';
import { stepTitles } from '../../journey/views/titles';

export interface MyDataProps {
  phase: 'loading' | 'failed' | 'ready';
  /** The copy the gateway made, once it has. */
  data: MyDataCopy | null;
  /** Why the copy could not be made. */
  problem: string | null;
  deletion: {
    step: DeletionStep;
    request: DataRequest | null;
    problem: string | null;
    /** Why this account may not ask, when it may not. */
    refusal: string | null;
    /** The last request refused by us or withdrawn, when there is one. */
    closed: DataRequest | null;
    /** Whether the request can be made here (not before the email address is confirmed). */
    offered: boolean;
  };
  onRetry: () => void;
  onDownload: () => void;
  onAskDeletion: () => void;
  onConfirmDeletion: () => void;
  onCancelDeletion: () => void;
  onWithdrawDeletion: () => void;
}

const Contents = styled.ul`
  margin: 0 0 var(--space-5);
  padding-left: var(--space-5);
`;

/**
 * "Your data" (/form/claims/data): everything held about the claimant, in words and as a file to
 * download, and the request to delete it, which never waits on the copy (decision 271).
 */
export function MyData({
  phase,
  data,
  problem,
  deletion,
  onRetry,
  onDownload,
  onAskDeletion,
  onConfirmDeletion,
  onCancelDeletion,
  onWithdrawDeletion,
}: MyDataProps) {
  const status =
    deletion.step === 'sending'
      ? 'Sending your request…'
      : deletion.step === 'withdrawing'
        ? 'Withdrawing your request…'
        : phase === 'loading'
          ? 'Getting your data…'
          : null;
  const deleteSection = deletion.offered && (
    <DeleteMyData
      step={deletion.step}
      request={deletion.request}
      problem={deletion.problem}
      refusal={deletion.refusal}
      closed={deletion.closed}
      onAsk={onAskDeletion}
      onConfirm={onConfirmDeletion}
      onCancel={onCancelDeletion}
      onWithdraw={onWithdrawDeletion}
    />
  );
  return (
    <div>
      <h1>{stepTitles['claims-data']}</h1>
      <StatusMessage>{status}</StatusMessage>
      {phase === 'failed' && (
        <div role="alert">
          <h2>There is a problem</h2>
          <p>{problem}</p>
          <Button onClick={onRetry}>Try again</Button>
        </div>
      )}
      {phase === 'ready' && data && (
        <>
          <p>This is everything we hold about you, as it was on {momentOf(data.exportedAt)}.</p>
          <Button onClick={onDownload} aria-describedby="download-my-data-hint">
            Download my data
          </Button>
          <Hint id="download-my-data-hint">
            A JSON file: the same information, in a format other services can read.
          </Hint>
          <nav aria-label="On this page">
            <Contents>
              <li>
                <a href="#your-account">Your account and profile</a>
              </li>
              <li>
                <a href="#your-claims-data">Your claims</a>
              </li>
              <li>
                <a href="#your-other-data">Anything else</a>
              </li>
              <li>
                <a href="#delete-your-data">Ask us to delete your data</a>
              </li>
            </Contents>
          </nav>
          <MyDataRecord data={data} />
        </>
      )}
      {/* In one place whatever the copy does: made, being made or not (decision 271). */}
      {deleteSection}
      <p>
        <a href="/form/claims">Back to your claims</a>
      </p>
    </div>
  );
}
