import type { FastifyInstance } from 'fastify';
import { withoutBodies } from '../shared/callbacks.js';
import {
  admit,
  advanceRoute,
  hidden,
  resendRoute,
  type Standalone,
  send,
  setUpSimulator,
  startStandalone,
} from '../shared/plugin.js';
import {
  CourierSimulator,
  type CourierSimulatorOptions,
  notFound,
  serverError,
  unauthorized,
} from './courier.simulator.js';

export type CourierPluginOptions = { simulator: CourierSimulator } | CourierSimulatorOptions;

/**
 * Biteship's API as a Fastify plugin, e.g. `app.register(courierSimulatorPlugin, { prefix:
 * '/_sim/biteship', apiKey, webhookUrl, webhookSecret, webhookHeader })`; the adapter's baseUrl is
 * then `http://127.0.0.1:PORT/_sim/biteship`. Errors answer in Biteship's `{success: false, error,
 * code}` shape. The control API (`/_control/…`, not Biteship's) lists orders and webhooks, advances
 * an order one step or to its end, and resends a webhook.
 */
export async function courierSimulatorPlugin(app: FastifyInstance, opts: CourierPluginOptions) {
  const sim = 'simulator' in opts ? opts.simulator : new CourierSimulator(opts);
  setUpSimulator(
    app,
    sim,
    { server: serverError, client: (message) => ({ status: 400, body: { success: false, error: message } }) },
    { forms: false },
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/v1/maps/areas',
    hidden,
    async (req, reply) => {
      if (!(await admit(sim, req, reply, unauthorized))) return reply;
      return send(reply, await sim.searchAreas(req.query.input ?? ''));
    },
  );

  app.post('/v1/rates/couriers', hidden, async (req, reply) => {
    if (!(await admit(sim, req, reply, unauthorized))) return reply;
    if (sim.failsNow()) return send(reply, serverError());
    return send(reply, await sim.rates(req.body));
  });

  app.post('/v1/orders', hidden, async (req, reply) => {
    if (!(await admit(sim, req, reply, unauthorized))) return reply;
    return send(reply, await sim.createOrder(req.body));
  });

  app.get<{ Params: { id: string } }>('/v1/orders/:id', hidden, async (req, reply) => {
    if (!(await admit(sim, req, reply, unauthorized))) return reply;
    const order = sim.orders.get(req.params.id);
    if (!order) return send(reply, notFound());
    return {
      success: true,
      message: 'Order successfully retrieved',
      object: 'order',
      ...sim.wireOrder(order),
    };
  });

  app.post<{ Params: { id: string } }>('/v1/orders/:id/cancel', hidden, async (req, reply) => {
    if (!(await admit(sim, req, reply, unauthorized))) return reply;
    return send(reply, await sim.cancel(req.params.id, req.body));
  });

  app.get<{ Params: { id: string } }>('/v1/trackings/:id', hidden, async (req, reply) => {
    if (!(await admit(sim, req, reply, unauthorized))) return reply;
    const order = sim.findByTrackingId(req.params.id);
    return order ? sim.wireTracking(order) : send(reply, notFound());
  });

  app.get<{ Params: { waybill: string; courier: string } }>(
    '/v1/trackings/:waybill/couriers/:courier',
    hidden,
    async (req, reply) => {
      if (!(await admit(sim, req, reply, unauthorized))) return reply;
      const order = sim.findByWaybill(req.params.waybill, req.params.courier);
      return order ? sim.wireTracking(order) : send(reply, notFound());
    },
  );

  // Control API: a look inside and levers for demos and tests (not part of Biteship).
  app.get('/_control/orders', hidden, async () => ({
    orders: [...sim.orders.values()].map((o) => sim.wireOrder(o)),
    webhooks: withoutBodies(sim.webhooks),
  }));

  advanceRoute(app, '/_control/orders/:id/:action', sim, (id) => sim.orders.get(id)?.status, notFound);

  resendRoute(app, '/_control/webhooks/:seq/resend', sim, sim.webhooks, 'no such webhook');
}

/** `url` is like `https://api.biteship.com`. */
export type RunningCourierSimulator = Standalone<CourierSimulator>;

/** Standalone simulator on 127.0.0.1 with an ephemeral port, mounted at the root like the real API. */
export function startCourierSimulator(opts: CourierSimulatorOptions): Promise<RunningCourierSimulator> {
  return startStandalone(courierSimulatorPlugin, new CourierSimulator(opts));
}
