import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { userEvent, within } from 'storybook/test';
import { gatewayHandler } from '../../mocks/handlers';
import { GatewayError } from '../../src/adapters/gateway';
import { useDeskSession } from '../../src/desk/containers/DeskContext';
import { DeskLayoutContainer } from '../../src/desk/containers/DeskLayoutContainer';
import type { DeskGateway } from '../../src/desk/adapters/deskGateway';
import { provideDeskSession } from '../../src/desk/adapters/deskMachines';
import { SiteLayout } from '../support/SiteLayout';
import { brandForGlobals } from '../support/workspace';
import { AUTHENTICATOR, STORY_HANDLER, storyDeskAuth, storyDeskGateway, type StoryAuthOptions } from './desk';

/** /desk's sign-in over the real staff session machine, each Firebase step answered by the story. */
const meta = { title: 'Desk/Sign in' } satisfies Meta;
export default meta;

type Canvas = { canvasElement: HTMLElement };

const signIn = (
  options: StoryAuthOptions = {},
  gateway: DeskGateway = storyDeskGateway,
  page: ReactNode = <p>The desk’s page</p>,
): StoryObj => ({
  render: (_args, { globals }: StoryContext) => (
    <SiteLayout brand={brandForGlobals(globals)}>
      <DeskLayoutContainer
        sessionMachine={provideDeskSession(storyDeskAuth(options))}
        gateway={gateway}
        brandName={brandForGlobals(globals).displayName}
      >
        {page}
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
export const EmailNotConfirmed = {
  ...signIn({
    password: { noSecondFactor: STORY_HANDLER, enrolment: { kind: 'phone', emailVerified: false } },
  }),
  play: async (context: Canvas) =>
    (await typePassword(context)).findByText(/^Confirm your email address first/, { selector: 'a' }),
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

// Enrolling a second factor (decision 220): staff with a role, a confirmed email and no factor yet.
const UNENROLLED = { noSecondFactor: STORY_HANDLER };
const APP_UNENROLLED = {
  noSecondFactor: STORY_HANDLER,
  enrolment: { kind: 'totp', emailVerified: true },
} as const;

async function typeMobile(context: Canvas, mobile = '07700 900123') {
  const canvas = await typePassword(context);
  await userEvent.type(await canvas.findByLabelText('UK mobile number'), mobile);
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  return canvas;
}

export const EnrolMobile = {
  ...signIn({ password: UNENROLLED }),
  play: async (context: Canvas) => (await typePassword(context)).findByLabelText('UK mobile number'),
};
export const EnrolMobileNotUk = {
  ...signIn({ password: UNENROLLED }),
  play: async (context: Canvas) => (await typeMobile(context, '020 7946 0000')).findByRole('alert'),
};
export const EnrolMobileNotSent = {
  ...signIn({ password: UNENROLLED, enrolSend: 'invalid-phone' }),
  play: async (context: Canvas) => (await typeMobile(context)).findByRole('alert'),
};
export const EnrolSending = {
  ...signIn({ password: UNENROLLED, pendingEnrolment: true }),
  play: async (context: Canvas) => (await typeMobile(context)).findByRole('button', { name: 'Sending…' }),
};
export const EnrolCodeTexted = {
  ...signIn({ password: UNENROLLED }),
  play: async (context: Canvas) => (await typeMobile(context)).findByText(/We sent a security code to 07700/),
};
export const EnrolWrongCode = {
  ...signIn({ password: UNENROLLED, enrol: 'wrong-code' }),
  play: async (context: Canvas) => {
    const canvas = await typeMobile(context);
    await userEvent.type(await canvas.findByLabelText('Security code'), '111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByRole('alert');
  },
};
export const EnrolAuthenticatorApp = {
  ...signIn({ password: APP_UNENROLLED }),
  play: async (context: Canvas) =>
    (await typePassword(context)).findByRole('img', { name: 'QR code to scan with your authenticator app' }),
};
export const EnrolMakingTheKey = {
  ...signIn({ password: APP_UNENROLLED, pendingEnrolment: true }),
  play: async (context: Canvas) => (await typePassword(context)).findByText('Making your key…'),
};
export const EnrolledSignInAgain = {
  ...signIn({ password: APP_UNENROLLED, enrol: null }),
  play: async (context: Canvas) => {
    const canvas = await typePassword(context);
    await userEvent.type(await canvas.findByLabelText('Code from your authenticator app'), '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByText('Your second factor is set up. Sign in again with it');
  },
};

/** A new member of staff grant-role invited to enrol before giving a role (decision 247). */
const INVITED = { ...STORY_HANDLER, role: null, workspaces: [], invited: true };
export const EnrolledAwaitingAccess = {
  ...signIn({
    password: { noSecondFactor: INVITED, enrolment: { kind: 'totp', emailVerified: true } },
    enrol: INVITED,
  }),
  play: async (context: Canvas) => {
    const canvas = await typePassword(context);
    await userEvent.type(await canvas.findByLabelText('Code from your authenticator app'), '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByText(/Your second factor is set up. A supervisor gives you access to the desk next/);
  },
};

/** A desk page that lists claims as it opens (the gateway of the story below refuses it). */
function ListingPage() {
  const { gateway } = useDeskSession();
  useEffect(() => {
    gateway.listClaims({}).catch(() => undefined);
  }, [gateway]);
  return <p>The desk’s page</p>;
}

/** The gateway refuses a sign-in older than it allows; the desk signs out and says so. */
export const SessionEnded = signIn(
  { signedIn: STORY_HANDLER },
  {
    ...storyDeskGateway,
    listClaims: () =>
      Promise.reject(
        new GatewayError('invalid-input', 'Sign in to the desk again.', {
          functionName: 'deskListClaims',
          code: 'functions/permission-denied',
          reason: 'session-expired',
        }),
      ),
  },
  <ListingPage />,
);
