import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../components/ui/snackbar';
import { formatRupiah } from '../../lib/money';
import { paths } from '../../lib/paths';
import type { DepositTopup } from './api/get-topup';

/**
 * The top-up result snackbar (spec §2 layout shell, §4): success, or pending ("payment pending, check
 * transaction history"), linking to the transaction report (named route laporan::transaksi). Used by
 * the top-up screens and the gateways' return pages (app/routes/payment-return.tsx).
 */
export function useTopupResultSnackbar() {
  const { t } = useTranslation('deposit');
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  return useCallback(
    (result: 'success' | 'pending', topup?: Pick<DepositTopup, 'nominal' | 'credited_amount'>) =>
      snackbar.show({
        message:
          result === 'success'
            ? topup
              ? t('result.successAmount', { amount: formatRupiah(topup.credited_amount ?? topup.nominal) })
              : t('result.success')
            : t('message.paymentPending'),
        color: result === 'success' ? 'success' : 'info',
        action: { label: t('result.report'), onClick: () => navigate(paths.transactionReport) },
      }),
    [snackbar, navigate, t],
  );
}
