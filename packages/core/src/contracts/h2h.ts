import { z } from 'zod';

// The H2H API (issue 17): the developer's own routes (GET/POST /api/v1/developer/h2h…, member
// session with the h2h_api permission) and the protocol routes' loose schemas (/api/v1/h2h/*: every
// check answers inside `data` with an rc, so the body is parsed by the service, not rejected with 422).
// The protocol's definitions (endpoints, rc table, test numbers) are in ../h2h-protocol.ts.

export const H2H_KEY_KINDS = ['production', 'development'] as const;
export type H2hKeyKind = (typeof H2H_KEY_KINDS)[number];

/** One key as the owner sees it later: never the key itself, only when and whether it was shown. */
export const h2hKeyView = z.object({
  kind: z.enum(H2H_KEY_KINDS),
  /** Last 4 characters, to tell keys apart. */
  hint: z.string(),
  created_at: z.string(),
  /** The key can still be revealed once (false after creation/rotation showed it, or after a reveal). */
  revealable: z.boolean(),
  last_used_at: z.string().nullable(),
});
export type H2hKeyView = z.infer<typeof h2hKeyView>;

/** An IP address allowed to call the API (set by an administrator; read-only for the user). */
export const h2hIpView = z.object({
  ip: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type H2hIpView = z.infer<typeof h2hIpView>;

/** The caller's H2H usage: counts of their H2H orders (production) and developer-mode tests. */
export const h2hUsage = z.object({
  today: z.number(),
  last_30_days: z.number(),
  success_30_days: z.number(),
  failed_30_days: z.number(),
  pending: z.number(),
  development_30_days: z.number(),
  last_request_at: z.string().nullable(),
});
export type H2hUsage = z.infer<typeof h2hUsage>;

/** GET developer/h2h: the caller's H2H account (username null: keys not created yet). */
export const h2hAccount = z.object({
  username: z.string().nullable(),
  keys: z.array(h2hKeyView),
  ips: z.array(h2hIpView),
  usage: h2hUsage,
  /** Requests per key and minute (HTTP 429 beyond). */
  rate_limit_per_minute: z.number(),
  /** The API's path on this server, e.g. /api/v1/h2h (the page prefixes its origin). */
  base_path: z.string(),
});
export type H2hAccount = z.infer<typeof h2hAccount>;
export const h2hAccountResponse = z.object({ data: h2hAccount });

/** POST developer/h2h: creates the username and both keys, shown this once. */
export const h2hCreated = z.object({
  username: z.string(),
  production_key: z.string(),
  development_key: z.string(),
});
export type H2hCreated = z.infer<typeof h2hCreated>;
export const h2hCreatedResponse = z.object({ data: h2hCreated });

/** POST developer/h2h/rotate and developer/h2h/reveal: which key. */
export const h2hKeyRequest = z.object({
  kind: z.enum(H2H_KEY_KINDS, { message: 'oneOf' }),
});
export type H2hKeyRequest = z.infer<typeof h2hKeyRequest>;

/** A key in clear: the answer of a rotation or of the one reveal. */
export const h2hKeyShown = z.object({
  kind: z.enum(H2H_KEY_KINDS),
  key: z.string(),
});
export type H2hKeyShown = z.infer<typeof h2hKeyShown>;
export const h2hKeyShownResponse = z.object({ data: h2hKeyShown });

/** GET developer/h2h/ips. */
export const h2hIpsResponse = z.object({ data: z.array(h2hIpView) });

// --- The protocol routes (/api/v1/h2h/*) -------------------------------------------------------

const anyField = z.unknown().optional();

/** Every H2H request body: the fields any call may carry, checked by the service (rc 40). */
export const h2hRequestBody = z.looseObject({
  cmd: anyField,
  commands: anyField,
  username: anyField,
  code: anyField,
  buyer_sku_code: anyField,
  customer_no: anyField,
  ref_id: anyField,
  sign: anyField,
  testing: anyField,
  max_price: anyField,
  cb_url: anyField,
  msg: anyField,
  amount: anyField,
  Bank: anyField,
  bank: anyField,
  owner_name: anyField,
});
export type H2hRequestBody = z.infer<typeof h2hRequestBody>;

/** An H2H transaction as the protocol answers it (and as its callback carries it). */
export const h2hTransactionData = z.looseObject({
  ref_id: z.string(),
  customer_no: z.string(),
  buyer_sku_code: z.string(),
  message: z.string(),
  status: z.enum(['Pending', 'Sukses', 'Gagal']),
  rc: z.string(),
  sn: z.string(),
  buyer_last_saldo: z.number(),
  price: z.number(),
  customer_name: z.string().optional(),
  admin: z.number().optional(),
  selling_price: z.number().optional(),
  desc: z.unknown().optional(),
});
export type H2hTransactionData = z.infer<typeof h2hTransactionData>;

/** Every H2H answer: `{data: …}` — an object (rc inside for refusals) or the price list. */
export const h2hResponse = z.object({
  data: z.union([z.array(z.looseObject({})), z.looseObject({})]),
});
export type H2hResponse = z.infer<typeof h2hResponse>;
