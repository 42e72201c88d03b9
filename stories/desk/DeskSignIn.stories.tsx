import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { gatewayHandler } from '../../mocks/handlers';
import { DeskLayoutContainer } from '../../src/desk/DeskLayoutContainer';
import { provideDeskSession } from '../../src/desk/deskMachines';
import { SiteLayout } from '../support/SiteLayout';
import { brandForGlobals } from '../support/workspace';
import { AUTHENTICATOR, STORY_HANDLER, storyDeskAuth, storyDeskGateway, type StoryAuthOptions } from './desk';

/** /desk's sign-in over the real staff session machine, each Firebase step answered by the story. */
const meta = { title: 'Desk/Sign in' } satisfies Meta;
export default meta;

type Canvas = { canvasElement: HTMLElement };

const signIn = (options: StoryAuthOptions = {}): StoryObj => ({
  render: (_args, { globals }: StoryContext) => (
    <SiteLayout brand={brandForGlobals(globals)}>
      <DeskLayoutContainer
        sessionMachine={provideDeskSession(storyDeskAuth(options))}
        gateway={storyDeskGateway}
        brandName={brandForGlobals(globals).displayName}
      >
        <p>The desk’s page</p>
      </DeskLayoutContainer>
    </SiteLayout>
  ),
  parameters: { msw: { handlers: { gateway: gatewayHandler() } } },
});

async function typePassword({ canvasElement }: Canvas, email = 'case.handler@firm.example') {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(await canvas.findByLabelText('Email address'), email);
  await userEvent.type(canvas.getByLabelText('Password'), 'correct horse battery staple');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  return canvas;
}

async function typeCode(context: Canvas, code = '123456') {
  const canvas = await typePassword(context);
  await userEvent.type(await canvas.findByLabelText('Security code'), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  return canvas;
}

export const Password = signIn();
export const EmptyFields = {
  ...signIn(),
  play: async ({ canvasElement }: Canvas) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await canvas.findByRole('alert');
  },
};
export const SigningIn = {
  ...signIn({ pendingPassword: true }),
  play: async (context: Canvas) => {
    const canvas = await typePassword(context);
    await canvas.findByRole('button', { name: 'Signing in…' });
  },
};
export const WrongPassword = {
  ...signIn({ password: 'wrong-credentials' }),
  play: async (context: Canvas) => (await typePassword(context)).findByRole('alert'),
};
export const TooManyAttempts = {
  ...signIn({ password: 'too-many-attempts' }),
  play: async (context: Canvas) => (await typePassword(context)).findByRole('alert'),
};
export const NoSecondFactor = {
  ...signIn({ password: { noSecondFactor: STORY_HANDLER } }),
  play: async (context: Canvas) =>
    (await typePassword(context)).findByText(/Ask a supervisor/, { selector: 'a' }),
};
export const NoAccess = {
  ...signIn({
    password: { noSecondFactor: { uid: 'c1', email: 'jane@example.com', role: null, workspaces: [] } },
  }),
  play: async (context: Canvas) =>
    (await typePassword(context)).findByText('This account has no access to the desk', { selector: 'a' }),
};
export const CodeTexted = {
  ...signIn(),
  play: async (context: Canvas) => (await typePassword(context)).findByText(/We sent a security code/),
};
export const AuthenticatorApp = {
  ...signIn({ password: AUTHENTICATOR }),
  play: async (context: Canvas) =>
    (await typePassword(context)).findByRole('heading', {
      name: 'Enter the code from your authenticator app',
    }),
};
export const CodeNotSixNumbers = {
  ...signIn(),
  play: async (context: Canvas) => (await typeCode(context, '12')).findByRole('alert'),
};
export const WrongCode = {
  ...signIn({ code: 'wrong-code' }),
  play: async (context: Canvas) => (await typeCode(context)).findByRole('alert'),
};
export const ExpiredCode = {
  ...signIn({ code: 'expired-code' }),
  play: async (context: Canvas) => (await typeCode(context)).findByRole('alert'),
};
export const NoAccessAfterTheCode = {
  ...signIn({ code: { uid: 'c1', email: 'jane@example.com', role: null, workspaces: [] } }),
  play: async (context: Canvas) =>
    (await typeCode(context)).findByText('This account has no access to the desk', { selector: 'a' }),
};
export const SignedIn = signIn({ signedIn: STORY_HANDLER });
