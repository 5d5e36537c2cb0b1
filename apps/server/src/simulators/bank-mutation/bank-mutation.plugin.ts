import type { FastifyInstance, FastifyReply } from 'fastify';
import { withoutBodies } from '../shared/callbacks.js';
import { sendHtml } from '../shared/html.js';
import {
  admit,
  hidden,
  resendRoute,
  type Standalone,
  setUpSimulator,
  startStandalone,
} from '../shared/plugin.js';
import {
  BankMutationSimulator,
  type BankMutationSimulatorOptions,
  SIM_BANKS,
  type SimBank,
  type WireMutation,
} from './bank-mutation.simulator.js';
import { transferPage } from './transfer-page.js';

export type BankMutationPluginOptions = { simulator: BankMutationSimulator } | BankMutationSimulatorOptions;

type Query = Record<string, string | undefined>;
const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A Laravel length-aware page, the shape of Moota's lists. */
function paginate<T>(items: T[], query: Query, path: string) {
  const perPage = Math.min(Math.max(Number(query.per_page ?? 20) || 20, 1), 100);
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const page = Math.min(Math.max(Number(query.page ?? 1) || 1, 1), lastPage);
  const from = (page - 1) * perPage;
  const data = items.slice(from, from + perPage);
  const url = (p: number) => {
    const q = new URLSearchParams(
      Object.entries({ ...query, page: String(p) }).filter(([, v]) => v !== undefined) as [string, string][],
    );
    return `${path}?${q}`;
  };
  return {
    current_page: page,
    data,
    first_page_url: url(1),
    from: data.length > 0 ? from + 1 : null,
    last_page: lastPage,
    last_page_url: url(lastPage),
    next_page_url: page < lastPage ? url(page + 1) : null,
    path,
    per_page: perPage,
    prev_page_url: page > 1 ? url(page - 1) : null,
    to: data.length > 0 ? from + data.length : null,
    total: items.length,
  };
}

/**
 * A Moota-like mutation-checking service as a Fastify plugin, e.g.
 * `app.register(bankMutationSimulatorPlugin, { prefix: '/_sim/bank-mutation', apiToken, webhookSecret, webhookUrl })`;
 * the adapter's baseUrl is then `http://127.0.0.1:PORT/_sim/bank-mutation/api/v2`. The demo form
 * is at `{prefix}/` and posts to `{prefix}/simulate/transfer` (which also takes JSON). Errors answer in
 * Laravel's shapes, as Moota's API does. The simulator stops when the app closes.
 */
