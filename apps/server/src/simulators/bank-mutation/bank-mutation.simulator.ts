import { createHmac } from 'node:crypto';
import { CallbackSimulator, type Delivery } from '../shared/callbacks.js';
import type { SimulatorOptions } from '../shared/simulator.js';
import { wibTime } from '../shared/wib.js';

export type SimBank = 'bca' | 'bri' | 'bni' | 'mandiri' | 'permata';

export interface SimBankAccountOption {
  bank: SimBank;
  accountNumber: string;
  /** The account holder (`atas_nama`). */
  accountName: string;
  /** Integer rupiah. Default 0. */
  balance?: number;
}

export interface BankMutationSimulatorOptions extends SimulatorOptions {
  /** Bearer token of the REST API. */
  apiToken: string;
  /** Signs webhooks: HMAC-SHA256 hex of the raw body in the `Signature` header. */
  webhookSecret: string;
  /** Where webhooks go (the merchant's endpoint). */
  webhookUrl?: string;
  /** The reseller's receiving accounts. Default: one demo account per bank. */
  accounts?: SimBankAccountOption[];
  /** Sent as `X-MOOTA-USER`. */
  userId?: string;
  /** Delay before answering API calls. Default 0. */
  latencyMs?: number;
  /** Back-off between webhook attempts after a non-2xx; its length is the retry count (unverified). */
  webhookRetryDelaysMs?: number[];
}

export interface SimBankAccount {
  bankId: string;
  bank: SimBank;
  /** Moota's name for the account's kind of access, e.g. `mandiriOnlineV2`. */
  bankType: string;
  label: string;
  accountNumber: string;
  accountName: string;
  balance: number;
}

/** A mutation as Moota serializes it (webhook item and REST list item). */
export type WireMutation = Record<string, unknown> & { mutation_id: string; bank_id: string; date: string };

export interface SentWebhook {
  seq: number;
  mutationIds: string[];
  url: string;
  /** The exact signed bytes; a resend repeats them. */
  body: string;
  signature: string;
  deliveries: Delivery[];
}

export interface TransferRequest {
  bank: SimBank;
  amount: number;
  description?: string;
  /** Default CR: money coming in. */
  type?: 'CR' | 'DB';
  /** False: record the signed webhook without sending it (send later with redeliver). */
  deliver?: boolean;
}

/** Moota bank types chosen to exercise the adapter's mapping (plain, `V2` and internet-banking kinds). */
const BANK_TYPE: Record<SimBank, { type: string; label: string }> = {
  bca: { type: 'bca', label: 'BCA' },
  bri: { type: 'bri', label: 'BRI' },
  bni: { type: 'bniV2', label: 'BNI' },
  mandiri: { type: 'mandiriOnlineV2', label: 'Mandiri' },
  permata: { type: 'permata', label: 'Permata' },
};

export const SIM_BANKS = Object.keys(BANK_TYPE) as SimBank[];

const DEMO_ACCOUNTS: SimBankAccountOption[] = [
  { bank: 'bca', accountNumber: '8720123456', accountName: 'PT KONTER DEMO' },
  { bank: 'bri', accountNumber: '002301000123567', accountName: 'PT KONTER DEMO' },
  { bank: 'bni', accountNumber: '0812345678', accountName: 'PT KONTER DEMO' },
  { bank: 'mandiri', accountNumber: '1370012345678', accountName: 'PT KONTER DEMO' },
  { bank: 'permata', accountNumber: '4102345678', accountName: 'PT KONTER DEMO' },
];

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** In-memory mutation-checking service (Moota-like). HTTP surface: bank-mutation.plugin.ts. */
export class BankMutationSimulator extends CallbackSimulator<BankMutationSimulatorOptions, SentWebhook> {
  readonly accounts: SimBankAccount[];
  /** Newest last. */
  readonly mutations: WireMutation[] = [];
  readonly webhooks: SentWebhook[] = [];

