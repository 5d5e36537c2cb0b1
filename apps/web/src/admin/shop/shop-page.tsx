import {
  type ConsoleShopOrderDetail,
  type ConsoleShopOrderRow,
  consoleShopCancelRequest,
  consoleShopRefundRequest,
  consoleShopShipRequest,
} from '@konter/core/contracts/console-commerce';
import { SHOP_ORDER_STATUSES, type ShopOrderStatus } from '@konter/core/contracts/shop-order';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { Pill } from '../../components/ui/pill';
import { useSnackbar } from '../../components/ui/snackbar';
import { Tabs, tabPanelProps } from '../../components/ui/tabs';
import { TextField } from '../../components/ui/text-field';
import { useLocalizedForm, useServerErrors } from '../../lib/form';
import { formatRupiah } from '../../lib/money';
import { ConsolePage } from '../components/console-page';
import type { Column } from '../components/data-table';
import { DetailFact } from '../components/detail-fact';
import { CardTitle, CardTotal, OpenButton, PagedTable, WithNote } from '../components/paged-table';
import { formatMoment } from '../lib/format';
import { ActionDialog } from '../users/action-dialog';
import { type ShopOrderAction, useShopOrder, useShopOrderAction, useShopOrders } from './api';
import { CollectionsTab } from './collections-tab';
import { CouponsTab } from './coupons-tab';
import { CouriersTab } from './couriers-tab';
import { ManifestsTab } from './manifests-tab';
import { ProductsTab } from './products-tab';

// The console's Shop page (issue 18): every buyer's orders by status; an order's detail (items,
// address, courier, buyer) with the operator's steps — confirm, ship with the receipt number,
// cancel with a reason (a member's deposit back once), record a visitor's gateway refund.

const tone: Record<ShopOrderStatus, string> = {
  waiting_payment: 'bg-amber-100 text-amber-800',
  pending: 'bg-sky-100 text-sky-800',
  processed: 'bg-indigo-100 text-indigo-800',
  shipped: 'bg-violet-100 text-violet-800',
  done: 'bg-emerald-100 text-emerald-800',
  cancelled: 'bg-slate-200 text-slate-700',
};

function StatusPill({ status }: { status: ShopOrderStatus }) {
  const { t } = useTranslation('console');
  return <Pill tone={tone[status]}>{t(`shop.status.${status}`)}</Pill>;
}

export default function ShopPage() {
  const { t } = useTranslation('console');
  const [status, setStatus] = useState<ShopOrderStatus | undefined>('pending');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [tab, setTab] = useState<
    'orders' | 'products' | 'collections' | 'coupons' | 'couriers' | 'manifests'
  >('orders');
  const idBase = useId();
  if (open) return <OrderDetail code={open} onBack={() => setOpen(null)} />;
  return (
    <ConsolePage title={t('shop.title')} description={t('shop.description')}>
      {/* Six tabs do not fit a phone's width: they scroll sideways, the page does not. */}
      <div className="overflow-x-auto">
        <Tabs
          items={[
            { key: 'orders', label: t('shop.tabs.orders') },
            { key: 'products', label: t('shop.tabs.products') },
            { key: 'collections', label: t('shop.tabs.collections') },
            { key: 'coupons', label: t('shop.tabs.coupons') },
            { key: 'couriers', label: t('shop.tabs.couriers') },
            { key: 'manifests', label: t('shop.tabs.manifests') },
          ]}
          value={tab}
          onChange={setTab}
          label={t('shop.title')}
          idBase={idBase}
        />
      </div>
      {tab === 'products' ? (
        <div {...tabPanelProps(idBase, 'products')}>
          <ProductsTab />
        </div>
      ) : tab === 'manifests' ? (
        <div {...tabPanelProps(idBase, 'manifests')}>
          <ManifestsTab />
        </div>
      ) : tab === 'couriers' ? (
        <div {...tabPanelProps(idBase, 'couriers')}>
          <CouriersTab />
        </div>
      ) : tab === 'collections' ? (
        <div {...tabPanelProps(idBase, 'collections')}>
          <CollectionsTab />
        </div>
      ) : tab === 'coupons' ? (
        <div {...tabPanelProps(idBase, 'coupons')}>
          <CouponsTab />
        </div>
      ) : (
        <div {...tabPanelProps(idBase, 'orders')} className="space-y-5">
          <OrdersTab status={status} page={page} onStatus={setStatus} onPage={setPage} onOpen={setOpen} />
        </div>
      )}
    </ConsolePage>
  );
}

