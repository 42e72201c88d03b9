import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DeskListQuery } from '../../../machines/desk/deskListMachine';
import { createDevInspector } from '../../app/inspect/createDevInspector';
import { brand } from '../../brands/brand';
import { DeskClaimsContainer } from '../containers/DeskClaimsContainer';
import { useDeskSession } from '../containers/DeskContext';
import { provideDeskList } from '../adapters/deskMachines';
import { queryFromSearchParams, searchParamsFromQuery } from '../containers/deskQuery';

/** /desk: the claims of the staff member's workspaces, filtered or searched. */
export default function DeskClaimsRoute() {
  const { staff, gateway } = useDeskSession();
  const [params, setParams] = useSearchParams();
  const [initialQuery] = useState(() => queryFromSearchParams(params, staff.workspaces));
  const listMachine = useMemo(() => provideDeskList(gateway), [gateway]);
  const [inspect] = useState(createDevInspector);
  const onQueryChange = useCallback(
    (query: DeskListQuery) => {
      const next = searchParamsFromQuery(query);
      if (next.toString() !== new URLSearchParams(window.location.search).toString())
        setParams(next, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  return (
    <DeskClaimsContainer
      listMachine={listMachine}
      staff={staff}
      brandName={brand.displayName}
      initialQuery={initialQuery}
      onQueryChange={onQueryChange}
      inspect={inspect}
    />
  );
}