export async function bankMutationSimulatorPlugin(app: FastifyInstance, opts: BankMutationPluginOptions) {
  const sim = 'simulator' in opts ? opts.simulator : new BankMutationSimulator(opts);
  setUpSimulator(app, sim, {
    server: () => ({ status: 500, body: { message: 'Server Error' } }),
    client: (message) => ({ status: 400, body: { message } }),
  });

  const unauthenticated = () => ({ status: 401, body: { message: 'Unauthenticated.' } });
  const invalid = (reply: FastifyReply, errors: Record<string, string[]>) =>
    reply.code(422).send({ message: 'The given data was invalid.', errors });

  app.get<{ Querystring: Query }>('/api/v2/mutation', hidden, async (req, reply) => {
    if (!(await admit(sim, req, reply, unauthenticated))) return reply;
    const q = req.query;
    if (q.type !== undefined && q.type !== 'CR' && q.type !== 'DB')
      return invalid(reply, { type: ['The selected type is invalid.'] });
    for (const key of ['start_date', 'end_date'] as const) {
      if (q[key] !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(q[key])) {
        return invalid(reply, { [key]: [`The ${key.replace('_', ' ')} does not match the format Y-m-d.`] });
      }
    }
    if (q.bank !== undefined && !sim.accounts.some((a) => a.bankId === q.bank)) {
      return reply.code(404).send({ message: 'Bank tidak ditemukan.' });
    }
    const day = (m: WireMutation) => m.date.slice(0, 10);
    const found = sim.mutations
      .filter(
        (m) => (q.type === undefined || m.type === q.type) && (q.bank === undefined || m.bank_id === q.bank),
      )
      .filter(
        (m) =>
          (q.start_date === undefined || day(m) >= q.start_date) &&
          (q.end_date === undefined || day(m) <= q.end_date),
      )
      .reverse();
    return paginate(found, q, `${req.protocol}://${req.host}${app.prefix}/api/v2/mutation`);
  });

  app.get<{ Querystring: Query }>('/api/v2/bank', hidden, async (req, reply) => {
    if (!(await admit(sim, req, reply, unauthenticated))) return reply;
    return paginate(
      sim.accounts.map((a) => sim.bankWire(a)),
      req.query,
      `${req.protocol}://${req.host}${app.prefix}/api/v2/bank`,
    );
  });

  app.post<{ Params: { id: string } }>('/api/v2/mutation/:id/webhook', hidden, async (req, reply) => {
    if (!(await admit(sim, req, reply, unauthenticated))) return reply;
    const pushed = sim.push(req.params.id);
    if (!pushed) return reply.code(404).send({ message: 'Mutasi tidak ditemukan.' });
    await pushed;
    return { status: 'OK' };
  });

  const page = (reply: FastifyReply, status: number, message?: { ok: boolean; text: string }) =>
    sendHtml(
      reply,
      status,
      transferPage({
        accounts: sim.accounts,
        recent: sim.mutations.slice(-10).reverse(),
        // Absolute: the page is reachable both as `{prefix}` and `{prefix}/`.
        action: `${app.prefix}/simulate/transfer`,
        ...(message ? { message } : {}),
      }),
    );

  app.get('/', hidden, async (_req, reply) => page(reply, 200));

  // A transfer into one of the simulated accounts (not part of Moota: the bank's side of the story).
  app.post('/simulate/transfer', hidden, async (req, reply) => {
    const fromForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const body = isObj(req.body) ? req.body : {};
    const amount = typeof body.amount === 'string' ? Number(body.amount) : body.amount;
    const bank = body.bank as SimBank;
    const description =
      typeof body.description === 'string' && body.description.trim() ? body.description.trim() : undefined;
    const errors: Record<string, string[]> = {};
    if (!SIM_BANKS.includes(bank) || !sim.accounts.some((a) => a.bank === bank)) {
      errors.bank = [`bank must be one of ${sim.accounts.map((a) => a.bank).join(', ')}`];
    }
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      errors.amount = ['amount must be a positive whole number of rupiah'];
    }
    if (Object.keys(errors).length > 0) {
      return fromForm
        ? page(reply, 422, { ok: false, text: Object.values(errors).flat().join('; ') })
        : invalid(reply, errors);
    }
    const { mutation, webhook } = await sim.transfer({
      bank,
      amount: amount as number,
      ...(description ? { description } : {}),
    });
    const delivery = webhook.deliveries[0] ?? null;
    if (fromForm) {
      const outcome = delivery ? `webhook HTTP ${delivery.status ?? 'gagal tersambung'}` : 'tanpa webhook';
      return page(reply, 200, { ok: true, text: `Mutasi ${mutation.mutation_id} tercatat (${outcome}).` });
    }
    return reply.code(201).send({ mutation, webhook: { seq: webhook.seq, delivery } });
  });

  // Control API: a look at what was sent (not part of Moota).
  app.get('/_control/webhooks', hidden, async () => ({ webhooks: withoutBodies(sim.webhooks) }));
  resendRoute(app, '/_control/webhooks/:seq/resend', sim, sim.webhooks, 'no such webhook');
}

/** `url` is the service root; the REST API is `${url}/api/v2` (like `https://app.moota.co/api/v2`). */
export type RunningBankMutationSimulator = Standalone<BankMutationSimulator>;

/** Standalone simulator on 127.0.0.1 with an ephemeral port. */
export function startBankMutationSimulator(
  opts: BankMutationSimulatorOptions,
): Promise<RunningBankMutationSimulator> {
  return startStandalone(bankMutationSimulatorPlugin, new BankMutationSimulator(opts));
}
