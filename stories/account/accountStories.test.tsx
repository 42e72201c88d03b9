import type { StoryContext, StoryObj } from '@storybook/react-vite';
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, NOT_CONFIRMED_YET_MESSAGE } from '../../machines/auth/messages';
import { registeredUser } from '../../machines/auth/fixtures';
import { MAX_RETRIES_MESSAGE } from '../../machines/retry';
import { AUTH_ERROR_MESSAGES } from '../../src/adapters/authErrors';
import { CLAIM_STORE_MESSAGES } from '../../src/adapters/claims';
import { FIRMS } from '../../contract/firms';
import {
  SIGN_IN_LINK_OTHER_EMAIL_MESSAGE,
  SIGN_IN_LINK_REFUSED_MESSAGE,
  SIGN_IN_LINK_REQUESTED_MESSAGE,
} from '../../contract/signInLink';
import { BRANDS } from '../../src/brands/table';
import * as confirmationEmail from './ConfirmationEmail.stories';
import * as emailSignInLink from './EmailSignInLink.stories';
import * as signIn from './SignIn.stories';
import * as signInLink from './SignInLink.stories';
import * as signOut from './SignOut.stories';
import * as yourClaims from './YourClaims.stories';
import { SAMPLE_OFFER_PENCE, eventTypesTo } from '../support/timelineStates';
import { COMPLAINT_STATES } from '../../contract/lifecycle/states';
import { PAY_CLAIMANT_WITHIN_WORKING_DAYS } from '../../contract/settlement';
import { COMPLAINT_EVENT_WORDS, COMPLAINT_STATE_WORDS } from '../../contract/statusWords';
import { feeOnAwardPence, formatPounds } from '../../contract/fees';
import { ACTION_NOTICES } from '../../machines/claims/yourClaimsMachine';
import { CANCEL_REFUSED_MESSAGE } from '../../mocks/gateway/lifecycle';

type Module = { default: { render?: StoryObj['render'] } } & Record<string, unknown>;

/**
 * Runs one story as Storybook does — its loaders, then its render (the story's or the file's) with
 * the story's globals — inside a router, rendered with Testing Library so it is unmounted after
 * the test like every component test. Plays are left out: Storybook's instrumented user-event
 * changes how the other component tests sharing this module graph type; a test presses the
 * buttons itself.
 */
async function show(module: Module, name: string) {
  const story = module[name] as StoryObj;
  const storyRender = story.render ?? module.default.render;
  if (!storyRender) throw new Error(`${name} has nothing to render`);
  const loaded: Record<string, unknown> = {};
  for (const loader of [story.loaders ?? []].flat()) Object.assign(loaded, await loader({} as never));
  const context = { loaded, globals: story.globals ?? {}, args: {} } as unknown as StoryContext;
  const { container } = render(<MemoryRouter>{storyRender({}, context)}</MemoryRouter>);
  return within(container);
}

const email = registeredUser.email ?? '';

