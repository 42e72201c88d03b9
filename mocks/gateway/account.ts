import { field, ok, serverError, slowly, type DomainResponder } from './respond';

/**
 * upgradeAccount, sendEmailVerification, saveProgress and resumeProgress ("Save and come back
 * later", the password at the end, the confirmation link again).
 */
export const ACCOUNT_SCENARIOS = ['success', 'serverError', 'slow'] as const;
export type AccountScenario = (typeof ACCOUNT_SCENARIOS)[number];

const NAMES = ['upgradeAccount', 'sendEmailVerification', 'saveProgress', 'resumeProgress'];

/**
 * What the gateway answers on success (as `result.data`, like its other answers): a linked guest
 * with a verification link queued (no sign-in token: the stories' memory sign-in service has no
 * tokens, so the app signs in with the password, as it does for a caller given none); a link sent
 * again; the journey kept.
 */
function answer(functionName: string, data: unknown) {
  if (functionName === 'upgradeAccount') {
    return ok({ data: { status: 'linked', emailVerified: false, verificationSent: true } });
  }
  if (functionName === 'sendEmailVerification') return ok({ data: { sent: true, emailVerified: false } });
  if (functionName === 'saveProgress') {
    const progress = field(data, 'progress');
    return ok({ data: { progress: typeof progress === 'string' ? progress : null, savedAt: Date.now() } });
  }
  return ok({ data: { progress: null, savedAt: null } });
}

export function accountResponder(scenario: AccountScenario = 'success'): DomainResponder {
  return (functionName, data) => {
    if (!NAMES.includes(functionName)) return undefined;
    switch (scenario) {
      case 'success':
        return answer(functionName, data);
      case 'serverError':
        return serverError();
      case 'slow':
        return slowly(() => answer(functionName, data));
    }
  };
}
