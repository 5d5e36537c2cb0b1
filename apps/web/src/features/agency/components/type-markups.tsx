import { PREPAID_TYPE_LABELS } from '@konter/core/catalog';
import { DOWNLINE_PRICE_TYPES, normalizeMarkup } from '@konter/core/contracts/agency';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useSnackbar } from '../../../components/ui/snackbar';
import { fieldClasses } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorMessage } from '../../../lib/field-error';
import { currentLocale } from '../../../lib/i18n';
import { formatRupiah } from '../../../lib/money';
import { useSaveTypePrices, useTypePrices } from '../api/agency';

const shown = (m: number | null | undefined) => (m === null || m === undefined ? '' : String(m));

/**
 * The master's markup per product type: what a downline pays over the master's own price. Empty
 * means no markup (downlines pay their usual level price); invalid text becomes 0 (spec §5).
 */
export function TypeMarkups() {
  const { t } = useTranslation(['agency', 'common', 'errors']);
  const snackbar = useSnackbar();
  const q = useTypePrices(true);
  const save = useSaveTypePrices();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const locale = currentLocale();

  useEffect(() => {
    if (q.data) setValues(Object.fromEntries(q.data.types.map((r) => [r.type, shown(r.markup)])));
  }, [q.data]);

  if (q.isPending) return <PageSkeleton rows={4} label={t('common:loading')} />;
  if (q.isError) return <Alert tone="error">{errorMessage(t, q.error)}</Alert>;

  const saved = Object.fromEntries(q.data.types.map((r) => [r.type, shown(r.markup)]));
  const changed = DOWNLINE_PRICE_TYPES.filter((type) => (values[type] ?? '') !== (saved[type] ?? ''));

  const onSave = () => {
    setErrors({});
    const types = changed.map((type) => ({ type, markup: values[type]?.trim() ? values[type]! : null }));
    if (types.length === 0) return;
    save.mutate(
      { types },
      {
        onSuccess: () => snackbar.show({ message: t('types.saved'), color: 'success' }),
        onError: (e) => {
          if (!isApiError(e) || !e.errors) return;
          const next: Record<string, string> = {};
          for (const [field, list] of Object.entries(e.errors)) {
            const i = Number(field.split('.')[1]);
            const type = types[i]?.type;
            if (type && list[0]) next[type] = fieldErrorMessage(t, field, list[0]);
          }
          setErrors(next);
        },
      },
    );
  };

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200">
        {DOWNLINE_PRICE_TYPES.map((type) => {
          const raw = values[type] ?? '';
          const preview = normalizeMarkup(raw);
          const id = `markup-${type}`;
          return (
            <li
              key={type}
              className="flex flex-wrap items-center gap-3 px-4 py-3"
              data-testid={`markup-row-${type}`}
            >
              <label htmlFor={id} className="min-w-0 flex-1 text-sm font-medium text-slate-800">
                {PREPAID_TYPE_LABELS[type][locale]}
                <span className="block text-xs font-normal text-slate-500">
                  {preview === null
                    ? t('types.none')
                    : preview === 'negative'
                      ? t('errors:agency_price_negative')
                      : t('types.preview', { markup: formatRupiah(preview) })}
                </span>
              </label>
              <div className="w-36 shrink-0">
                <input
                  id={id}
                  inputMode="numeric"
                  className={fieldClasses(Boolean(errors[type]))}
                  value={raw}
                  onChange={(e) => setValues((v) => ({ ...v, [type]: e.target.value }))}
                  aria-invalid={Boolean(errors[type])}
                  aria-describedby={errors[type] ? `${id}-error` : undefined}
                />
              </div>
              {errors[type] && (
                <p id={`${id}-error`} className="w-full text-sm text-red-600">
                  {errors[type]}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <Button block onClick={onSave} loading={save.isPending} disabled={changed.length === 0}>
        {changed.length ? t('types.save', { count: changed.length }) : t('types.nothing')}
      </Button>
    </div>
  );
}