describe('sign-in stories show the state they name', () => {
  const s = (name: string) => show(signIn as Module, name);

  it.each([
    ['WrongEmailOrPassword', AUTH_ERROR_MESSAGES['invalid-credentials']],
    ['NoConnection', AUTH_ERROR_MESSAGES.network],
    ['TooManyAttempts', AUTH_ERROR_MESSAGES['too-many-requests']],
    ['SignInServiceFailed', AUTH_ERROR_MESSAGES.unknown],
    ['GuestSessionFailed', MAX_RETRIES_MESSAGE],
    ['AfterARefusedAccountStep', AUTH_MESSAGES.noCurrentLocalUser],
    [
      'ResetSent',
      'If there is an account for that email address, we have sent it a link to reset the password.',
    ],
  ] as const)('%s shows "%s"', async (name, message) => {
    const canvas = await s(name);
    expect(await canvas.findAllByText(message)).not.toHaveLength(0);
  });

  it('shows field errors for missing answers and a malformed email', async () => {
    const missing = await s('MissingAnswers');
    expect(await missing.findByText('There is a problem')).toBeTruthy();
    const malformed = await s('EmailNotAnEmailAddress');
    expect(await malformed.findByText('There is a problem')).toBeTruthy();
  });

  it.each(['Starting', 'SigningIn'] as const)('%s has a busy Sign in button', async (name) => {
    const canvas = await s(name);
    const button = await canvas.findByRole('button', { name: /Sign in/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('SessionCouldNotStart says so, with what to do and Try again, and no busy form', async () => {
    const canvas = await s('SessionCouldNotStart');
    const alert = await canvas.findByRole('alert');
    expect(alert.textContent).toContain(MAX_RETRIES_MESSAGE);
    expect(alert.textContent).toContain(AUTH_ERROR_MESSAGES.network);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    const signInButton = canvas.getByRole('button', { name: 'Sign in' });
    expect(signInButton.getAttribute('aria-disabled')).not.toBe('true');
  });

  it('EmailNotConfirmed is one state: signed in (the header says so), the page explains, no sign-in form', async () => {
    const canvas = await s('EmailNotConfirmed');
    expect(await canvas.findByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeTruthy();
    expect(canvas.getByText(`Signed in as ${email}`)).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Send the link again' })).toBeTruthy();
    expect(canvas.queryByLabelText('Password')).toBeNull();
    expect(canvas.queryByText('There is a problem')).toBeNull();
    expect(canvas.queryAllByText(/Confirm your email address first/)).toHaveLength(0);
  });

  it.each([
    ['ConfirmationLinkSentAgain', `We have sent a new link to ${email}.`],
    ['EmailStillNotConfirmed', NOT_CONFIRMED_YET_MESSAGE],
    ['ConfirmationLinkLimitReached', 'Too many emails to confirm your address. Try again in an hour.'],
  ] as const)('%s shows "%s"', async (name, text) => {
    const canvas = await s(name);
    expect(await canvas.findByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeTruthy();
    // The page shows it once the session has settled (the sign-in service answers at once here).
    const shown = await canvas.findAllByText((_, node) => node?.textContent === text);
    expect(shown).not.toHaveLength(0);
  });

  it('Default is ready to sign in, with no message', async () => {
    const canvas = await s('Default');
    const button = await canvas.findByRole('button', { name: 'Sign in' });
    expect(button.getAttribute('aria-disabled')).not.toBe('true');
    expect(canvas.queryByText('There is a problem')).toBeNull();
  });
});

describe('sign-in by email link stories show the state they name (decision 265)', () => {
  const s = (name: string) => show(emailSignInLink as Module, name);
  const heading = (name: string) => ({ level: 1, name });

  it.each([
    ['AskForALink', 'Get a link to sign in', null],
    ['AskWithoutAnAddress', 'Get a link to sign in', 'Enter your email address'],
    ['LinkAskedFor', 'Get a link to sign in', SIGN_IN_LINK_REQUESTED_MESSAGE],
    [
      'TooManyLinksAskedFor',
      'Get a link to sign in',
      'Too many requests for a sign-in link. Try again in 42 minutes.',
    ],
    ['OpenedWithALink', 'Sign in with your link', null],
    ['AddressNotTheLinks', 'Sign in with your link', SIGN_IN_LINK_OTHER_EMAIL_MESSAGE],
    ['LinkUsedOrExpired', 'Get a link to sign in', SIGN_IN_LINK_REFUSED_MESSAGE],
  ] as const)('%s is headed "%s" and shows its message', async (name, title, message) => {
    const canvas = await s(name);
    expect(await canvas.findByRole('heading', heading(title))).toBeTruthy();
    if (message === null) expect(canvas.queryByText('There is a problem')).toBeNull();
    else expect(await canvas.findAllByText(message)).not.toHaveLength(0);
  });

  it.each([
    ['SendingTheLink', 'Send me a link'],
    ['SigningInWithTheLink', 'Continue'],
  ] as const)('%s has a busy button', async (name, label) => {
    const canvas = await s(name);
    const button = await canvas.findByRole('button', { name: new RegExp(label) });
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });
});

describe('sign-out stories show the header entry they name', () => {
  const s = (name: string) => show(signOut as Module, name);

  it('SignedIn says who is signed in and offers Sign out', async () => {
    const canvas = await s('SignedIn');
    expect(await canvas.findByText(`Signed in as ${email}`)).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('SigningOut shows the sign-out under way', async () => {
    const canvas = await s('SigningOut');
    expect(await canvas.findByRole('button', { name: 'Signing out…' })).toBeTruthy();
  });

  it('Guest is offered Sign in', async () => {
    const canvas = await s('Guest');
    expect(await canvas.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(canvas.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});

describe('your-claims stories show the state they name', () => {
  const s = (name: string) => show(yourClaims as Module, name);

  it.each([
    ['Empty', 'You have no claims yet.'],
    ['Loading', 'Loading your claims…'],
    ['Failed', CLAIM_STORE_MESSAGES.network],
    ['OneDraftToResume', 'Continue this claim'],
    ['OneSubmitted', 'Claim RDR-ABCD2345'],
  ] as const)('%s shows "%s"', async (name, text) => {
    const canvas = await s(name);
    expect(await canvas.findAllByText(text)).not.toHaveLength(0);
  });

  it('DownloadingTheSignedLetter shows the copy on its way once Download is pressed', async () => {
    const canvas = await s('DownloadingTheSignedLetter');
    await userEvent.click(await canvas.findByRole('button', { name: /Download your signed letter/ }));
    expect(await canvas.findByRole('button', { name: 'Preparing your signed letter…' })).toBeTruthy();
  });

  it('Several lists four claims, and a guest with none is offered Sign in', async () => {
    const several = await s('Several');
    expect(await several.findAllByRole('heading', { level: 2, name: /^Claim / })).toHaveLength(4);
    const guest = await s('EmptyForAGuest');
    expect(await guest.findByText(/Started a claim on another device\?/)).toBeTruthy();
  });
});

describe('timeline stories: one for each state of the complaint machine', () => {
  const s = (name: string) => show(yourClaims as Module, name);
  const storyName = (state: string) => `Timeline${state[0]?.toUpperCase()}${state.slice(1)}`;

  it.each(COMPLAINT_STATES.map((state) => [state] as const))(
    '%s shows the state, its events and what happens next',
    async (state) => {
      expect(Object.keys(yourClaims)).toContain(storyName(state));
      const canvas = await s(storyName(state));
      expect(await canvas.findAllByText(COMPLAINT_STATE_WORDS[state])).not.toHaveLength(0);
      const path = eventTypesTo(state);
      for (const type of path)
        expect(canvas.getAllByText(new RegExp(COMPLAINT_EVENT_WORDS[type])).length).toBeGreaterThan(0);
      // The firm's contact details are on every claim's card (decision 270).
      expect(canvas.getByRole('region', { name: 'Contact us about this claim' })).toBeTruthy();
    },
  );

  it('Accepted says what the claimant may receive and when we pay it; Paid what the lender paid us, our fee, what they receive and by when (decision 270)', async () => {
    const accepted = await s('TimelineAccepted');
    expect(await accepted.findByRole('heading', { name: 'What you may receive' })).toBeTruthy();
    expect(accepted.getByText('You may receive')).toBeTruthy();
    expect(
      accepted.getByText(
        `We pay you your share within ${PAY_CLAIMANT_WITHIN_WORKING_DAYS} working days of receiving the money from Black Horse.`,
      ),
    ).toBeTruthy();
    const paid = await s('TimelinePaid');
    expect(await paid.findByRole('heading', { name: 'Your compensation' })).toBeTruthy();
    expect(paid.getByText('Black Horse paid us')).toBeTruthy();
    expect(paid.getByText('Our fee (VAT included)')).toBeTruthy();
    expect(paid.getByText('You receive')).toBeTruthy();
    expect(paid.getByText(/^Black Horse paid £[\d,.]+ to us on \d+ \w+ \d{4}\.$/)).toBeTruthy();
    expect(
      paid.getByText(
        new RegExp(
          `^We pay you the rest, £[\\d,.]+, within ${PAY_CLAIMANT_WITHIN_WORKING_DAYS} working days of receiving it\\.`,
        ),
      ),
    ).toBeTruthy();
  });

  it('Offered shows the amount, our fee from the fee schedule and Accept and Decline', async () => {
    const canvas = await s('TimelineOffered');
    const fee = feeOnAwardPence(SAMPLE_OFFER_PENCE);
    expect(await canvas.findByText(formatPounds(fee / 100))).toBeTruthy();
    expect(canvas.getByText(formatPounds((SAMPLE_OFFER_PENCE - fee) / 100))).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Accept the offer' })).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Decline the offer' })).toBeTruthy();
    const sent = await s('TimelineSent');
    expect(await sent.findByText(/must send its final response by/)).toBeTruthy();
    expect(sent.queryByRole('button', { name: 'Accept the offer' })).toBeNull();
  });

  it('Determined names the scheme’s determination, how it was worked out, our fee, that the scheme pays anyway, and Accept and Dispute (decision 259)', async () => {
    const canvas = await s('TimelineDetermined');
    expect(await canvas.findByRole('heading', { name: 'The lender’s determination' })).toBeTruthy();
    expect(
      canvas.getByText(
        /^We complain under Scheme 2 of the FCA’s motor finance redress scheme, which may cover/,
      ),
    ).toBeTruthy();
    expect(canvas.getByText(/^Redress due: .*worked out as a mix of the commission repaid/)).toBeTruthy();
    expect(canvas.getByText(/whether or not you use a firm like us/)).toBeTruthy();
    const fee = feeOnAwardPence(SAMPLE_OFFER_PENCE);
    expect(canvas.getByText(formatPounds((SAMPLE_OFFER_PENCE - fee) / 100))).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Accept the determination' })).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Dispute the determination' })).toBeTruthy();
    const none = await s('TimelineNoRedress');
    expect(await none.findByText(/^No redress is due: /)).toBeTruthy();
    expect(none.getByRole('button', { name: 'Dispute the determination' })).toBeTruthy();
    expect(none.queryByRole('button', { name: 'Accept the determination' })).toBeNull();
  });

  it('ConfirmingDispute asks first, names the ombudsman and its time limit, and going back sends nothing', async () => {
    const canvas = await s('ConfirmingDispute');
    await userEvent.click(await canvas.findByRole('button', { name: 'Dispute the determination' }));
    expect(
      await canvas.findByRole('heading', {
        name: 'Are you sure you want to dispute Black Horse’s determination?',
      }),
    ).toBeTruthy();
    expect(canvas.getByText(/within 6 months of the lender’s answer/)).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'No, go back' }));
    expect(await canvas.findByRole('button', { name: 'Dispute the determination' })).toBeTruthy();
  });

  it('cancelling asks first, and from the 15th day says how to withdraw instead', async () => {
    const within14 = await s('CancelWithin14Days');
    await userEvent.click(await within14.findByRole('button', { name: 'Cancel this claim' }));
    expect(
      await within14.findByRole('heading', { name: 'Are you sure you want to cancel this claim?' }),
    ).toBeTruthy();
    expect(within14.getByRole('button', { name: 'No, keep my claim' })).toBeTruthy();
    const late = await s('WithdrawAfter14Days');
    expect(await late.findByRole('heading', { name: 'Withdrawing your claim' })).toBeTruthy();
    expect(late.getByText(/up to the fee in our fee schedule/)).toBeTruthy();
    expect(late.queryByRole('button', { name: 'Cancel this claim' })).toBeNull();
  });
});

describe('your-claims stories: decisions confirmed, refusals in the claimant’s words', () => {
  const s = (name: string) => show(yourClaims as Module, name);
  const fee = feeOnAwardPence(SAMPLE_OFFER_PENCE);

  it('ConfirmingAcceptance asks first: accepting settles the complaint with the lender, our fee and what you may receive; going back sends nothing', async () => {
    const canvas = await s('ConfirmingAcceptance');
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept the offer' }));
    const heading = await canvas.findByRole('heading', {
      name: 'Are you sure you want to accept Black Horse’s offer?',
    });
    expect(document.activeElement).toBe(heading);
    expect(canvas.getByText(/^Accepting settles your complaint with Black Horse\./)).toBeTruthy();
    expect(
      canvas.getByText(
        `Black Horse offers ${formatPounds(SAMPLE_OFFER_PENCE / 100)}. Our fee, from our fee schedule, would be ${formatPounds(fee / 100)} (VAT included), so you may receive ${formatPounds((SAMPLE_OFFER_PENCE - fee) / 100)}.`,
      ),
    ).toBeTruthy();
    expect(canvas.getByText('You may receive')).toBeTruthy();
    expect(canvas.queryByRole('button', { name: 'Accept the offer' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'No, go back' }));
    expect(await canvas.findByRole('button', { name: 'Accept the offer' })).toBeTruthy();
    expect(canvas.queryByText(ACTION_NOTICES['claimant.acceptOffer'])).toBeNull();
  });

  it('ConfirmingDecline asks first: what the firm does next and the ombudsman’s 6 months from the final response, with its last day', async () => {
    const canvas = await s('ConfirmingDecline');
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline the offer' }));
    expect(
      await canvas.findByRole('heading', { name: 'Are you sure you want to decline Black Horse’s offer?' }),
    ).toBeTruthy();
    expect(
      canvas.getByText(
        /^We look at Black Horse’s answer and tell you whether we can take your complaint to the Financial Ombudsman Service/,
      ),
    ).toBeTruthy();
    expect(
      canvas.getByText(
        /within 6 months of the lender’s final response\. Black Horse’s final response was on .+, so that is by .+\./,
      ),
    ).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Yes, decline the offer' })).toBeTruthy();
  });

  it('CancelRefused shows the claimant’s sentence (the last day, how to withdraw, the firm), not the gateway’s words', async () => {
    const canvas = await s('CancelRefused');
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel this claim' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Yes, cancel my claim' }));
    const alert = await canvas.findByRole('alert');
    expect(alert.textContent).toContain('Your claim has not been cancelled.');
    expect(alert.textContent).toMatch(/The last day to cancel without paying was \d{1,2} \w+ \d{4}\./);
    expect(alert.textContent).toContain('You can still withdraw your claim');
    expect(alert.textContent).toContain(FIRMS.Redress.phone);
    expect(alert.textContent).not.toContain(CANCEL_REFUSED_MESSAGE);
    expect(alert.textContent).not.toContain('does not accept');
  });

  it('DecisionRefused names the lender in the claimant’s words, and the page shows the claim as it now is', async () => {
    const canvas = await s('DecisionRefused');
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept the offer' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Yes, accept the offer' }));
    const alert = await canvas.findByRole('alert');
    expect(alert.textContent).toContain('You can no longer accept Black Horse’s offer');
    expect(alert.textContent).not.toContain('does not accept');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Accept the offer' })).toBeNull());
  });
});

describe('sign-in link stories show the state they name', () => {
  const s = (name: string) => show(signInLink as Module, name);

  it.each([
    ['SigningIn', 'Signing you in'],
    ['AsksBeforeSwitching', 'You are already signed in'],
    ['LinkDidNotWork', 'This sign-in link has not worked'],
  ] as const)('%s is headed "%s"', async (name, heading) => {
    const canvas = await s(name);
    expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });
});

describe('confirmation email stories', () => {
  const s = (name: string) => show(confirmationEmail, name);

  it.each(['Redress', 'Complex365', 'SGUK', 'SGUKINTERNAL'] as const)(
    'render the template in %s with that firm’s details and its own Your claims to cancel on',
    async (workspace) => {
      const canvas = await s(workspace);
      expect(await canvas.findByRole('heading', { level: 1, name: /RDR-ABCD2345/ })).toBeTruthy();
      const body = canvas.getByRole('region', { name: 'Email body' }).shadowRoot;
      expect(body?.textContent).toContain(FIRMS[workspace].phone);
      const link = body?.querySelector('a');
      expect(link?.textContent).toBe('Your claims');
      expect(link?.getAttribute('href')).toBe(`${BRANDS[workspace].sampleOrigin}/form/claims`);
    },
  );
});
