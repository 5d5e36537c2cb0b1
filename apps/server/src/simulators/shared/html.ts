// The simulators' own pages: self-contained HTML (no scripts, no external assets), plain forms so
// that every button works without JavaScript, readable on a phone.
import type { FastifyReply } from 'fastify';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function htmlDocument(title: string, style: string, body: string): string {
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`;
}

/** An HTML answer. A page showing live state (`live`, the default) is never cached. */
export function sendHtml(reply: FastifyReply, status: number, html: string, { live = true } = {}) {
  reply.code(status).type('text/html; charset=utf-8');
  if (live) reply.header('cache-control', 'no-store');
  return reply.send(html);
}
