import type { FastifyInstance } from 'fastify';
import { hidden, send, setUpSimulator, startStandalone } from '../shared/plugin.js';
import { postpaidCatalog, prepaidCatalog } from './catalog.js';
import { plnMeter } from './customers.js';
import { DigiflazzSimulator, type DigiflazzSimulatorOptions } from './digiflazz.simulator.js';
import { postpaid } from './postpaid.js';
import { PAYLOAD_ERROR, topup } from './prepaid.js';

export type DigiflazzPluginOptions = { simulator: DigiflazzSimulator } | DigiflazzSimulatorOptions;

type Body = Record<string, unknown>;
const bodyOf = (b: unknown): Body => (b && typeof b === 'object' && !Array.isArray(b) ? (b as Body) : {});

/**
 * The Digiflazz buyer API as a Fastify plugin: register it under any prefix, e.g.
 * `app.register(digiflazzSimulatorPlugin, { prefix: '/_sim/digiflazz/v1', ...options })`.
 * Routes carry no schemas so they work under whatever validator compiler the host app uses; every
 * check answers the way Digiflazz does, inside `data` with an rc. The simulator stops when the app closes.
 */
export async function digiflazzSimulatorPlugin(app: FastifyInstance, opts: DigiflazzPluginOptions) {
  const sim = 'simulator' in opts ? opts.simulator : new DigiflazzSimulator(opts);
  // Malformed JSON gets Digiflazz's payload error rather than the host app's error format.
  setUpSimulator(
    app,
    sim,
    {
      server: () => ({ status: 500, body: { data: { rc: '99', message: 'Internal Server Error' } } }),
      client: () => ({
        status: 400,
        body: { data: { rc: PAYLOAD_ERROR.rc, message: PAYLOAD_ERROR.message } },
      }),
    },
    { forms: false },
  );

  app.post('/cek-saldo', hidden, async (req, reply) => {
    const body = bodyOf(req.body);
    if (body.cmd !== 'deposit') return send(reply, sim.reject({}, PAYLOAD_ERROR));
    const auth = sim.authenticate(body.username, body.sign, 'depo');
    if (auth) return send(reply, sim.reject({}, auth));
    return { data: { deposit: sim.deposit } };
  });

  app.post('/price-list', hidden, async (req, reply) => {
    const body = bodyOf(req.body);
    const cmd = body.cmd;
    if (
      (cmd !== 'prepaid' && cmd !== 'pasca') ||
      (body.code !== undefined && typeof body.code !== 'string')
    ) {
      return send(reply, sim.reject({}, PAYLOAD_ERROR));
    }
    const auth = sim.authenticate(body.username, body.sign, 'pricelist');
    if (auth) return send(reply, sim.reject({}, auth));
    // Digiflazz rate-limits the price list (protocols.md): the error comes as an object, not an array.
    const cooldown = sim.opts.priceListCooldownMs ?? 0;
    const last = sim.priceListCalls.get(cmd);
    if (cooldown > 0 && last !== undefined && sim.now() - last < cooldown) {
      return {
        data: { rc: '83', message: 'Anda sudah melakukan pengecekan pricelist, coba beberapa saat lagi' },
      };
    }
    sim.priceListCalls.set(cmd, sim.now());
    const items: { buyer_sku_code: string }[] = cmd === 'prepaid' ? prepaidCatalog : postpaidCatalog;
    return { data: body.code ? items.filter((i) => i.buyer_sku_code === body.code) : items };
  });

  app.post('/transaction', hidden, async (req, reply) => {
    const body = bodyOf(req.body);
    return send(reply, await ('commands' in body ? postpaid(sim, body) : topup(sim, body)));
  });

  app.post('/inquiry-pln', hidden, async (req, reply) => {
    const body = bodyOf(req.body);
    const customerNo = body.customer_no;
    if (typeof customerNo !== 'string' || customerNo === '') {
      return send(reply, sim.reject({ customer_no: customerNo }, PAYLOAD_ERROR));
    }
    const auth = sim.authenticate(body.username, body.sign, customerNo);
    if (auth) return send(reply, sim.reject({ customer_no: customerNo }, auth));
    const empty = { customer_no: customerNo, meter_no: '', subscriber_id: '', name: '', segment_power: '' };
    if (!/^\d{11,12}$/.test(customerNo)) {
      return { data: { ...empty, message: 'Jumlah Digit Kurang Atau Lebih', status: 'Gagal', rc: '57' } };
    }
    const meter = plnMeter(customerNo);
    if (!meter) {
      return { data: { ...empty, message: 'Nomor Meter/IDPEL Tidak Ditemukan', status: 'Gagal', rc: '54' } };
    }
    const { meter_no, subscriber_id, name, segment_power } = meter;
    return {
      data: {
        message: 'Transaksi Sukses',
        status: 'Sukses',
        rc: '00',
        customer_no: customerNo,
        meter_no,
        subscriber_id,
        name,
        segment_power,
      },
    };
  });

  // Control API: a look inside and a few levers for demos and tests (not part of Digiflazz).
  app.get('/_control/transactions', hidden, async () => ({
    deposit: sim.deposit,
    transactions: [...sim.transactions.values()].map((t) => ({
      kind: t.kind,
      testing: t.testing,
      ...sim.wire(t),
    })),
    callbacks: sim.deliveries,
  }));
  app.post('/_control/resolve-pending', hidden, async () => ({ resolved: await sim.resolvePendingNow() }));
  app.post('/_control/deposit', hidden, async (req, reply) => {
    const amount = bodyOf(req.body).amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      return reply.code(400).send({ message: 'amount must be a positive integer (rupiah)' });
    }
    sim.deposit += amount;
    return { deposit: sim.deposit };
  });
}

export interface RunningDigiflazzSimulator {
  /** Like Digiflazz's `https://api.digiflazz.com/v1`. */
  baseUrl: string;
  state: DigiflazzSimulator;
  stop(): Promise<void>;
}

/** Standalone simulator on 127.0.0.1 with an ephemeral port, mounted at /v1 like the real API. */
export async function startDigiflazzSimulator(
  opts: DigiflazzSimulatorOptions,
): Promise<RunningDigiflazzSimulator> {
  const { url, sim, close } = await startStandalone(
    digiflazzSimulatorPlugin,
    new DigiflazzSimulator(opts),
    '/v1',
  );
  return { baseUrl: `${url}/v1`, state: sim, stop: close };
}
