import { setupServer } from 'msw/node';

/**
 * The network of the web tests (MSW): a test adds its handlers with `server.use` (or `mockFetch`);
 * a request no handler answers fails the test. Started and reset by setup.ts.
 */
export const server = setupServer();
