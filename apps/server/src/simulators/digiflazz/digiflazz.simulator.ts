import { createHash } from 'node:crypto';
import { postCallback } from '../shared/callbacks.js';
import { Simulator, type SimulatorOptions } from '../shared/simulator.js';
import { type CallbackDelivery, signedCallback } from './callbacks.js';
import type { Bill } from './customers.js';

export interface DigiflazzSimulatorOptions extends SimulatorOptions {
  username: string;
  apiKey: string;
  webhookSecret: string;
  /** Where callbacks go (a transaction's own `cb_url` wins); none: the buyer must re-check. */
  callbackUrl?: string;
  /** The buyer's deposit at start, integer rupiah. Default 50,000,000. */
  initialDeposit?: number;
  /** Delay before answering a new top-up or payment. Default 0. */
  latencyMs?: number;
  /** Fraction (0..1) of top-ups that fail with rc 02. Default 0. */
  failureRate?: number;
  /** How long a pending transaction takes before it resolves and calls back. Default 3000. */
  pendingDelayMs?: number;
  /** Customer numbers that always go pending (without `testing`), to force the callback path. */
  pendingNumbers?: string[];
  /** Back-off between callback attempts; its length is the number of retries. Default 1 s, 5 s, 25 s. */
  callbackRetryDelaysMs?: number[];
  /** When > 0, a second price list of the same cmd within this window answers rc 83 (Digiflazz rate-limits it). */
  priceListCooldownMs?: number;
}

export type DigiflazzStatus = 'Sukses' | 'Pending' | 'Gagal';

export interface SimTransaction {
  kind: 'prepaid' | 'postpaid';
  ref_id: string;
  customer_no: string;
  buyer_sku_code: string;
  status: DigiflazzStatus;
  rc: string;
  message: string;
  sn: string;
  price: number;
  buyer_last_saldo: number;
  testing: boolean;
  createdAt: number;
  /** Category of the product, for the serial-number format. */
  category: string;
  nominal: number;
  charged: boolean;
  cbUrl: string | undefined;
  /** Someone saw this transaction pending, so its final state must be called back. */
  announcedPending: boolean;
  bill?: Bill;
}

export interface SimInquiry {
  ref_id: string;
  customer_no: string;
  buyer_sku_code: string;
  bill: Bill;
  at: number;
}

export interface SimAnswer {
  status: number;
  body: { data: unknown };
}

/** A failure that creates a transaction (protocols.md: rc 01, 02, 50–55, 57–60). */
export interface Failure {
  rc: string;
  message: string;
  /** The one-minute refusal itself: it must not extend the window it enforces. */
  repeatRefusal?: boolean;
}

/** Digiflazz refuses a repeat of a failed product to the same number for one minute (protocols.md). */
export const REPEAT_REFUSAL_MS = 60_000;
const WIB_MS = 7 * 3_600_000;

/**
 * In-memory state and rules of the Digiflazz buyer API simulator. The HTTP surface lives in
 * digiflazz.plugin.ts; top-up and postpaid rules in prepaid.ts and postpaid.ts.
 */
export class DigiflazzSimulator extends Simulator<DigiflazzSimulatorOptions> {
  deposit: number;
  readonly transactions = new Map<string, SimTransaction>();
  readonly inquiries = new Map<string, SimInquiry>();
  /** `sku|customer_no` → time of the last failure, for the one-minute repeat refusal. */
  readonly recentFailures = new Map<string, number>();
  readonly priceListCalls = new Map<string, number>();
  readonly deliveries: CallbackDelivery[] = [];
  private readonly pending = new Map<string, { timer?: NodeJS.Timeout; resolve: () => Promise<void> }>();

  constructor(opts: DigiflazzSimulatorOptions) {
    super(opts);
    this.deposit = opts.initialDeposit ?? 50_000_000;
  }

  get pendingDelayMs() {
    return this.opts.pendingDelayMs ?? 3_000;
  }

  /** md5(username + apiKey + suffix), the `sign` of every request. */
  sign(suffix: string): string {
    return createHash('md5')
      .update(this.opts.username + this.opts.apiKey + suffix)
      .digest('hex');
  }

  /** Username before signature: a signature can only be checked against a known user's key. */
  authenticate(username: unknown, sign: unknown, suffix: string): Failure | null {
    if (typeof username !== 'string' || typeof sign !== 'string') {
      return { rc: '40', message: 'Payload Error' };
    }
    if (username !== this.opts.username) return { rc: '42', message: 'Username Anda salah' };
    if (sign !== this.sign(suffix)) return { rc: '41', message: 'Signature Anda salah' };
    return null;
  }

  /** A refusal before any transaction exists (rc 40–49). Answered with HTTP 400 (unverified). */
  reject(fields: Record<string, unknown>, f: Failure): SimAnswer {
    return {
      status: 400,
      body: {
        data: {
          ...fields,
          message: f.message,
          status: 'Gagal',
          rc: f.rc,
          sn: '',
          buyer_last_saldo: 0,
          price: 0,
        },
      },
    };
  }

  /** The wire shape of a transaction (protocols.md: the top-up response; postpaid adds bill fields). */
  wire(t: SimTransaction): Record<string, unknown> {
    const base = {
      ref_id: t.ref_id,
      customer_no: t.customer_no,
      buyer_sku_code: t.buyer_sku_code,
      message: t.message,
      status: t.status,
      rc: t.rc,
      sn: t.sn,
      buyer_last_saldo: t.buyer_last_saldo,
      price: t.price,
    };
    if (t.kind === 'prepaid') return { ...base, tele: 'digiflazz_sim', wa: '081200000000' };
    const bill = t.bill!;
    return {
      ...base,
      customer_name: bill.customer_name,
      admin: bill.admin,
      selling_price: bill.selling_price,
      desc: bill.desc,
    };
  }

