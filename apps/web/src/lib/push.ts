import type { PushSubscriptionJson } from '@konter/core/contracts/notification';
import { api } from './api-client';

/**
 * Web push (ADR 0010): the service worker's PushManager subscription is stored on the server with
 * POST account/token and re-posted after 7 days (spec §9.2), since browsers rotate subscriptions.
 * Failures carry the spec's push client error codes (§8), translated by the caller.
 */
export const PUSH_ERROR_CODES = [
  'permission-blocked',
  'permission-default',
  'invalid-sw-registration',
  'failed-service-worker-registration',
  'invalid-vapid-key',
  'use-vapid-key-after-get-token',
  'use-sw-after-get-token',
  'only-available-in-sw',
  'missing-app-config-values',
  'unsupported-browser',
  'subscription-failed',
] as const;
export type PushErrorCode = (typeof PUSH_ERROR_CODES)[number];

export class PushError extends Error {
  constructor(
    readonly code: PushErrorCode,
    cause?: unknown,
  ) {
    super(`push: ${code}`, { cause });
  }
}

export const PUSH_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;
const POSTED_KEY = 'konter.push.posted';

export interface PushEnv {
  serviceWorker?: ServiceWorkerContainer;
  Notification?: typeof Notification;
  PushManager?: unknown;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
}

function env(): PushEnv {
  const w = typeof window === 'undefined' ? undefined : window;
  return {
    serviceWorker: typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined,
    Notification: w?.Notification,
    PushManager: (w as { PushManager?: unknown } | undefined)?.PushManager,
    storage: safeStorage(),
    now: Date.now,
  };
}

function safeStorage(): PushEnv['storage'] {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export const pushSupported = (e: PushEnv = env()) =>
  Boolean(e.serviceWorker && e.Notification && e.PushManager);

/** VAPID keys travel base64url; PushManager wants the raw bytes. */
export function urlBase64ToUint8Array(base64: string): Uint8Array<ArrayBuffer> {
  const padded = (base64 + '='.repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

async function registration(e: PushEnv): Promise<ServiceWorkerRegistration> {
  if (!e.serviceWorker) throw new PushError('unsupported-browser');
  const reg = await Promise.race([
    e.serviceWorker.ready,
    new Promise<undefined>((r) => setTimeout(() => r(undefined), 10_000)),
  ]);
  if (!reg) throw new PushError('failed-service-worker-registration');
  if (!reg.pushManager) throw new PushError('invalid-sw-registration');
  // A new app version is installed but this page still runs under the old worker: a subscription
  // made now would belong to a worker that is about to be replaced. The update snackbar reloads.
  const controller = e.serviceWorker.controller;
  if (controller && reg.active && controller.scriptURL !== reg.active.scriptURL)
    throw new PushError('use-sw-after-get-token');
  return reg;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) => {
  if (!a || a.byteLength !== b.byteLength) return false;
  const x = new Uint8Array(a);
  return x.every((v, i) => v === b[i]);
};

/** The subscription of this browser, if any. */
export async function currentSubscription(e: PushEnv = env()): Promise<PushSubscription | null> {
  if (!pushSupported(e) || !e.serviceWorker?.controller) return null;
  const reg = await e.serviceWorker.getRegistration();
  return (await reg?.pushManager?.getSubscription()) ?? null;
}

const postToken = (sub: PushSubscription) =>
  api.post('account/token', { device_token: sub.toJSON() as PushSubscriptionJson });

export async function subscribePush(e: PushEnv = env()): Promise<PushSubscription> {
  if (!pushSupported(e) || !e.Notification) throw new PushError('unsupported-browser');
  const permission = await e.Notification.requestPermission();
  if (permission === 'denied') throw new PushError('permission-blocked');
  if (permission !== 'granted') throw new PushError('permission-default');
  const data = await api.get<{ enabled: boolean; public_key: string | null }>('push/public-key');
  if (!data.enabled || !data.public_key) throw new PushError('missing-app-config-values');
  let key: Uint8Array<ArrayBuffer>;
  try {
    key = urlBase64ToUint8Array(data.public_key);
  } catch (err) {
    throw new PushError('invalid-vapid-key', err);
  }
  const reg = await registration(e);
  // The server's VAPID key changed since this browser subscribed: the old subscription cannot take
  // the new key (the browser refuses with InvalidStateError), so it is dropped first.
  const old = await reg.pushManager.getSubscription();
  if (old && !sameKey(old.options?.applicationServerKey, key)) await old.unsubscribe().catch(() => false);
  let sub: PushSubscription;
  try {
    sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'InvalidStateError')
      throw new PushError('use-vapid-key-after-get-token', err);
    // Some browsers only allow push subscriptions from a page their service worker controls.
    if (err instanceof DOMException && err.name === 'NotSupportedError' && !e.serviceWorker?.controller)
      throw new PushError('only-available-in-sw', err);
    throw new PushError('subscription-failed', err);
  }
  await postToken(sub);
  e.storage?.setItem(POSTED_KEY, String((e.now ?? Date.now)()));
  return sub;
}

export async function unsubscribePush(e: PushEnv = env()): Promise<void> {
  const sub = await currentSubscription(e);
  if (sub) {
    await api.delete('account/token', { endpoint: sub.endpoint }).catch(() => undefined);
    await sub.unsubscribe();
  }
  e.storage?.removeItem(POSTED_KEY);
}

/** After login: post the subscription again when the last post is 7 days old (or unknown). */
export async function refreshPushToken(e: PushEnv = env()): Promise<boolean> {
  const sub = await currentSubscription(e);
  if (!sub) return false;
  const last = Number(e.storage?.getItem(POSTED_KEY) ?? 0);
  const now = (e.now ?? Date.now)();
  if (last && now - last < PUSH_REFRESH_MS) return false;
  await postToken(sub);
  e.storage?.setItem(POSTED_KEY, String(now));
  return true;
}
