import type { H2hKeyKind } from '@konter/core/contracts/h2h';
import type { H2hStatus } from '@konter/core/h2h-protocol';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

// Every statement of the H2H API (0033_h2h.sql). The services hold the rules and the transactions.

async function rows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const isoOrNull = (v: unknown) => (v === null || v === undefined ? null : iso(v));

// ---- accounts and keys ----

export interface StoredKey {
  kind: H2hKeyKind;
  keyEnc: string;
  hint: string;
  revealable: boolean;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface H2hAccountRow {
  userId: number;
  username: string;
  keys: StoredKey[];
}

const keyOf = (r: Record<string, unknown>): StoredKey => ({
  kind: r.kind as H2hKeyKind,
  keyEnc: String(r.key_enc),
  hint: String(r.hint),
  revealable: r.revealable === true,
  createdAt: iso(r.created_at),
  lastUsedAt: isoOrNull(r.last_used_at),
});

async function accountWhere(
  db: Db,
  where: SQL,
  ip: string | null = null,
): Promise<(H2hAccountRow & { ipAllowed: boolean }) | undefined> {
  const found = await rows(
    db,
    sql`SELECT a.user_id, a.username, k.kind, k.key_enc, k.hint, k.revealable, k.created_at, k.last_used_at,
               EXISTS (SELECT 1 FROM h2h_ips i WHERE i.user_id = a.user_id AND i.ip = ${ip}) AS ip_allowed
          FROM h2h_accounts a LEFT JOIN h2h_keys k ON k.user_id = a.user_id
         WHERE ${where} ORDER BY k.kind DESC`,
  );
  if (found.length === 0) return undefined;
  return {
    userId: Number(found[0]!.user_id),
    username: String(found[0]!.username),
    keys: found.filter((r) => r.kind !== null).map(keyOf),
    ipAllowed: found[0]!.ip_allowed === true,
  };
}

/** The account of a username, its keys and whether `ip` is on its whitelist (one statement per request). */
export const findAccountByUsername = (db: Db, username: string, ip: string) =>
  accountWhere(db, sql`a.username = ${username}`, ip);
export const findAccountByUser = (db: Db, userId: number) => accountWhere(db, sql`a.user_id = ${userId}`);

/** The account row; false when the user already has one (or the username is taken). */
export async function insertAccount(db: Db, userId: number, username: string): Promise<boolean> {
  const found = await rows(
    db,
    sql`INSERT INTO h2h_accounts (user_id, username) VALUES (${userId}, ${username})
        ON CONFLICT DO NOTHING RETURNING user_id`,
  );
  return found.length === 1;
}

export async function upsertKey(
  db: Db,
  k: { userId: number; kind: H2hKeyKind; keyEnc: string; hint: string; revealable: boolean },
): Promise<void> {
  await db.execute(
    sql`INSERT INTO h2h_keys (user_id, kind, key_enc, hint, revealable)
        VALUES (${k.userId}, ${k.kind}, ${k.keyEnc}, ${k.hint}, ${k.revealable})
        ON CONFLICT (user_id, kind) DO UPDATE
          SET key_enc = EXCLUDED.key_enc, hint = EXCLUDED.hint, revealable = EXCLUDED.revealable,
              created_at = now(), last_used_at = NULL`,
  );
}

/** Takes the one reveal of a key: its ciphertext when it was still revealable (guarded, once). */
export async function takeReveal(db: Db, userId: number, kind: H2hKeyKind): Promise<string | undefined> {
  const [row] = await rows<{ key_enc: string }>(
    db,
    sql`UPDATE h2h_keys SET revealable = false
         WHERE user_id = ${userId} AND kind = ${kind} AND revealable RETURNING key_enc`,
  );
  return row?.key_enc;
}

/** Marks a key used (at most once a minute: this runs on every request). */
export async function touchKey(db: Db, userId: number, kind: H2hKeyKind): Promise<void> {
  await db.execute(
    sql`UPDATE h2h_keys SET last_used_at = now()
         WHERE user_id = ${userId} AND kind = ${kind}
           AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
  );
}

// ---- IP whitelist ----

export interface IpRow {
  ip: string;
  note: string;
  createdAt: string;
}

export async function listIps(db: Db, userId: number): Promise<IpRow[]> {
  const found = await rows(
    db,
    sql`SELECT ip, note, created_at FROM h2h_ips WHERE user_id = ${userId} ORDER BY created_at, ip`,
  );
  return found.map((r) => ({ ip: String(r.ip), note: String(r.note), createdAt: iso(r.created_at) }));
}

export async function insertIp(db: Db, userId: number, ip: string, note: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO h2h_ips (user_id, ip, note) VALUES (${userId}, ${ip}, ${note})
        ON CONFLICT (user_id, ip) DO UPDATE SET note = EXCLUDED.note`,
  );
}

export async function deleteIp(db: Db, userId: number, ip: string): Promise<boolean> {
  const found = await rows(
    db,
    sql`DELETE FROM h2h_ips WHERE user_id = ${userId} AND ip = ${ip} RETURNING ip`,
  );
  return found.length > 0;
}

/** Deletes one key (revoked by the operator): the next request signed with it is refused. */
export async function deleteKey(db: Db, userId: number, kind: H2hKeyKind): Promise<StoredKey | undefined> {
  const [row] = await rows(
    db,
    sql`DELETE FROM h2h_keys WHERE user_id = ${userId} AND kind = ${kind}
        RETURNING kind, key_enc, hint, revealable, created_at, last_used_at`,
  );
  return row ? keyOf(row) : undefined;
}

/** One IP row of a user, if whitelisted. */
export async function findIp(db: Db, userId: number, ip: string): Promise<IpRow | undefined> {
  const [r] = await rows(
    db,
    sql`SELECT ip, note, created_at FROM h2h_ips WHERE user_id = ${userId} AND ip = ${ip}`,
  );
  return r ? { ip: String(r.ip), note: String(r.note), createdAt: iso(r.created_at) } : undefined;
}

export interface H2hMemberRow {
  id: number;
  name: string;
  hp: string;
  email: string;
  permitted: boolean;
  username: string | null;
}

/**
 * The members the console's Developers page lists: those with the h2h_api permission (the GIN
 * index of 0040), an H2H account or a whitelisted IP — or one member by id.
 */
export async function listH2hMembers(db: Db, userId?: number): Promise<H2hMemberRow[]> {
  const where =
    userId === undefined
      ? sql`u.id IN (SELECT id FROM users WHERE permissions @> ARRAY['h2h_api']::text[]
                     UNION SELECT user_id FROM h2h_accounts UNION SELECT user_id FROM h2h_ips)`
      : sql`u.id = ${userId}`;
  const found = await rows(
    db,
    sql`SELECT u.id, u.name, u.hp, u.email, ('h2h_api' = ANY(u.permissions)) AS permitted, a.username
          FROM users u LEFT JOIN h2h_accounts a ON a.user_id = u.id
         WHERE ${where} ORDER BY u.id LIMIT 500`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    hp: String(r.hp),
    email: String(r.email),
    permitted: r.permitted === true,
    username: r.username === null || r.username === undefined ? null : String(r.username),
  }));
}

