import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * True for an address of this machine: 127.0.0.0/8, ::1, or 127.x written as an IPv4-mapped IPv6
 * address (`::ffff:127.0.0.1`, what a dual-stack socket reports).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase();
  if (a === '::1' || a === '0:0:0:0:0:0:0:1') return true;
  const v4 = a.startsWith('::ffff:') ? a.slice(7) : a;
  const octets = v4.split('.');
  return (
    octets.length === 4 && octets[0] === '127' && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255)
  );
}

/**
 * An onRequest hook for the operator's tools (the outbox, the simulators): a caller that is not on
 * this machine gets the app's plain 404, as if the route did not exist. It looks at the socket's
 * peer, never at `req.ip` (TRUST_PROXY makes that X-Forwarded-For, which any client can write), and
 * a request that says it was forwarded (`Forwarded`, `X-Forwarded-For`, `X-Real-IP`) counts as not
 * local either: a proxy or tunnel on this machine relays callers from elsewhere.
 */
export async function loopbackOnly(req: FastifyRequest, reply: FastifyReply) {
  const h = req.headers;
  const forwarded =
    h.forwarded !== undefined || h['x-forwarded-for'] !== undefined || h['x-real-ip'] !== undefined;
  if (forwarded || !isLoopbackAddress(req.socket.remoteAddress)) {
    reply.callNotFound();
    return reply;
  }
}
