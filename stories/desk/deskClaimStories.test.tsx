import type { StoryContext, StoryObj } from '@storybook/react-vite';
import { cleanup, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPLAINT_EVENT_LABELS } from '../../contract/lifecycle/events';
import {
  LETTER_MAX_BYTES,
  LETTER_NOT_PDF_MESSAGE,
  LETTER_UNREADABLE_MESSAGE,
  letterTooLargeMessage,
} from '../../contract/letters';
import { COMPLAINT_STATES, COMPLAINT_STATE_LABELS } from '../../contract/lifecycle/states';
import { server } from '../../mocks/node';
import { refusalMessage } from '../../mocks/gateway/deskClaim';
import { eventTypesTo } from '../support/timelineStates';
import * as deskClaim from './DeskClaim.stories';
import * as deskClaimLetters from './DeskClaimLetters.stories';
import { SERVICE_FAILURE_MESSAGES } from '../../contract/failureWords';

// The desk's claim stories in Node, their gateway answered by the same MSW handlers: every state
// of the complaint machine has its story, and each story shows what it names. Plays are left out
// (as in accountStories.test.tsx); the tests press the buttons themselves.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

type Module = Record<string, unknown>;
const stories = deskClaim as Module;

function show(name: string, module: Module = stories) {
  const story = module[name] as StoryObj;
  const handlers = (story.parameters as { msw: { handlers: { gateway: Parameters<typeof server.use> } } }).msw
    .handlers.gateway;
  server.use(...handlers);
  const context = { loaded: {}, globals: {}, args: {} } as unknown as StoryContext;
  const { container } = render(<MemoryRouter>{story.render?.({}, context)}</MemoryRouter>);
  return { canvas: within(container), user: userEvent.setup() };
}

const storyName = (state: string) => `${state.charAt(0).toUpperCase()}${state.slice(1)}`;

