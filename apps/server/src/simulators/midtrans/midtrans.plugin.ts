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
import { type Action, MidtransSimulator, type MidtransSimulatorOptions } from './midtrans.simulator.js';
import { createSnap, internalError, statusAnswer, unauthorizedSnap, unauthorizedStatus } from './snap.js';
import { notFoundPage, snapPage } from './snap-page.js';

export type MidtransPluginOptions = { simulator: MidtransSimulator } | MidtransSimulatorOptions;

const ACTIONS = new Set<Action>(['pay', 'fail', 'expire']);

/**
 * Midtrans Snap + Core status as a Fastify plugin, e.g.
 * `app.register(midtransSimulatorPlugin, { prefix: '/_sim/midtrans', serverKey, notificationUrl })`;
 * the adapter's snapBaseUrl and apiBaseUrl are then both `http://127.0.0.1:PORT/_sim/midtrans`.
 * Routes carry no schemas so they work under any validator compiler; errors answer in Midtrans's
 * shapes. The hosted page lives at `{prefix}/snap/v2/vtweb/{token}`. The simulator stops when the app
 * closes.
 */
export async function midtransSimulatorPlugin(app: FastifyInstance, opts: MidtransPluginOptions) {
  const sim = 'simulator' in opts ? opts.simulator : new MidtransSimulator(opts);
  setUpSimulator(app, sim, {
    server: internalError,
    client: (message) => ({ status: 400, body: { error_messages: [message] } }),
  });

  app.post('/snap/v1/transactions', hidden, async (req, reply) => {
    if (!(await admit(sim, req, reply, unauthorizedSnap))) return reply;
    if (sim.failsNow()) return send(reply, internalError());
    // Up to three comma-separated URLs are allowed; the simulator notifies the first.
    const override = (req.headers['x-override-notification'] as string | undefined)?.split(',')[0]?.trim();
    return send(
      reply,
      createSnap(sim, req.body, override || undefined, publicBase(app, sim.opts.publicUrl, req)),
    );
  });

  app.get<{ Params: { ref: string } }>('/v2/:ref/status', hidden, async (req, reply) => {
    if (!(await admit(sim, req, reply, unauthorizedStatus))) return reply;
    return send(reply, statusAnswer(sim, req.params.ref));
  });

  // The customer's choice: change the state, notify the merchant (first attempt awaited, so the
  // merchant knows before the browser lands), then redirect like Snap does.
  hostedPageRoutes(app, {
    under: '/snap/v2/vtweb',
    find: (token) => sim.byToken.get(token),
    render: (t, token) =>
      snapPage({
        t,
        merchantName: sim.opts.merchantName ?? 'Konter',
        // Relative to the page's own URL, so it works behind any proxy or prefix.
        action: token,
        now: sim.now(),
        returnUrl: sim.redirectUrl(t),
      }),
    notFound: notFoundPage,
    async submit(t, form) {
      const action = form.action as Action;
      if (!ACTIONS.has(action)) return { status: 400 };
      if (!t.core && sim.now() > t.pageExpiresAt) return { status: 410 };
      await sim.act(t.orderId, action, form.method ? { method: form.method } : {});
      return { to: sim.redirectUrl(t) };
    },
  });

  // Control API: a look inside and levers for demos and tests (not part of Midtrans).
  app.get('/_control/transactions', hidden, async () => ({
    transactions: [...sim.byOrder.values()].map((t) => ({
      token: t.token,
      order_id: t.orderId,
      gross_amount: t.grossAmount,
      ...(t.core ? sim.wire(t, 'simulator') : {}),
    })),
    notifications: withoutBodies(sim.notifications),
  }));

  app.post<{ Params: { orderId: string; action: string }; Body: Form | null }>(
    '/_control/transactions/:orderId/:action',
    hidden,
    async (req, reply) => {
      const { orderId, action } = req.params;
      if (!sim.find(orderId)) return reply.code(404).send({ message: 'no such order' });
      const method = (req.body as Form | null)?.method;
      const o = method ? { method } : {};
      if (ACTIONS.has(action as Action))
        return { notifications: await sim.act(orderId, action as Action, o) };
      if (action === 'choose') return { notifications: await sim.choose(orderId, o) };
      if (action === 'refund') return { notifications: await sim.refund(orderId) };
      return reply.code(404).send({ message: 'actions: pay, fail, expire, choose, refund' });
    },
  );

  resendRoute(app, '/_control/notifications/:seq/resend', sim, sim.notifications, 'no such notification');
}

/** `url` is both the Snap base (`app.midtrans.com`) and the API base (`api.midtrans.com`). */
export type RunningMidtransSimulator = Standalone<MidtransSimulator>;

/** Standalone simulator on 127.0.0.1 with an ephemeral port, mounted at the root like the real hosts. */
export function startMidtransSimulator(opts: MidtransSimulatorOptions): Promise<RunningMidtransSimulator> {
  return startStandalone(midtransSimulatorPlugin, new MidtransSimulator(opts));
}
