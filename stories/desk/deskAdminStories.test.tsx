import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { gatewayHandler } from '../../mocks/handlers';
import { answerStoriesWithMsw, showWithGateway as show } from '../support/storyGateway';
import {
  APPROVE_UNAVAILABLE_MESSAGE,
  REFUSE_UNAVAILABLE_MESSAGE,
  SAMPLE_AUDIT,
} from '../../mocks/gateway/deskAdmin';
import * as audit from './DeskAudit.stories';
import * as dataRequests from './DeskDataRequests.stories';
import { SERVICE_FAILURE_MESSAGES } from '../../contract/failureWords';

// The audit log and data requests stories in Node: the real containers, machines and gateway
// client, the gateway answered by the same MSW handlers the stories use. Plays are left out; the
// tests press the buttons themselves.
answerStoriesWithMsw();

/** The gateway client logs each failed call (ids and codes only); these tests expect failures. */
const expectFailedCallLogged = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

const rowCount = async (canvas: ReturnType<typeof show>['canvas']) =>
  (await canvas.findAllByRole('row')).length - 1;

describe('the audit log stories', () => {
  it('FirstPage lists the first page and Next page the second', async () => {
    const { canvas, user } = show(audit.FirstPage);
    expect(await rowCount(canvas)).toBe(SAMPLE_AUDIT.first.length);
    await user.click(canvas.getByRole('button', { name: 'Next page' }));
    await canvas.findByRole('button', { name: 'Previous page' });
    expect(await rowCount(canvas)).toBe(SAMPLE_AUDIT.second.length);
  });

  it('filters by one action through the gateway', async () => {
    const { canvas, user } = show(audit.FirstPage);
    await canvas.findByRole('table');
    await user.click(canvas.getByLabelText('Action'));
    await user.selectOptions(canvas.getByRole('combobox', { name: 'Action' }), 'note.add');
    await user.click(canvas.getByRole('button', { name: 'Filter' }));
    await canvas.findByRole('button', { name: 'Show the whole log' });
    expect(await rowCount(canvas)).toBe(1);
    expect(canvas.getByText('note.add')).toBeTruthy();
  });

  it('a handler is told only supervisors can read it', async () => {
    const { canvas } = show(audit.HandlerIsNotASupervisor);
    expect((await canvas.findByRole('heading', { level: 1 })).textContent).toBe(
      'Only supervisors can read the audit log',
    );
  });

  it('the gateway’s supervisor-only refusal, through the real client, says the same', async () => {
    const logged = expectFailedCallLogged();
    const { canvas } = show(audit.FirstPage, [gatewayHandler({ deskAudit: 'supervisorOnly' })]);
    expect(
      (await canvas.findByRole('heading', { name: 'Only supervisors can read the audit log' })).tagName,
    ).toBe('H1');
    expect(logged).toHaveBeenCalled();
  });

  it('a failure says so with Try again', async () => {
    const logged = expectFailedCallLogged();
    const { canvas } = show(audit.FirstPage, [gatewayHandler({ deskAudit: 'serverError' })]);
    const alert = within(await canvas.findByRole('alert'));
    expect(alert.getByText(SERVICE_FAILURE_MESSAGES.server)).toBeTruthy();
    expect(alert.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });
});

describe('the data requests stories', () => {
  it('approving asks first, then deletes and shows what the gateway did', async () => {
    const { canvas, user } = show(dataRequests.OpenRequests);
    await user.click(await canvas.findByRole('button', { name: 'Approve the deletion' }));
    await user.click(await canvas.findByRole('button', { name: 'Yes, delete the data' }));
    const done = within(await canvas.findByText('The data has been deleted').then((h) => h.parentElement!));
    expect(done.getByText('Signed claims kept').nextElementSibling?.textContent).toBe('desk-claim-0001');
  });

  it('an approval lost on the way offers Try again', async () => {
    const logged = expectFailedCallLogged();
    const { canvas, user } = show(dataRequests.OpenRequests, [
      gatewayHandler({ deskDataRequests: 'approveUnavailable' }),
    ]);
    await user.click(await canvas.findByRole('button', { name: 'Approve the deletion' }));
    await user.click(await canvas.findByRole('button', { name: 'Yes, delete the data' }));
    const alert = within(await canvas.findByRole('alert'));
    expect(alert.getByText(APPROVE_UNAVAILABLE_MESSAGE)).toBeTruthy();
    expect(alert.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });

  it('“Show more requests” adds the next page below, numbered on, and is gone after the last', async () => {
    const { canvas, user } = show(dataRequests.MoreRequests);
    await canvas.findByRole('region', { name: /^Request 2:/ });
    expect(canvas.queryByRole('region', { name: /^Request 3:/ })).toBeNull();
    await user.click(canvas.getByRole('button', { name: 'Show more requests' }));
    const third = within(await canvas.findByRole('region', { name: /^Request 3:/ }));
    expect(third.getByRole('link', { name: 'RDR-DESK0003' })).toBeTruthy();
    expect(canvas.getAllByRole('region', { name: /^Request \d:/ })).toHaveLength(3);
    expect(canvas.queryByRole('button', { name: 'Show more requests' })).toBeNull();
  });

  it('the overdue request stands out with its due day; refusing asks why, then tells the claimant', async () => {
    // A handler of its own: the story's remembers the approval of an earlier test.
    const { canvas, user } = show(dataRequests.OpenRequests, [
      gatewayHandler({ deskDataRequests: 'success' }),
    ]);
    const first = within(await canvas.findByRole('region', { name: /^Request 1:/ }));
    expect(first.getByText('Overdue')).toBeTruthy();
    expect(within(canvas.getByRole('region', { name: /^Request 2:/ })).queryByText('Overdue')).toBeNull();
    await user.click(first.getByRole('button', { name: 'Refuse the request' }));
    const reason = first.getByRole('textbox', { name: 'Why are you refusing it?' });
    expect(document.activeElement).toBe(reason);
    await user.click(first.getByRole('button', { name: 'Refuse and tell the claimant' }));
    expect(first.getAllByText(/Say why the request is refused/).length).toBeGreaterThan(0);
    await user.type(reason, 'We could not confirm who you are.');
    await user.click(first.getByRole('button', { name: 'Refuse and tell the claimant' }));
    const refused = within(await first.findByRole('status'));
    expect(refused.getByText('The request has been refused')).toBeTruthy();
    expect(refused.getByText('We could not confirm who you are.')).toBeTruthy();
    expect(first.queryByText('Overdue')).toBeNull();
  });

  it('a refusal lost on the way offers Try again', async () => {
    const logged = expectFailedCallLogged();
    const { canvas, user } = show(dataRequests.OpenRequests, [
      gatewayHandler({ deskDataRequests: 'refuseUnavailable' }),
    ]);
    await user.click((await canvas.findAllByRole('button', { name: 'Refuse the request' }))[0]!);
    await user.type(canvas.getByRole('textbox', { name: 'Why are you refusing it?' }), 'Identity in doubt.');
    await user.click(canvas.getByRole('button', { name: 'Refuse and tell the claimant' }));
    const alert = within(await canvas.findByRole('alert'));
    expect(alert.getByText(REFUSE_UNAVAILABLE_MESSAGE)).toBeTruthy();
    expect(alert.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });

  it('none open says so', async () => {
    const { canvas } = show(dataRequests.NoOpenRequests);
    expect((await canvas.findByRole('heading', { name: 'No open requests' })).tagName).toBe('H2');
  });
});
