import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { createDevInspector } from '../../app/inspect/createDevInspector';
import { brand } from '../../brands/brand';
import { DeskLayoutContainer } from '../containers/DeskLayoutContainer';
import { browserDesk } from '../adapters/deskMachines';
import { deskPageOf } from '../views/DeskHeaderLine';

/** Client-only: the desk is never rendered on a server; the shell shows "Loading…" until it is. */
export function clientLoader() {
  return null;
}

/** /desk: the firm's desk (staff only). Its pages render once a staff member has signed in with both factors. */
export default function DeskRoute() {
  const [desk] = useState(browserDesk);
  const [inspect] = useState(createDevInspector);
  const { pathname } = useLocation();
  return (
    <DeskLayoutContainer
      sessionMachine={desk.sessionMachine}
      gateway={desk.gateway}
      brandName={brand.displayName}
      inspect={inspect}
      currentPage={deskPageOf(pathname)}
    >
      <Outlet />
    </DeskLayoutContainer>
  );
}
