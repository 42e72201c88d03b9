// The letters on “Your claims” (decision 272): the complaint letter sent and the lender's response
// uploaded at the desk, downloaded by the claim's owner, refused to anyone else and to another
// workspace's staff; every download audited. The uploads are in letters.int.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { complaintLetterId } from '../../contract/letters';
import { refusalOf, staffCaller, type StaffCaller } from '../desk/staff';
import { auditOf, bytesOf, claimantDownload, lettersOf, responsePdf, sentClaim, uploaded } from './letters';
import { anonymousCaller, errorOf } from './support';

let handler: StaffCaller;
let otherHandler: StaffCaller;

beforeAll(async () => {
  [handler, otherHandler] = await Promise.all([
    staffCaller({ role: 'handler', workspaces: ['SGUK'] }),
    staffCaller({ role: 'handler', workspaces: ['Redress', 'Complex365'] }),
  ]);
});

describe('the letters on “Your claims”', () => {
  it('lists the complaint letter and the lender’s response to the claim’s owner, who downloads both', async () => {
    const claim = await sentClaim(handler);
    const pdf = await responsePdf();
    const response = await uploaded(handler, claim.claimId, pdf);

    const letters = await lettersOf(claim.claimant);
    expect(letters.map((l) => [l.claimId, l.kind, l.letterId])).toEqual([
      [claim.claimId, 'complaint-letter', complaintLetterId('complaint-1')],
      [claim.claimId, 'lender-response', response.letterId],
    ]);
    const sentLetter = await claimantDownload(
      claim.claimant,
      claim.claimId,
      complaintLetterId('complaint-1'),
    );
    // The letter the desk sent, byte for byte.
    expect(sentLetter).toMatchObject({ fileName: claim.sent.letter.fileName, pdf: claim.sent.letter.pdf });
    expect(bytesOf((await claimantDownload(claim.claimant, claim.claimId, response.letterId)).pdf)).toEqual(
      pdf,
    );

    // Each download is the firm's to see, filed under the claim's workspace.
    expect(await auditOf(claim.claimId, 'letter.download')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          uid: claim.claimant.uid,
          role: 'claimant',
          outcome: 'ok',
          workspaces: ['SGUK'],
          details: { letterId: complaintLetterId('complaint-1'), kind: 'complaint-letter' },
        }),
        expect.objectContaining({
          uid: claim.claimant.uid,
          role: 'claimant',
          outcome: 'ok',
          details: { letterId: response.letterId, kind: 'lender-response' },
        }),
      ]),
    );
  });

  it('refuses another account the letters, lists none of them to it, and audits the attempt', async () => {
    const claim = await sentClaim(handler);
    const response = await uploaded(handler, claim.claimId, await responsePdf());
    const stranger = await anonymousCaller();
    for (const letterId of [response.letterId, complaintLetterId('complaint-1')]) {
      expect(
        await errorOf(stranger.call('downloadClaimLetter', { claimId: claim.claimId, letterId })),
      ).toMatchObject({ code: 'functions/not-found', details: { reason: 'claim' } });
    }
    expect(await lettersOf(stranger)).toEqual([]);
    expect(await auditOf(claim.claimId, 'letter.download')).toEqual([
      expect.objectContaining({ uid: stranger.uid, role: 'claimant', outcome: 'refused' }),
      expect.objectContaining({ uid: stranger.uid, role: 'claimant', outcome: 'refused' }),
    ]);
  });

  it('refuses another workspace’s handler the letters at the desk, and audits the attempt', async () => {
    const claim = await sentClaim(handler);
    const response = await uploaded(handler, claim.claimId, await responsePdf());
    expect(
      await refusalOf(
        otherHandler.call('deskDownloadLetter', { claimId: claim.claimId, letterId: response.letterId }),
      ),
    ).toMatchObject({ code: 'functions/not-found', details: { reason: 'claim' } });
    expect(await auditOf(claim.claimId, 'letter.download')).toEqual([
      expect.objectContaining({
        uid: otherHandler.uid,
        outcome: 'refused',
        workspaces: expect.arrayContaining(['SGUK', 'Redress', 'Complex365']) as string[],
      }),
    ]);
  });

  it('answers a letter the claim does not have as missing', async () => {
    const claim = await sentClaim(handler);
    const letterId = 'lender-response-complaint-1-000000000000000000000000';
    expect(
      await errorOf(claim.claimant.call('downloadClaimLetter', { claimId: claim.claimId, letterId })),
    ).toMatchObject({
      code: 'functions/not-found',
      details: { reason: 'letter' },
    });
    expect(
      await refusalOf(handler.call('deskDownloadLetter', { claimId: claim.claimId, letterId })),
    ).toMatchObject({
      code: 'functions/not-found',
      details: { reason: 'letter' },
    });
  });
});
