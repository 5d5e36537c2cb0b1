import { createRequire } from 'node:module';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The process logger (pino). Production writes JSON lines; development pretty-prints one line per
 * entry; tests are silent unless LOG_LEVEL says otherwise. pino-pretty runs in this process, as a
 * stream: as a pino transport it would run in a worker thread, a second JavaScript heap of ~30 MiB
 * on the embedded default (bench/memory). It is a development dependency: without it (a production
 * install) development logs are JSON lines too.
 */
export function createLogger(opts: { level: string; pretty: boolean }): Logger {
  const pretty = opts.pretty ? prettyStream() : undefined;
  return pretty ? pino({ level: opts.level }, pretty) : pino({ level: opts.level });
}

function prettyStream(): DestinationStream | undefined {
  try {
    const build = createRequire(import.meta.url)('pino-pretty') as (o: object) => DestinationStream;
    return build({ translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true, sync: true });
  } catch {
    return undefined;
  }
}

/** A logger that drops everything (tests, tools that print their own output). */
export const silentLogger = (): Logger => pino({ level: 'silent' });

/**
 * Fastify's per-request lines — "incoming request", "request completed", a 4xx of its default
 * handlers, a route not found, a client gone before the end of the answer — at `level` instead of
 * Fastify's info; errors and warnings keep their levels. The app (app.ts) uses `info` in production
 * (the access log, JSON with reqId) and `debug` elsewhere, where a page load in `npm run dev` means
 * hundreds of module requests: LOG_LEVEL=debug shows them. `enabled: false` drops them whatever the
 * level (tests).
 */
export class RequestLogController extends LogController {
  private readonly level: 'info' | 'debug';

  constructor(opts: { enabled: boolean; level: 'info' | 'debug' }) {
    super({ disableRequestLogging: !opts.enabled });
    this.level = opts.level;
  }

  override incomingRequest(request: FastifyRequest, _reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    request.log[this.level]({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) super.requestCompleted(error, request, reply);
    else if (!this.isLogDisabled(request))
      reply.log[this.level]({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) super.defaultErrorLog(error, request, reply);
    else if (!this.isLogDisabled(request)) reply.log[this.level]({ res: reply, err: error }, error?.message);
  }

  override routeNotFound(request: FastifyRequest, _reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    request.log[this.level](`Route ${request.raw.method}:${request.raw.url} not found`);
  }

  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
      super.streamError(error, request, reply);
    else if (!this.isLogDisabled(request)) reply.log[this.level]({ res: reply }, 'stream closed prematurely');
  }
}
