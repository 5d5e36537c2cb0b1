// Bank-mutation provider: a mutation-checking service reads the reseller's own bank accounts and
// reports incoming transfers, which are matched to top-up requests by their unique-code amount.
// Shaped like Moota (moota.co) API v2. Sources (found with the search tools; Moota's own docs were
// not in the index):
// - moota-co/moota-php-sdk: base `https://app.moota.co`, `GET /api/v2/mutation` with
//   `Authorization: Bearer <token>`, query type (CR|DB), bank, start_date, end_date, page, per_page;
//   `POST /api/v2/mutation/{mutation_id}/webhook` re-sends a mutation's webhook; the webhook is
//   verified as `hash_hmac('sha256', raw body, secret)` read from the `Signature` header.
// - moota-co/moota-wordpress: same check (`hash_equals`) on the `Signature` header, plus an
//   allow-list of Moota's sender IPs (103.236.201.178, 103.28.52.182) in production mode; the body is
//   a JSON array of mutations with `bank_id`, `amount`, `mutation_id`, `bank.bank_type`.
// - atfromhome/laravel-moota: webhook fixtures (array of {account_number, date "Y-m-d H:i:s",
//   description, amount, type "CR"|"DB", note, balance, created_at, updated_at, mutation_id, token,
//   bank_id, taggings, bank{bank_type, account_number, atas_nama, label, …}}), headers
//   `Signature`, `X-MOOTA-USER`, `X-MOOTA-WEBHOOK`, `User-Agent: MootaBot/1.5`; dates cast in
//   Asia/Jakarta; the mutation list is Laravel-paginated (`data`, `next_page_url`).
// Assumptions where the sources are silent or disagree: `amount` may be a number or a decimal
// string (both accepted when whole rupiah); the top-level `account_number` is the receiving account
// (falling back to `bank.account_number`); the 401 body is Laravel's `{message: "Unauthenticated."}`.
import { createHmac } from 'node:crypto';
import { type Headers, PaymentRejected, PaymentUnavailable } from './gateway.js';
import { callJson, type HttpOptions } from './http.js';
import { asString, header, hexDigestEquals, isObj, parseRupiah, parseWibTime, wibDay } from './wire.js';

export type BankCode = 'bca' | 'bri' | 'bni' | 'mandiri' | 'permata';

export interface BankMutation {
  mutationId: string;
  /** Null for banks outside the five we take transfers into (e.g. BCA Syariah, BSI, e-wallets). */
  bankCode: BankCode | null;
  /** The provider's own bank type, e.g. `bca`, `mandiriMcmV2`. */
  bankType: string;
  /** The provider's id of the bank account (Moota `bank_id`). */
  bankId: string;
  /** The receiving account's number. */
  accountNumber: string;
  /** Integer rupiah. */
  amount: number;
  type: 'credit' | 'debit';
  description: string;
  note: string;
  /** The bank's date of the mutation (some banks give the day only, at 00:00:00 WIB). */
  occurredAt: Date;
  /** When the provider recorded it (`created_at`); falls back to occurredAt. */
  recordedAt: Date;
  raw: Record<string, unknown>;
}

export type WebhookVerification =
  | {
      ok: true;
      mutations: BankMutation[];
      /** Signed entries that could not be read (e.g. a fractional amount): keep them for a person. */
      skipped: { index: number; reason: string; raw: unknown }[];
    }
  | { ok: false; reason: string; mutations: [] };

export interface BankMutationOptions extends HttpOptions {
  /** `https://app.moota.co/api/v2`, or the simulator's `…/api/v2`. */
  baseUrl: string;
  /** Personal access token for the REST API (Bearer). */
  apiToken: string;
  /** The secret set on the webhook; signs the raw body (HMAC-SHA256, hex, `Signature` header). */
  webhookSecret: string;
}

export interface BankMutationProvider {
  verifyWebhook(rawBody: Buffer | string, headers: Headers): WebhookVerification;
  /**
   * Mutations recorded at or after `since`, oldest first: the polling fallback for missed webhooks.
   * Filtered on `recordedAt` because some banks date mutations by day only.
   */
  listMutations(
    since: Date,
    filter?: { type?: 'credit' | 'debit'; bankId?: string },
  ): Promise<BankMutation[]>;
}

