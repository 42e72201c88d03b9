import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEND_WITH_LETTER_MESSAGE } from '../../../contract/lifecycle/events';
import {
  LETTER_MAX_BYTES,
  LETTER_NOT_PDF_MESSAGE,
  LETTER_UNREADABLE_MESSAGE,
  letterTooLargeMessage,
} from '../../../contract/letters';
import { COMPLAINT_STATE_LABELS } from '../../../contract/lifecycle/states';
import { DESK_CLAIM_ID } from '../../../mocks/gateway/deskClaimData';
import { DESK_UNAVAILABLE_MESSAGE, refusalMessage } from '../../../mocks/gateway/deskClaim';
import { gatewayHandler } from '../../../mocks/handlers';
import { server } from '../../../mocks/node';
import { createGatewayClient } from '../../adapters/gateway';
import { gatewayCallable } from '../../adapters/gatewayCallable';
import InspectPanelAtPageEnd from '../../app/inspect/InspectPanel';
import { deskGateway } from '../adapters/deskGateway';
import { DeskClaimContainer } from './DeskClaimContainer';

// The page over the real gateway client and Firebase callable, MSW answering as the gateway does
// (mocks/gateway/deskClaim.ts): what a handler sees and does, call by call.
let app: FirebaseApp;
const target = { kind: 'emulator', host: '127.0.0.1', port: 5999 } as const;
const staff = {
  uid: 'staff-handler-1',
  email: 'handler@example.com',
  role: 'handler' as const,
  workspaces: ['Redress' as const],
};
const saved: string[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  app = initializeApp({ projectId: 'demo-redress', apiKey: 'demo-key' }, 'desk-claim-msw-test');
});
beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
afterAll(async () => {
  server.close();
  await deleteApp(app);
});

function open(claimId = DESK_CLAIM_ID) {
  const client = createGatewayClient({ callable: () => gatewayCallable(app, target), log: vi.fn() });
  render(<DeskClaimContainer staff={staff} gateway={deskGateway(client)} claimId={claimId} />);
  return userEvent.setup();
}

/** The page once the claim is shown. */
async function opened() {
  const user = open();
  await screen.findByRole('region', { name: 'Black Horse' });
  return user;
}

const blackHorse = () => within(screen.getByRole('region', { name: 'Black Horse' }));
const stateOf = () => blackHorse().getByText('State').nextElementSibling?.textContent;