function OrdersTab({
  status,
  page,
  onStatus,
  onPage,
  onOpen,
}: {
  status: ShopOrderStatus | undefined;
  page: number;
  onStatus: (s: ShopOrderStatus | undefined) => void;
  onPage: (p: number) => void;
  onOpen: (code: string) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <>
      <fieldset className="flex flex-wrap gap-2" data-testid="shop-status-filter">
        <legend className="sr-only">{t('shop.filter')}</legend>
        {[undefined, ...SHOP_ORDER_STATUSES].map((s) => (
          <Button
            key={s ?? 'all'}
            size="sm"
            variant={status === s ? 'primary' : 'secondary'}
            aria-pressed={status === s}
            onClick={() => {
              onStatus(s);
              onPage(1);
            }}
          >
            {s ? t(`shop.status.${s}`) : t('shop.all')}
          </Button>
        ))}
      </fieldset>
      <OrderList status={status} page={page} onPage={onPage} onOpen={onOpen} />
    </>
  );
}

function OrderList({
  status,
  page,
  onPage,
  onOpen,
}: {
  status: ShopOrderStatus | undefined;
  page: number;
  onPage: (p: number) => void;
  onOpen: (code: string) => void;
}) {
  const { t } = useTranslation('console');
  const list = useShopOrders(status, page);
  const open = (o: ConsoleShopOrderRow) => (
    <OpenButton onClick={() => onOpen(o.code)} label={t('shop.open', { code: o.code })}>
      {t('shop.openShort')}
    </OpenButton>
  );
  const columns: Column<ConsoleShopOrderRow>[] = [
    {
      header: t('shop.order'),
      cell: (o) => (
        <WithNote note={formatMoment(o.created_at)}>
          <span className="font-mono font-semibold">{o.code}</span>
        </WithNote>
      ),
    },
    {
      header: t('shop.buyer'),
      cell: (o) => (
        <WithNote
          note={
            <>
              {o.buyer.phone}
              {o.buyer.user_id === null ? ` · ${t('shop.visitor')}` : ''}
            </>
          }
        >
          {o.buyer.name}
        </WithNote>
      ),
    },
    {
      header: t('shop.items'),
      cell: (o) =>
        o.items_count > 1
          ? t('shop.itemsMore', { name: o.first_item.name, count: o.items_count - 1 })
          : o.first_item.name,
    },
    { header: t('shop.courier'), cell: (o) => `${o.courier_name} ${o.service_name}` },
    {
      header: t('shop.total'),
      className: 'text-right tabular-nums whitespace-nowrap',
      cell: (o) => formatRupiah(o.total + o.payment_fee),
    },
    { header: t('shop.statusHeading'), cell: (o) => <StatusPill status={o.status} /> },
    { header: t('shop.openShort'), hideHeader: true, className: 'text-right', cell: open },
  ];
  return (
    <PagedTable
      list={list}
      empty={t('shop.empty')}
      page={page}
      onPage={onPage}
      pagerLabel={t('shop.pages')}
      label={t('shop.title')}
      columns={columns}
      rowKey={(o) => o.code}
      rowAttributes={(o) => ({ 'data-order': o.code })}
      card={(o) => (
        <>
          <CardTitle code={o.code}>
            <StatusPill status={o.status} />
          </CardTitle>
          <p className="text-sm">
            {o.buyer.name} · {o.buyer.phone}
          </p>
          <p className="text-sm text-slate-600">
            {o.first_item.name}
            {o.items_count > 1 ? ` +${o.items_count - 1}` : ''} · {o.courier_name}
          </p>
          <CardTotal amount={formatRupiah(o.total + o.payment_fee)}>{open(o)}</CardTotal>
        </>
      )}
    />
  );
}

