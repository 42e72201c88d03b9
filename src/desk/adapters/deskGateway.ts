// The desk's gateway operations (decisions 178–180), with their schemas: only the desk's pages
// load this module, so no claimant page carries any of it. Each answer is read at
// `result.data.data` and checked against the contract before a machine sees it.
import {
  DeskAddNoteDataSchema,
  DeskClaimDataSchema,
  DeskListClaimsDataSchema,
  DeskReadAuditDataSchema,
  DeskSendComplaintDataSchema,
  DeskSignedLetterDataSchema,
  type DeskAddNoteData,
  type DeskAddNoteRequest,
  type DeskClaimData,
  type DeskListClaimsData,
  type DeskListClaimsRequest,
  type DeskReadAuditData,
  type DeskReadAuditRequest,
  type DeskSendComplaintData,
  type DeskSendComplaintRequest,
  type DeskSignedLetterData,
} from '../../../contract/desk';
import {
  ApproveDataDeletionDataSchema,
  ListDataRequestsDataSchema,
  RefuseDataDeletionDataSchema,
  type ApproveDataDeletionData,
  type ApproveDataDeletionRequest,
  type ListDataRequestsData,
  type ListDataRequestsRequest,
  type RefuseDataDeletionData,
  type RefuseDataDeletionRequest,
} from '../../../contract/deskDataRequests';
import {
  DeskCheckDeterminationDataSchema,
  type DeskCheckDeterminationData,
  type DeskCheckDeterminationRequest,
} from '../../../contract/deskCheck';
import {
  DeskUploadLenderResponseDataSchema,
  LetterFileSchema,
  type DeskUploadLenderResponseData,
  type DeskUploadLenderResponseRequest,
  type DownloadLetterRequest,
  type LetterFile,
} from '../../../contract/letters';
import { DeskOverviewDataSchema, type DeskOverviewData } from '../../../contract/overviewFigures';
import {
  DeskListImportsDataSchema,
  DeskReadImportDataSchema,
  DeskStartImportDataSchema,
  type DeskListImportsData,
  type DeskReadImportData,
  type DeskReadImportRequest,
  type DeskStartImportData,
  type DeskStartImportRequest,
} from '../../../contract/bulkDeterminations';
import type { RecordComplaintEventRequest } from '../../../contract/requests';
import { RecordComplaintEventDataSchema, type RecordComplaintEventData } from '../../../contract/responses';
import { at, read, type GatewayClient } from '../../adapters/gateway';

export interface DeskGateway {
  listClaims(request: DeskListClaimsRequest): Promise<DeskListClaimsData>;
  openClaim(claimId: string): Promise<DeskClaimData>;
  addNote(request: DeskAddNoteRequest): Promise<DeskAddNoteData>;
  checkDetermination(request: DeskCheckDeterminationRequest): Promise<DeskCheckDeterminationData>;
  /** A handler's event on one complaint (`handler.*`), validated by the lifecycle machine. */
  recordEvent(request: RecordComplaintEventRequest): Promise<RecordComplaintEventData>;
  /** The complaint letter to a lender as a PDF; the complaint becomes "sent". */
  sendComplaint(request: DeskSendComplaintRequest): Promise<DeskSendComplaintData>;
  /** The claim's signed letter of authority. */
  signedLetter(claimId: string): Promise<DeskSignedLetterData>;
  /** Supervisors: the audit log of their workspaces. */
  readAudit(request: DeskReadAuditRequest): Promise<DeskReadAuditData>;
  /** A page of the open data requests (claimants' deletion requests) of the staff member's workspaces. */
  listDataRequests(request?: ListDataRequestsRequest): Promise<ListDataRequestsData>;
  /** Carries out a claimant's deletion request; approving it again answers the same result. */
  approveDataDeletion(request: ApproveDataDeletionRequest): Promise<ApproveDataDeletionData>;
  /** Refuses a claimant's deletion request with a reason they are sent (decision 271). */
  refuseDataDeletion(request: RefuseDataDeletionRequest): Promise<RefuseDataDeletionData>;
  /** The firm's figures for the staff member's workspaces (decision 273). */
  overview(): Promise<DeskOverviewData>;
  /** The lender's final response to a sent complaint, a PDF in base64 (decision 272). */
  uploadLenderResponse(request: DeskUploadLenderResponseRequest): Promise<DeskUploadLenderResponseData>;
  /** One of the claim's letters, a PDF in base64 (decision 272). */
  downloadLetter(request: DownloadLetterRequest): Promise<LetterFile>;
  /** Supervisors: a lender's determinations file, applied by the gateway row by row (decision 277). */
  startImport(request: DeskStartImportRequest): Promise<DeskStartImportData>;
  /** An import's progress and a page of its refused rows. */
  readImport(request: DeskReadImportRequest): Promise<DeskReadImportData>;
  /** The latest imports of the staff member's workspaces. */
  listImports(): Promise<DeskListImportsData>;
}

/** A callable sends an undefined field as null: fields not given are left out. */
function defined<T extends object>(request: T): Partial<T> {
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The desk's calls over a gateway client signed in as a staff member. */
export function deskGateway(gateway: Pick<GatewayClient, 'callExtension'>): DeskGateway {
  const call = <T>(functionName: string, data: object, schema: Parameters<typeof read>[0]): Promise<T> =>
    gateway.callExtension(functionName, defined(data), (result) =>
      read(schema, at(result, 'data'), functionName),
    ) as Promise<T>;
  return {
    listClaims: (request) => call('deskListClaims', request, DeskListClaimsDataSchema),
    openClaim: (claimId) => call('deskOpenClaim', { claimId }, DeskClaimDataSchema),
    addNote: (request) => call('deskAddNote', request, DeskAddNoteDataSchema),
    checkDetermination: (request) =>
      call('deskCheckDetermination', request, DeskCheckDeterminationDataSchema),
    recordEvent: (request) => call('recordComplaintEvent', request, RecordComplaintEventDataSchema),
    sendComplaint: (request) => call('deskSendComplaint', request, DeskSendComplaintDataSchema),
    signedLetter: (claimId) => call('deskSignedLetter', { claimId }, DeskSignedLetterDataSchema),
    readAudit: (request) => call('deskReadAudit', request, DeskReadAuditDataSchema),
    listDataRequests: (request = {}) => call('listDataRequests', request, ListDataRequestsDataSchema),
    approveDataDeletion: (request) => call('approveDataDeletion', request, ApproveDataDeletionDataSchema),
    refuseDataDeletion: (request) => call('refuseDataDeletion', request, RefuseDataDeletionDataSchema),
    overview: () => call('deskOverview', {}, DeskOverviewDataSchema),
    uploadLenderResponse: (request) =>
      call('deskUploadLenderResponse', request, DeskUploadLenderResponseDataSchema),
    downloadLetter: (request) => call('deskDownloadLetter', request, LetterFileSchema),
    startImport: (request) => call('deskStartImport', request, DeskStartImportDataSchema),
    readImport: (request) => call('deskReadImport', request, DeskReadImportDataSchema),
    listImports: () => call('deskListImports', {}, DeskListImportsDataSchema),
  };
}
