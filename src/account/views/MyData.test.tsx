import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TINY_PNG } from '../../../contract/fixtures/signedClaim';
import { SAMPLE_DELETION_REQUEST, SAMPLE_REFUSAL_REASON, sampleMyData } from '../../../mocks/gateway/data';
import type { MyData as MyDataCopy } from '../../../contract/myData';
import { MyData, type MyDataProps } from './MyData';
import { renderView } from '../../ui/testing';
import { YourClaims } from './YourClaims';

function show(props: Partial<MyDataProps> = {}) {
  return renderView(
    <MyData
      phase="ready"
      data={sampleMyData()}
      problem={null}
      deletion={{ step: 'idle', request: null, problem: null, refusal: null, closed: null, offered: true }}
      onRetry={vi.fn()}
      onDownload={vi.fn()}
      onAskDeletion={vi.fn()}
      onConfirmDeletion={vi.fn()}
      onCancelDeletion={vi.fn()}
      onWithdrawDeletion={vi.fn()}
      {...props}
    />,
  );
}

describe('Your data (the view)', () => {
  it('is reached from Your claims', () => {
    renderView(
      <YourClaims
        phase="ready"
        claims={[]}
        signedInAs={null}
        onRetry={vi.fn()}
        onDownload={vi.fn()}
        onResume={vi.fn()}
      />,
    );
    expect(screen.getByRole('link', { name: 'See and download my data' }).getAttribute('href')).toBe(
      '/form/claims/data',
    );
  });

  it('lists its sections and links to each', () => {
    show();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    for (const [name, id] of [
      ['Your account and profile', 'your-account'],
      ['Your claims', 'your-claims-data'],
      ['Anything else', 'your-other-data'],
      ['Ask us to delete your data', 'delete-your-data'],
    ] as const) {
      expect(within(contents).getByRole('link', { name }).getAttribute('href')).toBe(`#${id}`);
      expect(document.getElementById(id)).not.toBeNull();
    }
  });

  it('shows a drawn signature as the picture drawn', () => {
    const data = sampleMyData();
    const [claim, ...rest] = data.claims;
    const drawn: MyDataCopy = {
      ...data,
      claims: [
        { ...claim!, signature: { kind: 'drawn', image: TINY_PNG, signedAt: claim!.signedAt! } },
        ...rest,
      ],
    };
    show({ data: drawn });
    expect(screen.getByRole('img', { name: 'Your signature, as you drew it' }).getAttribute('src')).toBe(
      TINY_PNG,
    );
  });

  it('says why the copy could not be made, with Try again, and shows no data', async () => {
    const onRetry = vi.fn();
    const { user } = show({
      phase: 'failed',
      data: null,
      problem: 'We could not reach our servers.',
      onRetry,
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('We could not reach our servers.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Download my data' })).toBeNull();
  });

  it('announces a request on its way and does not send it twice', async () => {
    const onConfirmDeletion = vi.fn();
    const { user } = show({
      deletion: { step: 'sending', request: null, problem: null, refusal: null, closed: null, offered: true },
      onConfirmDeletion,
    });
    expect(screen.getByRole('status').textContent).toBe('Sending your request…');
    const button = screen.getByRole('button', { name: 'Sending your request…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    expect(onConfirmDeletion).not.toHaveBeenCalled();
  });

  it('offers “Ask us to delete my data” while the copy is being made, and when it could not be made', async () => {
    const onAskDeletion = vi.fn();
    const loading = show({ phase: 'loading', data: null, onAskDeletion });
    expect(screen.getByRole('status').textContent).toBe('Getting your data…');
    await loading.user.click(screen.getByRole('button', { name: 'Ask us to delete my data' }));
    expect(onAskDeletion).toHaveBeenCalledTimes(1);
    loading.unmount();

    const failed = show({
      phase: 'failed',
      data: null,
      problem: 'Too many copies of your data. Try again in 42 minutes.',
      onAskDeletion,
    });
    expect(screen.getByRole('alert').textContent).toContain('Too many copies of your data');
    await failed.user.click(screen.getByRole('button', { name: 'Ask us to delete my data' }));
    expect(onAskDeletion).toHaveBeenCalledTimes(2);
  });

  it('offers to withdraw an open request, with its due day, and says when it is being withdrawn', async () => {
    const onWithdrawDeletion = vi.fn();
    const open = show({
      deletion: {
        step: 'requested',
        request: SAMPLE_DELETION_REQUEST,
        problem: null,
        refusal: null,
        closed: null,
        offered: true,
      },
      onWithdrawDeletion,
    });
    expect(screen.getByText(/within one month of your request, by \d+ \w+ \d{4}/)).toBeTruthy();
    await open.user.click(screen.getByRole('button', { name: 'Withdraw my request' }));
    expect(onWithdrawDeletion).toHaveBeenCalledTimes(1);
    open.unmount();

    show({
      deletion: {
        step: 'withdrawing',
        request: SAMPLE_DELETION_REQUEST,
        problem: null,
        refusal: null,
        closed: null,
        offered: true,
      },
    });
    expect(screen.getByRole('status').textContent).toBe('Withdrawing your request…');
    expect(
      screen.getByRole('button', { name: 'Withdrawing your request…' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('shows a request we refused with our reason, and offers to ask again', () => {
    const refused = sampleMyData({ refused: true }).dataRequests[0]!;
    show({
      deletion: { step: 'idle', request: null, problem: null, refusal: null, closed: refused, offered: true },
    });
    const section = document.getElementById('delete-your-data')!;
    expect(within(section).getByRole('heading', { name: /^We refused your request of/ })).toBeTruthy();
    expect(within(section).getByText(new RegExp(SAMPLE_REFUSAL_REASON.slice(0, 40)))).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Ask us to delete my data' })).toBeTruthy();
  });

  it('lists the emails we sent, as our copies hold them', () => {
    show();
    const other = document.getElementById('your-other-data')!.parentElement!;
    const [email] = sampleMyData().emails;
    expect(within(other).getByText(new RegExp(email!.message.subject))).toBeTruthy();
  });
});