  answer(t: SimTransaction): SimAnswer {
    if (t.status === 'Pending') t.announcedPending = true;
    return { status: 200, body: { data: this.wire(t) } };
  }

  /** Records a new transaction and, unless testing, takes its price from the deposit. */
  create(
    t: Omit<
      SimTransaction,
      'status' | 'rc' | 'message' | 'sn' | 'buyer_last_saldo' | 'createdAt' | 'charged' | 'announcedPending'
    >,
  ): SimTransaction {
    const tx: SimTransaction = {
      ...t,
      status: 'Pending',
      rc: '03',
      message: 'Transaksi Pending',
      sn: '',
      buyer_last_saldo: this.deposit,
      createdAt: this.now(),
      charged: false,
      announcedPending: false,
    };
    if (!t.testing) {
      this.deposit -= t.price;
      tx.charged = true;
      tx.buyer_last_saldo = this.deposit;
    }
    this.transactions.set(t.ref_id, tx);
    return tx;
  }

  /** Moves a transaction to its final state, refunding a failure; calls back if it was seen pending. */
  finalize(t: SimTransaction, outcome: { sn: string } | Failure): Promise<void> {
    if (t.status !== 'Pending') return Promise.resolve();
    if ('sn' in outcome) {
      Object.assign(t, { status: 'Sukses', rc: '00', message: 'Transaksi Sukses', sn: outcome.sn });
    } else {
      Object.assign(t, { status: 'Gagal', rc: outcome.rc, message: outcome.message, sn: '' });
      if (t.charged) {
        this.deposit += t.price;
        t.charged = false;
      }
      if (!t.testing && !outcome.repeatRefusal) {
        this.recentFailures.set(`${t.buyer_sku_code}|${t.customer_no}`, this.now());
      }
    }
    t.buyer_last_saldo = this.deposit;
    return t.announcedPending ? this.callback(t) : Promise.resolve();
  }

  /** Ends `t` now, or leaves it pending until `pendingDelayMs` has passed. */
  settle(t: SimTransaction, plan: { pending: boolean; outcome: () => { sn: string } | Failure }) {
    if (plan.pending) this.schedulePending(t, plan.outcome);
    // The answer is built from the state finalize() sets synchronously; the callback runs on its own.
    else void this.finalize(t, plan.outcome());
  }

  /** Leaves `t` pending and resolves it after `pendingDelayMs` (or at `resolvePendingNow`). */
  schedulePending(t: SimTransaction, outcome: () => { sn: string } | Failure) {
    t.announcedPending = true;
    const resolve = () => {
      this.timers.cancel(this.pending.get(t.ref_id)?.timer);
      this.pending.delete(t.ref_id);
      return this.finalize(t, outcome());
    };
    const timer = this.timers.later(this.pendingDelayMs, () => void resolve());
    if (timer) this.pending.set(t.ref_id, { timer, resolve });
  }

  /** Resolves every pending transaction now; settles once each first callback attempt has finished. */
  async resolvePendingNow(): Promise<number> {
    const entries = [...this.pending.values()];
    await Promise.all(entries.map((e) => e.resolve()));
    return entries.length;
  }

  /** True when `sku` to `customerNo` failed less than a minute ago. */
  recentlyFailed(sku: string, customerNo: string): boolean {
    const at = this.recentFailures.get(`${sku}|${customerNo}`);
    return at !== undefined && this.now() - at < REPEAT_REFUSAL_MS;
  }

  /** `HH:MM` in WIB (UTC+7), where Digiflazz's cut-off windows and "same day" rules live. */
  wibTime(): { minutes: number; day: string } {
    const d = new Date(this.now() + WIB_MS);
    return { minutes: d.getUTCHours() * 60 + d.getUTCMinutes(), day: d.toISOString().slice(0, 10) };
  }

  wibDay(at: number): string {
    return new Date(at + WIB_MS).toISOString().slice(0, 10);
  }

  /** A 32-character biller reference (postpaid SN), from the injected RNG. */
  reference(): string {
    return Array.from({ length: 32 }, () => '0123456789ABCDEF'[Math.floor(this.random() * 16)]).join('');
  }

  /** Delivers the signed callback, retrying with back-off; resolves after the first attempt. */
  private async callback(t: SimTransaction, attempt = 1): Promise<void> {
    const url = t.cbUrl ?? this.opts.callbackUrl;
    if (!url || this.stopped) return;
    const message = signedCallback(this.wire(t), this.opts.webhookSecret, t.kind === 'postpaid');
    const status = await postCallback(url, message, this.abort.signal);
    const ok = status !== null && status >= 200 && status < 300;
    this.deliveries.push({ refId: t.ref_id, url, attempt, status, ok, at: this.now() });
    const delays = this.opts.callbackRetryDelaysMs ?? [1_000, 5_000, 25_000];
    const delay = delays[attempt - 1];
    if (!ok && delay !== undefined) this.timers.later(delay, () => void this.callback(t, attempt + 1));
  }

  /** Cancels every timer, wakes sleeping requests and aborts callbacks in flight. Idempotent. */
  override stop() {
    super.stop();
    this.pending.clear();
  }
}
