import type { BillDebtSource } from '@konter/core/contracts/debt';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs';
import { AgentCenterPage } from '../../../features/agent-center/components/agent-center-page';
import { OpenDebts } from '../../../features/debt';

/** /agent-center/list-bill-debt: the downlines' open debts on prabayar and pascabayar transactions. */
export default function ListBillDebtPage() {
  const { t } = useTranslation('debt');
  const [params, setParams] = useSearchParams();
  const source: BillDebtSource = params.get('source') === 'pascabayar' ? 'pascabayar' : 'prabayar';
  return (
    <AgentCenterPage title={t('list.billTitle')} intro={t('list.billIntro')}>
      <Tabs
        idBase="bill-debt"
        label={t('list.tabs')}
        value={source}
        onChange={(s) => setParams(s === 'prabayar' ? {} : { source: s }, { replace: true })}
        items={[
          { key: 'prabayar', label: t('source.prabayar') },
          { key: 'pascabayar', label: t('source.pascabayar') },
        ]}
      />
      <div {...tabPanelProps('bill-debt', source)}>
        <OpenDebts
          key={source}
          source={source}
          empty={
            <div className="space-y-3">
              <p className="text-sm text-slate-600">{t('list.emptyBill')}</p>
              <Link to="/agent-center/transaksi-agen" className={buttonClasses('secondary', 'sm')}>
                {t('list.goTransactions')}
              </Link>
            </div>
          }
        />
      </div>
    </AgentCenterPage>
  );
}
