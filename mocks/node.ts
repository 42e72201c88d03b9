import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** For vitest: `server.listen({ onUnhandledRequest: 'error' })`, `server.use(gatewayHandler({...}))`. */
export const server = setupServer(...handlers);
