import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockFetch, setCsrfMeta } from '../test/render';
import {
  PUSH_REFRESH_MS,
  type PushEnv,
  PushError,
  refreshPushToken,
  subscribePush,
  urlBase64ToUint8Array,
} from './push';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const memoryStorage = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
};

function fakeEnv(permission: NotificationPermission, over: Partial<PushEnv> = {}): PushEnv {
  const sub = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: async () => true,
  };
  const reg = { pushManager: { subscribe: vi.fn(async () => sub), getSubscription: async () => sub } };
  return {
    serviceWorker: {
      ready: Promise.resolve(reg),
      controller: {},
      getRegistration: async () => reg,
    } as unknown as ServiceWorkerContainer,
    Notification: { requestPermission: async () => permission } as unknown as typeof Notification,
    PushManager: class {},
    storage: memoryStorage(),
    now: () => 1_000_000_000_000,
    ...over,
  };
}

describe('web push client', () => {
  test('decodes a base64url VAPID key', () => {
    expect([...urlBase64ToUint8Array('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });

  test('the spec client errors: unsupported browser, permission blocked or not given, no server key', async () => {
    await expect(subscribePush({ ...fakeEnv('granted'), PushManager: undefined })).rejects.toMatchObject({
      code: 'unsupported-browser',
    });
    await expect(subscribePush(fakeEnv('denied'))).rejects.toMatchObject({ code: 'permission-blocked' });
    await expect(subscribePush(fakeEnv('default'))).rejects.toMatchObject({ code: 'permission-default' });
    setCsrfMeta('t');
    mockFetch(() => ({ body: { data: { enabled: false, public_key: null } } }));
    await expect(subscribePush(fakeEnv('granted'))).rejects.toBeInstanceOf(PushError);
  });

  test('subscribes with the server key, posts the subscription, re-posts only after 7 days', async () => {
    setCsrfMeta('t');
    const { calls } = mockFetch((url) => ({
      body: { data: url.includes('public-key') ? { enabled: true, public_key: 'AQID' } : null },
    }));
    let now = 1_000_000_000_000;
    const env = fakeEnv('granted', { now: () => now });
    await subscribePush(env);
    const posts = () => calls.filter((c) => new URL(c.url).pathname === '/api/v1/account/token');
    expect(posts()).toHaveLength(1);
    expect(JSON.parse(String(posts()[0]?.init.body)).device_token.endpoint).toContain('fcm.googleapis.com');
    now += PUSH_REFRESH_MS - 1;
    expect(await refreshPushToken(env)).toBe(false);
    now += 2;
    expect(await refreshPushToken(env)).toBe(true);
    expect(posts()).toHaveLength(2);
  });

  test('a changed server key drops the old subscription first; the browser refusing it and a stale worker get their codes', async () => {
    setCsrfMeta('t');
    mockFetch((url) => ({
      body: { data: url.includes('public-key') ? { enabled: true, public_key: 'AQID' } : null },
    }));
    const env = fakeEnv('granted');
    const reg = (await env.serviceWorker!.ready) as unknown as {
      pushManager: { subscribe: ReturnType<typeof vi.fn>; getSubscription: () => Promise<unknown> };
      active?: { scriptURL: string };
    };
    const unsubscribe = vi.fn(async () => true);
    reg.pushManager.getSubscription = async () => ({
      options: { applicationServerKey: new Uint8Array([9, 9, 9]).buffer },
      unsubscribe,
    });
    await subscribePush(env);
    expect(unsubscribe).toHaveBeenCalledTimes(1);

    // The same key: the subscription is kept.
    unsubscribe.mockClear();
    reg.pushManager.getSubscription = async () => ({
      options: { applicationServerKey: new Uint8Array([1, 2, 3]).buffer },
      unsubscribe,
    });
    await subscribePush(env);
    expect(unsubscribe).not.toHaveBeenCalled();

    reg.pushManager.subscribe.mockRejectedValueOnce(new DOMException('key differs', 'InvalidStateError'));
    await expect(subscribePush(env)).rejects.toMatchObject({ code: 'use-vapid-key-after-get-token' });

    reg.active = { scriptURL: '/sw.js?v=2' };
    (env.serviceWorker as unknown as { controller: { scriptURL: string } }).controller = {
      scriptURL: '/sw.js?v=1',
    };
    await expect(subscribePush(env)).rejects.toMatchObject({ code: 'use-sw-after-get-token' });
  });
});
