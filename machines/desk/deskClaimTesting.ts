// The desk's claim page machine with its gateway calls replaced by spies, for the claim page's
// tests (deskClaimMachine.test.ts, deskClaimActions.test.ts, deskClaimNotes.test.ts,
// deskClaimDetermination.test.ts, deskClaimLetters.test.ts).
import { vi } from 'vitest';
import { createActor, fromPromise, waitFor, type InspectionEvent } from 'xstate';
import type { DeskAddNoteRequest, DeskClaimData, DeskSendComplaintRequest } from '../../contract/desk';
import type { RecordComplaintEventRequest } from '../../contract/requests';
import type { ComplaintState } from '../../contract/lifecycle/states';
import { deskClaimIn, deskNote } from '../../mocks/gateway/deskClaimData';
import { deskClaimMachine } from './deskClaimMachine';
import type { UploadLetterInput } from './deskClaimSetup';

export const KEY_PREFIX = 'page-0123456789abcdef';
export const letter = {
  fileName: 'complaint-RDR-ABCD2345-complaint-1.pdf',
  contentType: 'application/pdf',
  pdf: 'JVBERg==',
} as const;

/** A failure as the gateway client throws it. */
export const failure = (kind: string, message: string) => Object.assign(new Error(message), { kind });

/** The claim with its complaints in these states, then as `after` says once an action is done. */
export function setUp(
  states: ComplaintState[],
  options: { after?: ComplaintState[]; load?: () => Promise<DeskClaimData> } = {},
) {
  let acted = false;
  const before = deskClaimIn(states).claim;
  const after = deskClaimIn(options.after ?? states).claim;
  const calls = {
    load: vi.fn(options.load ?? (() => Promise.resolve(acted ? after : before))),
    send: vi.fn((_: DeskSendComplaintRequest) => {
      acted = true;
      return Promise.resolve({ letter } as never);
    }),
    record: vi.fn((_: RecordComplaintEventRequest) => {
      acted = true;
      return Promise.resolve({} as never);
    }),
    note: vi.fn((request: DeskAddNoteRequest) =>
      Promise.resolve({
        claimId: before.claimId,
        note: deskNote(request.text, Date.UTC(2026, 0, 5), 'note-9'),
      }),
    ),
    letter: vi.fn(() =>
      Promise.resolve({
        claimId: before.claimId,
        reference: before.reference,
        fileName: 'letter.pdf',
        contentType: 'application/pdf' as const,
        pdf: 'JVBERg==',
      }),
    ),
    upload: vi.fn((input: UploadLetterInput) => {
      acted = true;
      const complaint = before.complaints.find((c) => c.complaintId === input.complaintId);
      return Promise.resolve({
        claimId: before.claimId,
        letter: {
          letterId: `lender-response-${input.complaintId}-1`,
          claimId: before.claimId,
          complaintId: input.complaintId,
          lender: complaint?.lender ?? 'Black Horse',
          kind: 'lender-response' as const,
          fileName: 'response-RDR-ABCD2345-black-horse.pdf',
          size: input.file.size,
          at: '2026-01-05T10:00:00.000Z',
        },
      });
    }),
    fetchLetter: vi.fn((request: { claimId: string; letterId: string }) =>
      Promise.resolve({ ...request, ...letter, contentType: 'application/pdf' as const }),
    ),
    save: vi.fn((_: { fileName: string; pdf: string }) => undefined),
  };
  const machine = deskClaimMachine.provide({
    actors: {
      loadClaim: fromPromise(() => calls.load()),
      sendComplaint: fromPromise(({ input }) => calls.send(input)),
      recordEvent: fromPromise(({ input }) => calls.record(input)),
      addNote: fromPromise(({ input }) => calls.note(input)),
      fetchSignedLetter: fromPromise(() => calls.letter()),
      uploadLetter: fromPromise(({ input }) => calls.upload(input)),
      fetchLetter: fromPromise(({ input }) => calls.fetchLetter(input)),
    },
    actions: {
      saveFile: (_, file) => {
        calls.save(file);
      },
    },
  });
  const inspected: InspectionEvent[] = [];
  const actor = createActor(machine, {
    input: { claimId: before.claimId, keyPrefix: KEY_PREFIX },
    inspect: (event) => inspected.push(event),
  }).start();
  const idle = () => waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
  return { actor, calls, before, after, idle, inspected };
}
