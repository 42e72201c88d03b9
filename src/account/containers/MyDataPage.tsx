import { useState } from 'react';
import { createDevInspector } from '../../app/inspect/createDevInspector';
import { brand } from '../../brands/brand';
import { myDataPageMachine } from './myData';
import { MyDataContainer } from './MyDataContainer';
import { ensureSession } from '../../journey/runtime';

/**
 * /form/claims/data: everything held about the signed-in claimant, made by the gateway, to read,
 * download as a file, or ask to be deleted.
 */
export function MyDataPage() {
  const [inspect] = useState(createDevInspector);
  return (
    <MyDataContainer
      session={ensureSession()}
      machine={myDataPageMachine}
      brandName={brand.displayName}
      inspect={inspect}
    />
  );
}
