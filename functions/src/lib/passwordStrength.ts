import { HttpsError } from 'firebase-functions/v2/https';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { containsContextWord, type PasswordContext } from '../../../contract/passwordWords.js';
import { PASSWORD_CONTEXT_WORD_MESSAGE, PASSWORD_TOO_COMMON_MESSAGE } from '../../../contract/signIn.js';

/**
 * zxcvbn's score below which a password is refused: 3 means at least 10^8 guesses by its estimate,
 * where every guess tries the list's common and breached passwords, keyboard patterns, sequences,
 * repeats and dates first (decision 216).
 */
export const MIN_PASSWORD_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn-ts with its common-password list (about 49,000 passwords from breach corpora) and keyboard
 * graphs, loaded on first use: the list ships in the gateway only, never to the browser, and no
 * network is needed to check it.
 */
function passwordEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= import('./passwordEstimator.js').then((m) => m.estimator);
  return estimator;
}

/**
 * Why a new password that meets the length rule is still refused, or null: it contains a word of the
 * service or of the account (V6.2.11), or it is, or is built from, common and breached passwords
 * (V6.2.4, V6.2.12).
 */
export async function newPasswordProblem(
  password: string,
  context: PasswordContext,
): Promise<'context-word' | 'too-common' | null> {
  if (containsContextWord(password, context)) return 'context-word';
  const { score } = (await passwordEstimator()).check(password);
  return score < MIN_PASSWORD_SCORE ? 'too-common' : null;
}

/** Refuses (invalid-argument, with the page's words) a new password `newPasswordProblem` finds fault with. */
export async function checkNewPassword(password: string, context: PasswordContext): Promise<void> {
  const problem = await newPasswordProblem(password, context);
  if (problem === 'context-word') {
    throw new HttpsError('invalid-argument', PASSWORD_CONTEXT_WORD_MESSAGE, {
      reason: 'password-context-word',
    });
  }
  if (problem === 'too-common') {
    throw new HttpsError('invalid-argument', PASSWORD_TOO_COMMON_MESSAGE, { reason: 'password-too-common' });
  }
}
