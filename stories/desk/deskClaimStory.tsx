import type { StoryObj } from '@storybook/react-vite';
import type { DeskGateway } from '../../src/desk/adapters/deskGateway';
import { deskGateway } from '../../src/desk/adapters/deskGateway';
import { DeskClaimContainer } from '../../src/desk/containers/DeskClaimContainer';
import { createGatewayClient } from '../../src/adapters/gateway';
import { gatewayHandler } from '../../mocks/handlers';
import type { DeskClaimScenario } from '../../mocks/gateway/deskClaim';
import { DESK_CLAIM_ID, DESK_HANDLER_UID } from '../../mocks/gateway/deskClaimData';
import { DeskPage } from './DeskPage';

export const storyStaff = {
  uid: DESK_HANDLER_UID,
  email: 'handler@example.com',
  role: 'handler' as const,
  workspaces: ['Redress' as const],
};

/** The desk's gateway client over the real callable, which MSW answers (mocks/gateway/deskClaim.ts). */
export function storyDeskGateway(): DeskGateway {
  return deskGateway(
    createGatewayClient({
      callable: async () => (await import('../../src/adapters/gatewayCallable')).offlineGatewayCallable(),
    }),
  );
}

/**
 * The desk's claim page over its real machine and gateway client. MSW answers the gateway in the
 * scenario's state; `change` replaces some calls with what a story needs that MSW must not send
 * (a story check allows no failed request, decision 136): a refusal, a call that never answers.
 */
export function deskClaimStory(
  scenario: DeskClaimScenario,
  change: (gateway: DeskGateway) => Partial<DeskGateway> = () => ({}),
): StoryObj {
  return {
    parameters: { msw: { handlers: { gateway: [gatewayHandler({ deskClaim: scenario })] } } },
    render: () => {
      const gateway = storyDeskGateway();
      return (
        <DeskPage>
          <DeskClaimContainer
            staff={storyStaff}
            gateway={{ ...gateway, ...change(gateway) }}
            claimId={DESK_CLAIM_ID}
          />
        </DeskPage>
      );
    },
  };
}
