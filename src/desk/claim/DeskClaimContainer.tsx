// Placeholder until the desk's claim page lands: the desk's layout and routes are built against
// this signature.
import type { DeskSession } from '../DeskContext';

export interface DeskClaimContainerProps extends DeskSession {
  claimId: string;
}

export function DeskClaimContainer({ claimId }: DeskClaimContainerProps) {
  return <p>Claim {claimId}</p>;
}
