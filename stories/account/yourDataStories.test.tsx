import type { StoryContext, StoryObj } from '@storybook/react-vite';
import { cleanup, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { DATA_DELETION_REFUSALS } from '../../contract/dataRights';
import { claimantFailure } from '../../contract/failureWords';
import { FIRMS } from '../../contract/firms';
import { MyDataSchema } from '../../contract/myData';
import { DATA_RATE_LIMITED_MESSAGE, sampleMyData } from '../../mocks/gateway/data';
import { gatewayHandler } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { createGatewayClient } from '../../src/adapters/gateway';
import { offlineGatewayCallable } from '../../src/adapters/gatewayCallable';
import { myDataGateway } from '../../src/adapters/myDataGateway';
import { answerStoriesWithMsw } from '../support/storyGateway';
import { STORY_FAILURES } from './myData';
import * as yourData from './YourData.stories';

/** What the claimant reads when the gateway could not complete the call (the brand's firm: Redress). */
const SERVER_FAILURE = claimantFailure('server', { workspace: 'Redress' });

// The "your data" stories with their gateway answered by the same MSW handlers, in Node: each
// shows the state it names, and the buttons do what the page's do. Plays are left out (as in
// accountStories.test.tsx); the tests press the buttons themselves.
answerStoriesWithMsw();

type Module = Record<string, unknown> & { default: unknown };

async function show(name: keyof typeof yourData) {
  const story = (yourData as Module)[name] as StoryObj;
  const handler = (story.parameters as { msw: { handlers: { gateway: Parameters<typeof server.use>[0] } } })
    .msw.handlers.gateway;
  server.use(handler);
  const loaded: Record<string, unknown> = {};
  for (const loader of [story.loaders ?? []].flat()) Object.assign(loaded, await loader({} as never));
  const context = { loaded, globals: {}, args: {} } as unknown as StoryContext;
  const { container } = render(<MemoryRouter>{story.render?.({}, context)}</MemoryRouter>);
  return { canvas: within(container), user: userEvent.setup() };
}

describe('your-data stories show the state they name', () => {
  it('Shown: the account, the profile, each claim with its answers, consents, referral and events', async () => {
    const { canvas } = await show('Shown');
    await canvas.findByRole('heading', { level: 2, name: 'Your account and profile' });
    expect(canvas.getByRole('heading', { level: 3, name: 'Claim RDR-ABCD2345' })).toBeTruthy();
    expect(canvas.getByRole('heading', { level: 3, name: /^Claim started / })).toBeTruthy();
    expect(canvas.getByText('The letter of authority, so that we can act for you')).toBeTruthy();
    expect(canvas.getByText('newsletter')).toBeTruthy();
    expect(canvas.getByText(/We sent your complaint to the lender \(Black Horse\)/)).toBeTruthy();
    expect(canvas.getByText(/The lender made an offer/)).toBeTruthy();
    expect(canvas.getByText(/offer £1,850/)).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Download my data' })).toBeTruthy();
    // Staff ids stay out of the copy, and so out of the page.
    expect(document.body.textContent).not.toContain('staff-1');
  });

  it('NothingHeld: a guest with no profile and no claims', async () => {
    const { canvas } = await show('NothingHeld');
    await canvas.findByText('We hold no profile for you.');
    expect(canvas.getByText('You have no claims with us.')).toBeTruthy();
  });

  it('NothingHeld: a guest is told why it cannot ask us to delete its data, and offered no request', async () => {
    const { canvas } = await show('NothingHeld');
    await canvas.findByText(DATA_DELETION_REFUSALS.noEmail.message);
    expect(canvas.queryByRole('button', { name: 'Ask us to delete my data' })).toBeNull();
  });

  it.each([
    ['Loading', 'Getting your data…'],
    ['CouldNotBeMade', SERVER_FAILURE],
    ['TooManyCopies', DATA_RATE_LIMITED_MESSAGE],
  ] as const)('%s shows "%s"', async (name, text) => {
    const { canvas } = await show(name);
    expect(await canvas.findByText(text)).toBeTruthy();
  });

  it('CouldNotBeMade offers Try again, in the claimant’s words with the firm’s contact, never the gateway’s', async () => {
    const { canvas } = await show('CouldNotBeMade');
    const alert = await canvas.findByRole('alert');
    expect(alert.textContent).toContain(FIRMS.Redress.phone);
    expect(alert.textContent).not.toMatch(/gateway|functions\/|internal/i);
    expect(within(alert).getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('Loading and TooManyCopies offer “Ask us to delete my data” without the copy, and send it', async () => {
    for (const name of ['Loading', 'TooManyCopies'] as const) {
      const { canvas, user } = await show(name);
      await user.click(await canvas.findByRole('button', { name: 'Ask us to delete my data' }));
      await user.click(await canvas.findByRole('button', { name: 'Yes, delete my data' }));
      await canvas.findByRole('heading', { name: /^You asked us to delete your data on / });
      cleanup();
    }
  });

  it('AlreadyRequested offers to withdraw it; withdrawn, it offers to ask again', async () => {
    const { canvas, user } = await show('AlreadyRequested');
    await user.click(await canvas.findByRole('button', { name: 'Withdraw my request' }));
    await canvas.findByText(/^You withdrew your request/);
    expect(canvas.getByRole('button', { name: 'Ask us to delete my data' })).toBeTruthy();
  });

  it('RefusedByTheFirm shows our reason and offers to ask again', async () => {
    const { canvas } = await show('RefusedByTheFirm');
    await canvas.findByRole('heading', { name: /^We refused your request of / });
    expect(canvas.getAllByText(/could not confirm that the request came from you/).length).toBeGreaterThan(0);
    expect(canvas.getByRole('button', { name: 'Ask us to delete my data' })).toBeTruthy();
  });

  it('AlreadyRequested shows the open request and offers no second one', async () => {
    const { canvas } = await show('AlreadyRequested');
    await canvas.findByRole('heading', { name: /^You asked us to delete your data on / });
    expect(canvas.queryByRole('button', { name: 'Ask us to delete my data' })).toBeNull();
  });
});

describe('the failures the stories show are the ones the gateway client gives', () => {
  const client = () =>
    myDataGateway(createGatewayClient({ callable: () => offlineGatewayCallable(), log: vi.fn() }));

  it('a gateway failing to make the copy, or to record the request', async () => {
    server.use(gatewayHandler({ data: 'serverError' }));
    const expected = STORY_FAILURES.server('exportMyData');
    await expect(client().exportMyData()).rejects.toMatchObject({
      kind: expected.kind,
      message: expected.message,
    });
    // The copy failing leaves the request working (decision 271).
    await expect(client().requestDataDeletion()).resolves.toMatchObject({ request: { status: 'requested' } });
    server.use(gatewayHandler({ data: 'deletionFails' }));
    await expect(client().requestDataDeletion()).rejects.toMatchObject({
      kind: expected.kind,
      message: expected.message,
    });
  });

  it('a request refused for an account with no claim', async () => {
    server.use(gatewayHandler({ data: 'deletionRefused' }));
    const expected = STORY_FAILURES.noClaim();
    await expect(client().requestDataDeletion()).rejects.toMatchObject({
      kind: expected.kind,
      code: expected.code,
      message: expected.message,
      reason: expected.reason,
    });
  });

  it('a withdrawal refused once the firm has acted on the request', async () => {
    server.use(gatewayHandler({ data: 'withdrawNotPending' }));
    const expected = STORY_FAILURES.notPending();
    await expect(client().withdrawDataDeletion()).rejects.toMatchObject({
      kind: expected.kind,
      code: expected.code,
      message: expected.message,
      reason: expected.reason,
    });
  });

  it('too many copies in an hour', async () => {
    server.use(gatewayHandler({ data: 'rateLimited' }));
    const expected = STORY_FAILURES.rateLimited(DATA_RATE_LIMITED_MESSAGE);
    await expect(client().exportMyData()).rejects.toMatchObject({
      kind: expected.kind,
      message: expected.message,
      reason: 'rate-limited',
    });
  });
});

describe('the buttons of the your-data page', () => {
  it('"Download my data" saves the copy shown as a JSON file named by its day', async () => {
    const { canvas, user } = await show('Shown');
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:my-data';
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await user.click(await canvas.findByRole('button', { name: 'Download my data' }));
    const expected = sampleMyData();
    expect(clicked[0]?.download).toBe(`my-data-${expected.exportedAt.slice(0, 10)}.json`);
    const saved = JSON.parse(await (blobs[0] as Blob).text()) as unknown;
    expect(v.is(MyDataSchema, saved)).toBe(true);
    expect(saved).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('asks before sending, can go back, then sends and shows the request, focused', async () => {
    const { canvas, user } = await show('Shown');
    await user.click(await canvas.findByRole('button', { name: 'Ask us to delete my data' }));
    const question = canvas.getByRole('heading', {
      name: 'Are you sure you want to ask us to delete your data?',
    });
    expect(document.activeElement).toBe(question);
    expect(canvas.getByRole('heading', { name: 'What we must keep' })).toBeTruthy();
    await user.click(canvas.getByRole('button', { name: 'No, keep my data' }));
    await user.click(canvas.getByRole('button', { name: 'Ask us to delete my data' }));
    await user.click(canvas.getByRole('button', { name: 'Yes, delete my data' }));
    const done = await canvas.findByRole('heading', { name: /^You asked us to delete your data on / });
    expect(document.activeElement).toBe(done);
  });

  it('says, in the page’s own words, why the gateway refused the request, focused, and offers no second try', async () => {
    const { canvas, user } = await show('RequestRefused');
    await user.click(await canvas.findByRole('button', { name: 'Ask us to delete my data' }));
    await user.click(canvas.getByRole('button', { name: 'Yes, delete my data' }));
    const heading = await canvas.findByRole('heading', {
      name: 'We cannot take a request to delete your data from this account',
    });
    expect(document.activeElement).toBe(heading);
    expect(canvas.getByText(DATA_DELETION_REFUSALS.noClaim.message)).toBeTruthy();
    expect(canvas.queryByRole('button', { name: 'Yes, delete my data' })).toBeNull();
    expect(canvas.queryByRole('button', { name: 'Ask us to delete my data' })).toBeNull();
  });

  it('keeps the question with the reason when the request could not be sent', async () => {
    const { canvas, user } = await show('RequestNotSent');
    await user.click(await canvas.findByRole('button', { name: 'Ask us to delete my data' }));
    await user.click(canvas.getByRole('button', { name: 'Yes, delete my data' }));
    const alert = await canvas.findByRole('alert');
    expect(within(alert).getByText(SERVER_FAILURE)).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Yes, delete my data' })).toBeTruthy();
  });
});
