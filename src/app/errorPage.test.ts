import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../machines/auth/messages';
import { MAX_RETRIES_MESSAGE } from '../../machines/retry';
import { GatewayError } from '../adapters/gatewayError';
import { notFound } from '../content/notFound';
import { errorPageContent } from './errorPage';

/** What the error boundary receives when a route's loader throws `data(…)` (React Router's own class). */
const thrown = (response: ReturnType<typeof data>) =>
  new ErrorResponseImpl(response.init?.status ?? 500, '', response.data);

const production = { development: false };

describe('the error page (spec section 8)', () => {
  it("shows a route's page-not-found error: 404, 'Page Not Found' and the message with the path", () => {
    expect(errorPageContent(thrown(notFound('/form/start/bogus')), production)).toEqual({
      status: 404,
      statusMessage: 'Page Not Found',
      message: 'Page not found: /form/start/bogus',
    });
  });

  it("calls any other status an 'Internal Server Error'", () => {
    expect(errorPageContent(thrown(data('Something broke', { status: 503 })), production)).toEqual({
      status: 503,
      statusMessage: 'Internal Server Error',
      message: 'Something broke',
    });
  });

  it.each([
    ['the retry helper', new Error(MAX_RETRIES_MESSAGE, { cause: new Error('deadline-exceeded') })],
    ['the auth rules', new Error(AUTH_MESSAGES.noCurrentUser)],
    ['the gateway client', new GatewayError('server', 'Error sending OTP', { functionName: 'x' })],
  ])("shows a thrown error's own message when it is the spec's (%s)", (_from, error) => {
    expect(errorPageContent(error, production)).toEqual({
      status: 500,
      statusMessage: 'Internal Server Error',
      message: error.message,
    });
  });

  it('never shows a bug’s message or stack in production', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'uid')");
    const content = errorPageContent(bug, production);
    expect(content).toEqual({
      status: 500,
      statusMessage: 'Internal Server Error',
      message: 'Internal Server Error',
    });
    expect(JSON.stringify(content)).not.toMatch(/uid|at /);
    expect(errorPageContent('a thrown string', production).message).toBe('Internal Server Error');
  });

  it('shows a developer the message and the stack in a development build', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'uid')");
    expect(errorPageContent(bug, { development: true })).toEqual({
      status: 500,
      statusMessage: 'Internal Server Error',
      message: bug.message,
      detail: bug.stack,
    });
  });
});
