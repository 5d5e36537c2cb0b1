import {
  type ConsoleShopProduct,
  type ConsoleShopStockInput,
  type ConsoleShopStockRequest,
  consoleShopStockForm,
} from '@konter/core/contracts/console-commerce';
import { shopImageUrl } from '@konter/core/contracts/shop';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Pill } from '../../components/ui/pill';
import { useSnackbar } from '../../components/ui/snackbar';
import { TextField } from '../../components/ui/text-field';
import { useLocalizedForm, useServerErrors } from '../../lib/form';
import { formatRupiah } from '../../lib/money';
import { type Column, DataTable } from '../components/data-table';
import { ActionDialog } from '../users/action-dialog';
import { useShopProductChange, useShopProducts } from './api';
import { ProductForm } from './product-form';

// The Shop page's Products & stock tab: every product (hidden ones too) with its picture, stock,
// reserved and sold units; the stock set (never below the reserved units), a product hidden or
// shown — the CLI's shop:stock and shop:product-set … active; a new product and a product's
// fields, collections and pictures in the product form (product-form.tsx).

type StockTarget =
  | { kind: 'product'; product: ConsoleShopProduct }
  | { kind: 'variant'; product: ConsoleShopProduct; variantId: number };

export function ProductsTab() {
  const { t } = useTranslation('console');
  const [q, setQ] = useState('');
  const products = useShopProducts(q.trim());
  const change = useShopProductChange();
  const snackbar = useSnackbar();
  const [stockOf, setStockOf] = useState<StockTarget | null>(null);
  // The product form instead of the list: a new product ('new') or a product's id.
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const stockCell = (p: ConsoleShopProduct) =>
    p.variants.length === 0 ? (
      <StockFigures s={p} onSet={() => setStockOf({ kind: 'product', product: p })} />
    ) : (
      <ul className="space-y-1">
        {p.variants.map((v) => (
          <li key={v.id}>
            <span className="font-medium">{v.name}</span>{' '}
            <StockFigures s={v} onSet={() => setStockOf({ kind: 'variant', product: p, variantId: v.id })} />
          </li>
        ))}
      </ul>
    );
  const edit = (p: ConsoleShopProduct) => (
    <Button
      size="sm"
      variant="secondary"
      aria-label={t('shop.products.editLabel', { name: p.name })}
      onClick={() => setEditing(p.id)}
    >
      {t('shop.products.edit')}
    </Button>
  );
  const toggle = (p: ConsoleShopProduct) => (
    <Button
      size="sm"
      variant="secondary"
      loading={change.isPending && change.variables?.kind === 'active' && change.variables.productId === p.id}
      onClick={() =>
        change.mutate(
          { kind: 'active', productId: p.id, active: !p.active },
          {
            onSuccess: (after) =>
              snackbar.show({
                message: t(after.active ? 'shop.products.shown' : 'shop.products.hidden', {
                  name: after.name,
                }),
                color: 'success',
              }),
          },
        )
      }
    >
      {p.active ? t('shop.products.hide') : t('shop.products.show')}
    </Button>
  );
  const activePill = (p: ConsoleShopProduct) => (
    <Pill tone={p.active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}>
      {p.active ? t('shop.products.onSale') : t('shop.products.hiddenState')}
    </Pill>
  );
  const columns: Column<ConsoleShopProduct>[] = [
    {
      header: t('shop.products.product'),
      cell: (p) => (
        <div className="flex items-center gap-3">
          <Thumbnail p={p} />
          <div>
            <span className="font-semibold">{p.name}</span>
            <span className="block font-mono text-xs text-slate-500">{p.slug}</span>
          </div>
        </div>
      ),
    },
    {
      header: t('shop.products.price'),
      className: 'tabular-nums whitespace-nowrap',
      cell: (p) => formatRupiah(p.price),
    },
    { header: t('shop.products.stock'), cell: stockCell },
    { header: t('shop.products.state'), cell: activePill },
    {
      header: t('shop.products.hide'),
      hideHeader: true,
      className: 'text-right whitespace-nowrap',
      cell: (p) => (
        <div className="inline-flex gap-2">
          {edit(p)}
          {toggle(p)}
        </div>
      ),
    },
  ];
  if (editing !== null)
    return <ProductForm productId={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />;
  return (
    <div className="space-y-4">
      <div>
        <Button onClick={() => setEditing('new')}>{t('shop.products.add')}</Button>
      </div>
      <TextField
        label={t('shop.products.search')}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        autoComplete="off"
        maxLength={100}
      />
      {products.isPending ? (
        <p className="text-slate-500">{t('loading')}</p>
      ) : !products.data?.length ? (
        <EmptyState title={t('shop.products.empty')} />
      ) : (
        <DataTable
          label={t('shop.products.title')}
          rows={products.data}
          columns={columns}
          rowKey={(p) => p.id}
          rowAttributes={(p) => ({ 'data-product': p.slug })}
          card={(p) => (
            <>
              <div className="flex items-start justify-between gap-2">
                <div className="flex items-center gap-3">
                  <Thumbnail p={p} />
                  <span className="font-semibold">{p.name}</span>
                </div>
                {activePill(p)}
              </div>
              <p className="text-sm tabular-nums text-slate-600">{formatRupiah(p.price)}</p>
              <div className="text-sm">{stockCell(p)}</div>
              <div className="flex justify-end gap-2">
                {edit(p)}
                {toggle(p)}
              </div>
            </>
          )}
        />
      )}
      {stockOf && <StockDialog target={stockOf} onClose={() => setStockOf(null)} />}
    </div>
  );
}

/** The product's main picture (the shop's first), or an empty square. */
function Thumbnail({ p }: { p: ConsoleShopProduct }) {
  return p.image_id === null ? (
    <span
      aria-hidden="true"
      className="size-12 shrink-0 rounded-lg border border-dashed border-slate-300 bg-slate-50"
    />
  ) : (
    <img
      src={shopImageUrl(p.image_id)}
      alt=""
      data-testid="product-thumbnail"
      className="size-12 shrink-0 rounded-lg border border-slate-200 bg-white object-contain"
    />
  );
}

function StockFigures({
  s,
  onSet,
}: {
  s: { stock: number; reserved: number; sold: number };
  onSet: () => void;
}) {
  const { t } = useTranslation('console');
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="tabular-nums" data-testid="stock-figures">
        {t('shop.products.figures', { stock: s.stock, reserved: s.reserved, sold: s.sold })}
      </span>
      <Button size="sm" variant="secondary" onClick={onSet}>
        {t('shop.products.setStock')}
      </Button>
    </span>
  );
}

