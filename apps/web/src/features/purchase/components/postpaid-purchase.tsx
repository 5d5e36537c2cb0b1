import type { PostpaidType } from '@konter/core/catalog';
import type { Account } from '@konter/core/contracts/account';
import { postpaidInquiryRequest, type TransactionView } from '@konter/core/contracts/purchase';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { fieldClasses, TextField } from '../../../components/ui/text-field';
import { isStatus } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { formatRupiah } from '../../../lib/money';
import { usePostpaidProducts } from '../../catalog';
import { useInquirePostpaid } from '../api/inquire-postpaid';
import { billsTotal } from '../bill';
import { BillCard } from './bill-card';
import { PostpaidPayDialog } from './postpaid-pay-dialog';
import { PurchaseHelp } from './purchase-help';

/**
 * Bill payment: pick the biller, check one or more customers' bills ("Cek Tagihan"), tick the ones
 * to pay (at least one), confirm with the PIN. `onPaid` hands the paid ref ids to the status view.
 */
export function PostpaidPurchase({
  type,
  account,
  onPaid,
}: {
  type: PostpaidType;
  account: Account;
  onPaid: (refIds: string[]) => void;
}) {
  const { t } = useTranslation(['purchase', 'common']);
  const selectId = useId();
  const products = usePostpaidProducts(type);
  const active = (products.data?.products ?? []).filter((p) => p.active);
  const form = useLocalizedForm(postpaidInquiryRequest, {
    defaultValues: { product_code: '', customer_no: '' },
    mode: 'onSubmit',
  });
  const server = useServerErrors(form);
  const inquire = useInquirePostpaid();
  const [bills, setBills] = useState<TransactionView[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [selectError, setSelectError] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const productCode = form.watch('product_code');
  const product = active.find((p) => p.code === productCode);
  const { errors } = form.formState;

  // One biller (PLN, BPJS …) needs no choosing.
  useEffect(() => {
    const first = active[0];
    if (!productCode && first) form.setValue('product_code', first.code);
  }, [active, productCode, form]);

  const onInquire = form.handleSubmit((v) => {
    setBlocked(null);
    inquire.mutate(v, {
      onSuccess: (bill) => {
        setBills((bs) => [
          bill,
          ...bs.filter((b) => !(b.product_code === bill.product_code && b.destination === bill.destination)),
        ]);
        setSelected((s) => [...s, bill.ref_id]);
        setSelectError(false);
        form.setValue('customer_no', '');
      },
      onError: (e) => {
        if (isStatus(e, 403, 'account_inactive')) return setBlocked(errorMessage(t, e));
        server.handle(e);
      },
    });
  });

  if (products.isPending) return <PageSkeleton rows={3} label={t('common:loading')} />;
  if (products.isError) return <Alert tone="error">{t('products.loadFailed')}</Alert>;
  if (active.length === 0)
    return <EmptyState icon="inbox" title={t('products.none')} description={t('products.noneText')} />;

  const chosen = bills.filter((b) => selected.includes(b.ref_id));
  const toggle = (ref: string) => {
    setSelectError(false);
    setSelected((s) => (s.includes(ref) ? s.filter((r) => r !== ref) : [...s, ref]));
  };

  return (
    <div className="space-y-5">
      <Card>
        <form noValidate onSubmit={onInquire} className="space-y-4">
          {blocked && <Alert tone="error">{blocked}</Alert>}
          {server.alert && <Alert tone="error">{server.alert}</Alert>}
          {active.length > 1 && (
            <div className="space-y-1.5">
              <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
                {t('postpaid.biller')}
              </label>
              <select
                id={selectId}
                className={fieldClasses(Boolean(errors.product_code))}
                {...form.register('product_code')}
              >
                {active.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.name}
                  </option>
                ))}
              </select>
              {errors.product_code && <p className="text-sm text-red-700">{errors.product_code.message}</p>}
            </div>
          )}
          <TextField
            label={
              active.length === 1
                ? `${t('postpaid.customerNo')} · ${active[0]?.name}`
                : t('postpaid.customerNo')
            }
            inputMode="numeric"
            autoComplete="off"
            className="text-lg tracking-wide tabular-nums"
            help={
              product
                ? `${product.description}. ${t('postpaid.adminFee', { fee: formatRupiah(product.admin_fee) })}`
                : undefined
            }
            error={errors.customer_no?.message}
            {...form.register('customer_no')}
          />
          <Button type="submit" block loading={inquire.isPending}>
            {t('postpaid.check')}
          </Button>
        </form>
      </Card>

      {bills.length > 0 && (
        <section aria-labelledby="bills-title" className="space-y-3">
          <h2 id="bills-title" className="font-semibold text-slate-900">
            {t('postpaid.bills')}
          </h2>
          <p className="text-sm text-slate-600">{t('postpaid.billsHelp')}</p>
          {bills.map((b) => (
            <BillCard
              key={b.ref_id}
              bill={b}
              selected={selected.includes(b.ref_id)}
              onToggle={() => toggle(b.ref_id)}
              onRemove={() => {
                setBills((bs) => bs.filter((x) => x.ref_id !== b.ref_id));
                setSelected((s) => s.filter((r) => r !== b.ref_id));
              }}
            />
          ))}
          <Card className="space-y-3">
            {selectError && <Alert tone="error">{t('bill.selectOne')}</Alert>}
            <p className="flex items-baseline justify-between">
              <span className="text-sm text-slate-600">
                {t('postpaid.selected', { count: chosen.length })}
              </span>
              <span className="text-xl font-bold text-slate-900 tabular-nums">
                {formatRupiah(billsTotal(chosen))}
              </span>
            </p>
            <Button
              block
              size="lg"
              onClick={() => (chosen.length === 0 ? setSelectError(true) : setPaying(true))}
            >
              {t('postpaid.pay')}
            </Button>
          </Card>
        </section>
      )}
      <PurchaseHelp postpaid />
      <PostpaidPayDialog
        open={paying}
        bills={chosen}
        account={account}
        onClose={() => setPaying(false)}
        onPaid={(paid) => {
          setPaying(false);
          const refs = paid.map((p) => p.ref_id);
          setBills((bs) => bs.filter((b) => !refs.includes(b.ref_id)));
          setSelected([]);
          onPaid(refs);
        }}
      />
    </div>
  );
}
