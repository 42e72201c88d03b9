import { cancelClaim } from './handlers/cancelClaim.js';
import { checkboardInitiateCheck } from './handlers/initiateCheck.js';
import { confirmUserExists } from './handlers/confirmUserExists.js';
import { approveDataDeletion, listDataRequests, requestDataDeletion } from './handlers/dataDeletion.js';
import { downloadSignedLetter } from './handlers/downloadSignedLetter.js';
import { exportMyData } from './handlers/exportMyData.js';
import { lookupAddress } from './handlers/lookupAddress.js';
import { recordComplaintEvent } from './handlers/recordComplaintEvent.js';
import { setUserContactDetails } from './handlers/setUserContactDetails.js';
import { submitClaim } from './handlers/submitClaim.js';
import { sendEmailVerification, upgradeAccount } from './handlers/upgradeAccount.js';
import { resumeProgress, saveProgress } from './handlers/progress.js';
import { valifiVerifyOtp } from './handlers/verifyOtp.js';
import { deskAddNote } from './desk/addNote.js';
import { deskListClaims } from './desk/listClaims.js';
import { deskOpenClaim } from './desk/openClaim.js';
import { deskReadAudit } from './desk/readAudit.js';
import { deskSendComplaint } from './desk/sendComplaint.js';
import { deskSignedLetter } from './desk/signedLetter.js';
import type { Handler } from './context.js';

export type { CallContext, Handler } from './context.js';

/**
 * Function names the gateway answers (docs/gateway.md). Each handler authorises its own call: any
 * signed-in user (anonymous included) may start a claim; only a claim's owner may act on it; the
 * firm's staff of its workspace may record its complaints' events (recordComplaintEvent); the
 * desk's operations need a staff role and a second factor (desk/access.ts).
 * A claimant may have a copy of their data and ask for it to be deleted; the firm's staff of their
 * claims' workspaces approve the deletion (decisions 183, 184).
 */
export const handlers: Record<string, Handler> = {
  ping: (_data, ctx) => Promise.resolve({ data: { ok: true, uid: ctx.uid } }),
  checkboardInitiateCheck,
  valifiVerifyOtp,
  confirmUserExists,
  setUserContactDetails,
  lookupAddress,
  submitClaim,
  downloadSignedLetter,
  upgradeAccount,
  sendEmailVerification,
  saveProgress,
  resumeProgress,
  recordComplaintEvent,
  cancelClaim,
  deskListClaims,
  deskOpenClaim,
  deskAddNote,
  deskReadAudit,
  deskSendComplaint,
  deskSignedLetter,
  exportMyData,
  requestDataDeletion,
  approveDataDeletion,
  listDataRequests,
};
