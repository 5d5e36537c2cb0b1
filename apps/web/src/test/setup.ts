import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// CI runs two suites side by side on two cores: a screen that renders in 50 ms alone can take over
// a second there. findBy*/waitFor wait up to 5 s (a real failure still fails, only later).
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
