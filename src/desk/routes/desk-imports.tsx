import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { createDevInspector } from '../../app/inspect/createDevInspector';
import { brand } from '../../brands/brand';
import { provideDeskImport } from '../adapters/deskImportActors';
import { ImportContainer } from '../containers/ImportContainer';
import { useDeskSession } from '../containers/DeskContext';

/**
 * /desk/imports: a lender's determinations file uploaded (supervisors only) and the recent imports;
 * /desk/imports/:importId: one import's progress and the rows that could not apply.
 */
export default function DeskImportsRoute() {
  const { staff, gateway } = useDeskSession();
  const { importId = null } = useParams();
  const importMachine = useMemo(() => provideDeskImport(gateway), [gateway]);
  const [inspect] = useState(createDevInspector);
  return (
    <ImportContainer
      // A new address is a new page: the upload form, or another import.
      key={importId ?? 'new'}
      importMachine={importMachine}
      staff={staff}
      importId={importId}
      brandName={brand.displayName}
      inspect={inspect}
    />
  );
}