describe('the desk’s claim stories', () => {
  it('have one story for every state of the complaint machine', () => {
    const missing = COMPLAINT_STATES.filter((state) => !(storyName(state) in stories));
    expect(missing).toEqual([]);
  });

  it.each(COMPLAINT_STATES)(
    '%s: Black Horse’s complaint is in it, its timeline along the machine’s path',
    async (state) => {
      const { canvas } = show(storyName(state));
      const complaint = within(await canvas.findByRole('region', { name: 'Black Horse' }));
      expect(complaint.getByText('State').nextElementSibling?.textContent).toBe(
        COMPLAINT_STATE_LABELS[state],
      );
      const labels = complaint
        .queryAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent);
      expect(labels).toEqual(eventTypesTo(state).map((type) => COMPLAINT_EVENT_LABELS[type]));
    },
  );

  it('Loading says the claim is being opened', async () => {
    const { canvas } = show('Loading');
    expect(await canvas.findByText('Opening the claim…')).toBeTruthy();
  });

  it('NotFound and CouldNotOpen say so', async () => {
    expect(await show('NotFound').canvas.findByRole('heading', { name: 'Claim not found' })).toBeTruthy();
    cleanup();
    const { canvas } = show('CouldNotOpen');
    expect((await canvas.findByRole('alert')).textContent).toContain(SERVICE_FAILURE_MESSAGES.unavailable);
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('LimitReached says the hourly limit is reached and when the handler can carry on', async () => {
    const { canvas } = show('LimitReached');
    const alert = (await canvas.findByRole('alert')).textContent;
    expect(alert).toContain('You have opened 60 claims in the last hour');
    expect(alert).toContain('You can carry on at 14:05 (UK time)');
  });

  it('RefusedAction shows the gateway’s refusal naming the state', async () => {
    const { canvas, user } = show('RefusedAction');
    const complaint = within(await canvas.findByRole('region', { name: 'Black Horse' }));
    await user.click(complaint.getByRole('button', { name: 'Send the complaint to the lender' }));
    expect((await canvas.findByRole('alert')).textContent).toContain(refusalMessage('sent', 'handler.send'));
  });

  it('AmountNotANumber and AmountMissing show the amount’s error', async () => {
    const { canvas, user } = show('AmountNotANumber');
    let complaint = within(await canvas.findByRole('region', { name: 'Black Horse' }));
    await user.type(complaint.getByLabelText('The amount offered, in pounds'), 'two thousand');
    await user.click(complaint.getByRole('button', { name: 'Record an offer' }));
    expect((await canvas.findByRole('alert')).textContent).toContain('must be an amount in pounds');
    cleanup();
    const missing = show('AmountMissing');
    complaint = within(await missing.canvas.findByRole('region', { name: 'Black Horse' }));
    await missing.user.click(complaint.getByRole('button', { name: 'Record a payment' }));
    expect((await missing.canvas.findByRole('alert')).textContent).toContain('Enter the amount paid');
  });

  it('ConfirmWithdrawal asks first; NoteAdded adds the note', async () => {
    const { canvas, user } = show('ConfirmWithdrawal');
    const complaint = within(await canvas.findByRole('region', { name: 'Black Horse' }));
    await user.click(complaint.getByRole('button', { name: 'Withdraw the complaint' }));
    expect(complaint.getByRole('heading', { name: /Are you sure you want to withdraw/ })).toBeTruthy();
    cleanup();
    const note = show('NoteAdded');
    await note.user.type(await note.canvas.findByLabelText('Add a note'), 'Chased the lender by phone.');
    await note.user.click(note.canvas.getByRole('button', { name: 'Add the note' }));
    expect(await note.canvas.findByText('Note added.')).toBeTruthy();
    expect(note.canvas.getByText('Chased the lender by phone.')).toBeTruthy();
  });

  it('DeterminationRecorded: under Scheme 2 the handler records redress due, and the complaint shows it and waits for the claimant (decision 259)', async () => {
    const { canvas, user } = show('DeterminationRecorded');
    const complaint = within(await canvas.findByRole('region', { name: 'Black Horse' }));
    expect(complaint.getByText('Route').nextElementSibling?.textContent).toMatch(/^Scheme 2 of the FCA/);
    expect(complaint.getByText('Determination due')).toBeTruthy();
    expect(complaint.queryByRole('button', { name: 'Record an offer' })).toBeNull();
    await user.click(complaint.getByRole('radio', { name: 'Redress is due' }));
    await user.click(complaint.getByRole('radio', { name: /^A mix of the commission repaid/ }));
    await user.type(complaint.getByLabelText(/^The total sum offered/), '1834.20');
    await user.type(complaint.getByLabelText(/^The compensatory interest within it/), '212.50');
    await user.click(complaint.getByRole('button', { name: 'Record the lender’s determination' }));
    expect(
      await canvas.findByText(
        'Black Horse: The lender sent its determination under the redress scheme (£1,834.20).',
      ),
    ).toBeTruthy();
    const after = within(canvas.getByRole('region', { name: 'Black Horse' }));
    expect(after.getByText('State').nextElementSibling?.textContent).toBe(COMPLAINT_STATE_LABELS.determined);
    expect(after.getByText('Determination', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'Redress due: £1,834.20, including £212.50 compensatory interest, worked out as a mix of the commission repaid and the APR adjustment (the hybrid remedy), with interest.',
    );
  });

  it('DeterminationMissing: sent with nothing chosen, the page asks for the outcome and sends nothing', async () => {
    const { canvas, user } = show('DeterminationMissing');
    const complaint = within(await canvas.findByRole('region', { name: 'Black Horse' }));
    await user.click(complaint.getByRole('button', { name: 'Record the lender’s determination' }));
    expect((await canvas.findByRole('alert')).textContent).toContain('Select what the lender determined');
    expect(complaint.getByText('State').nextElementSibling?.textContent).toBe(COMPLAINT_STATE_LABELS.sent);
  });

  it('DeterminationChecked: the handler checks a determination against the agreement’s figures and sees the working, line by line, and the verdict, kept by the gateway (decisions 259, 266)', async () => {
    const { canvas, user } = show('DeterminationChecked');
    const complaint = within(await canvas.findByRole('region', { name: 'Black Horse' }));
    await user.click(complaint.getByRole('button', { name: 'Check the determination' }));
    // Nothing typed yet but what the file gave: each missing figure is named.
    expect((await canvas.findByRole('alert')).textContent).toContain('Enter the APR');
    const field = (label: RegExp) => complaint.getByLabelText(label);
    await user.clear(field(/^Amount of credit/));
    await user.type(field(/^Amount of credit/), '12000');
    await user.type(field(/^APR/), '9.9');
    await user.type(field(/^Term/), '48');
    await user.type(field(/^Commission paid/), '1200');
    await user.click(complaint.getAllByRole('radio', { name: 'Yes' })[0]!);
    await user.click(complaint.getAllByRole('radio', { name: 'No' })[1]!);
    await user.click(complaint.getByRole('button', { name: 'Check the determination' }));
    const found = within(await complaint.findByRole('status'));
    expect(found.getByRole('heading', { name: 'What the check found' })).toBeTruthy();
    expect(found.getByText(/^We work out £/)).toBeTruthy();
    expect(found.getAllByRole('table').length).toBeGreaterThanOrEqual(2);
    expect(found.getByRole('table', { name: 'The remedy that applies' })).toBeTruthy();
    expect(found.getByText(/The lender’s figure of £2,500/)).toBeTruthy();
    // Kept: the page says when and by whom, and says so again once the claim is read again.
    expect(found.getByText(/^Checked .* by a handler, with settlement on /)).toBeTruthy();
    expect(
      canvas.getByText('Black Horse: the determination is checked, and the check is kept.'),
    ).toBeTruthy();
  });
});

describe('the desk’s claim letters stories (decision 275)', () => {
  const letters = async (name: string) => {
    const { canvas, user } = show(name, deskClaimLetters);
    const part = within(await canvas.findByRole('region', { name: 'Letters' }));
    return { canvas, part, user };
  };
  /** Chooses a file for Black Horse's response, as "All files" lets a handler, and uploads it. */
  async function upload(name: string, file: File) {
    const shown = await letters(name);
    const input = await shown.part.findByLabelText('Upload Black Horse’s final response');
    await userEvent.setup({ applyAccept: false }).upload(input, file);
    await shown.user.click(shown.part.getByRole('button', { name: 'Upload the response' }));
    return shown;
  }

  it('NoLetters: none yet, and nothing to upload to', async () => {
    const { part } = await letters('NoLetters');
    expect(part.getByText(/No letters yet/)).toBeTruthy();
    expect(part.queryByLabelText(/final response/)).toBeNull();
  });

  it('LettersListed: the complaint letter with its download', async () => {
    const { part } = await letters('LettersListed');
    expect(part.getByRole('button', { name: 'Download Our complaint to Black Horse (PDF)' })).toBeTruthy();
  });

  it('Uploading: the response on its way', async () => {
    const { part } = await upload('Uploading', deskClaimLetters.STORY_FILES.pdf());
    expect(await part.findByRole('button', { name: 'Uploading the response…' })).toBeTruthy();
  });

  it.each([
    ['TooBig', deskClaimLetters.STORY_FILES.tooBig, letterTooLargeMessage(LETTER_MAX_BYTES + 1)],
    ['NotAPdf', deskClaimLetters.STORY_FILES.notPdf, LETTER_NOT_PDF_MESSAGE],
    ['GatewayRefused', deskClaimLetters.STORY_FILES.pdf, LETTER_UNREADABLE_MESSAGE],
  ] as const)('%s: the summary and the file input say why', async (name, file, message) => {
    const { canvas, part } = await upload(name, file());
    expect((await canvas.findByRole('alert')).textContent).toContain(message);
    expect(part.getAllByText(message).length).toBeGreaterThan(0);
  });

  it('Uploaded: the notice, and Black Horse’s response listed', async () => {
    const { canvas, part } = await upload('Uploaded', deskClaimLetters.STORY_FILES.pdf());
    expect(await part.findByText('Black Horse’s response')).toBeTruthy();
    expect(canvas.getAllByRole('status').map((s) => s.textContent)).toContain(
      'Black Horse: the final response is uploaded and kept as response-RDR-ABCD2345-black-horse.pdf.',
    );
  });
});