type Dialog = 'confirm' | 'ship' | 'cancel' | 'refund' | null;

function OrderDetail({ code, onBack }: { code: string; onBack: () => void }) {
  const { t } = useTranslation('console');
  const order = useShopOrder(code);
  const [dialog, setDialog] = useState<Dialog>(null);
  const o = order.data;
  return (
    <ConsolePage
      title={t('shop.orderTitle', { code })}
      action={
        <Button variant="secondary" onClick={onBack}>
          {t('shop.back')}
        </Button>
      }
    >
      {!o ? (
        <p className="text-slate-500">{t('loading')}</p>
      ) : (
        <>
          <Card data-testid="shop-order-detail">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <StatusPill status={o.status} />
              <div className="flex flex-wrap gap-2">
                {o.actions.confirm && (
                  <Button onClick={() => setDialog('confirm')}>{t('shop.confirm')}</Button>
                )}
                {o.actions.ship && <Button onClick={() => setDialog('ship')}>{t('shop.ship')}</Button>}
                {o.actions.cancel && (
                  <Button variant="danger" onClick={() => setDialog('cancel')}>
                    {t('shop.cancel')}
                  </Button>
                )}
                {o.actions.refund && (
                  <Button variant="secondary" onClick={() => setDialog('refund')}>
                    {t('shop.refund')}
                  </Button>
                )}
              </div>
            </div>
            <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
              <DetailFact label={t('shop.buyer')}>
                {o.buyer.name} · {o.buyer.phone}
                {o.buyer.email ? ` · ${o.buyer.email}` : ''}
                {o.buyer.user_id === null ? ` (${t('shop.visitor')})` : ''}
              </DetailFact>
              <DetailFact label={t('shop.address')}>
                {o.address.name} {o.address.phone}, {o.address.detail}, {o.address.sub_district},{' '}
                {o.address.district}, {o.address.city}, {o.address.province} {o.address.postal_code}
              </DetailFact>
              <DetailFact label={t('shop.courier')}>
                {o.courier_name} {o.service_name}
              </DetailFact>
              <DetailFact label={t('shop.receipt')}>
                <span data-testid="shop-order-receipt">{o.receipt_number ?? '–'}</span>
              </DetailFact>
              {o.notes && <DetailFact label={t('shop.notes')}>{o.notes}</DetailFact>}
              {o.cancel_reason && <DetailFact label={t('shop.cancelReason')}>{o.cancel_reason}</DetailFact>}
              {o.refund_reference && (
                <DetailFact label={t('shop.refundReference')}>{o.refund_reference}</DetailFact>
              )}
              <DetailFact label={t('shop.payment')}>
                {o.payment_method ?? '–'}
                {o.paid_at ? ` · ${formatMoment(o.paid_at)}` : ''}
              </DetailFact>
            </dl>
          </Card>
          <Card>
            <CardHeader title={t('shop.items')} />
            <ul className="divide-y divide-slate-100 text-sm">
              {o.items.map((i) => (
                <li key={`${i.product_id}-${i.variant_id ?? 0}`} className="flex justify-between gap-3 py-2">
                  <span>
                    {i.quantity} × {i.name}
                    {i.variant_name ? ` (${i.variant_name})` : ''}
                  </span>
                  <span className="tabular-nums">{formatRupiah(i.subtotal)}</span>
                </li>
              ))}
              <Line label={t('shop.shipping')} amount={o.shipping_fee} />
              {o.discount > 0 && <Line label={t('shop.discount')} amount={-o.discount} />}
              {o.payment_fee > 0 && <Line label={t('shop.fee')} amount={o.payment_fee} />}
              <li className="flex justify-between gap-3 py-2 font-semibold">
                <span>{t('shop.total')}</span>
                <span className="tabular-nums">{formatRupiah(o.total + o.payment_fee)}</span>
              </li>
            </ul>
          </Card>
          <Card>
            <CardHeader title={t('shop.timeline')} />
            <ol className="space-y-1 text-sm">
              {o.timeline.map((e) => (
                <li key={`${e.status}-${e.at}`} className="flex justify-between gap-3">
                  <span>{t(`shop.status.${e.status}`)}</span>
                  <span className="text-slate-500">{formatMoment(e.at)}</span>
                </li>
              ))}
            </ol>
          </Card>
          {dialog && <StepDialog order={o} step={dialog} onClose={() => setDialog(null)} />}
        </>
      )}
    </ConsolePage>
  );
}

