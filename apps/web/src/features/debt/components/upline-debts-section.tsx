import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { formatRupiah } from '../../../lib/money';
import { type DownlineDebt, useMyDebts } from '../api';
import { DebtCard } from './debt-card';
import { DeclareDebtDialog } from './declare-debt-dialog';
import { PayDebtDialog } from './pay-debt-dialog';

function Section() {
  const { t } = useTranslation('debt');
  const q = useMyDebts();
  const snackbar = useSnackbar();
  const [paying, setPaying] = useState<DownlineDebt | null>(null);
  const [declaring, setDeclaring] = useState<DownlineDebt | null>(null);
  const open = (q.data?.data ?? []).filter((d) => d.current_debt > 0);
  if (open.length === 0) return null;
  return (
    <section className="space-y-3" aria-labelledby="upline-debts-title" data-testid="upline-debts">
      <div>
        <h2 id="upline-debts-title" className="text-lg font-semibold text-slate-900">
          {t('mine.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('mine.intro')}</p>
      </div>
      <ul className="space-y-3">
        {open.map((d) => (
          <DebtCard
            key={d.id}
            debt={d}
            side="downline"
            showPayments
            actions={
              <>
                {d.declared_amount !== null && (
                  <p className="w-full text-sm text-sky-900">
                    {t('mine.declared', { amount: formatRupiah(d.declared_amount) })}
                  </p>
                )}
                <Button size="sm" onClick={() => setPaying(d)} data-testid="debt-pay">
                  {t('mine.pay')}
                </Button>
                {d.declared_amount === null && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setDeclaring(d)}
                    data-testid="debt-declare"
                  >
                    {t('mine.declare')}
                  </Button>
                )}
              </>
            }
          />
        ))}
      </ul>
      <PayDebtDialog
        debt={paying}
        onClose={() => setPaying(null)}
        onPaid={(amount, left) => {
          setPaying(null);
          snackbar.show({
            color: 'success',
            message: t('mine.paid', { amount: formatRupiah(amount), left: formatRupiah(left) }),
          });
        }}
      />
      <DeclareDebtDialog
        debt={declaring}
        onClose={() => setDeclaring(null)}
        onDone={() => {
          setDeclaring(null);
          snackbar.show({ color: 'success', message: t('mine.declaredDone') });
        }}
      />
    </section>
  );
}

/**
 * The signed-in user's open debts to their upline master (for /account/utang): each with "pay from
 * deposit" (amount, confirmation, PIN) and "I handed over cash". Fetches its own data and its texts;
 * renders nothing while loading, on failure, or when nothing is owed.
 */
export function UplineDebtsSection() {
  return (
    <Suspense fallback={null}>
      <Section />
    </Suspense>
  );
}
