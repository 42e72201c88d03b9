import type { StoryContext, StoryObj } from '@storybook/react-vite';
import { cleanup, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '../../mocks/node';

/**
 * For a file of story tests in Node whose gateway is answered by the stories' MSW handlers: the
 * server listens before the tests (a request no handler answers fails the test), each test's
 * handlers, render and spies are undone after it, and the server closes after the file.
 */
export function answerStoriesWithMsw(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
}

type Handlers = Parameters<typeof server.use>;

/**
 * Renders a story in a router with its gateway answered by its own MSW handlers (or `handlers`):
 * the real container, machine and gateway client. Plays are left out; a test presses the buttons
 * itself.
 */
export function showWithGateway(story: StoryObj, handlers?: Handlers) {
  const storyHandlers = (story.parameters as { msw: { handlers: { gateway: Handlers } } }).msw.handlers
    .gateway;
  server.use(...(handlers ?? [storyHandlers].flat()));
  const context = { loaded: {}, globals: {}, args: {} } as unknown as StoryContext;
  const { container } = render(<MemoryRouter>{story.render?.({}, context)}</MemoryRouter>);
  return { canvas: within(container), user: userEvent.setup() };
}
