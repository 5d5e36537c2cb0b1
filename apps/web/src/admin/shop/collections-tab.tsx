import {
  type ConsoleShopCollection,
  type ConsoleShopCollectionRequest,
  consoleShopCollectionRequest,
} from '@konter/core/contracts/console-commerce';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { useSnackbar } from '../../components/ui/snackbar';
import { TextField } from '../../components/ui/text-field';
import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { useLocalizedForm, useServerErrors } from '../../lib/form';
import { type Column, DataTable } from '../components/data-table';
import { useAddCollection, useShopCollections } from './api';

// The Shop page's Collections tab: the collections in the shop's order with their active products,
// and a new one (its web address made from the name unless given) — the CLI's shop:collections and
// shop:collection-add. Products join a collection with shop:product-set <slug> collection <c>.

export function CollectionsTab() {
  const { t } = useTranslation('console');
  const collections = useShopCollections();
  const columns: Column<ConsoleShopCollection>[] = [
    { header: t('shop.collections.name'), className: 'font-semibold', cell: (c) => c.name },
    { header: t('shop.collections.slug'), className: 'font-mono text-xs', cell: (c) => c.slug },
    { header: t('shop.collections.description'), cell: (c) => c.description || '–' },
    {
      header: t('shop.collections.products'),
      className: 'tabular-nums text-right',
      cell: (c) => c.product_count,
    },
  ];
  return (
    <div className="space-y-4">
      <AddCollection />
      {collections.isPending ? (
        <p className="text-slate-500">{t('loading')}</p>
      ) : !collections.data?.length ? (
        <EmptyState title={t('shop.collections.empty')} />
      ) : (
        <DataTable
          label={t('shop.tabs.collections')}
          rows={collections.data}
          columns={columns}
          rowKey={(c) => c.id}
          rowAttributes={(c) => ({ 'data-collection': c.slug })}
          card={(c) => (
            <>
              <div className="flex items-start justify-between gap-2">
                <span className="font-semibold">{c.name}</span>
                <span className="text-sm text-slate-600">
                  {t('shop.collections.count', { count: c.product_count })}
                </span>
              </div>
              <p className="font-mono text-xs text-slate-500">{c.slug}</p>
              {c.description && <p className="text-sm text-slate-600">{c.description}</p>}
            </>
          )}
        />
      )}
    </div>
  );
}

function AddCollection() {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const add = useAddCollection();
  const form = useLocalizedForm<ConsoleShopCollectionRequest, ConsoleShopCollectionRequest>(
    consoleShopCollectionRequest,
    { defaultValues: { name: '', slug: '', description: '' }, mode: 'onSubmit' },
  );
  const server = useServerErrors(form);
  const refusal = isApiError(add.error) && add.error.status === 409 ? errorMessage(t, add.error) : null;
  const submit = form.handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => {
        snackbar.show({ message: t('shop.collections.added', { name: body.name }), color: 'success' });
        form.reset();
      },
      onError: (e) => server.handle(e),
    }),
  );
  return (
    <Card>
      <CardHeader title={t('shop.collections.new')} />
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('shop.collections.name')}
          maxLength={100}
          autoComplete="off"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('shop.collections.slug')}
          help={t('shop.collections.slugHelp')}
          maxLength={80}
          autoComplete="off"
          error={form.formState.errors.slug?.message}
          {...form.register('slug')}
        />
        <TextField
          label={t('shop.collections.description')}
          maxLength={500}
          autoComplete="off"
          containerClassName="sm:col-span-2"
          error={form.formState.errors.description?.message}
          {...form.register('description')}
        />
        {refusal && (
          <div className="sm:col-span-2">
            <Alert tone="error">{refusal}</Alert>
          </div>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" loading={add.isPending}>
            {t('shop.collections.add')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
