import { useMemo, useState } from 'react';
import { createDevInspector } from '../../app/inspect/createDevInspector';
import { brand } from '../../brands/brand';
import { provideDeskOverview } from '../adapters/deskMachines';
import { DeskOverviewContainer } from '../containers/DeskOverviewContainer';
import { useDeskSession } from '../containers/DeskContext';

/** /desk/overview: the firm's figures for the staff member's workspaces, as charts with their tables. */
export default function DeskOverviewRoute() {
  const { gateway, staff } = useDeskSession();
  const overviewMachine = useMemo(() => provideDeskOverview(gateway), [gateway]);
  const [inspect] = useState(createDevInspector);
  return (
    <DeskOverviewContainer
      overviewMachine={overviewMachine}
      brandName={brand.displayName}
      workspaces={staff.workspaces}
      inspect={inspect}
    />
  );
}
