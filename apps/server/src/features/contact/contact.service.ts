import { contactFormRequest } from '@konter/core/contracts/contact';
import { type IssueLike, issueRule } from '@konter/core/validation/index';
import type { Deps } from '../../lib/deps.js';
import { AppError, type FieldProblem } from '../../lib/errors.js';
import { getSiteSettings } from '../site/index.js';
import { CAPTCHA_TTL_SECONDS, createCaptcha, verifyCaptcha } from './captcha.js';
import { insertContactMessage, spendCaptcha } from './contact.repository.js';

export interface ContactContext {
  userId: number | null;
  ip: string | null;
  userAgent: string | null;
}

/** GET contact/get-captcha: a new signed proof-of-work challenge (nothing is stored). */
export async function newCaptcha(deps: Deps) {
  return { challenge: await createCaptcha(deps.config.APP_SECRET), expires_in: CAPTCHA_TTL_SECONDS };
}

const captchaRefused = () =>
  new AppError('contact_invalid', undefined, { errors: { captcha: [{ code: 'contact_captcha_invalid' }] } });

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
 * POST contact: checks the form and the captcha's proof of work (signature, expiry, solution), then
 * spends the captcha, stores the message and queues it as an e-mail to the company address in one
 * transaction: a solution already spent is refused and nothing is queued. A captcha is spent only
 * with an accepted message, so fixing a field does not cost a new one. Any problem is one 422
 * "invalid data" with every field's messages (spec §8.3).
 */
export async function sendContactMessage(deps: Deps, body: unknown, ctx: ContactContext) {
  const db = deps.database.db;
  const parsed = contactFormRequest.safeParse(body);
  const errors = parsed.success ? {} : formProblems(parsed.error.issues);
  const raw = (body ?? {}) as { captcha?: unknown };
  const solved =
    !errors.captcha && typeof raw.captcha === 'string'
      ? await verifyCaptcha(deps.config.APP_SECRET, raw.captcha)
      : null;
  if (!errors.captcha && !solved) errors.captcha = [{ code: 'contact_captcha_invalid' }];
  if (!parsed.success || !solved || Object.keys(errors).length > 0) {
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
    if (!(await spendCaptcha(tx, solved))) throw captchaRefused();
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