function StockDialog({ target, onClose }: { target: StockTarget; onClose: () => void }) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const change = useShopProductChange();
  const formId = useId();
  const current =
    target.kind === 'product'
      ? target.product
      : (target.product.variants.find((v) => v.id === target.variantId) ?? target.product);
  const form = useLocalizedForm<ConsoleShopStockInput, ConsoleShopStockRequest>(consoleShopStockForm, {
    defaultValues: { stock: String(current.stock) },
    mode: 'onSubmit',
  });
  const server = useServerErrors(form);
  const submit = form.handleSubmit(({ stock }) => {
    change.mutate(
      target.kind === 'product'
        ? { kind: 'stock', productId: target.product.id, stock }
        : { kind: 'variant-stock', variantId: target.variantId, stock },
      {
        onSuccess: () => {
          snackbar.show({
            message: t('shop.products.stockSaved', { name: target.product.name, stock }),
            color: 'success',
          });
          onClose();
        },
        onError: (e) => server.handle(e),
      },
    );
  });
  return (
    <ActionDialog
      title={t('shop.products.stockTitle', { name: target.product.name })}
      message={t('shop.products.stockMessage', { reserved: current.reserved })}
      confirmLabel={t('shop.products.save')}
      loading={change.isPending}
      error={change.error}
      onCancel={onClose}
      formId={formId}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={t('shop.products.stock')}
          inputMode="numeric"
          autoComplete="off"
          error={form.formState.errors.stock?.message}
          {...form.register('stock')}
        />
      </form>
    </ActionDialog>
  );
}
