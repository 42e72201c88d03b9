import type { ReactNode } from 'react';
import { DeskPageWidth } from '../../src/desk/views/deskPageStyles';
import { PageMain } from '../../src/ui/Page';

/** A desk page's main area as the desk's layout renders it (src/desk/containers/DeskLayoutContainer.tsx): full width. */
export function DeskPage({ children }: { children: ReactNode }) {
  return (
    <PageMain>
      <DeskPageWidth />
      {children}
    </PageMain>
  );
}
