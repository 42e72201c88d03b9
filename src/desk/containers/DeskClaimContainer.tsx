// The desk's claim page over its machine (decision 195): the route gives the signed-in staff
// member's session and the claim's id; the machine loads it and records each action.
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  selectBusy,
  selectDownloading,
  selectPhase,
  selectUploading,
} from '../../../machines/desk/deskClaimSelectors';
import { createDevInspector } from '../../app/inspect/createDevInspector';
import type { DeskSession } from './DeskContext';
import { deskClaimPageMachine } from '../adapters/deskClaimActors';
import { DeskClaimView } from '../views/claim/DeskClaimView';
import { DESK_CLAIM_PAGE_PARTS } from './deskClaimPage';

export interface DeskClaimContainerProps extends DeskSession {
  claimId: string;
}

export function DeskClaimContainer({ claimId, gateway }: DeskClaimContainerProps) {
  // Made once for the page: the machine over this session's gateway, the inspector (development
  // only) and the prefix that makes this page's idempotency keys its own.
  const [machine] = useState(() => deskClaimPageMachine(gateway));
  const [inspect] = useState(createDevInspector);
  const [keyPrefix] = useState(() => crypto.randomUUID());
  // When the page opened: whether a lender's response is overdue is read against it.
  const [openedAt] = useState(Date.now);
  const actor = useActorRef(machine, { input: { claimId, keyPrefix }, inspect });
  const phase = useSelector(actor, selectPhase);
  const busy = useSelector(actor, selectBusy);
  const downloading = useSelector(actor, selectDownloading);
  const uploading = useSelector(actor, selectUploading);
  const context = useSelector(
    actor,
    (s) => ({
      claim: s.context.claim,
      problem: s.context.problem,
      actionProblem: s.context.actionProblem,
      fieldErrors: s.context.fieldErrors,
      notice: s.context.notice,
      confirming: s.context.confirming,
      downloadProblem: s.context.downloadProblem,
      checks: s.context.checks,
      downloadingLetter: s.context.downloadingLetter,
      letterProblem: s.context.letterProblem,
    }),
    shallowEqual,
  );
  const hasErrors = context.actionProblem !== null || Object.keys(context.fieldErrors).length > 0;
  const title = context.claim
    ? `Claim ${context.claim.reference}`
    : phase === 'notFound'
      ? 'Claim not found'
      : 'Claim';
  return (
    <>
      <title>{`${hasErrors || phase === 'failed' ? 'Error: ' : ''}${title} – the desk`}</title>
      <DeskClaimView
        parts={DESK_CLAIM_PAGE_PARTS}
        phase={phase}
        claimId={claimId}
        {...context}
        busy={busy}
        downloading={downloading}
        uploading={uploading}
        now={openedAt}
        onRetry={() => actor.send({ type: 'user.retry' })}
        onDownloadSignedLetter={() => actor.send({ type: 'user.downloadSignedLetter' })}
        onSendComplaint={(complaintId) => actor.send({ type: 'user.sendComplaint', complaintId })}
        onRecordEvent={(complaintId, event) => actor.send({ type: 'user.recordEvent', complaintId, event })}
        onRecordAmount={(complaintId, event, amount) =>
          actor.send({ type: 'user.recordAmount', complaintId, event, amount })
        }
        onRecordDetermination={(complaintId, typed) =>
          actor.send({ type: 'user.recordDetermination', complaintId, typed })
        }
        onCheckDetermination={(complaintId, typed) =>
          actor.send({ type: 'user.checkDetermination', complaintId, typed })
        }
        onConfirm={() => actor.send({ type: 'user.confirm' })}
        onCancelConfirm={() => actor.send({ type: 'user.cancelConfirm' })}
        onAddNote={(text) => actor.send({ type: 'user.addNote', text })}
        onUploadLetter={(complaintId, file) => actor.send({ type: 'user.uploadLetter', complaintId, file })}
        onDownloadLetter={(letterId) => actor.send({ type: 'user.downloadLetter', letterId })}
      />
    </>
  );
}
