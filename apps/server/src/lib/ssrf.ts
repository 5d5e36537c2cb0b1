import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

// The SSRF guard of outgoing requests to addresses users choose (the developer webhooks): a URL is
// vetted (scheme, host name, every address its name resolves to) and the request then connects to
// the address that was vetted — the socket's lookup is pinned, so a second DNS answer (rebinding)
// never reaches the connection. Redirects are never followed: the caller sees the 3xx.

/** Who may be reached. */
export interface SsrfPolicy {
  /** Only https URLs (production, unless the operator allows http). */
  requireHttps: boolean;
  /**
   * Loopback, private (RFC 1918), CGNAT, unique-local IPv6 and `localhost` names allowed — for
   * development and tests (`WEBHOOK_ALLOW_PRIVATE`). Link-local (the cloud metadata address
   * 169.254.169.254 among them), unspecified, broadcast, multicast and reserved ranges stay refused.
   */
  allowPrivate: boolean;
}

/** Every address a host name resolves to (A and AAAA). */
export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

export type SsrfReason = 'invalid_url' | 'https_required' | 'blocked_host' | 'blocked_address' | 'unresolved';

export class SsrfError extends Error {
  constructor(
    readonly reason: SsrfReason,
    /** The refused address or host name, for the message. */
    readonly address?: string,
  ) {
    super(`ssrf: ${reason}${address ? ` (${address})` : ''}`);
    this.name = 'SsrfError';
  }
}

/** Ranges allowed only with `allowPrivate` (ipaddr.js range names, after un-mapping IPv4 in IPv6). */
const PRIVATE_RANGES = new Set(['loopback', 'private', 'carrierGradeNat', 'uniqueLocal']);

/** Whether the policy refuses an IP address (IPv4-mapped IPv6 is judged as the IPv4 it carries). */
export function isBlockedAddress(address: string, policy: Pick<SsrfPolicy, 'allowPrivate'>): boolean {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.process(address.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  } catch {
    return true;
  }
  const range = ip.range();
  if (range === 'unicast') return false;
  return !(policy.allowPrivate && PRIVATE_RANGES.has(range));
}

/**
 * Names that are never a public host: `localhost` (and `*.localhost`), `*.internal`, `*.local` and
 * single-label names — allowed only with `allowPrivate` (their addresses are still checked).
 */
export function isBlockedHostname(hostname: string, policy: Pick<SsrfPolicy, 'allowPrivate'>): boolean {
  if (policy.allowPrivate) return false;
  const h = hostname.toLowerCase().replace(/\.$/, '');
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    h === 'internal' ||
    h.endsWith('.internal') ||
    h.endsWith('.local') ||
    !h.includes('.')
  );
}

/** A URL that passed the guard and the address to connect to. */
export interface VettedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/**
 * Checks a URL: http(s) (https when required), no credentials, a host that is not an internal name,
 * and every address it resolves to allowed by the policy (one refused address refuses the URL).
 * Returns the first address, which the request must connect to. Throws SsrfError.
 */
export async function vetUrl(
  raw: string,
  policy: SsrfPolicy,
  resolve: Resolver = systemResolver,
): Promise<VettedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SsrfError('invalid_url');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new SsrfError('invalid_url');
  if (url.username || url.password || !url.hostname) throw new SsrfError('invalid_url');
  if (policy.requireHttps && url.protocol !== 'https:') throw new SsrfError('https_required');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (ipaddr.isValid(host)) {
    addresses = [host];
  } else {
    if (isBlockedHostname(host, policy)) throw new SsrfError('blocked_host', host);
    try {
      addresses = await resolve(host);
    } catch {
      throw new SsrfError('unresolved', host);
    }
    if (addresses.length === 0) throw new SsrfError('unresolved', host);
  }
  for (const a of addresses) {
    if (isBlockedAddress(a, policy)) throw new SsrfError('blocked_address', a);
  }
  const address = addresses[0]!;
  const parsed = ipaddr.process(address.replace(/%.*$/, ''));
  return { url, address: parsed.toString(), family: parsed.kind() === 'ipv4' ? 4 : 6 };
}

/** A socket lookup that answers only the vetted address, whatever the name. */
export function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options?.all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address, family },
      ]);
    } else {
      callback(null, address, family);
    }
  };
}

export interface GuardedPostResult {
  status: number;
  /** The answer's first `maxBytes` bytes (the rest is not read). */
  body: string;
  latencyMs: number;
}

export type GuardedPostFailure = 'timeout' | 'connection';

export class GuardedPostError extends Error {
  constructor(
    readonly reason: GuardedPostFailure,
    readonly latencyMs: number,
    cause?: unknown,
  ) {
    super(`request failed: ${reason}`, { cause });
    this.name = 'GuardedPostError';
  }
}

/**
 * POSTs `body` to a vetted target, connecting to its vetted address (TLS still checks the host
 * name). One request, no redirects followed, `timeoutMs` for the whole exchange, at most
 * `maxBytes` of the answer read. Throws GuardedPostError when there is no HTTP answer.
 */
export function guardedPost(
  target: VettedTarget,
  opts: { headers: Record<string, string>; body: string; timeoutMs: number; maxBytes: number },
): Promise<GuardedPostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<GuardedPostResult>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const req = send(
      target.url,
      {
        method: 'POST',
        lookup: pinnedLookup(target.address, target.family),
        headers: { ...opts.headers, 'content-length': String(Buffer.byteLength(opts.body)) },
        agent: false,
      },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () =>
          finish(() => {
            res.destroy();
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).subarray(0, opts.maxBytes).toString('utf8'),
              latencyMs: elapsed(),
            });
          });
        res.on('data', (chunk: Buffer) => {
          if (size < opts.maxBytes) chunks.push(chunk);
          size += chunk.length;
          if (size >= opts.maxBytes) done();
        });
        res.on('end', done);
        res.on('error', done);
        res.on('aborted', done);
      },
    );
    const timer = setTimeout(() => {
      finish(() => reject(new GuardedPostError('timeout', elapsed())));
      req.destroy();
    }, opts.timeoutMs);
    req.on('error', (err) => finish(() => reject(new GuardedPostError('connection', elapsed(), err))));
    req.end(opts.body);
  });
}