  constructor(opts: BankMutationSimulatorOptions) {
    super(opts);
    this.accounts = (opts.accounts ?? DEMO_ACCOUNTS).map((a) => ({
      bankId: this.id(),
      bank: a.bank,
      bankType: BANK_TYPE[a.bank].type,
      label: BANK_TYPE[a.bank].label,
      accountNumber: a.accountNumber,
      accountName: a.accountName,
      balance: a.balance ?? 0,
    }));
  }

  /** An 11-character token, the shape of Moota's ids. */
  id(): string {
    return Array.from({ length: 11 }, () => ALNUM[Math.floor(this.random() * ALNUM.length)]).join('');
  }

  authorized(authorization: string | undefined): boolean {
    return authorization === `Bearer ${this.opts.apiToken}`;
  }

  sign(body: string): string {
    return createHmac('sha256', this.opts.webhookSecret).update(body).digest('hex');
  }

  bankWire(a: SimBankAccount): Record<string, unknown> {
    return {
      bank_id: a.bankId,
      token: a.bankId,
      bank_type: a.bankType,
      label: a.label,
      account_number: a.accountNumber,
      atas_nama: a.accountName,
      balance: `${a.balance}.00`,
      is_active: true,
      interval_refresh: 15,
      icon: '',
    };
  }

  /** Money moves on a simulated account: the mutation is recorded and announced by webhook. */
  async transfer(req: TransferRequest): Promise<{ mutation: WireMutation; webhook: SentWebhook }> {
    const account = this.accounts.find((a) => a.bank === req.bank);
    if (!account) throw new Error(`no ${req.bank} account is configured`);
    if (!Number.isSafeInteger(req.amount) || req.amount <= 0)
      throw new Error('amount must be a positive integer');
    const type = req.type ?? 'CR';
    account.balance += type === 'CR' ? req.amount : -req.amount;
    const now = wibTime(this.now());
    const ref = this.digits(6);
    const mutation: WireMutation = {
      account_number: account.accountNumber,
      date: now,
      description:
        req.description ??
        `TRSF E-BANKING ${type} ${now.slice(8, 10)}/${now.slice(5, 7)} ${ref} PELANGGAN KONTER`,
      amount: req.amount,
      type,
      note: '',
      balance: account.balance,
      created_at: now,
      updated_at: now,
      mutation_id: this.id(),
      token: this.id(),
      bank_id: account.bankId,
      taggings: [],
      bank: this.bankWire(account),
    };
    this.mutations.push(mutation);
    const webhook = await this.announce([mutation], req.deliver);
    return { mutation, webhook };
  }

  /** Moota's "push webhook" for one stored mutation: a new delivery of its current form. */
  push(mutationId: string): Promise<SentWebhook> | null {
    const m = this.mutations.find((x) => x.mutation_id === mutationId);
    return m ? this.announce([m]) : null;
  }

  private async announce(mutations: WireMutation[], deliver = true): Promise<SentWebhook> {
    // Serialized once: the signature covers these exact bytes.
    const body = JSON.stringify(mutations);
    const w: SentWebhook = {
      seq: this.webhooks.length + 1,
      mutationIds: mutations.map((m) => m.mutation_id),
      url: this.opts.webhookUrl ?? '',
      body,
      signature: this.sign(body),
      deliveries: [],
    };
    this.webhooks.push(w);
    if (deliver) await this.deliverWithRetries(w);
    return w;
  }

  protected override callbackHeaders(w: SentWebhook): Record<string, string> {
    return {
      'content-type': 'application/json',
      accept: 'application/json',
      'user-agent': 'MootaBot/1.5',
      signature: w.signature,
      'x-moota-user': this.opts.userId ?? 'konter-sim',
      'x-moota-webhook': 'sim-webhook',
    };
  }

  protected override get retryDelaysMs() {
    return this.opts.webhookRetryDelaysMs ?? [5_000, 30_000, 120_000];
  }
}
