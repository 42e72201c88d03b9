import { useMemo, useState } from 'react';
import { createDevInspector } from '../app/inspect/createDevInspector';
import { brand } from '../brands/brand';
import { DeskAuditContainer } from '../desk/DeskAuditContainer';
import { useDeskSession } from '../desk/DeskContext';
import { provideDeskAudit } from '../desk/deskMachines';

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
