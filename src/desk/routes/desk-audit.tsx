import { useMemo, useState } from 'react';
import { createDevInspector } from '../../app/inspect/createDevInspector';
import { brand } from '../../brands/brand';
import { DeskAuditContainer } from '../containers/DeskAuditContainer';
import { useDeskSession } from '../containers/DeskContext';
import { provideDeskAudit } from '../adapters/deskMachines';

/** /desk/audit: the audit log of the supervisor's workspaces. */
export default function DeskAuditRoute() {
  const { staff, gateway } = useDeskSession();
  const auditMachine = useMemo(() => provideDeskAudit(gateway), [gateway]);
  const [inspect] = useState(createDevInspector);
  return (
    <DeskAuditContainer
      auditMachine={auditMachine}
      staff={staff}
      brandName={brand.displayName}
      inspect={inspect}
    />
  );
}
