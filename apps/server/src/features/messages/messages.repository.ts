import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type MessageAttachment, outboundMessages } from '../../db/schema/index.js';

export type Channel = 'email' | 'whatsapp';
export type OutboundMessage = typeof outboundMessages.$inferSelect;

export async function insertMessage(
  db: Db,
  msg: {
    channel: Channel;
    recipient: string;
    subject?: string;
    body: string;
    status: 'pending' | 'captured';
    html?: string;
    attachments?: MessageAttachment[];
  },
): Promise<OutboundMessage> {
  const [row] = await db.insert(outboundMessages).values(msg).returning();
  return row!;
}

/** Inserts a message unless one with its `dedupeKey` exists (then undefined): a message sent once. */
export async function insertMessageOnce(
  db: Db,
  msg: Parameters<typeof insertMessage>[1] & { dedupeKey: string },
): Promise<OutboundMessage | undefined> {
  const [row] = await db.insert(outboundMessages).values(msg).onConflictDoNothing().returning();
  return row;
}

export const listRecentMessages = (db: Db, limit = 50) =>
  db.select().from(outboundMessages).orderBy(desc(outboundMessages.id)).limit(limit);

/** Claims up to `limit` pending messages for delivery; SKIP LOCKED lets several workers share the queue. */
export async function claimPending(db: Db, limit: number, ids?: number[]): Promise<OutboundMessage[]> {
  const filter = ids
    ? sql`AND id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`
    : sql``;
  const res = await db.execute(sql`
    SELECT id FROM outbound_messages
    WHERE (status = 'pending' OR (status = 'sending' AND claimed_at < now() - interval '5 minutes'))
      AND attempts < 5 ${filter}
    ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`);
  const claimed = (res as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  if (claimed.length === 0) return [];
  return db
    .update(outboundMessages)
    .set({ status: 'sending', claimedAt: new Date(), attempts: sql`${outboundMessages.attempts} + 1` })
    .where(inArray(outboundMessages.id, claimed))
    .returning();
}

export const markMessage = (
  db: Db,
  id: number,
  result: { ok: true } | { ok: false; error: string; final: boolean },
) =>
  db
    .update(outboundMessages)
    .set(
      result.ok
        ? { status: 'sent', sentAt: new Date(), lastError: null }
        : { status: result.final ? 'failed' : 'pending', lastError: result.error.slice(0, 500) },
    )
    .where(and(eq(outboundMessages.id, id)));
