import { DEBT_HISTORY_KINDS, type DebtHistoryKind } from '@konter/core/contracts/debt';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs';
import { AgentCenterPage } from '../../../features/agent-center/components/agent-center-page';
import {
  type DateRange,
  pageFromParams,
  RangeTooLong,
  ReportFilters,
  rangeFromParams,
  rangeTooLong,
} from '../../../features/agent-center/components/report-parts';
import { DebtHistoryList } from '../../../features/debt';

const sourceKey = {
  prabayar: 'prabayar',
  pascabayar: 'pascabayar',
  'transfer-deposit': 'transfer_deposit',
} as const;

function History({ side, kind, base }: { side: 'upline' | 'downline'; kind: DebtHistoryKind; base: string }) {
  const { t } = useTranslation('debt');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const tooLong = rangeTooLong(range);
  const page = pageFromParams(params);
  const update = (patch: { range?: DateRange; page?: number }) => {
    const r = patch.range ?? range;
    const next = new URLSearchParams({ from: r.from ?? '', to: r.to ?? '' });
    if ((patch.page ?? 1) > 1) next.set('page', String(patch.page));
    setParams(next, { replace: true });
  };
  return (
    <>
      <Tabs
        idBase="debt-history"
        label={t('history.tabs')}
        value={kind}
        onChange={(k) => navigate({ pathname: `${base}/${k}`, search: params.toString() }, { replace: true })}
        items={DEBT_HISTORY_KINDS.map((k) => ({ key: k, label: t(`source.${sourceKey[k]}`) }))}
      />
      <div {...tabPanelProps('debt-history', kind)} className="space-y-4">
        <ReportFilters range={range} onRange={(r) => update({ range: r })} />
        {tooLong ? (
          <RangeTooLong />
        ) : (
          <DebtHistoryList
            side={side}
            kind={kind}
            from={range.from}
            to={range.to}
            page={page}
            onPage={(p) => update({ page: p })}
          />
        )}
      </div>
    </>
  );
}

const kindOf = (v: string | undefined): DebtHistoryKind =>
  (DEBT_HISTORY_KINDS as readonly string[]).includes(v ?? '') ? (v as DebtHistoryKind) : 'prabayar';

/**
 * /agent-center/debt-history[/{kind}] (the master's records) and /account/debt-history/{kind} (one's
 * own debts to the upline): every record, settled ones too, with their payments.
 */
export default function DebtHistoryPage() {
  const { t } = useTranslation('debt');
  const { pathname } = useLocation();
  const { kind: param } = useParams();
  const last = pathname.split('/').filter(Boolean).pop();
  const kind = kindOf(param ?? last);
  if (pathname.startsWith('/account/'))
    return (
      <Page title={t('history.mineTitle')} description={t('history.mineIntro')} toolbarTitle>
        <History side="downline" kind={kind} base="/account/debt-history" />
      </Page>
    );
  return (
    <AgentCenterPage title={t('history.title')} intro={t('history.intro')}>
      <History side="upline" kind={kind} base="/agent-center/debt-history" />
    </AgentCenterPage>
  );
}
