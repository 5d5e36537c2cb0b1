import { sellingPrice } from '@konter/core/catalog';
import type { TransactionView } from '@konter/core/contracts/purchase';
import { groupPlnToken, plnKwhText, plnTariffPower, plnTokenOf } from '@konter/core/pln';
import type { TFunction } from 'i18next';
import { formatDateTime, formatPeriod } from '../../../lib/date';
import { currentLocale } from '../../../lib/i18n';
import { formatRupiah } from '../../../lib/money';
import { billLines } from '../../purchase';

export interface ReceiptModel {
  title: string;
  rows: Array<[label: string, value: string]>;
  /** The serial number, or a PLN token alone in 4-digit groups; null until the transaction succeeds. */
  sn: string | null;
  /** What the SN is called: "SN / Token", or the electricity token's own label. */
  snLabel: string;
  /** A PLN token's meter data under it, one line each: name, tariff/power, kWh. */
  snRows: Array<[label: string, value: string]>;
  /** What the customer pays the user: the user's price plus their markup (spec §5). */
  total: number;
}

/** The receipt's content, shared by the printed view and the Android shell's printer payload. */
export function receiptModel(trx: TransactionView, t: TFunction<['transactions', 'common']>): ReceiptModel {
  const total = sellingPrice(trx.buying_price, { markup: trx.markup_price });
  const rows: ReceiptModel['rows'] = [
    [t('transactions:receipt.date'), formatDateTime(trx.settled_at ?? trx.created_at)],
    [t('transactions:receipt.ref'), trx.ref_id],
    [t('transactions:receipt.product'), trx.product_name],
    [
      t(trx.kind === 'prepaid' ? 'transactions:receipt.number' : 'transactions:receipt.customerNo'),
      trx.destination,
    ],
  ];
  const success = trx.status === 'success';
  const pln = success ? plnTokenOf(trx) : null;
  // A PLN token's SN names the customer itself: once, under the token.
  if (trx.customer_name && !pln?.name) rows.push([t('transactions:receipt.name'), trx.customer_name]);
  if (trx.order_number) rows.push([t('transactions:receipt.orderNumber'), trx.order_number]);
  if (trx.kind === 'postpaid') {
    const lines = billLines(trx);
    const amount = lines.length ? lines.reduce((s, l) => s + l.billAmount, 0) : (trx.nominal ?? 0);
    const penalty = lines.reduce((s, l) => s + l.penalty, 0);
    if (lines.length)
      rows.push([t('transactions:receipt.period'), lines.map((l) => formatPeriod(l.period)).join(', ')]);
    rows.push([t('transactions:receipt.billAmount'), formatRupiah(amount)]);
    if (penalty > 0) rows.push([t('transactions:receipt.penalty'), formatRupiah(penalty)]);
    rows.push([t('transactions:receipt.admin'), formatRupiah(Math.max(0, total - amount - penalty))]);
  }
  rows.push([t('transactions:receipt.status'), t(`common:trxStatus.${trx.status}`)]);
  return {
    title: t(
      trx.kind === 'prepaid' ? 'transactions:receipt.titlePrepaid' : 'transactions:receipt.titlePostpaid',
    ),
    rows,
    sn: pln ? groupPlnToken(pln.token) : success ? trx.serial_number : null,
    snLabel: t(pln ? 'transactions:receipt.token' : 'transactions:receipt.sn'),
    snRows: pln ? plnRows(pln, t) : [],
    total,
  };
}

function plnRows(
  pln: NonNullable<ReturnType<typeof plnTokenOf>>,
  t: TFunction<['transactions', 'common']>,
): ReceiptModel['snRows'] {
  const locale = currentLocale();
  const rows: ReceiptModel['snRows'] = [];
  const tariffPower = plnTariffPower(pln, locale);
  const kwh = plnKwhText(pln, locale);
  if (pln.name) rows.push([t('transactions:receipt.name'), pln.name]);
  if (tariffPower) rows.push([t('transactions:receipt.tariffPower'), tariffPower]);
  if (kwh) rows.push([t('transactions:receipt.kwh'), kwh]);
  return rows;
}
