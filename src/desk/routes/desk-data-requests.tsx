import { useMemo, useState } from 'react';
import { createDevInspector } from '../../app/inspect/createDevInspector';
import { brand } from '../../brands/brand';
import { DeskDataRequestsContainer } from '../containers/DeskDataRequestsContainer';
import { useDeskSession } from '../containers/DeskContext';
import { provideDeskDataRequests } from '../adapters/deskMachines';

/** /desk/data-requests: claimants' requests to delete their data, in the staff member's workspaces. */
export default function DeskDataRequestsRoute() {
  const { gateway } = useDeskSession();
  const dataRequestsMachine = useMemo(() => provideDeskDataRequests(gateway), [gateway]);
  const [inspect] = useState(createDevInspector);
  return (
    <DeskDataRequestsContainer
      dataRequestsMachine={dataRequestsMachine}
      brandName={brand.displayName}
      inspect={inspect}
    />
  );
}
