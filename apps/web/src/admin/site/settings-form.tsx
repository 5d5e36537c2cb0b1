import type { ConsoleSiteSettings, ConsoleSiteSettingsRequest } from '@konter/core/contracts/console-site';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { useSnackbar } from '../../components/ui/snackbar';
import { TextField } from '../../components/ui/text-field';
import { useServerErrors } from '../../lib/form';
import { useChangeSiteSettings } from './api/settings';
import { Toggle } from './toggle';

type Key = keyof ConsoleSiteSettings;
export interface FieldSpec {
  key: Key;
  label: string;
  help?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'list';
  /** An empty field saves as "none" (null). */
  nullable?: boolean;
}
type Values = Record<string, string | boolean>;

/** The form's text of a stored value. */
const text = (v: unknown) =>
  Array.isArray(v) ? v.join(', ') : v === null || v === undefined ? '' : String(v);

/** What to send for a field's text: numbers, a list of numbers, null for an empty optional field. */
function value(spec: FieldSpec, raw: string): unknown {
  const v = raw.trim();
  if (spec.type === 'number') return v === '' ? Number.NaN : Number(v.replace(/[.\s]/g, ''));
  if (spec.type === 'list')
    return v
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)
      .map((x) => Number(x.replace(/[.\s]/g, '')));
  if (spec.nullable && v === '') return null;
  return v;
}

/** A card of settings saved together: only the fields that changed are sent (one audit row). */
export function SettingsForm({
  settings,
  title,
  description,
  fields,
  toggles = [],
}: {
  settings: ConsoleSiteSettings;
  title: string;
  description?: string;
  fields: FieldSpec[];
  toggles?: { key: Key; label: string; help?: string }[];
}) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const change = useChangeSiteSettings();
  const defaults: Values = Object.fromEntries([
    ...fields.map((f) => [f.key, text(settings[f.key])]),
    ...toggles.map((f) => [f.key, Boolean(settings[f.key])]),
  ]);
  const form = useForm<Values>({ defaultValues: defaults });
  const server = useServerErrors(form);
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    const body: Record<string, unknown> = {};
    for (const f of fields) {
      const raw = String(values[f.key] ?? '');
      if (raw.trim() !== text(settings[f.key])) body[f.key] = value(f, raw);
    }
    for (const f of toggles) if (values[f.key] !== settings[f.key]) body[f.key] = values[f.key];
    if (Object.keys(body).length === 0) {
      snackbar.show({ message: t('site.unchanged'), color: 'info' });
      return;
    }
    change.mutate(body as ConsoleSiteSettingsRequest, {
      onSuccess: (saved) => {
        form.reset(
          Object.fromEntries([
            ...fields.map((f) => [f.key, text(saved[f.key])]),
            ...toggles.map((f) => [f.key, Boolean(saved[f.key])]),
          ]),
        );
        snackbar.show({ message: t('site.saved'), color: 'success' });
      },
      onError: (e) => server.handle(e),
    });
  });

  return (
    <Card>
      <CardHeader title={title} description={description} />
      <form onSubmit={submit} noValidate className="space-y-4">
        {server.alert && <Alert tone="error">{server.alert}</Alert>}
        <div className="grid gap-4 md:grid-cols-2">
          {fields.map((f) => (
            <TextField
              key={f.key}
              label={f.label}
              help={f.help}
              type={f.type === 'number' || f.type === 'list' ? 'text' : (f.type ?? 'text')}
              inputMode={f.type === 'number' ? 'numeric' : undefined}
              error={errors[f.key]?.message}
              {...form.register(f.key)}
            />
          ))}
        </div>
        {toggles.length > 0 && (
          <ul className="divide-y divide-slate-100 border-t border-slate-100 pt-2">
            {toggles.map((f) => (
              <li key={f.key} className="py-3">
                <Toggle
                  label={f.label}
                  help={f.help}
                  checked={Boolean(form.watch(f.key))}
                  onChange={(next) => form.setValue(f.key, next, { shouldDirty: true })}
                  testId={`toggle-${f.key}`}
                />
              </li>
            ))}
          </ul>
        )}
        <div className="flex justify-end">
          <Button type="submit" loading={change.isPending}>
            {t('site.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
