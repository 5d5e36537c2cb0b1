import { contactFormRequest } from '@konter/core/contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Icon, Spinner } from '../../components/ui/icons';
import { useSnackbar } from '../../components/ui/snackbar';
import { TextField } from '../../components/ui/text-field';
import { api } from '../../lib/api-client';
import { firstFieldError, isApiError } from '../../lib/api-error';
import { useLocalizedForm, useServerErrors } from '../../lib/form';
import { useHydrated } from '../../lib/use-hydrated';
import { type CaptchaState, useCaptcha } from './use-captcha';

/** What the visitor fills in; the captcha's solution is added when the form is sent. */
const formSchema = contactFormRequest.omit({ captcha: true });
type ContactValues = z.input<typeof formSchema>;

/**
 * The contact form (POST contact) with a proof-of-work captcha: no puzzle to solve, the browser
 * does the work in a Web Worker from the first focus on, while the visitor types. 422 errors land
 * on the fields.
 */
export function ContactForm() {
  const { t } = useTranslation('shell');
  const snackbar = useSnackbar();
  const captcha = useCaptcha();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // On a server-rendered page the visitor may focus and type before the app has hydrated: no focus
  // event reaches onFocus then, so the check starts here when the form is already in use.
  useEffect(() => {
    const el = formRef.current;
    if (!hydrated || !el) return;
    const inUse =
      el.contains(document.activeElement) ||
      Array.from(el.elements).some((f) => 'value' in f && typeof f.value === 'string' && f.value !== '');
    if (inUse) captcha.prepare();
  }, [hydrated, captcha.prepare]);
  const form = useLocalizedForm(formSchema, {
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '' },
  });
  const server = useServerErrors(form);
  const send = useMutation({
    mutationFn: async (values: ContactValues) =>
      api.post('contact', { ...values, captcha: await captcha.take() }),
    onSuccess: () => {
      snackbar.show({ message: t('help.contact.sent'), color: 'success' });
      form.reset();
      // Spent: the next message gets a new one when the form is used again.
      captcha.discard(false);
    },
    onError: (e) => {
      // The failed event (spec §8.2).
      window.dispatchEvent(new CustomEvent('konter:contact-failed', { detail: e }));
      // A refused solution is replaced at once; one that may have been spent (no answer, 5xx) is
      // replaced when the form is sent again. A 422 on the fields keeps it: it was not spent.
      const refused = firstFieldError(e, 'captcha') !== undefined;
      if (refused || !isApiError(e) || e.status === 0 || e.status >= 500) captcha.discard(refused);
      // A 422 lands on the fields with "invalid data" above them; anything else (offline, 5xx) says
      // the message was not sent, since this form keeps the global alerts quiet.
      if (!server.handle(e)) snackbar.show({ message: t('help.contact.failed'), color: 'error' });
    },
    meta: { silent: true },
  });
  const { errors } = form.formState;
  const err = (k: keyof ContactValues) => errors[k]?.message;
  // The server's answer about the captcha, put on a field the visitor does not fill in.
  const captchaError = (errors as Record<string, { message?: string } | undefined>).captcha?.message;
  const submit = form.handleSubmit((v) => send.mutate(v));
  const waiting = send.isPending && captcha.state === 'solving';
  return (
    <Card>
      <p className="mb-4 text-sm text-slate-600">{t('help.contact.intro')}</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => void submit(e)}
        onFocus={captcha.prepare}
        className="space-y-4"
      >
        {server.alert && <Alert tone="error">{t('help.contact.invalid')}</Alert>}
        <TextField
          label={t('help.contact.name')}
          autoComplete="name"
          error={err('name')}
          {...form.register('name')}
        />
        <TextField
          label={t('help.contact.email')}
          type="email"
          autoComplete="email"
          error={err('email')}
          {...form.register('email')}
        />
        <TextField
          label={t('help.contact.phone')}
          type="tel"
          autoComplete="tel"
          error={err('phone')}
          {...form.register('phone')}
        />
        <TextField label={t('help.contact.subject')} error={err('subject')} {...form.register('subject')} />
        <div>
          <label htmlFor="contact-message" className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('help.contact.message')}
          </label>
          <textarea
            id="contact-message"
            rows={5}
            aria-invalid={Boolean(err('message'))}
            aria-describedby={err('message') ? 'contact-message-error' : undefined}
            className="w-full rounded-xl border border-slate-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none"
            {...form.register('message')}
          />
          {err('message') && (
            <p id="contact-message-error" className="mt-1 text-sm text-red-700">
              {err('message')}
            </p>
          )}
        </div>
        <CaptchaStatus state={captcha.state} error={captchaError} onRetry={captcha.prepare} />
        <Button type="submit" loading={send.isPending} disabled={!hydrated}>
          {waiting ? t('help.contact.verifying') : t('help.contact.send')}
        </Button>
      </form>
    </Card>
  );
}

/** Where the automatic check stands, announced politely; a failed one can be started again. */
function CaptchaStatus({
  state,
  error,
  onRetry,
}: {
  state: CaptchaState;
  error: string | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <div>
      <div
        role="status"
        data-testid="captcha-status"
        className="flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 px-3 text-sm text-slate-600"
      >
        {state === 'solving' && (
          <>
            <Spinner className="size-4 text-brand-700" />
            <span>{t('help.contact.verifying')}</span>
          </>
        )}
        {state === 'ready' && (
          <>
            <Icon name="check" className="size-4 text-emerald-600" />
            <span className="text-emerald-800">{t('help.contact.verified')}</span>
          </>
        )}
        {state === 'failed' && (
          <>
            <Icon name="alert" className="size-4 text-red-600" />
            <span className="text-red-800">{t('help.contact.verifyFailed')}</span>
            <Button variant="link" size="sm" className="ml-auto" onClick={onRetry}>
              {t('help.contact.retry')}
            </Button>
          </>
        )}
        {state === 'idle' && (
          <>
            <Icon name="shield" className="size-4 text-slate-500" />
            <span>{t('help.contact.protected')}</span>
          </>
        )}
      </div>
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}