/** Moota's bank types (`bca`, `bcaGiro`, `briCmsV2`, `mandiriMcm2V2`, …) → our bank code. */
export function bankCodeOf(bankType: string): BankCode | null {
  const t = bankType.toLowerCase();
  // Sharia subsidiaries are different banks with their own account numbers.
  if (t.includes('syariah')) return null;
  for (const code of ['bca', 'bri', 'bni', 'mandiri', 'permata'] as const) {
    if (t.startsWith(code)) return code;
  }
  return null;
}

/** One wire mutation → BankMutation, or the reason it cannot be read. */
export function toBankMutation(m: unknown): BankMutation | string {
  if (!isObj(m)) return 'not an object';
  const bank = isObj(m.bank) ? m.bank : {};
  const mutationId = asString(m.mutation_id);
  const bankType = asString(bank.bank_type) ?? asString(m.bank_type) ?? '';
  const amount = parseRupiah(m.amount);
  const occurredAt = parseWibTime(m.date) ?? parseWibTime(m.created_at);
  if (!mutationId) return 'no mutation_id';
  if (amount === null) return `amount ${JSON.stringify(m.amount)} is not whole rupiah`;
  if (m.type !== 'CR' && m.type !== 'DB') return `type ${JSON.stringify(m.type)} is neither CR nor DB`;
  if (!occurredAt) return `date ${JSON.stringify(m.date)} is unreadable`;
  return {
    mutationId,
    bankCode: bankCodeOf(bankType),
    bankType,
    bankId: asString(m.bank_id) ?? asString(bank.bank_id) ?? '',
    accountNumber: asString(m.account_number) ?? asString(bank.account_number) ?? '',
    amount,
    type: m.type === 'CR' ? 'credit' : 'debit',
    description: asString(m.description) ?? '',
    note: asString(m.note) ?? '',
    occurredAt,
    recordedAt: parseWibTime(m.created_at) ?? occurredAt,
    raw: m,
  };
}

// A poll is a fallback, not an export: stop after this many pages of 100.
const MAX_PAGES = 50;

export function bankMutationProvider(opts: BankMutationOptions): BankMutationProvider {
  const base = opts.baseUrl.replace(/\/+$/, '');

  return {
    verifyWebhook(rawBody, headers) {
      const raw = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
      const expected = createHmac('sha256', opts.webhookSecret).update(raw).digest();
      if (!hexDigestEquals(header(headers, 'signature'), expected)) {
        return { ok: false, reason: 'bad Signature', mutations: [] };
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return { ok: false, reason: 'body is not JSON', mutations: [] };
      }
      // Moota posts a bare array; a `{data: [...]}` wrapper is accepted as well.
      const list = Array.isArray(body) ? body : isObj(body) && Array.isArray(body.data) ? body.data : null;
      if (!list) return { ok: false, reason: 'body is not a list of mutations', mutations: [] };
      const mutations: BankMutation[] = [];
      const skipped: { index: number; reason: string; raw: unknown }[] = [];
      list.forEach((m: unknown, index) => {
        const parsed = toBankMutation(m);
        if (typeof parsed === 'string') skipped.push({ index, reason: parsed, raw: m });
        else mutations.push(parsed);
      });
      return { ok: true, mutations, skipped };
    },

    async listMutations(since, filter = {}) {
      const found: BankMutation[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const query = new URLSearchParams({
          start_date: wibDay(since),
          end_date: wibDay(Date.now()),
          page: String(page),
          per_page: '100',
          ...(filter.type ? { type: filter.type === 'credit' ? 'CR' : 'DB' } : {}),
          ...(filter.bankId ? { bank: filter.bankId } : {}),
        });
        const { status, body } = await callJson(
          'Moota',
          `${base}/mutation?${query}`,
          { method: 'GET', headers: { authorization: `Bearer ${opts.apiToken}` } },
          opts,
        );
        if (status === 401 || status === 403) {
          throw new PaymentRejected(`Mutation API refused the token (HTTP ${status})`, status, body);
        }
        if (status >= 400) throw new PaymentRejected(`Mutation API answered HTTP ${status}`, status, body);
        if (!isObj(body) || !Array.isArray(body.data)) {
          throw new PaymentUnavailable('Mutation API answer without a data list');
        }
        for (const m of body.data) {
          const parsed = toBankMutation(m);
          if (typeof parsed !== 'string' && parsed.recordedAt >= since) found.push(parsed);
        }
        if (body.data.length === 0 || !body.next_page_url) break;
      }
      return found.sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
    },
  };
}
