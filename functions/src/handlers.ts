import type { Handler } from './context.js';

export type { CallContext, Handler } from './context.js';

/**
 * Function names the gateway answers (docs/gateway.md). Each handler authorises its own call: any
 * signed-in user (anonymous included) may start a claim; only a claim's owner may act on it; the
 * firm's staff of its workspace may record its complaints' events (recordComplaintEvent); the
 * desk's operations need a staff role and a second factor (desk/access.ts).
 * A claimant may have a copy of their data and ask for it to be deleted, or withdraw the request;
 * the firm's staff of their claims' workspaces approve or refuse it (decisions 183, 184, 271).
 * Each handler's module is loaded on its first call (decision 227): the first call of a lookup does
 * not load the PDF writer, nor a claimant's call the desk's modules.
 */
export const handlers: Record<string, () => Promise<Handler>> = {
  ping: () => Promise.resolve((_data, ctx) => Promise.resolve({ data: { ok: true, uid: ctx.uid } })),
  checkboardInitiateCheck: () => import('./handlers/initiateCheck.js').then((m) => m.checkboardInitiateCheck),
  valifiVerifyOtp: () => import('./handlers/verifyOtp.js').then((m) => m.valifiVerifyOtp),
  confirmUserExists: () => import('./handlers/confirmUserExists.js').then((m) => m.confirmUserExists),
  setUserContactDetails: () =>
    import('./handlers/setUserContactDetails.js').then((m) => m.setUserContactDetails),
  lookupAddress: () => import('./handlers/lookupAddress.js').then((m) => m.lookupAddress),
  submitClaim: () => import('./handlers/submitClaim.js').then((m) => m.submitClaim),
  downloadSignedLetter: () =>
    import('./handlers/downloadSignedLetter.js').then((m) => m.downloadSignedLetter),
  upgradeAccount: () => import('./handlers/upgradeAccount.js').then((m) => m.upgradeAccount),
  sendEmailVerification: () => import('./handlers/upgradeAccount.js').then((m) => m.sendEmailVerification),
  sendSignInLink: () => import('./handlers/signInLink.js').then((m) => m.sendSignInLink),
  saveProgress: () => import('./handlers/progress.js').then((m) => m.saveProgress),
  resumeProgress: () => import('./handlers/progress.js').then((m) => m.resumeProgress),
  recordComplaintEvent: () =>
    import('./handlers/recordComplaintEvent.js').then((m) => m.recordComplaintEvent),
  cancelClaim: () => import('./handlers/cancelClaim.js').then((m) => m.cancelClaim),
  deskListClaims: () => import('./desk/listClaims.js').then((m) => m.deskListClaims),
  deskOpenClaim: () => import('./desk/openClaim.js').then((m) => m.deskOpenClaim),
  deskAddNote: () => import('./desk/addNote.js').then((m) => m.deskAddNote),
  deskReadAudit: () => import('./desk/readAudit.js').then((m) => m.deskReadAudit),
  deskSendComplaint: () => import('./desk/sendComplaint.js').then((m) => m.deskSendComplaint),
  deskSignedLetter: () => import('./desk/signedLetter.js').then((m) => m.deskSignedLetter),
  deskCheckDetermination: () => import('./desk/checkDetermination.js').then((m) => m.deskCheckDetermination),
  deskUploadLenderResponse: () => import('./desk/letters.js').then((m) => m.deskUploadLenderResponse),
  deskDownloadLetter: () => import('./desk/letters.js').then((m) => m.deskDownloadLetter),
  listClaimLetters: () => import('./handlers/letters.js').then((m) => m.listClaimLetters),
  downloadClaimLetter: () => import('./handlers/letters.js').then((m) => m.downloadClaimLetter),
  deskOverview: () => import('./desk/overview.js').then((m) => m.deskOverview),
  deskStartImport: () => import('./desk/bulk/startImport.js').then((m) => m.deskStartImport),
  deskReadImport: () => import('./desk/bulk/readImport.js').then((m) => m.deskReadImport),
  deskListImports: () => import('./desk/bulk/readImport.js').then((m) => m.deskListImports),
  exportMyData: () => import('./handlers/exportMyData.js').then((m) => m.exportMyData),
  requestDataDeletion: () => import('./handlers/dataDeletion.js').then((m) => m.requestDataDeletion),
  approveDataDeletion: () => import('./handlers/dataDeletionDesk.js').then((m) => m.approveDataDeletion),
  withdrawDataDeletion: () => import('./handlers/dataDeletion.js').then((m) => m.withdrawDataDeletion),
  refuseDataDeletion: () => import('./handlers/dataDeletionDesk.js').then((m) => m.refuseDataDeletion),
  listDataRequests: () => import('./handlers/dataDeletionDesk.js').then((m) => m.listDataRequests),
};
