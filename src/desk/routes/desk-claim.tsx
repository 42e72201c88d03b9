import { DeskClaimContainer } from '../containers/DeskClaimContainer';
import { useDeskSession } from '../containers/DeskContext';
import type { Route } from './+types/desk-claim';

/** /desk/claims/{claimId}: one claim at the desk. */
export default function DeskClaimRoute({ params }: Route.ComponentProps) {
  return <DeskClaimContainer claimId={params.claimId} {...useDeskSession()} />;
}
