import { type PushSubscriptionJson, REALTIME_EVENTS } from '@konter/core/contracts/notification';
import { pickLocale } from '@konter/core/validation/index';
import webpush from 'web-push';
import type { Config } from '../../config.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { type NotificationRow, noticeOf } from '../notifications/index.js';
import * as repo from './push.repository.js';

// Web push (VAPID, RFC 8030/8291/8292). web-push encrypts the payload and signs the VAPID JWT; we
// send the request ourselves with fetch (web-push only speaks https.request, which a loopback test
// push service and timeouts fit badly).

const MAX_ATTEMPTS = 5;
const SEND_TIMEOUT_MS = 10_000;
/** Push services keep an undelivered message this long (the phone may be offline). */
const TTL_SECONDS = 24 * 3600;

/** Whether a subscription's endpoint may be used: https to a known push service (http outside production). */
export function endpointAllowed(endpoint: string, config: Pick<Config, 'production' | 'pushEndpointHosts'>) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && (config.production || url.protocol !== 'http:')) return false;
  const hosts = config.pushEndpointHosts;
  if (!hosts) return true;
  const host = url.hostname.toLowerCase();
  return hosts.some((h) => (h.startsWith('*.') ? host.endsWith(h.slice(1)) : host === h));
}

/** GET push/public-key: the VAPID application server key, when push is configured. */
export const publicKey = (deps: Deps) => ({
  enabled: deps.config.vapid !== null,
  public_key: deps.config.vapid?.publicKey ?? null,
});

export async function subscribe(
  deps: Deps,
  who: { userId: number; deviceId: string; userAgent: string | null },
  sub: PushSubscriptionJson,
) {
  if (!deps.config.vapid) throw new AppError('push_not_enabled');
  if (!endpointAllowed(sub.endpoint, deps.config)) throw fieldError('device_token', 'validation_failed');
  const row = await repo.upsertSubscription(deps.database.db, {
    ...who,
    endpoint: sub.endpoint,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
  });
  return { id: row.id, endpoint: row.endpoint };
}

export async function unsubscribe(deps: Deps, userId: number, deviceId: string, endpoint?: string) {
  const removed = await repo.deleteSubscriptions(
    deps.database.db,
    userId,
    endpoint ? { endpoint } : { deviceId },
  );
  return { removed };
}

/**
 * What the service worker receives: enough to show the notification and open it, in the user's
 * chosen language (Indonesian when they chose none).
 */
export function pushPayload(n: NotificationRow, locale: string | null): string {
  const text = noticeOf(n, pickLocale(locale ?? 'id'));
  return JSON.stringify({
    id: n.id,
    title: text.title,
    body: (text.body ?? '').slice(0, 1000),
    status: n.status,
    type: n.type,
    date: n.createdAt.toISOString(),
    url: `/notification/today/${n.id}`,
    // A retried delivery replaces, rather than repeats, the notification on the device.
    tag: `notification-${n.id}`,
  });
}

type Outcome = 'sent' | 'gone' | { error: string };

async function sendOne(config: Config, sub: repo.PushSubscriptionRow, payload: string): Promise<Outcome> {
  const vapid = config.vapid!;
  const details = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    payload,
    {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: TTL_SECONDS,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
    },
  );
  try {
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.ok) return 'sent';
    // The subscription expired or was withdrawn (RFC 8030 §7.3): forget it.
    if (res.status === 404 || res.status === 410) return 'gone';
    return { error: `push service answered ${res.status}` };
  } catch (err) {
    return { error: (err as Error).message };
  }
}

/**
 * Sends the due web pushes of the outbox (migration 0006): each new notification to every
 * subscription of its user. Expired subscriptions are deleted; a temporary failure is retried with
 * a growing delay, five times at most.
 */
export async function deliverPush(
  deps: Deps,
  limit = 50,
): Promise<{ sent: number; gone: number; failed: number }> {
  const totals = { sent: 0, gone: 0, failed: 0 };
  if (!deps.config.vapid) return totals;
  const db = deps.database.db;
  for (;;) {
    const due = await repo.claimDue(db, limit);
    for (const { notification, locale, attempts } of due) {
      const subs = await repo.subscriptionsOf(db, notification.userId);
      const payload = pushPayload(notification, locale);
      const outcomes = await Promise.all(subs.map((s) => sendOne(deps.config, s, payload)));
      const sentIds: number[] = [];
      let error: string | undefined;
      for (const [i, o] of outcomes.entries()) {
        if (o === 'sent') {
          sentIds.push(subs[i]!.id);
          totals.sent++;
        } else if (o === 'gone') {
          await repo.deleteSubscriptionById(db, subs[i]!.id);
          totals.gone++;
        } else {
          error = o.error;
          totals.failed++;
        }
      }
      await repo.markSubscriptionSent(db, sentIds);
      if (error && attempts < MAX_ATTEMPTS)
        await repo.retryOutbox(db, notification.id, 60 * attempts ** 2, error);
      else await repo.finishOutbox(db, notification.id);
    }
    if (due.length < limit) return totals;
  }
}

/**
 * Runs deliverPush right after notifications are published (one run at a time; a kick during a
 * run asks for one more), so a push leaves within moments of the commit without slowing the request.
 * The `push-deliver` job sweeps whatever this misses (another process's rows, a crash, retries).
 */
export class PushDispatcher {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly deps: Deps) {}

  kick(): void {
    if (this.stopped || !this.deps.config.vapid) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await deliverPush(this.deps);
        } catch (err) {
          if (!this.stopped)
            this.deps.logger
              .child({ feature: 'push' })
              .error({ err: (err as Error).message }, 'delivery failed');
        }
      } while (this.again && !this.stopped);
      this.running = null;
    })();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }
}

/**
 * Starts sending pushes right after each notification is published (a kick per `notification`
 * event of the bus); returns what stops it (drains a run in progress).
 */
export function startPushDispatch(deps: Deps): () => Promise<void> {
  const dispatcher = new PushDispatcher(deps);
  const off = deps.bus.subscribe((e) => {
    if (e.event === REALTIME_EVENTS.notification) dispatcher.kick();
  });
  return async () => {
    off();
    await dispatcher.stop();
  };
}