function Line({ label, amount }: { label: string; amount: number }) {
  return (
    <li className="flex justify-between gap-3 py-2 text-slate-600">
      <span>{label}</span>
      <span className="tabular-nums">{formatRupiah(amount)}</span>
    </li>
  );
}

const schemas = {
  ship: consoleShopShipRequest,
  cancel: consoleShopCancelRequest,
  refund: consoleShopRefundRequest,
} as const;
const fieldOf = { ship: 'receipt_number', cancel: 'reason', refund: 'reference' } as const;

/** The confirmation of a step; ship, cancel and refund ask their one field first. */
function StepDialog({
  order,
  step,
  onClose,
}: {
  order: ConsoleShopOrderDetail;
  step: Exclude<Dialog, null>;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const act = useShopOrderAction(order.code);
  const formId = useId();
  const field = step === 'confirm' ? null : fieldOf[step];
  const fieldLabel = step === 'confirm' ? '' : t(`shop.dialog.${step}.field`);
  const form = useLocalizedForm<Record<string, string>, Record<string, string>>(
    // biome-ignore lint/suspicious/noExplicitAny: one form for three one-field schemas
    (step === 'confirm' ? consoleShopCancelRequest.partial() : schemas[step]) as any,
    { defaultValues: field ? { [field]: '' } : {}, mode: 'onSubmit' },
  );
  const server = useServerErrors(form);
  const done = () => {
    snackbar.show({ message: t(`shop.done.${step}`, { code: order.code }), color: 'success' });
    onClose();
  };
  const send = (a: ShopOrderAction) => act.mutate(a, { onSuccess: done, onError: (e) => server.handle(e) });
  const submit = form.handleSubmit((values) => {
    if (step === 'ship') send({ kind: 'ship', body: { receipt_number: values.receipt_number ?? '' } });
    else if (step === 'cancel') send({ kind: 'cancel', body: { reason: values.reason ?? '' } });
    else if (step === 'refund') send({ kind: 'refund', body: { reference: values.reference ?? '' } });
  });
  return (
    <ActionDialog
      title={t(`shop.dialog.${step}.title`, { code: order.code })}
      message={t(`shop.dialog.${step}.message`, { total: formatRupiah(order.total + order.payment_fee) })}
      confirmLabel={t(`shop.${step}`)}
      destructive={step === 'cancel'}
      loading={act.isPending}
      error={act.error}
      onCancel={onClose}
      {...(field ? { formId } : { onConfirm: () => send({ kind: 'confirm' }) })}
    >
      {field && (
        <form id={formId} onSubmit={submit} noValidate>
          <TextField
            label={fieldLabel}
            autoComplete="off"
            maxLength={step === 'ship' ? 40 : step === 'cancel' ? 200 : 100}
            error={form.formState.errors[field]?.message}
            {...form.register(field)}
          />
        </form>
      )}
    </ActionDialog>
  );
}