// ---- production orders ----

export interface OrderRow {
  userId: number;
  refId: string;
  kind: 'prepaid' | 'postpaid';
  sku: string;
  customerNo: string;
  trxRefId: string;
  cbUrl: string | null;
}

const orderOf = (r: Record<string, unknown>): OrderRow => ({
  userId: Number(r.user_id),
  refId: String(r.ref_id),
  kind: r.kind as OrderRow['kind'],
  sku: String(r.buyer_sku_code),
  customerNo: String(r.customer_no),
  trxRefId: String(r.trx_ref_id),
  cbUrl: r.cb_url === null || r.cb_url === undefined ? null : String(r.cb_url),
});

export async function findOrder(db: Db, userId: number, refId: string): Promise<OrderRow | undefined> {
  const [row] = await rows(db, sql`SELECT * FROM h2h_orders WHERE user_id = ${userId} AND ref_id = ${refId}`);
  return row ? orderOf(row) : undefined;
}

export async function findOrderByTransaction(db: Db, trxRefId: string): Promise<OrderRow | undefined> {
  const [row] = await rows(db, sql`SELECT * FROM h2h_orders WHERE trx_ref_id = ${trxRefId}`);
  return row ? orderOf(row) : undefined;
}

/** The order of a ref_id: this one, or the one a concurrent request wrote first. */
export async function insertOrder(db: Db, o: OrderRow): Promise<OrderRow> {
  const [row] = await rows(
    db,
    sql`INSERT INTO h2h_orders (user_id, ref_id, kind, buyer_sku_code, customer_no, trx_ref_id, cb_url)
        VALUES (${o.userId}, ${o.refId}, ${o.kind}, ${o.sku}, ${o.customerNo}, ${o.trxRefId}, ${o.cbUrl})
        ON CONFLICT DO NOTHING RETURNING *`,
  );
  if (row) return orderOf(row);
  return (await findOrder(db, o.userId, o.refId)) ?? (await findOrderByTransaction(db, o.trxRefId))!;
}

