import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TINY_PNG } from '../../../functions/src/documents/signedClaim.fixture';
import { sampleMyData } from '../../../mocks/gateway/data';
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
      deletion={{ step: 'idle', request: null, problem: null, refusal: null }}
      onRetry={vi.fn()}
      onDownload={vi.fn()}
      onAskDeletion={vi.fn()}
      onConfirmDeletion={vi.fn()}
      onCancelDeletion={vi.fn()}
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
      deletion: { step: 'sending', request: null, problem: null, refusal: null },
      onConfirmDeletion,
    });
    expect(screen.getByRole('status').textContent).toBe('Sending your request…');
    const button = screen.getByRole('button', { name: 'Sending your request…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    expect(onConfirmDeletion).not.toHaveBeenCalled();
  });
});
