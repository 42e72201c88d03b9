import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeskHeaderLine, type DeskHeaderLineProps } from '../../src/desk/views/DeskHeaderLine';
import { PageMain } from '../../src/ui/Page';

/** The desk's header line: who is signed in, the desk's pages (the audit log for supervisors only). */
const meta = { title: 'Desk/Header line' } satisfies Meta;
export default meta;

const line = (props: Partial<DeskHeaderLineProps>): StoryObj => ({
  render: () => (
    <PageMain>
      <DeskHeaderLine
        email="case.handler@firm.example"
        role="handler"
        workspaces={['Redress', 'SGUK']}
        signingOut={false}
        onSignOut={() => undefined}
        currentPage="claims"
        {...props}
      />
    </PageMain>
  ),
});

export const HandlerOnClaims = line({});
export const HandlerOnDataRequests = line({ currentPage: 'dataRequests' });
export const SupervisorOnAuditLog = line({
  email: 'supervisor@firm.example',
  role: 'supervisor',
  currentPage: 'audit',
});
export const OnAClaim = line({ currentPage: null });
export const SigningOut = line({ signingOut: true });
