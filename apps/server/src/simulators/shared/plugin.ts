// What the simulators' Fastify plugins share: their set-up, the API guard, the hosted page's routes,
// the control API's resend and advance, and the standalone server.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { sendHtml } from './html.js';

/** A status and body in the protocol's own shape. */
export interface Answer {
  status: number;
  body: unknown;
}

export type Form = Record<string, string | undefined>;

// Keeps the simulator out of the host app's OpenAPI document.
export const hidden = { schema: { hide: true } };

export const send = (reply: FastifyReply, a: Answer) => reply.code(a.status).send(a.body);

/**
 * A plugin's first steps: the simulator stops when the app closes, plain HTML forms are parsed (when
 * `forms`), and errors Fastify raises (malformed JSON, …) answer in the protocol's error shape.
 */
export function setUpSimulator(
  app: FastifyInstance,
  sim: { stop(): void },
  errors: { server: () => Answer; client: (message: string) => Answer },
  { forms = true } = {},
) {
  app.addHook('onClose', async () => sim.stop());
  if (forms && !app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
  }
  app.setErrorHandler((err, _req, reply) => {
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    return send(reply, status >= 500 ? errors.server() : errors.client((err as Error).message));
  });
}

/** The simulator's public base for page URLs: `publicUrl`, else this request's host and the mount prefix. */
export const publicBase = (app: FastifyInstance, publicUrl: string | undefined, req: FastifyRequest) =>
  publicUrl?.replace(/\/+$/, '') ?? `${req.protocol}://${req.host}${app.prefix}`;

/**
 * Latency first, then the key: every API call pays both, as over the internet. False after
 * answering `denied` when the key is wrong (the handler then returns the reply).
 */
export async function admit(
  sim: { latency(): Promise<void>; authorized(authorization: string | undefined): boolean },
  req: FastifyRequest,
  reply: FastifyReply,
  denied: () => Answer,
): Promise<boolean> {
  await sim.latency();
  if (sim.authorized(req.headers.authorization)) return true;
  send(reply, denied());
  return false;
}

/** What the payer's choice on a hosted page leads to: the page again with a status, or on to `to`. */
export type PageOutcome = { status: number } | { to: string | undefined };

export interface HostedPage<T> {
  /** The page lives at `{under}/{key}` (key: the token or id) and its form posts there. */
  under: string;
  find(key: string): T | undefined;
  render(item: T, key: string): string;
  notFound(): string;
  /** Acts on the form's choice; a throw re-renders the page with 400. */
  submit(item: T, form: Form): Promise<PageOutcome>;
}

/**
 * A gateway's hosted payment page: GET shows it, a form POST acts and then sends the browser on
 * with a 303 (or shows the page again when there is nowhere to go), like the real gateways do.
 */
export function hostedPageRoutes<T>(app: FastifyInstance, p: HostedPage<T>) {
  const page = (reply: FastifyReply, key: string, status = 200) => {
    const item = p.find(key);
    if (!item) return sendHtml(reply, 404, p.notFound(), { live: false });
    return sendHtml(reply, status, p.render(item, key));
  };
  const path = `${p.under}/:key`;
  app.get<{ Params: { key: string } }>(path, hidden, async (req, reply) => page(reply, req.params.key));
  app.post<{ Params: { key: string }; Body: Form }>(path, hidden, async (req, reply) => {
    const { key } = req.params;
    const item = p.find(key);
    if (!item) return page(reply, key);
    let outcome: PageOutcome;
    try {
      outcome = await p.submit(item, (req.body ?? {}) as Form);
    } catch {
      outcome = { status: 400 };
    }
    if ('status' in outcome) return page(reply, key, outcome.status);
    return outcome.to ? reply.code(303).header('location', outcome.to).send() : page(reply, key);
  });
}

/** Control API: `POST {path}` (with `:seq`, 1-based) sends a recorded callback again, byte for byte. */
export function resendRoute<C>(
  app: FastifyInstance,
  path: string,
  sim: { redeliver(c: C): Promise<number | null> },
  recorded: readonly C[],
  missing: string,
) {
  app.post<{ Params: { seq: string } }>(path, hidden, async (req, reply) => {
    const c = recorded[Number(req.params.seq) - 1];
    if (!c) return reply.code(404).send({ message: missing });
    return { status: await sim.redeliver(c) };
  });
}

/**
 * Control API: `POST {path}` (with `:id` and `:action`) moves one of the simulator's items on
 * (`statusOf` answers its status, undefined when there is none: `missing`): `advance` one step (its
 * status after), `finish` to its end (the statuses it passed and the one it ends in).
 */
export function advanceRoute(
  app: FastifyInstance,
  path: string,
  sim: {
    advance(id: string): string | null | Promise<string | null>;
    advanceToEnd(id: string): string[] | Promise<string[]>;
  },
  statusOf: (id: string) => string | undefined,
  missing: () => Answer,
) {
  app.post<{ Params: { id: string; action: string } }>(path, hidden, async (req, reply) => {
    const { id, action } = req.params;
    if (statusOf(id) === undefined) return send(reply, missing());
    if (action === 'advance') return { status: (await sim.advance(id)) ?? statusOf(id) };
    if (action === 'finish') return { passed: await sim.advanceToEnd(id), status: statusOf(id) };
    return reply.code(404).send({ message: 'actions: advance, finish' });
  });
}

/** A simulator serving on its own port. */
export interface Standalone<S> {
  /** The server's root (`http://127.0.0.1:PORT`), without the mount prefix. */
  url: string;
  sim: S;
  /** Stops the simulator, then the server. */
  close(): Promise<void>;
}

/** A simulator's plugin on its own server: 127.0.0.1, an ephemeral port, mounted at `prefix`. */
export async function startStandalone<S extends { stop(): void }>(
  plugin: (app: FastifyInstance, opts: { simulator: S }) => Promise<void>,
  sim: S,
  prefix = '',
): Promise<Standalone<S>> {
  const app = Fastify({ forceCloseConnections: true });
  await app.register(plugin, { simulator: sim, prefix });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    sim,
    async close() {
      sim.stop();
      await app.close();
    },
  };
}
