import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COMPLAINT_EVENT_LABELS } from '../../../../contract/lifecycle/events';
import { acceptedEvents } from '../../../../contract/lifecycle/machine';
import {
  COMPLAINT_STATES,
  COMPLAINT_STATE_LABELS,
  type ComplaintState,
} from '../../../../contract/lifecycle/states';
import { routeWords } from '../../../../contract/scheme/route';
import { deskClaimIn, deskNote } from '../../../../mocks/gateway/deskClaimData';
import { DESK_CLAIM_PAGE_PARTS } from '../../containers/deskClaimPage';
import { DeskClaimView, HANDLER_ACTION_LABELS, type DeskClaimViewProps } from './DeskClaimView';

function view(states: ComplaintState[], overrides: Partial<DeskClaimViewProps> = {}) {
  const { claim, at } = deskClaimIn(states, [
    deskNote('Second call: the claimant confirmed the car.', Date.UTC(2025, 10, 24, 9, 30), 'note-2'),
    deskNote('First call.', Date.UTC(2025, 10, 23, 9, 30), 'note-1'),
  ]);
  const props: DeskClaimViewProps = {
    parts: DESK_CLAIM_PAGE_PARTS,
    phase: 'loaded',
    claimId: claim.claimId,
    claim,
    problem: null,
    busy: false,
    downloading: false,
    downloadProblem: null,
    actionProblem: null,
    fieldErrors: {},
    notice: null,
    confirming: null,
    now: at,
    onRetry: vi.fn(),
    onDownloadSignedLetter: vi.fn(),
    onSendComplaint: vi.fn(),
    onRecordEvent: vi.fn(),
    onRecordAmount: vi.fn(),
    onRecordDetermination: vi.fn(),
    checks: {},
    onCheckDetermination: vi.fn(),
    onConfirm: vi.fn(),
    onCancelConfirm: vi.fn(),
    onAddNote: vi.fn(),
    uploading: null,
    downloadingLetter: null,
    letterProblem: null,
    onUploadLetter: vi.fn(),
    onDownloadLetter: vi.fn(),
    ...overrides,
  };
  const rendered = render(<DeskClaimView {...props} />);
  const complaint = () => within(screen.getByRole('region', { name: claim.complaints[0]!.lender }));
  return { props, claim, rendered, complaint };
}

const ALL_HANDLER_LABELS = Object.values(HANDLER_ACTION_LABELS);

