import {
  CONSOLE_COMMERCE_PAGE_SIZE,
  type ConsoleH2hUser,
  type ConsoleWebhookFailures,
} from '@konter/core/contracts/console-commerce';
import type { H2hKeyKind } from '@konter/core/contracts/h2h';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { pageMeta } from '../../lib/pagination.js';
import type { User } from '../auth/index.js';
import { h2hMember, h2hMembers, revokeH2hKey, unwhitelistIp, whitelistIp } from '../h2h/index.js';
import { failedWebhookDeliveries, redeliverFailedWebhook } from '../webhooks-out/index.js';
import { auditAction } from './audit.service.js';
import type { StaffActor } from './staff.service.js';

// The console's Developers page (issue 18): the H2H members, their IP whitelists and keys through
// features/h2h (the CLI's h2h:ip-add / ip-remove / key-revoke functions), and the webhook
// deliveries that failed with their redelivery through features/webhooks-out. One audit row per
// change in the change's own transaction (`h2h.ip.add`, `h2h.ip.remove`, `h2h.key.revoke`,
// `webhook.redeliver`); a change that changes nothing writes nothing.

const onUser = (by: StaffActor, action: string, user: User) => (tx: Db, before: unknown, after: unknown) =>
  auditAction(tx, by, action, `user:${user.id} ${user.email}`, before, after);

async function one(deps: Deps, id: number): Promise<ConsoleH2hUser> {
  const [u] = await h2hMembers(deps, id);
  if (!u) throw new AppError('console_member_not_found');
  return u;
}

/** GET console/developers/h2h. */
export const consoleH2hUsers = (deps: Deps) => h2hMembers(deps);

/** POST console/developers/h2h/:id/ips: whitelists an IP (or changes its note). */
export async function addH2hIp(deps: Deps, by: StaffActor, id: number, ip: string, note = '') {
  const user = await h2hMember(deps, id);
  await whitelistIp(deps, user, ip, note, onUser(by, 'h2h.ip.add', user));
  return one(deps, id);
}

/** POST console/developers/h2h/:id/ips/remove. */
export async function removeH2hIp(deps: Deps, by: StaffActor, id: number, ip: string) {
  const user = await h2hMember(deps, id);
  await unwhitelistIp(deps, user, ip, onUser(by, 'h2h.ip.remove', user));
  return one(deps, id);
}

/** POST console/developers/h2h/:id/keys/:kind/revoke: the key stops working at once. */
export async function revokeKey(deps: Deps, by: StaffActor, id: number, kind: H2hKeyKind) {
  const user = await h2hMember(deps, id);
  await revokeH2hKey(deps, user, kind, onUser(by, 'h2h.key.revoke', user));
  return one(deps, id);
}

/** GET console/developers/webhooks/failed. */
export async function consoleWebhookFailures(deps: Deps, page = 1): Promise<ConsoleWebhookFailures> {
  const { rows, total } = await failedWebhookDeliveries(deps, page, CONSOLE_COMMERCE_PAGE_SIZE);
  return {
    data: rows.map((r) => ({
      id: r.delivery.id,
      user: r.user,
      event: r.delivery.event,
      message_id: r.delivery.messageId,
      attempts: r.delivery.attempts,
      created_at: r.delivery.createdAt.toISOString(),
      last_attempt: r.last
        ? {
            at: r.last.startedAt.toISOString(),
            url_host: r.last.urlHost,
            http_status: r.last.httpStatus,
            error: r.last.error,
          }
        : null,
      redelivered_as: r.redeliveredAs,
    })),
    meta: pageMeta(page, CONSOLE_COMMERCE_PAGE_SIZE, total),
  };
}

/** POST console/developers/webhooks/:id/redeliver: once per failed delivery. */
export async function redeliverWebhookAsStaff(deps: Deps, by: StaffActor, id: number) {
  const copy = await redeliverFailedWebhook(deps, id, (tx, original, copy) =>
    auditAction(
      tx,
      by,
      'webhook.redeliver',
      `webhook_delivery:${original.id} user:${original.userId}`,
      { status: original.status, attempts: original.attempts },
      { redelivery: copy.id, message_id: copy.messageId },
    ),
  );
  return { id: copy.id };
}
