import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef } from 'react';
import { signedLetterFileName } from '../../contract/claim';
import { signedClaim } from '../../contract/fixtures/signedClaim';
import { YOUR_CLAIMS_PATH } from '../../contract/siteLinks';
import { claimConfirmationMessage } from '../../functions/src/mail/claimConfirmation';
import { brandForGlobals } from '../support/workspace';

/**
 * The email the gateway sends when a claim is submitted, made by its own template from the
 * gateway's sample signed claim, in each workspace (the firm's details differ).
 */
const meta = {
  title: 'Account/Confirmation email',
  render: (_args, { globals }: StoryContext) => {
    const { workspace, sampleOrigin } = brandForGlobals(globals);
    const claim = signedClaim({ workspace });
    // The brand's own site, as the deployment's WORKSPACE_ORIGINS names it (decision 264).
    const message = claimConfirmationMessage(claim, `${sampleOrigin}${YOUR_CLAIMS_PATH}`);
    return (
      <main>
        <h1>{message.subject}</h1>
        <dl>
          <dt>To</dt>
          <dd>{claim.applicant.email}</dd>
          <dt>Attached</dt>
          <dd>{signedLetterFileName(claim.submission.reference)}</dd>
        </dl>
        <EmailBody html={message.html} />
      </main>
    );
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The HTML body as a mail client shows it: in a shadow root, so the site's own styles do not
 * dress it up.
 */
function EmailBody({ html }: { html: string }) {
  const host = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    // The template escapes every value it puts into the HTML.
    root.innerHTML = html;
  }, [html]);
  return <section ref={host} aria-label="Email body" style={{ border: '1px solid', padding: '1rem' }} />;
}

export const Redress: Story = { globals: { workspace: 'Redress' } };
export const Complex365: Story = { globals: { workspace: 'Complex365' } };
export const SGUK: Story = { globals: { workspace: 'SGUK' } };
export const SGUKINTERNAL: Story = { globals: { workspace: 'SGUKINTERNAL' } };