/** Whether money ever came into the user's deposit (rc 61 is "never deposited"). */
export async function everDeposited(db: Db, userId: number): Promise<boolean> {
  const found = await rows(
    db,
    sql`SELECT 1 FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
         WHERE a.user_id = ${userId} AND a.kind = 'deposit' AND e.amount > 0 LIMIT 1`,
  );
  return found.length > 0;
}

// ---- developer mode ----

/** A test answer's state: the protocol's, or a checked test bill not paid yet. */
export type DevStatus = H2hStatus | 'Inquiry';

export interface DevTransaction {
  id: number;
  userId: number;
  refId: string;
  kind: 'prepaid' | 'postpaid';
  sku: string;
  customerNo: string;
  status: DevStatus;
  rc: string;
  message: string;
  sn: string;
  price: number;
  finalStatus: 'Sukses' | 'Gagal' | null;
  bill: Record<string, unknown> | null;
  cbUrl: string | null;
}

const devOf = (r: Record<string, unknown>): DevTransaction => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  refId: String(r.ref_id),
  kind: r.kind as DevTransaction['kind'],
  sku: String(r.buyer_sku_code),
  customerNo: String(r.customer_no),
  status: r.status as DevStatus,
  rc: String(r.rc),
  message: String(r.message),
  sn: String(r.sn),
  price: Number(r.price),
  finalStatus: (r.final_status ?? null) as DevTransaction['finalStatus'],
  bill: (typeof r.bill === 'string' ? JSON.parse(r.bill) : (r.bill ?? null)) as DevTransaction['bill'],
  cbUrl: r.cb_url === null || r.cb_url === undefined ? null : String(r.cb_url),
});

export async function findDevTransaction(db: Db, userId: number, refId: string) {
  const [row] = await rows(
    db,
    sql`SELECT * FROM h2h_dev_transactions WHERE user_id = ${userId} AND ref_id = ${refId}`,
  );
  return row ? devOf(row) : undefined;
}

export async function findDevTransactionById(db: Db, id: number) {
  const [row] = await rows(db, sql`SELECT * FROM h2h_dev_transactions WHERE id = ${id}`);
  return row ? devOf(row) : undefined;
}

/** A new test answer; undefined when the ref_id was taken meanwhile (a concurrent request). */
export async function insertDevTransaction(
  db: Db,
  t: Omit<DevTransaction, 'id'> & { resolveAt: Date | null },
): Promise<DevTransaction | undefined> {
  const [row] = await rows(
    db,
    sql`INSERT INTO h2h_dev_transactions
          (user_id, ref_id, kind, buyer_sku_code, customer_no, status, rc, message, sn, price, final_status,
           resolve_at, bill, cb_url)
        VALUES (${t.userId}, ${t.refId}, ${t.kind}, ${t.sku}, ${t.customerNo}, ${t.status}, ${t.rc}, ${t.message},
                ${t.sn}, ${t.price}, ${t.finalStatus}, ${t.resolveAt}, ${t.bill ? JSON.stringify(t.bill) : null}::jsonb,
                ${t.cbUrl})
        ON CONFLICT (user_id, ref_id) DO NOTHING RETURNING *`,
  );
  return row ? devOf(row) : undefined;
}

