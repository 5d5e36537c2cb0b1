import { contactFormRequest } from '@konter/core/contracts/contact';
import { type IssueLike, issueRule } from '@konter/core/validation/index';
import type { Deps } from '../../lib/deps.js';
import { AppError, type FieldProblem } from '../../lib/errors.js';
import { getSiteSettings } from '../site/index.js';
import { checkCaptcha, createCaptcha } from './captcha.js';
import { insertContactMessage } from './contact.repository.js';

export interface ContactContext {
  userId: number | null;
  ip: string | null;
  userAgent: string | null;
}

/** GET contact/get-captcha: a new captcha to show (its answer stays on the server). */
export async function newCaptcha(deps: Deps) {
  const { text: _answer, ...captcha } = await createCaptcha(deps.database.db, deps.config.APP_SECRET);
  return captcha;
}

/**
 * The form's problems per field, in issue order without repeats; a field with a required issue
 * shows only that (its other rules fail for the same empty value). Each is a validation rule the
 * error handler renders with the field's label in the caller's language.
 */
function formProblems(issues: readonly IssueLike[]): Record<string, FieldProblem[]> {
  const out: Record<string, FieldProblem[]> = {};
  const required = new Set<string>();
  for (const issue of issues) {
    const field = (issue.path ?? []).map((p) => String(p)).join('.');
    const { key, params } = issueRule(issue);
    const problem: FieldProblem = {
      code: `rule:${key}`,
      ...(Object.keys(params).length > 0 ? { params: params as never } : {}),
    };
    const isRequired = key === 'required' || key === 'required_if';
    const list = out[field];
    if (!list) {
      out[field] = [problem];
      if (isRequired) required.add(field);
    } else if (isRequired && !required.has(field)) {
      out[field] = [problem];
      required.add(field);
    } else if (!required.has(field) && !list.some((p) => JSON.stringify(p) === JSON.stringify(problem))) {
      list.push(problem);
    }
  }
  return out;
}

/**
 * POST contact: checks the form and the captcha (spent by this check, right or wrong), stores the
 * message and queues it as an e-mail to the company address in the same transaction. Any problem
 * is one 422 "invalid data" with every field's messages (spec §8.3).
 */
export async function sendContactMessage(deps: Deps, body: unknown, ctx: ContactContext) {
  const db = deps.database.db;
  const parsed = contactFormRequest.safeParse(body);
  const errors = parsed.success ? {} : formProblems(parsed.error.issues);
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
    if (!ok) errors.captcha = [{ code: 'rule:fallback' }];
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    throw new AppError('contact_invalid', undefined, { errors });
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
    const row = await insertContactMessage(tx, {
      userId: ctx.userId,
      name: form.name,
      email: form.email,
      phone: form.phone || null,
      subject: form.subject,
      message: form.message,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      outboundMessageId: outbound.id,
    });
    return { row, outbound };
  });
  // Delivered now when a transport is configured; the outbox job retries what fails.
  if (outbound.status === 'pending') {
    void deps.messenger
      .deliver([outbound.id])
      .catch((err: unknown) => deps.logger.child({ feature: 'contact' }).error({ err }, 'delivery failed'));
  }
  return { id: row.id, sent: true as const };
}
