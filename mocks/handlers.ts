import { http } from 'msw';
import { accountResponder, type AccountScenario } from './gateway/account';
import { addressResponder, type AddressScenario } from './gateway/address';
import { checkResponder, type CheckScenario } from './gateway/check';
import { claimResponder, type ClaimScenario } from './gateway/claim';
import { claimLettersResponder, type ClaimLettersScenario } from './gateway/claimLetters';
import { contactResponder, type ContactScenario } from './gateway/contact';
import { lifecycleResponder, type LifecycleScenario } from './gateway/lifecycle';
import { dataResponder, type DataScenario } from './gateway/data';
import { deskResponder, type DeskScenario } from './gateway/desk';
import { deskClaimResponder, type DeskClaimScenario } from './gateway/deskClaim';
import {
  deskAuditResponder,
  deskDataRequestsResponder,
  type DeskAuditScenario,
  type DeskDataRequestsScenario,
} from './gateway/deskAdmin';
import { deskOverviewResponder, type DeskOverviewScenario } from './gateway/deskOverview';
import { deskImportResponder, type DeskImportScenario } from './gateway/deskImport';
import { fail, field } from './gateway/respond';

/** Which named variant each domain answers with; anything left out answers `success`. */
export interface GatewayScenarios {
  check?: CheckScenario;
  contact?: ContactScenario;
  address?: AddressScenario;
  claim?: ClaimScenario;
  account?: AccountScenario;
  lifecycle?: LifecycleScenario;
  data?: DataScenario;
  desk?: DeskScenario;
  deskClaim?: DeskClaimScenario;
  deskAudit?: DeskAuditScenario;
  deskDataRequests?: DeskDataRequestsScenario;
  deskOverview?: DeskOverviewScenario;
  deskImport?: DeskImportScenario;
  claimLetters?: ClaimLettersScenario;
}

/**
 * The gateway callable is a plain HTTPS POST of `{ data: { functionName, data } }` to
 * …/europe-west2/gateway; this answers it the way the gateway does, per domain and scenario.
 */
export function gatewayHandler(scenarios: GatewayScenarios = {}) {
  const responders = [
    checkResponder(scenarios.check),
    contactResponder(scenarios.contact),
    addressResponder(scenarios.address),
    claimResponder(scenarios.claim),
    accountResponder(scenarios.account),
    // Before the claimant's lifecycle: it answers only the handlers' events of recordComplaintEvent.
    deskClaimResponder(scenarios.deskClaim),
    lifecycleResponder(scenarios.lifecycle),
    dataResponder(scenarios.data),
    deskResponder(scenarios.desk),
    deskAuditResponder(scenarios.deskAudit),
    deskDataRequestsResponder(scenarios.deskDataRequests),
    deskOverviewResponder(scenarios.deskOverview),
    deskImportResponder(scenarios.deskImport),
    claimLettersResponder(scenarios.claimLetters),
  ];
  return http.post('*/europe-west2/gateway', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as unknown;
    const envelope = field(body, 'data');
    const functionName = field(envelope, 'functionName');
    if (typeof functionName !== 'string') {
      return fail('INVALID_ARGUMENT', 'The gateway expects { functionName: string, data: object }.');
    }
    const data = field(envelope, 'data');
    for (const respond of responders) {
      const answer = respond(functionName, data);
      if (answer) return answer;
    }
    return fail('NOT_FOUND', 'Unknown function name. The gateway answers the names in its contract.');
  });
}

/** Every domain's `success` scenario: the default for stories and component tests. */
export const handlers = [gatewayHandler()];
