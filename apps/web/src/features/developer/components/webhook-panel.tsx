import {
  WEBHOOK_SECRET_MAX,
  WEBHOOK_SECRET_MIN,
  type WebhookSettings,
  webhookSaveRequest,
} from '@konter/core/contracts/developer';
import { useState } from 'react';
import { type FieldError, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/date';
import { errorMessage } from '../../../lib/error-message';
import { useServerErrors } from '../../../lib/form';
import { useSaveWebhook, useTestWebhook, useUpdateWebhookSettings } from '../api/webhook';
import { Panel, ShownOnce, Switch } from './common';

interface FormValues {
  url: string;
  secret: string;
  rotate_secret: boolean;
}

/**
 * The contract's rules (contracts/developer.ts) with this screen's own words: an empty secret keeps
 * the current one (or has one generated), so only a typed one is checked.
 */
function useResolver(): Resolver<FormValues> {
  const { t } = useTranslation('developer');
  return async (values) => {
    const secret = values.secret.trim();
    const parsed = webhookSaveRequest.safeParse({ url: values.url, ...(secret ? { secret } : {}) });
    if (parsed.success) return { values, errors: {} };
    const errors: Partial<Record<'url' | 'secret', FieldError>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'secret' ? 'secret' : 'url';
      if (errors[field]) continue;
      const rule = issue.message.split(':')[0];
      errors[field] = {
        type: 'validation',
        message:
          field === 'secret'
            ? t('webhook.secretRule', { min: WEBHOOK_SECRET_MIN, max: WEBHOOK_SECRET_MAX })
            : rule === 'required'
              ? t('webhook.urlRequired')
              : rule === 'max'
                ? t('webhook.urlTooLong')
                : t('webhook.urlInvalid'),
      };
    }
    return { values: {}, errors };
  };
}

type Secrets = { secret: string; signing_secret: string | null };

/**
 * The webhook (spec calls §7.2 `developer/webhook`, `/developer/update-settings`,
 * `developer/test-webhook`): URL and secret (the SSRF guard's refusals under the URL field), the
 * switches (events on, the request's cb_url allowed), and the test with its result — the endpoint
 * must answer HTTP 200 (spec §8.3).
 */
export function WebhookPanel({ settings }: { settings: WebhookSettings }) {
  const { t } = useTranslation('developer');
  const resolver = useResolver();
  const form = useForm<FormValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: { url: settings.url ?? '', secret: '', rotate_secret: false },
  });
  const server = useServerErrors(form);
  const save = useSaveWebhook();
  const update = useUpdateWebhookSettings();
  const test = useTestWebhook();
  const [secrets, setSecrets] = useState<Secrets | null>(null);
  const [saved, setSaved] = useState(false);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((v) => {
    setSaved(false);
    const secret = v.secret.trim();
    save.mutate(
      {
        url: v.url.trim(),
        ...(secret ? { secret } : {}),
        ...(v.rotate_secret ? { rotate_secret: true } : {}),
      },
      {
        onSuccess: (r) => {
          form.reset({ url: r.url ?? '', secret: '', rotate_secret: false });
          setSaved(true);
          if (r.secret) setSecrets({ secret: r.secret, signing_secret: r.signing_secret });
        },
        onError: (e) => {
          server.handle(e);
          // A refused address is said on the URL field itself, not a second time above the form.
          if (isApiError(e) && e.errors?.url && Object.keys(e.errors).length === 1) server.clearAlert();
        },
      },
    );
  });

  const testError = test.error;
  return (
    <Panel title={t('webhook.title')} description={t('webhook.description')} testId="developer-webhook">
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        {server.alert && <Alert tone="error">{server.alert}</Alert>}
        <TextField
          label={t('webhook.url')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://example.com/konter/callback"
          help={t('webhook.urlHelp')}
          error={errors.url?.message}
          {...form.register('url')}
        />
        <TextField
          label={t('webhook.secret')}
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          help={
            settings.has_secret && settings.secret_hint
              ? t('webhook.secretHelpSet', { hint: settings.secret_hint })
              : t('webhook.secretHelpNone')
          }
          error={errors.secret?.message}
          {...form.register('secret')}
        />
        {settings.has_secret && (
          <label className="flex items-start gap-3 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 size-5 accent-brand-700"
              {...form.register('rotate_secret')}
            />
            <span>{t('webhook.rotateSecret')}</span>
          </label>
        )}
        <Button type="submit" block loading={save.isPending}>
          {t('webhook.save')}
        </Button>
        {saved && !server.alert && (
          <p role="status" className="text-sm font-medium text-emerald-700">
            {t('webhook.saved')}
          </p>
        )}
      </form>

      {secrets && (
        <ShownOnce
          title={t('webhook.secretShownTitle')}
          testId="developer-secret-shown"
          onDone={() => setSecrets(null)}
          values={[
            { label: t('webhook.secret'), value: secrets.secret, help: t('webhook.secretShownHelp') },
            ...(secrets.signing_secret
              ? [
                  {
                    label: t('webhook.signingSecret'),
                    value: secrets.signing_secret,
                    help: t('webhook.signingSecretHelp'),
                  },
                ]
              : []),
          ]}
        />
      )}

      <div className="divide-y divide-slate-100 border-t border-slate-100 pt-2">
        <Switch
          label={t('webhook.enabled')}
          help={t('webhook.enabledHelp')}
          checked={settings.enabled}
          disabled={update.isPending}
          onChange={(enabled) => update.mutate({ enabled })}
          testId="webhook-enabled"
        />
        <Switch
          label={t('webhook.allowCbUrl')}
          help={t('webhook.allowCbUrlHelp')}
          checked={settings.allow_cb_url}
          disabled={update.isPending}
          onChange={(allow_cb_url) => update.mutate({ allow_cb_url })}
          testId="webhook-allow-cb-url"
        />
      </div>

      <div className="space-y-2 border-t border-slate-100 pt-3">
        <Button
          variant="secondary"
          block
          loading={test.isPending}
          disabled={!settings.url}
          onClick={() => test.mutate()}
        >
          {t('webhook.test')}
        </Button>
        {!settings.url && <p className="text-sm text-slate-500">{t('webhook.testNeedsUrl')}</p>}
        <div aria-live="polite" data-testid="webhook-test-result">
          {test.isSuccess && (
            <Alert tone="success" title={t('webhook.testOkTitle')}>
              {t('webhook.testOk', { status: test.data.http_status, ms: test.data.latency_ms })}
            </Alert>
          )}
          {testError && isApiError(testError) && testError.status === 422 && (
            <Alert tone="error" title={t('webhook.testFailedTitle')}>
              {errorMessage(t, testError)}
            </Alert>
          )}
        </div>
        {settings.updated_at && (
          <p className="text-xs text-slate-500">
            {t('webhook.updatedAt', { date: formatDateTime(settings.updated_at) })}
          </p>
        )}
      </div>
    </Panel>
  );
}
