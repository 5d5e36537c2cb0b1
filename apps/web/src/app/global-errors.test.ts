import type { TFunction } from 'i18next';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { createGlobalErrorHandler } from './global-errors';

const t = ((key: string) => key) as unknown as TFunction<['errors']>;
const setup = () => {
  const deps = { notify: vi.fn(), t, onUnauthenticated: vi.fn(), onDevicePending: vi.fn() };
  return { deps, handle: createGlobalErrorHandler(deps) };
};
const err = (status: number, code: ApiError['code'], message = 'x') =>
  new ApiError({ status, code, message });

describe('global error handling (spec calls §8.1)', () => {
  test('401: error snackbar, then logout/redirect', () => {
    const { deps, handle } = setup();
    handle(err(401, 'unauthenticated'));
    expect(deps.notify).toHaveBeenCalledWith('errors:http_401', 'error');
    expect(deps.onUnauthenticated).toHaveBeenCalledOnce();
  });

  test('403: "Unauthorized Access!"; a device waiting for approval goes to its screen instead', () => {
    const { deps, handle } = setup();
    handle(err(403, 'forbidden'));
    expect(deps.notify).toHaveBeenCalledWith('errors:http_403', 'error');
    handle(err(403, 'device_pending'));
    expect(deps.onDevicePending).toHaveBeenCalledOnce();
    expect(deps.notify).toHaveBeenCalledTimes(1);
  });

  test('429: warning snackbar, except "maximum pin attempts reached"', () => {
    const { deps, handle } = setup();
    handle(err(429, 'pin_locked', 'maximum pin attempts reached'));
    expect(deps.notify).not.toHaveBeenCalled();
    handle(err(429, 'rate_limited'));
    expect(deps.notify).toHaveBeenCalledWith('errors:http_429', 'warning');
  });

  test('422 is left to the form; opt-outs and duplicates are respected', () => {
    const { deps, handle } = setup();
    handle(err(422, 'validation_failed'));
    handle(err(503, 'otp_send_failed'), { ownErrors: ['otp_send_failed'] });
    handle(err(500, 'internal'), { silent: true });
    expect(deps.notify).not.toHaveBeenCalled();
    handle(err(500, 'internal'));
    handle(err(500, 'internal'));
    expect(deps.notify).toHaveBeenCalledTimes(1);
    expect(deps.notify).toHaveBeenCalledWith('errors:internal', 'error');
  });

  test('a failed fetch (query, 5xx without a reason) says "failed to retrieve data"; an action keeps its text', () => {
    const { deps, handle } = setup();
    handle(err(500, 'internal'), {}, 'query');
    expect(deps.notify).toHaveBeenLastCalledWith('errors:retrieve_failed', 'error');
    handle(err(503, 'busy'), {}, 'query');
    expect(deps.notify).toHaveBeenLastCalledWith('errors:busy', 'error');
    handle(err(500, 'internal'), {}, 'mutation');
    expect(deps.notify).toHaveBeenLastCalledWith('errors:internal', 'error');
  });

  test('ownFailures: the screen says network failures and 5xx itself; other answers still go global', () => {
    const { deps, handle } = setup();
    handle(err(0, 'network_error'), { ownFailures: true }, 'mutation');
    handle(err(502, 'unknown'), { ownFailures: true }, 'mutation');
    expect(deps.notify).not.toHaveBeenCalled();
    handle(err(403, 'forbidden'), { ownFailures: true }, 'mutation');
    expect(deps.notify).toHaveBeenCalledWith('errors:http_403', 'error');
  });
});
