import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withoutBodies } from '../shared/callbacks.js';
import {
  advanceRoute,
  hidden,
  resendRoute,
  type Standalone,
  send,
  setUpSimulator,
  startStandalone,
} from '../shared/plugin.js';
import {
  notFound,
  PostalSimulator,
  type PostalSimulatorOptions,
  postalError,
  serverError,
} from './postal.simulator.js';

export type PostalPluginOptions = { simulator: PostalSimulator } | PostalSimulatorOptions;

/**
 * Konter's postal protocol (docs/postal-protocol.md) as a Fastify plugin, e.g.
 * `app.register(postalSimulatorPlugin, { prefix: '/_sim/pos', apiKey, webhookSecret, webhookUrl })`;
 * the adapter's POSTAL_BASE_URL is then `http://127.0.0.1:PORT/_sim/pos`. Every API call pays the
 * latency, then its Bearer key and body signature are checked. The control API (`/_control/…`, not
 * part of the protocol) shows the state, advances a shipment, issues an SPK for any AWBs and resends
 * a webhook.
 */
export async function postalSimulatorPlugin(app: FastifyInstance, opts: PostalPluginOptions) {
  const sim = 'simulator' in opts ? opts.simulator : new PostalSimulator(opts);
  setUpSimulator(
    app,
    sim,
    { server: serverError, client: (message) => postalError(400, 'invalid_request', message) },
    { forms: false },
  );
  // The raw bytes are what the signature covers.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_req, body, done) => done(null, body),
  );

  /** Latency, key, signature; then the JSON body (or an error answer already sent). */
  const admit = async (req: FastifyRequest, reply: FastifyReply): Promise<{ body: unknown } | null> => {
    await sim.latency();
    const raw = typeof req.body === 'string' ? req.body : '';
    const refused = sim.check(req.headers.authorization, raw, req.headers);
    if (refused) {
      send(reply, refused);
      return null;
    }
    try {
      return { body: raw ? (JSON.parse(raw) as unknown) : {} };
    } catch {
      send(reply, postalError(400, 'invalid_request', 'Body is not JSON'));
      return null;
    }
  };
  const failing = (reply: FastifyReply) => {
    if (!sim.failsNow()) return false;
    send(reply, serverError());
    return true;
  };

  app.get('/v1/rates/kurs', hidden, async (req, reply) => {
    if (!(await admit(req, reply))) return reply;
    return send(reply, sim.kurs());
  });
  app.post('/v1/tariffs/domestic', hidden, async (req, reply) => {
    const a = await admit(req, reply);
    if (!a) return reply;
    if (failing(reply)) return reply;
    return send(reply, sim.domesticTariff(a.body));
  });
  app.post('/v1/tariffs/international', hidden, async (req, reply) => {
    const a = await admit(req, reply);
    if (!a) return reply;
    if (failing(reply)) return reply;
    return send(reply, sim.internationalTariff(a.body));
  });
  app.post('/v1/shipments', hidden, async (req, reply) => {
    const a = await admit(req, reply);
    if (!a) return reply;
    if (failing(reply)) return reply;
    return send(reply, sim.createShipment(a.body));
  });
  app.get<{ Querystring: { reference?: string } }>('/v1/shipments', hidden, async (req, reply) => {
    if (!(await admit(req, reply))) return reply;
    return send(reply, sim.findByReference(req.query.reference ?? ''));
  });
  app.get<{ Params: { awb: string } }>('/v1/shipments/:awb', hidden, async (req, reply) => {
    if (!(await admit(req, reply))) return reply;
    const s = sim.shipments.get(req.params.awb);
    return s ? { shipment: sim.wire(s) } : send(reply, notFound());
  });
  app.post<{ Params: { awb: string } }>('/v1/shipments/:awb/cancel', hidden, async (req, reply) => {
    if (!(await admit(req, reply))) return reply;
    return send(reply, sim.cancel(req.params.awb));
  });
  app.post('/v1/customs/cn23', hidden, async (req, reply) => {
    const a = await admit(req, reply);
    if (!a) return reply;
    return send(reply, sim.submitCn23(a.body));
  });
  app.get<{ Params: { number: string } }>('/v1/customs/cn23/:number', hidden, async (req, reply) => {
    if (!(await admit(req, reply))) return reply;
    const c = sim.cn23s.get(req.params.number);
    return c ? { cn23: sim.wireCn23(c) } : send(reply, notFound('CN23'));
  });
  app.post<{ Params: { number: string } }>('/v1/customs/cn23/:number/cancel', hidden, async (req, reply) => {
    if (!(await admit(req, reply))) return reply;
    return send(reply, sim.cancelCn23(req.params.number));
  });
  app.post('/v1/manifests', hidden, async (req, reply) => {
    const a = await admit(req, reply);
    if (!a) return reply;
    return send(reply, sim.openManifest(a.body));
  });
  app.post<{ Params: { number: string } }>('/v1/manifests/:number/close', hidden, async (req, reply) => {
    const a = await admit(req, reply);
    if (!a) return reply;
    return send(reply, sim.closeManifest(req.params.number, a.body));
  });
  app.get<{ Params: { number: string } }>('/v1/spk/:number', hidden, async (req, reply) => {
    if (!(await admit(req, reply))) return reply;
    const spk = sim.spks.get(req.params.number);
    return spk ? { spk: sim.wireSpk(spk) } : send(reply, notFound('SPK'));
  });
  app.post<{ Params: { number: string } }>('/v1/spk/:number/confirm', hidden, async (req, reply) => {
    if (!(await admit(req, reply))) return reply;
    return send(reply, sim.confirmSpk(req.params.number));
  });

  // Control API: a look inside and levers for demos and tests (not part of the protocol).
  app.get('/_control/state', hidden, async () => ({
    shipments: [...sim.shipments.values()].map((s) => sim.wire(s)),
    cn23: [...sim.cn23s.values()].map((c) => sim.wireCn23(c)),
    spk: [...sim.spks.values()].map((s) => sim.wireSpk(s)),
    webhooks: withoutBodies(sim.webhooks),
  }));
  advanceRoute(
    app,
    '/_control/shipments/:id/:action',
    sim,
    (awb) => sim.shipments.get(awb)?.status,
    notFound,
  );
  app.post('/_control/spk', hidden, async (req, reply) => {
    let awbs: string[] = [];
    try {
      const b = JSON.parse(typeof req.body === 'string' ? req.body : '{}') as { awbs?: unknown };
      awbs = Array.isArray(b.awbs) ? b.awbs.map(String) : [];
    } catch {
      awbs = [];
    }
    if (!awbs.length || awbs.some((a) => !sim.shipments.has(a)))
      return send(reply, postalError(422, 'invalid_request', 'awbs of known shipments are required'));
    return { spk: sim.wireSpk(sim.issueSpk(awbs)) };
  });
  resendRoute(app, '/_control/webhooks/:seq/resend', sim, sim.webhooks, 'no such webhook');
}

export type RunningPostalSimulator = Standalone<PostalSimulator>;

/** Standalone simulator on 127.0.0.1 with an ephemeral port, mounted at the root. */
export function startPostalSimulator(opts: PostalSimulatorOptions): Promise<RunningPostalSimulator> {
  return startStandalone(postalSimulatorPlugin, new PostalSimulator(opts));
}