describe('the desk’s claim page against the mocked gateway', () => {
  it('sends the complaint: the letter is saved and the complaint shows as the gateway now holds it', async () => {
    const user = await opened();
    await user.click(await blackHorse().findByRole('button', { name: 'Send the complaint to the lender' }));
    await waitFor(() => expect(stateOf()).toBe(COMPLAINT_STATE_LABELS.sent));
    expect(saved).toEqual(['complaint-RDR-ABCD2345-complaint-1.pdf']);
    expect(blackHorse().getByText('Complaint sent to the lender')).toBeTruthy();
    expect(blackHorse().queryByRole('button', { name: 'Send the complaint to the lender' })).toBeNull();
    expect(blackHorse().getByRole('button', { name: 'Record the lender’s acknowledgement' })).toBeTruthy();
    const notices = screen.getAllByRole('status').map((region) => region.textContent);
    expect(notices).toContain(
      'Black Horse: Complaint sent to the lender. The letter is saved as complaint-RDR-ABCD2345-complaint-1.pdf.',
    );
  });

  it('is answered, as by the gateway, that a complaint is sent only with its letter when handler.send is recorded as a plain event', async () => {
    const client = createGatewayClient({ callable: () => gatewayCallable(app, target), log: vi.fn() });
    const request = {
      claimId: DESK_CLAIM_ID,
      complaintId: 'complaint-1',
      idempotencyKey: 'key-send-as-event-0001',
      event: { type: 'handler.send' as const },
    };
    await expect(deskGateway(client).recordEvent(request)).rejects.toMatchObject({
      message: SEND_WITH_LETTER_MESSAGE,
    });
  });

  it('checks the offer’s amount before sending it, then records it in pence', async () => {
    server.use(gatewayHandler({ deskClaim: 'sent' }));
    const user = await opened();
    const field = await blackHorse().findByLabelText('The amount offered, in pounds');
    await user.type(field, 'lots');
    await user.click(blackHorse().getByRole('button', { name: 'Record an offer' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(
      'The amount offered must be an amount in pounds, like 2500 or 2500.50',
    );
    expect(document.title).toMatch(/^Error: /);
    await user.clear(field);
    await user.type(field, '2,500.50');
    await user.click(blackHorse().getByRole('button', { name: 'Record an offer' }));
    await waitFor(() => expect(stateOf()).toBe(COMPLAINT_STATE_LABELS.offered));
    expect(blackHorse().getByText('Offer').nextElementSibling?.textContent).toBe('£2,500.50');
  });

  it('shows the gateway’s refusal naming the state', async () => {
    server.use(gatewayHandler({ deskClaim: 'refused' }));
    const user = await opened();
    await user.click(await blackHorse().findByRole('button', { name: 'Send the complaint to the lender' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(refusalMessage('prepared', 'handler.send'));
    expect(stateOf()).toBe(COMPLAINT_STATE_LABELS.prepared);
    expect(saved).toEqual([]);
  });

  it('keeps the typed amount after a failure on the way, and Try again records it', async () => {
    server.use(gatewayHandler({ deskClaim: 'accepted' }));
    const user = await opened();
    const field = await blackHorse().findByLabelText('The amount paid, in pounds');
    server.use(gatewayHandler({ deskClaim: 'unavailable' }));
    await user.type(field, '2500');
    await user.click(blackHorse().getByRole('button', { name: 'Record a payment' }));
    expect((await screen.findByRole('alert')).textContent).toContain(DESK_UNAVAILABLE_MESSAGE);
    expect(blackHorse().getByLabelText<HTMLInputElement>('The amount paid, in pounds').value).toBe('2500');
    server.resetHandlers(gatewayHandler({ deskClaim: 'accepted' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(stateOf()).toBe(COMPLAINT_STATE_LABELS.paid));
  });

  it('asks before withdrawing, and withdraws once confirmed', async () => {
    server.use(gatewayHandler({ deskClaim: 'sent' }));
    const user = await opened();
    await user.click(await blackHorse().findByRole('button', { name: 'Withdraw the complaint' }));
    await user.click(blackHorse().getByRole('button', { name: 'Yes, withdraw the complaint' }));
    await waitFor(() => expect(stateOf()).toBe(COMPLAINT_STATE_LABELS.withdrawn));
    expect(blackHorse().getByText('Nothing more can be recorded on this complaint.')).toBeTruthy();
  });

  it('adds a note to the top of the list and empties the box', async () => {
    const user = open();
    const box = await screen.findByLabelText('Add a note');
    await user.type(box, 'Asked the claimant for the finance agreement number.');
    await user.click(screen.getByRole('button', { name: 'Add the note' }));
    const list = await screen.findByRole('list', { name: 'Notes, newest first' });
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain(
      'Asked the claimant for the finance agreement number.',
    );
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('downloads the signed letter', async () => {
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Download the signed letter' }));
    await waitFor(() => expect(saved).toEqual(['letter-of-authority-RDR-ABCD2345.pdf']));
  });

  it('says a claim outside the handler’s workspaces is not found', async () => {
    server.use(gatewayHandler({ deskClaim: 'notFound' }));
    open();
    expect(await screen.findByRole('heading', { name: 'Claim not found' })).toBeTruthy();
  });

  it('says the claim could not be opened when the gateway is down, with Try again', async () => {
    server.use(gatewayHandler({ deskClaim: 'unavailable' }));
    const user = open();
    expect((await screen.findByRole('alert')).textContent).toContain(DESK_UNAVAILABLE_MESSAGE);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Claim RDR-ABCD2345' })).toBeTruthy();
  });

  it('shows the page’s machine and each complaint’s lifecycle machine in the live inspector', async () => {
    // A state no other test here opens, so the entry is this page's.
    server.use(gatewayHandler({ deskClaim: 'referred' }));
    render(<InspectPanelAtPageEnd />);
    const user = await opened();
    const toggle = await screen.findByRole('button', { name: /^Machines \(/ }, { timeout: 5000 });
    await user.click(toggle);
    const panel = screen.getByRole('complementary', { name: 'Machine inspector' });
    await waitFor(() => {
      const shown = within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
      expect(shown).toEqual(expect.arrayContaining([expect.stringMatching(/^deskClaim/)]));
      // The lifecycle machine of Black Horse's complaint, in the state its events replay to.
      expect(shown).toContain('complaint: referred');
    });
  });
});

describe('the claim’s letters against the mocked gateway (decision 275)', () => {
  const letters = () => within(screen.getByRole('region', { name: 'Letters' }));
  const blackHorseInput = 'Upload Black Horse’s final response';

  /** Chooses a file for Black Horse's sent complaint and presses Upload. */
  async function upload(file: File) {
    server.use(gatewayHandler({ deskClaim: 'sent' }));
    const user = await opened();
    // A browser's "All files" choice: `accept` only suggests PDFs.
    await userEvent.setup({ applyAccept: false }).upload(letters().getByLabelText(blackHorseInput), file);
    await user.click(letters().getByRole('button', { name: 'Upload the response' }));
    return user;
  }

  it('uploads the lender’s response, lists it, and downloads it', async () => {
    const user = await upload(new File(['%PDF-1.4 one page %%EOF'], 'scan.pdf', { type: 'application/pdf' }));
    const response = await letters().findByText('Black Horse’s response');
    expect(response).toBeTruthy();
    const notices = screen.getAllByRole('status').map((region) => region.textContent);
    expect(notices).toContain(
      'Black Horse: the final response is uploaded and kept as ' + 'response-RDR-ABCD2345-black-horse.pdf.',
    );
    await user.click(letters().getByRole('button', { name: 'Download Black Horse’s response (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['response-RDR-ABCD2345-black-horse.pdf']));
  });

  it.each([
    [
      'a file over 5 MB',
      () => new File([new Uint8Array(LETTER_MAX_BYTES + 1)], 'scan.pdf', { type: 'application/pdf' }),
      letterTooLargeMessage(LETTER_MAX_BYTES + 1),
    ],
    [
      'a Word file',
      () => new File(['words'], 'letter.docx', { type: 'application/msword' }),
      LETTER_NOT_PDF_MESSAGE,
    ],
    [
      'a PDF the gateway cannot read',
      () => new File(['%PDF-1.4 cut short'], 'scan.pdf', { type: 'application/pdf' }),
      LETTER_UNREADABLE_MESSAGE,
    ],
  ])('refuses %s in the summary and beside the input, and keeps nothing', async (_, file, message) => {
    await upload(file());
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(message);
    expect(letters().getByLabelText(blackHorseInput).getAttribute('aria-invalid')).toBe('true');
    expect(document.title).toMatch(/^Error: /);
    expect(letters().queryByText('Black Horse’s response')).toBeNull();
  });
});