/** Pays a test inquiry (status Pending → its outcome); guarded: once. */
export async function updateDevTransaction(
  db: Db,
  id: number,
  from: DevStatus[],
  v: {
    status: H2hStatus;
    rc: string;
    message: string;
    sn: string;
    finalStatus: 'Sukses' | 'Gagal' | null;
    resolveAt: Date | null;
  },
): Promise<DevTransaction | undefined> {
  const [row] = await rows(
    db,
    sql`UPDATE h2h_dev_transactions
           SET status = ${v.status}, rc = ${v.rc}, message = ${v.message}, sn = ${v.sn},
               final_status = ${v.finalStatus}, resolve_at = ${v.resolveAt}, updated_at = now()
         WHERE id = ${id} AND status IN ${from}
        RETURNING *`,
  );
  return row ? devOf(row) : undefined;
}

/** Pending test answers whose time came, locked for this resolver. */
export async function claimDueDev(db: Db, limit: number): Promise<DevTransaction[]> {
  const found = await rows(
    db,
    sql`SELECT * FROM h2h_dev_transactions
         WHERE status = 'Pending' AND resolve_at IS NOT NULL AND resolve_at <= now()
         ORDER BY resolve_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
  );
  return found.map(devOf);
}

// ---- events → callbacks ----

export interface EventRow {
  id: number;
  userId: number;
  source: 'production' | 'development';
  subject: string;
  event: 'create' | 'update';
  status: string;
  createdAt: Date;
}

export async function insertEvent(
  db: Db,
  e: Pick<EventRow, 'userId' | 'source' | 'subject' | 'event' | 'status'>,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO h2h_events (user_id, source, subject, event, status)
        VALUES (${e.userId}, ${e.source}, ${e.subject}, ${e.event}, ${e.status})`,
  );
}

/** Unprocessed events in order, locked (another dispatcher skips them). */
export async function claimEvents(db: Db, limit: number): Promise<EventRow[]> {
  const found = await rows(
    db,
    sql`SELECT * FROM h2h_events WHERE processed_at IS NULL ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    source: r.source as EventRow['source'],
    subject: String(r.subject),
    event: r.event as EventRow['event'],
    status: String(r.status),
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
  }));
}

export async function markEventProcessed(db: Db, id: number): Promise<void> {
  await db.execute(sql`UPDATE h2h_events SET processed_at = now() WHERE id = ${id}`);
}

/** Whether anything waits: unprocessed events, pending test answers whose time came (one cheap read). */
export async function pendingWork(db: Db): Promise<{ events: boolean; dev: boolean }> {
  const [row] = await rows<{ events: boolean; dev: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM h2h_events WHERE processed_at IS NULL) AS events,
               EXISTS (SELECT 1 FROM h2h_dev_transactions
                        WHERE status = 'Pending' AND resolve_at IS NOT NULL AND resolve_at <= now()) AS dev`,
  );
  return { events: row?.events === true, dev: row?.dev === true };
}

// ---- usage ----

export async function usageOf(db: Db, userId: number) {
  const [u] = await rows(
    db,
    sql`SELECT
          count(*) FILTER (WHERE o.created_at >= date_trunc('day', now() AT TIME ZONE 'Asia/Jakarta') AT TIME ZONE 'Asia/Jakarta')::int AS today,
          count(*) FILTER (WHERE o.created_at >= now() - interval '30 days')::int AS last_30,
          count(*) FILTER (WHERE o.created_at >= now() - interval '30 days' AND t.status = 'success')::int AS success_30,
          count(*) FILTER (WHERE o.created_at >= now() - interval '30 days' AND t.status = 'failed')::int AS failed_30,
          count(*) FILTER (WHERE t.status = 'processing')::int AS pending,
          (SELECT count(*)::int FROM h2h_dev_transactions d
            WHERE d.user_id = ${userId} AND d.created_at >= now() - interval '30 days') AS dev_30,
          (SELECT max(k.last_used_at) FROM h2h_keys k WHERE k.user_id = ${userId}) AS last_request_at
        FROM h2h_orders o JOIN transactions t ON t.ref_id = o.trx_ref_id
        WHERE o.user_id = ${userId}`,
  );
  return {
    today: Number(u?.today ?? 0),
    last_30_days: Number(u?.last_30 ?? 0),
    success_30_days: Number(u?.success_30 ?? 0),
    failed_30_days: Number(u?.failed_30 ?? 0),
    pending: Number(u?.pending ?? 0),
    development_30_days: Number(u?.dev_30 ?? 0),
    last_request_at: isoOrNull(u?.last_request_at),
  };
}
