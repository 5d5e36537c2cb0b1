import { EDITABLE_HELP_SECTIONS, type EditableHelpSection } from '@konter/core/public-pages';
import { type Locale, locales } from '@konter/core/validation/locale';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { Icon } from '../../components/ui/icons';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useSnackbar } from '../../components/ui/snackbar';
import { fieldClasses } from '../../components/ui/text-field';
import { firstFieldError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { fieldErrorMessage } from '../../lib/field-error';
import { formatMoment } from '../lib/format';
import { useHelpTexts, useSaveHelpText } from './api/help';
import { previewPost } from './api/posts';

/**
 * The help centre's texts (customer service and the owner): a section and a language, its Markdown
 * (empty: the app's built-in text), a sanitized preview, save or restore the built-in text.
 */
export function HelpTab() {
  const { t } = useTranslation('console');
  const texts = useHelpTexts();
  const save = useSaveHelpText();
  const snackbar = useSnackbar();
  const [section, setSection] = useState<EditableHelpSection>(EDITABLE_HELP_SECTIONS[0]);
  const [locale, setLocale] = useState<Locale>('id');
  const [body, setBody] = useState('');
  const [preview, setPreview] = useState<string | null>(null);
  const current = texts.data?.find((x) => x.section === section && x.locale === locale);
  // The chosen text into the editor whenever the choice (or what is stored) changes.
  useEffect(() => {
    setBody(current?.body ?? '');
    setPreview(null);
  }, [current?.body]);

  if (texts.isPending) return <PageSkeleton rows={4} label={t('site.help.title')} />;
  if (texts.isError) return <QueryError onRetry={() => void texts.refetch()} />;
  const bodyError = firstFieldError(save.error, 'body');
  const failure = save.error
    ? bodyError
      ? fieldErrorMessage(t, 'body', bodyError)
      : errorMessage(t, save.error)
    : null;
  const submit = (next: string) =>
    save.mutate(
      { section, locale, body: next },
      {
        onSuccess: (saved) =>
          snackbar.show({
            message: t(saved.body ? 'site.help.saved' : 'site.help.restored'),
            color: 'success',
          }),
      },
    );

  return (
    <div className="space-y-4">
      <Card data-testid="help-editor">
        <CardHeader title={t('site.help.title')} description={t('site.help.description')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <label htmlFor="help-section" className="block text-sm font-medium text-slate-700">
              {t('site.help.section')}
            </label>
            <select
              id="help-section"
              className={fieldClasses(false)}
              value={section}
              onChange={(e) => setSection(e.target.value as EditableHelpSection)}
            >
              {EDITABLE_HELP_SECTIONS.map((s) => (
                <option key={s} value={s}>
                  {t(`site.help.sections.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <label htmlFor="help-locale" className="block text-sm font-medium text-slate-700">
              {t('site.help.language')}
            </label>
            <select
              id="help-locale"
              className={fieldClasses(false)}
              value={locale}
              onChange={(e) => setLocale(e.target.value as Locale)}
            >
              {locales.map((l) => (
                <option key={l} value={l}>
                  {t(`site.help.languages.${l}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="mt-3 text-sm text-slate-600" data-testid="help-state">
          {current?.body
            ? t('site.help.own', { at: formatMoment(current.updated_at ?? '') })
            : t('site.help.builtIn')}
        </p>
        <div className="mt-4 space-y-1.5">
          <label htmlFor="help-body" className="block text-sm font-medium text-slate-700">
            {t('site.help.body')}
          </label>
          <textarea
            id="help-body"
            rows={12}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={bodyError ? true : undefined}
            className={`${fieldClasses(Boolean(bodyError))} py-3 font-mono text-sm`}
          />
          <p className="text-sm text-slate-500">{t('site.help.bodyHelp')}</p>
        </div>
        {failure && (
          <Alert tone="error" className="mt-3">
            {failure}
          </Alert>
        )}
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <Button variant="secondary" onClick={async () => setPreview((await previewPost(body)).html)}>
            <Icon name="eye" className="size-4" />
            {t('site.blog.preview')}
          </Button>
          {current?.body && (
            <Button variant="ghost" loading={save.isPending} onClick={() => submit('')}>
              {t('site.help.restore')}
            </Button>
          )}
          <Button loading={save.isPending} disabled={!body.trim()} onClick={() => submit(body)}>
            {t('site.help.save')}
          </Button>
        </div>
      </Card>
      {preview !== null && (
        <Card data-testid="help-preview">
          <CardHeader title={t('site.blog.preview')} />
          <div
            className="blog-content space-y-3 leading-relaxed text-slate-700"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes the rendered markdown, as the help page shows it
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        </Card>
      )}
    </div>
  );
}
