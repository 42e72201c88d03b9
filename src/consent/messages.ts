/** What the cookie banner says after a decision; the app's banner and the content pages' share it. */
export type ConsentOutcome = 'accepted' | 'rejected' | 'saved';

export const CONSENT_CONFIRMATION: Record<ConsentOutcome, string> = {
  accepted: 'You’ve accepted additional cookies.',
  rejected: 'You’ve rejected additional cookies.',
  saved: 'You’ve saved your cookie choices.',
};
