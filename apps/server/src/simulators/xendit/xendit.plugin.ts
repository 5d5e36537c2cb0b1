import type { FastifyInstance } from 'fastify';
import { withoutBodies } from '../shared/callbacks.js';
import {
  admit,
  type Form,
  hidden,
  hostedPageRoutes,
  publicBase,
  resendRoute,
  type Standalone,
  send,
  setUpSimulator,
  startStandalone,
} from '../shared/plugin.js';
import { invoicePage, notFoundPage } from './invoice-page.js';
import {
  createInvoice,
  expireInvoice,
  listInvoices,
  notFound,
  serverError,
  unauthorized,
} from './invoices.js';
import { XenditSimulator, type XenditSimulatorOptions } from './xendit.simulator.js';

export type XenditPluginOptions = { simulator: XenditSimulator } | XenditSimulatorOptions;

/**
 * Xendit invoices as a Fastify plugin, e.g.
 * `app.register(xenditSimulatorPlugin, { prefix: '/_sim/xendit', secretKey, callbackToken, callbackUrl })`;
 * the adapter's baseUrl is then `http://127.0.0.1:PORT/_sim/xendit`. Routes carry no schemas so they
 * work under any validator compiler; errors answer in Xendit's `{error_code, message}` shape. The
 * hosted page lives at `{prefix}/web/invoices/{id}`. The simulator stops when the app closes.
 */
export async function xenditSimulatorPlugin(app: FastifyInstance, opts: XenditPluginOptions) {
  const sim = 'simulator' in opts ? opts.simulator : new XenditSimulator(opts);
  setUpSimulator(app, sim, {
    server: serverError,
    client: (message) => ({ status: 400, body: { error_code: 'API_VALIDATION_ERROR', message } }),
  });

  app.post('/v2/invoices', hidden, async (req, reply) => {
    if (!(await admit(sim, req, reply, unauthorized))) return reply;
    if (sim.failsNow()) return send(reply, serverError());
    return send(reply, createInvoice(sim, req.body, publicBase(app, sim.opts.publicUrl, req)));
  });

  app.get<{ Querystring: Record<string, string | undefined> }>('/v2/invoices', hidden, async (req, reply) => {
    if (!(await admit(sim, req, reply, unauthorized))) return reply;
    return send(reply, listInvoices(sim, req.query));
  });

  app.get<{ Params: { id: string } }>('/v2/invoices/:id', hidden, async (req, reply) => {
    if (!(await admit(sim, req, reply, unauthorized))) return reply;
    const inv = sim.invoices.get(req.params.id);
    return inv ? sim.wire(inv) : send(reply, notFound());
  });

  app.post<{ Params: { id: string } }>('/invoices/:id/expire!', hidden, async (req, reply) => {
    if (!(await admit(sim, req, reply, unauthorized))) return reply;
    return send(reply, await expireInvoice(sim, req.params.id));
  });

  // The payer's choice: change the state, call back (first attempt awaited), then redirect. A failed
  // attempt changes no state and sends no callback.
  hostedPageRoutes(app, {
    under: '/web/invoices',
    find: (id) => sim.invoices.get(id),
    // The form posts to the page's own URL (relative, so any proxy or prefix works).
    render: (inv, id) => invoicePage(inv, sim.merchantName, id, sim.redirectUrl(inv)),
    notFound: notFoundPage,
    async submit(inv, form) {
      if (form.action === 'pay') await sim.pay(inv.id, form.channel ? { channel: form.channel } : {});
      else if (form.action === 'expire') await sim.expire(inv.id);
      else if (form.action === 'fail') {
        // A failed attempt: still PENDING, no callback; the payer goes to failure_redirect_url.
        if (!sim.fail(inv.id)) return { status: 400 };
        return { to: inv.failureRedirectUrl };
      } else return { status: 400 };
      return { to: sim.redirectUrl(inv) };
    },
  });

  // Control API: a look inside and levers for demos and tests (not part of Xendit).
  app.get('/_control/invoices', hidden, async () => ({
    invoices: [...sim.invoices.values()].map((i) => sim.wire(i)),
    callbacks: withoutBodies(sim.callbacks),
  }));

  app.post<{ Params: { id: string; action: string }; Body: Form | null }>(
    '/_control/invoices/:id/:action',
    hidden,
    async (req, reply) => {
      const { id, action } = req.params;
      if (!sim.invoices.has(id)) return send(reply, notFound());
      const channel = (req.body as Form | null)?.channel;
      if (action === 'pay') return { callbacks: await sim.pay(id, channel ? { channel } : {}) };
      if (action === 'expire') return { callbacks: await sim.expire(id) };
      if (action === 'settle') return { settled: sim.settle(id) };
      if (action === 'fail') return { failed: sim.fail(id) };
      return reply.code(404).send({ message: 'actions: pay, fail, expire, settle' });
    },
  );

  resendRoute(app, '/_control/callbacks/:seq/resend', sim, sim.callbacks, 'no such callback');
}

/** `url` is like `https://api.xendit.co`. */
export type RunningXenditSimulator = Standalone<XenditSimulator>;

/** Standalone simulator on 127.0.0.1 with an ephemeral port, mounted at the root like the real API. */
export function startXenditSimulator(opts: XenditSimulatorOptions): Promise<RunningXenditSimulator> {
  return startStandalone(xenditSimulatorPlugin, new XenditSimulator(opts));
}