describe('DeskClaimView: the claim', () => {
  it('shows the claimant, their answers, the signature and the referral', () => {
    view(['prepared']);
    expect(screen.getByRole('heading', { level: 1, name: 'Claim RDR-ABCD2345' })).toBeTruthy();
    expect(screen.getByText('Ms Jane Ann Example')).toBeTruthy();
    expect(screen.getByText('12 April 1985')).toBeTruthy();
    expect(screen.getByText('jane@example.com')).toBeTruthy();
    expect(screen.getByText('+447700900982')).toBeTruthy();
    expect(screen.getByText('1 The Mall, London, SW1A 1AA (from March 2010)')).toBeTruthy();
    expect(screen.getByText(/^Typed, 20 November 2025 at 11:00$/)).toBeTruthy();
    expect(screen.getByText(/Source: newsletter/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the signed letter' })).toBeTruthy();
  });

  it('says each agreement’s route in the FCA’s redress scheme in the words it is sent, and nothing for an older claim', () => {
    const { claim } = deskClaimIn(['prepared'], []);
    const first = claim.agreements[0]!;
    view(['prepared'], {
      claim: {
        ...claim,
        agreements: [
          { ...first, route: { route: 'scheme2', words: routeWords({ route: 'scheme2' }) } },
          {
            ...first,
            lender: 'Older Finance',
            route: {
              route: 'outside',
              reason: 'before-2007-04-06',
              words: routeWords({ route: 'outside', reason: 'before-2007-04-06' }),
            },
          },
          { ...first, lender: 'Unrouted Finance' },
        ],
      },
    });
    const items = within(screen.getByRole('region', { name: 'The claim' })).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain(
      'This agreement may be covered by Scheme 2 of the FCA’s motor finance redress scheme',
    );
    expect(items[1]!.textContent).toContain(
      'This agreement may be outside the FCA’s motor finance redress scheme, which covers agreements from 6 April 2007.',
    );
    expect(items[2]!.textContent).not.toContain('scheme');
  });

  it('says so while loading, when not found, and when it failed (with Try again)', async () => {
    const loading = view(['prepared'], { phase: 'loading', claim: null });
    expect(screen.getByText('Opening the claim…')).toBeTruthy();
    loading.rendered.unmount();
    const missing = view(['prepared'], { phase: 'notFound', claim: null });
    expect(screen.getByRole('heading', { name: 'Claim not found' })).toBeTruthy();
    missing.rendered.unmount();
    const { props } = view(['prepared'], { phase: 'failed', claim: null, problem: 'The gateway is down' });
    expect(screen.getByRole('alert').textContent).toContain('The gateway is down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('DeskClaimView: each complaint offers only the handler events its state accepts', () => {
  it.each(COMPLAINT_STATES)('%s', (state) => {
    const { claim, complaint } = view([state]);
    const shown = claim.complaints[0]!;
    // The fixture's accepted events are the lifecycle machine's for the state.
    expect(shown.acceptedEvents).toEqual(
      acceptedEvents({ ...shown, signedAt: Date.parse(claim.signedAt) }, Date.now(), 'handler'),
    );
    const offered = complaint()
      .queryAllByRole('button')
      .map((button) => button.textContent ?? '')
      .filter((label) => ALL_HANDLER_LABELS.includes(label));
    // What the gateway answered as accepted, exactly: no other handler action appears.
    expect(offered.sort()).toEqual(
      shown.acceptedEvents
        .map((type) => HANDLER_ACTION_LABELS[type as keyof typeof HANDLER_ACTION_LABELS])
        .sort(),
    );
    expect(complaint().getByText('State').nextElementSibling?.textContent).toBe(
      COMPLAINT_STATE_LABELS[state],
    );
  });

  it('lists the timeline with each event’s label, when, and who', () => {
    const { complaint, claim } = view(['paid']);
    const items = within(complaint().getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(
      claim.complaints[0]!.events.map((event) => COMPLAINT_EVENT_LABELS[event.type]),
    );
    expect(items[0]!.textContent).toMatch(/Complaint sent to the lender.* at \d\d:\d\d, by a case handler/);
    expect(items.some((item) => /Offer accepted.*by the claimant/.test(item.textContent ?? ''))).toBe(true);
    expect(
      items.find((item) => item.textContent?.startsWith('The lender made an offer'))?.textContent,
    ).toContain('(£2,500)');
  });

  it('shows the amounts in pounds and tags an overdue response', () => {
    const { complaint, rendered } = view(['paid']);
    expect(complaint().getAllByText('£2,500').length).toBeGreaterThanOrEqual(2);
    rendered.unmount();
    const sent = deskClaimIn(['sent']);
    const dueOn = sent.claim.complaints[0]!.dueOn!;
    const after = view(['sent'], { now: Date.parse(`${dueOn}T23:59:00Z`) + 86_400_000 });
    expect(after.complaint().getByText('Overdue')).toBeTruthy();
    after.rendered.unmount();
    view(['sent'], { now: Date.parse(`${dueOn}T10:00:00Z`) });
    expect(screen.queryByText('Overdue')).toBeNull();
  });

  it('sends one event per button: send, acknowledge', async () => {
    const { props, complaint, rendered } = view(['prepared']);
    await userEvent.click(complaint().getByRole('button', { name: 'Send the complaint to the lender' }));
    expect(props.onSendComplaint).toHaveBeenCalledWith('complaint-1');
    rendered.unmount();
    const sent = view(['sent']);
    await userEvent.click(
      sent.complaint().getByRole('button', { name: 'Record the lender’s acknowledgement' }),
    );
    expect(sent.props.onRecordEvent).toHaveBeenCalledWith('complaint-1', 'handler.acknowledge');
  });

  it('takes an offer’s amount as typed and shows its error by the field and in the summary', async () => {
    const error = 'The amount offered must be £1 or more';
    const { props, complaint } = view(['sent'], { fieldErrors: { 'complaint-1-offer': error } });
    const field = complaint().getByLabelText('The amount offered, in pounds');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: error }).getAttribute('href')).toBe(
      '#complaint-1-offer',
    );
    await userEvent.type(field, '2,500.50');
    await userEvent.click(complaint().getByRole('button', { name: 'Record an offer' }));
    expect(props.onRecordAmount).toHaveBeenCalledWith('complaint-1', 'handler.recordOffer', '2,500.50');
  });

  it('asks before withdrawing, with Yes and No', async () => {
    const { props, complaint } = view(['sent'], {
      confirming: { complaintId: 'complaint-1', type: 'handler.withdraw' },
    });
    expect(
      complaint().getByRole('heading', {
        name: 'Are you sure you want to withdraw the complaint to Black Horse?',
      }),
    ).toBeTruthy();
    expect(complaint().queryByRole('button', { name: 'Record an offer' })).toBeNull();
    await userEvent.click(complaint().getByRole('button', { name: 'Yes, withdraw the complaint' }));
    await userEvent.click(complaint().getByRole('button', { name: 'No, go back' }));
    expect(props.onConfirm).toHaveBeenCalledTimes(1);
    expect(props.onCancelConfirm).toHaveBeenCalledTimes(1);
  });

  it('offers Try again after a failure on the way', async () => {
    const { props } = view(['sent'], {
      actionProblem: { message: 'The gateway took too long', target: 'complaint-1-actions', retry: 'action' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('DeskClaimView: internal notes', () => {
  it('lists the notes newest first, says who and when, and that the claimant never sees them', () => {
    view(['prepared']);
    const notes = within(screen.getByRole('region', { name: 'Internal notes' }));
    expect(notes.getByText('Notes are for the firm’s staff. The claimant never sees them.')).toBeTruthy();
    const items = within(notes.getByRole('list', { name: 'Notes, newest first' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Second call: the claimant confirmed the car.',
      'First call.',
    ]);
    expect(items[0]!.textContent).toContain('24 November 2025 at 09:30, by a case handler');
  });

  it('counts the characters left and sends the note as typed', async () => {
    const { props } = view(['prepared']);
    const box = screen.getByLabelText('Add a note');
    const count = () => document.getElementById('note-info')?.textContent;
    expect(count()).toBe('You have 2000 characters remaining');
    await userEvent.type(box, 'Called the lender.');
    expect(count()).toBe('You have 1982 characters remaining');
    expect(box.getAttribute('aria-describedby')).toContain('note-info');
    await userEvent.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(props.onAddNote).toHaveBeenCalledWith('Called the lender.');
  });

  it('shows the note’s error by the box and in the summary', () => {
    view(['prepared'], { fieldErrors: { note: 'Enter the note' } });
    const link = within(screen.getByRole('alert')).getByRole('link', { name: 'Enter the note' });
    expect(link.getAttribute('href')).toBe('#note');
    expect(screen.getByLabelText('Add a note').getAttribute('aria-invalid')).toBe('true');
  });
});
