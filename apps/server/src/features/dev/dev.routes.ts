import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../lib/deps.js';
import { loopbackOnly } from '../../lib/loopback.js';
import { listRecentMessages, type OutboundMessage } from '../messages/index.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An e-mail's inline images (the eSIM QR code), shown as they would be in the mail. */
const inlineImages = (m: OutboundMessage) =>
  (m.attachments ?? [])
    .filter((a) => a.cid && /^image\/(png|jpeg|gif)$/.test(a.content_type))
    .map(
      (a) =>
        `<img src="data:${a.content_type};base64,${a.content_base64}" alt="${esc(a.filename)}" width="200" height="200">`,
    )
    .join('');

/**
 * /dev/outbox: the e-mails and WhatsApp messages of the embedded default (OTPs, links), so a new
 * user can read them without SMTP or WhatsApp. Never registered in production, and it answers only
 * callers on this machine (anyone else gets 404), wherever it is mounted.
 */
export const devRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', loopbackOnly);
  app.get('/dev/outbox', async (_req, reply) => {
    const rows = await listRecentMessages(deps.database.db, 50);
    const items = rows
      .map(
        (m) => `<article><header><b>${m.channel === 'email' ? 'E-mail' : 'WhatsApp'}</b> → ${esc(m.recipient)}
<small>${m.createdAt.toISOString()} · ${m.status}</small></header>${m.subject ? `<h3>${esc(m.subject)}</h3>` : ''}
<pre>${esc(m.body).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre>${inlineImages(m)}</article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="5"><title>Outbox · Konter (dev)</title>
<style>body{font:15px system-ui,sans-serif;max-width:760px;margin:0 auto;padding:16px;background:#f8fafc;color:#0f172a}
article{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:12px 16px;margin:12px 0}
header small{display:block;color:#64748b}pre{white-space:pre-wrap;font:inherit}h3{margin:8px 0 0;font-size:15px}</style></head>
<body><h1>Outbox</h1><p>Pesan yang dikirim aplikasi dalam mode lokal (tanpa SMTP/WhatsApp). Halaman ini menyegarkan diri setiap 5 detik.
<br><small>Messages sent in local mode (no SMTP/WhatsApp). Refreshes every 5 s. Not available in production.</small></p>
${items || '<p><i>Belum ada pesan. / No messages yet.</i></p>'}</body></html>`);
  });
};
