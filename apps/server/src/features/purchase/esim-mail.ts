import { parseEsimActivation } from '@konter/core/esim';
import { type Locale, noticeText } from '@konter/core/messages/index';
import QRCode from 'qrcode';
import type { Deps } from '../../lib/deps.js';
import { findUserById } from '../auth/index.js';
import { esimMailKey, esimSalesWithoutMail } from './esim-mail.repository.js';
import type { Transaction } from './purchase.repository.js';

const LOCALES: readonly Locale[] = ['id', 'en', 'zh'];
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The eSIM activation e-mail in a language: the text (code and manual-entry parts), the same as
 * HTML with the QR code as an inline PNG (cid:esim-qr), generated here from the LPA string.
 */
export async function esimMail(
  locale: Locale,
  trx: Pick<Transaction, 'productName' | 'refId' | 'serialNumber'>,
) {
  const activation = parseEsimActivation(trx.serialNumber);
  if (!activation) return null;
  const params = { product: trx.productName };
  const text = (key: Parameters<typeof noticeText>[0]) => noticeText(key, locale, params);
  const rows: [string, string][] = [
    [text('esim_mail_lpa'), activation.lpa],
    [text('esim_mail_smdp'), activation.smdp],
    [text('esim_mail_code'), activation.code],
    [text('esim_mail_ref'), trx.refId],
  ];
  const png = await QRCode.toBuffer(activation.lpa, { type: 'png', width: 320, margin: 2 });
  const body = [
    text('esim_mail_intro'),
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    text('esim_mail_note'),
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${esc(text('esim_mail_intro'))}</p>
<p><img src="cid:esim-qr" alt="QR eSIM" width="240" height="240"></p>
<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([k, v]) =>
        `<tr><td style="color:#475569">${esc(k)}</td><td style="font-family:monospace;font-weight:bold">${esc(v)}</td></tr>`,
    )
    .join('')}</table>
<p style="color:#475569">${esc(text('esim_mail_note'))}</p></body></html>`;
  return {
    subject: text('esim_mail_subject'),
    body,
    html,
    attachments: [
      {
        filename: 'esim-qr.png',
        cid: 'esim-qr',
        content_type: 'image/png',
        content_base64: png.toString('base64'),
      },
    ],
  };
}

/**
 * A successful eSIM purchase's activation e-mail to its destination, in the buyer's language,
 * through the outbox, once: the outbox's key esim:<ref_id> keeps a second attempt (a repeated
 * call, the sweep) from writing another. Delivered right after; a failed delivery stays pending for
 * the outbox job. Answers whether this call wrote it.
 */
export async function sendEsimMail(deps: Deps, trx: Transaction): Promise<boolean> {
  if (trx.productType !== 'esim' || trx.status !== 'success') return false;
  const db = deps.database.db;
  const user = await findUserById(db, trx.userId);
  const locale = LOCALES.find((l) => l === user?.locale) ?? 'id';
  const mail = await esimMail(locale, trx);
  if (!mail) {
    deps.logger.warn({ refId: trx.refId, feature: 'purchase' }, 'eSIM SN is no activation code; no e-mail');
    return false;
  }
  const msg = await deps.messenger.enqueueOnce(db, {
    channel: 'email',
    recipient: trx.destination,
    dedupeKey: esimMailKey(trx.refId),
    ...mail,
  });
  if (!msg) return false;
  if (msg.status === 'pending') void deps.messenger.deliver([msg.id]).catch(() => undefined);
  return true;
}

/**
 * The safety net (job, every minute): eSIM sales of the last 7 days settled as success without
 * their e-mail — the process stopped between the settlement and the enqueue — get it now.
 */
export async function sendMissingEsimMails(deps: Deps): Promise<number> {
  const since = new Date(Date.now() - 7 * 86400_000);
  let sent = 0;
  for (const trx of await esimSalesWithoutMail(deps.database.db, since, 50)) {
    try {
      if (await sendEsimMail(deps, trx)) sent++;
    } catch (err) {
      deps.logger.error({ err, refId: trx.refId, feature: 'purchase' }, 'eSIM e-mail failed');
    }
  }
  return sent;
}
