import { field, ok, serverError, slowly, type DomainResponder } from './respond';

/** upgradeAccount, saveProgress and resumeProgress ("Save and come back later", the password at the end). */
export const ACCOUNT_SCENARIOS = ['success', 'serverError', 'slow'] as const;
export type AccountScenario = (typeof ACCOUNT_SCENARIOS)[number];

const NAMES = ['upgradeAccount', 'saveProgress', 'resumeProgress'];

/** What the gateway answers on success (as `result.data`, like its other answers): a linked guest with a verification link queued; the journey kept. */
function answer(functionName: string, data: unknown) {
  if (functionName === 'upgradeAccount') {
    return ok({ data: { status: 'linked', emailVerified: false, verificationSent: true } });
  }
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
