import { CONTACT_INVALID, contactFormRequest } from '@konter/core/contracts/contact';
import { formatMessage, localizeIssues } from '@konter/core/validation/index';
import { contactMessages } from '../../db/schema/index.js';
import type { Deps, Locale } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { getSiteSettings } from '../site/site.settings.js';
import { checkCaptcha } from './captcha.js';

export interface ContactContext {
  userId: number | null;
  ip: string | null;
  userAgent: string | null;
  locale: Locale;
}

/**
 * POST contact: checks the form and the captcha (spent by this check, right or wrong), stores the
 * message and queues it as an e-mail to the company address in the same transaction. Any problem
 * is one 422 "invalid data" with every field's messages (spec §8.3).
 */
export async function sendContactMessage(deps: Deps, body: unknown, ctx: ContactContext) {
  const db = deps.database.db;
  const parsed = contactFormRequest.safeParse(body);
  const errors: Record<string, string[]> = parsed.success
    ? {}
    : localizeIssues(parsed.error.issues, ctx.locale);
  // A missing or malformed captcha id is the captcha's problem as the user sees it.
  if (errors.captcha_id) {
    errors.captcha ??= errors.captcha_id;
    delete errors.captcha_id;
  }
  const raw = (body ?? {}) as { captcha_id?: unknown; captcha?: unknown };
  if (!errors.captcha && typeof raw.captcha_id === 'string' && typeof raw.captcha === 'string') {
    const ok = /^[0-9a-f-]{36}$/i.test(raw.captcha_id)
      ? await checkCaptcha(db, deps.config.APP_SECRET, raw.captcha_id, raw.captcha)
      : false;
    if (!ok) errors.captcha = [formatMessage('fallback', {}, 'captcha', ctx.locale)];
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    throw new AppError('validation_failed', CONTACT_INVALID, errors);
  }
  const form = parsed.data;
  const site = await getSiteSettings(db);
  const text = [
    `Pesan baru dari formulir kontak ${site.sitename}.`,
    '',
    `Nama: ${form.name}`,
    `E-mail: ${form.email}`,
    `Telepon: ${form.phone || '-'}`,
    `Subjek: ${form.subject}`,
    '',
    form.message,
  ].join('\n');
  const { row, outbound } = await db.transaction(async (tx) => {
    const outbound = await deps.messenger.enqueue(tx, {
      channel: 'email',
      recipient: site.company_email,
      subject: `[Kontak] ${form.subject}`.slice(0, 200),
      body: text,
    });
    const [row] = await tx
      .insert(contactMessages)
      .values({
        userId: ctx.userId,
        name: form.name,
        email: form.email,
        phone: form.phone || null,
        subject: form.subject,
        message: form.message,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        outboundMessageId: outbound.id,
      })
      .returning();
    return { row: row!, outbound };
  });
  // Delivered now when a transport is configured; the outbox job retries what fails.
  if (outbound.status === 'pending') {
    void deps.messenger.deliver([outbound.id]).catch((err) => console.error('[contact] delivery', err));
  }
  return { id: row.id, sent: true as const };
}
