import type { ConsoleMarkup } from '@konter/core/contracts/console-catalogue';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { Alert } from '../../components/ui/alert';
import { CurrencyField } from '../../components/ui/amount-field';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icons';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useSnackbar } from '../../components/ui/snackbar';
import { useServerErrors } from '../../lib/form';
import { formatRupiah } from '../../lib/money';
import { type Column, DataTable } from '../components/data-table';
import { SelectField } from '../components/select-field';
import { type MarkupInput, useMarkups, useSaveMarkup } from './api/markups';
import { TypeSelect } from './type-select';

const LEVEL_KEYS = { 1: 'member', 2: 'agent', 3: 'master' } as const;

interface MarkupValues {
  type: string;
  level: '1' | '2' | '3';
  min_buying: number | null;
  max_buying: number | null;
  markup: number | null;
}

const blank: MarkupValues = { type: 'pulsa', level: '1', min_buying: 0, max_buying: null, markup: 0 };

/**
 * The markup bands (spec §5): per type and level, the rupiah a level adds to buying prices from min
 * to max. Saving a band re-prices the type's products that follow the markups at once.
 */
export function MarkupsTab({ editable }: { editable: boolean }) {
  const { t } = useTranslation('console');
  const markups = useMarkups();
  // One type at a time by default: every type's bands together are a long list.
  const [filter, setFilter] = useState('pulsa');
  const [values, setValues] = useState<MarkupValues>(blank);
  const [formKey, setFormKey] = useState(0);

  const columns: Column<ConsoleMarkup>[] = [
    { header: t('catalogue.markups.type'), cell: (m) => t(`catalogue.types.${m.type}`) },
    { header: t('catalogue.markups.level'), cell: (m) => levelLabel(t, m.level) },
    { header: t('catalogue.markups.range'), cell: (m) => <Range m={m} />, className: 'whitespace-nowrap' },
    {
      header: t('catalogue.markups.markup'),
      cell: (m) => <span className="font-semibold">{formatRupiah(m.markup)}</span>,
    },
    ...(editable
      ? [
          {
            header: t('catalogue.products.actions'),
            hideHeader: true,
            cell: (m: ConsoleMarkup) => (
              <Button size="sm" variant="secondary" onClick={() => load(m)}>
                <Icon name="edit" className="size-4" />
                {t('catalogue.markups.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  const load = (m: ConsoleMarkup) => {
    setValues({
      type: m.type,
      level: String(m.level) as MarkupValues['level'],
      min_buying: m.min_buying,
      max_buying: m.max_buying,
      markup: m.markup,
    });
    setFormKey((k) => k + 1);
    document.getElementById('markup-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const rows = (markups.data ?? []).filter((m) => !filter || m.type === filter);
  return (
    <div className="space-y-4">
      {editable && <MarkupForm key={formKey} initial={values} />}
      <TypeSelect
        id="markup-filter"
        label={t('catalogue.markups.filter')}
        all={t('catalogue.products.allTypes')}
        wrapperClassName="sm:max-w-xs"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      {markups.isPending ? (
        <PageSkeleton label={t('catalogue.markups.loading')} />
      ) : markups.isError ? (
        <QueryError onRetry={() => void markups.refetch()} />
      ) : rows.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-white">
          <EmptyState icon="tag" title={t('catalogue.markups.empty')} />
        </div>
      ) : (
        <DataTable
          label={t('catalogue.tabs.markups')}
          rows={rows}
          columns={columns}
          rowKey={(m) => `${m.type}:${m.level}:${m.min_buying}`}
          card={(m) => (
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 space-y-0.5 text-sm">
                <div className="font-semibold text-slate-900">
                  {t(`catalogue.types.${m.type}`)} · {levelLabel(t, m.level)}
                </div>
                <div className="text-slate-600">
                  <Range m={m} />
                </div>
                <div>
                  {t('catalogue.markups.markup')}:{' '}
                  <span className="font-semibold">{formatRupiah(m.markup)}</span>
                </div>
              </div>
              {editable && (
                <Button size="sm" variant="secondary" onClick={() => load(m)}>
                  <Icon name="edit" className="size-4" />
                  {t('catalogue.markups.edit')}
                </Button>
              )}
            </div>
          )}
        />
      )}
    </div>
  );
}

type T = ReturnType<typeof useTranslation<'console'>>['t'];
const levelLabel = (t: T, level: number) =>
  t(`catalogue.levels.${LEVEL_KEYS[level as 1 | 2 | 3] ?? 'member'}`);

function Range({ m }: { m: ConsoleMarkup }) {
  const { t } = useTranslation('console');
  return m.max_buying === null
    ? t('catalogue.markups.from', { min: formatRupiah(m.min_buying) })
    : t('catalogue.markups.between', { min: formatRupiah(m.min_buying), max: formatRupiah(m.max_buying) });
}

function MarkupForm({ initial }: { initial: MarkupValues }) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const save = useSaveMarkup();
  const form = useForm<MarkupValues>({ defaultValues: initial });
  const server = useServerErrors(form);
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) => {
    const body: MarkupInput = {
      type: v.type,
      level: Number(v.level) as 1 | 2 | 3,
      min_buying: v.min_buying ?? 0,
      max_buying: v.max_buying,
      markup: v.markup ?? 0,
    };
    save.mutate(body, {
      onSuccess: (r) =>
        snackbar.show({ message: t('catalogue.markups.done', { count: r.repriced }), color: 'success' }),
      onError: (e) => server.handle(e),
    });
  });
  return (
    <Card id="markup-form">
      <CardHeader title={t('catalogue.markups.formTitle')} description={t('catalogue.markups.formHelp')} />
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="markup-form">
        {server.alert && <Alert tone="error">{server.alert}</Alert>}
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <TypeSelect
            id="markup-type"
            label={t('catalogue.markups.type')}
            invalid={!!errors.type}
            {...form.register('type')}
          />
          <SelectField
            id="markup-level"
            label={t('catalogue.markups.level')}
            options={([1, 2, 3] as const).map((l) => ({ value: String(l), label: levelLabel(t, l) }))}
            {...form.register('level')}
          />
          {(['min_buying', 'max_buying', 'markup'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <CurrencyField
                  label={t(`catalogue.markups.${name}`)}
                  help={name === 'max_buying' ? t('catalogue.markups.maxHelp') : undefined}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  error={errors[name]?.message}
                />
              )}
            />
          ))}
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending}>
            {t('catalogue.markups.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
