import { describe, expect, it } from 'vitest';
import { PASSWORD_CONTEXT_WORD_MESSAGE, PASSWORD_TOO_COMMON_MESSAGE } from '../../../contract/signIn.js';
import { checkNewPassword, newPasswordProblem } from './passwordStrength.js';

const account = { email: 'jane.testington@example.com', names: ['Jane', 'Testington'] };

describe('a new password’s strength, checked offline against the common-password list (decision 216)', () => {
  it('refuses common and breached passwords, and ones built from them and simple patterns', async () => {
    for (const password of [
      'letmein1234567890',
      'qwertyuiop123456',
      'iloveyouiloveyou',
      '123456789012345',
      'football12345678',
      'aaaaaaaaaaaaaaaa',
    ])
      expect(await newPasswordProblem(password, { email: 'someone@example.com' })).toBe('too-common');
  });

  it('refuses the service’s name and the account’s own words before anything else', async () => {
    expect(await newPasswordProblem('redress purple elephant', account)).toBe('context-word');
    expect(await newPasswordProblem('jane purple elephant', account)).toBe('context-word');
    expect(await newPasswordProblem('password1234567890', account)).toBe('context-word');
    expect(await newPasswordProblem('my password is purple elephant', account)).toBe('context-word');
  });

  it('accepts three random words and other long pass phrases', async () => {
    for (const password of [
      'purple elephant dishwasher',
      'correct horse battery staple',
      'a long enough pass phrase',
    ])
      expect(await newPasswordProblem(password, account)).toBeNull();
  });

  it('refuses with the page’s words and a reason the app and the tests can read', async () => {
    await expect(checkNewPassword('qwertyuiop123456', account)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: PASSWORD_TOO_COMMON_MESSAGE,
      details: { reason: 'password-too-common' },
    });
    await expect(checkNewPassword('testington is my name', account)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: PASSWORD_CONTEXT_WORD_MESSAGE,
      details: { reason: 'password-context-word' },
    });
    await expect(checkNewPassword('purple elephant dishwasher', account)).resolves.toBeUndefined();
  });
});
