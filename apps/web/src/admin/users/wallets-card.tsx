import {
  type ConsoleUserDetail,
  type ConsoleUserLedgerEntry,
  USER_WALLETS,
  type UserWallet,
} from '@konter/core/contracts/console';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { Card, CardHeader } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { EmptyState } from '../../components/ui/empty-state';
import { Pager } from '../../components/ui/pager';
import { PageSkeleton } from '../../components/ui/skeleton';
import { Tabs, tabPanelProps } from '../../components/ui/tabs';
import { formatRupiah } from '../../lib/money';
import { HeadRow } from '../components/head-row';
import { formatMoment } from '../lib/format';
import { useWide } from '../lib/use-wide';
import { useUserLedger } from './api/list-user-ledger';
import { ledgerLabel } from './labels';

/** The three balances of the user's wallets (the ledger's accounts). */
export function WalletsCard({ user }: { user: ConsoleUserDetail }) {
  const { t } = useTranslation('console');
  return (
    <Card data-testid="user-wallets">
      <CardHeader title={t('users.wallets.title')} />
      <dl className="grid grid-cols-1 gap-2">
        {USER_WALLETS.map((wallet) => (
          <div
            key={wallet}
            className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-xl bg-slate-50 px-3 py-2.5"
          >
            <dt className="text-sm text-slate-600">{t(`users.wallets.${wallet}`)}</dt>
            <dd
              className="text-lg font-bold whitespace-nowrap text-slate-900 tabular-nums"
              data-testid={`wallet-${wallet}`}
            >
              {formatRupiah(user.wallets[wallet])}
            </dd>
            {wallet === 'loan' && (
              <dd className="w-full text-xs text-slate-500">{t('users.wallets.loanHelp')}</dd>
            )}
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** A wallet's ledger history: one tab per wallet, newest first, pages of 20. */
export function LedgerCard({ user }: { user: ConsoleUserDetail }) {
  const { t } = useTranslation('console');
  const idBase = useId();
  const [wallet, setWallet] = useState<UserWallet>('deposit');
  const [page, setPage] = useState(1);
  const ledger = useUserLedger(user.id, wallet, page);
  const choose = (next: UserWallet) => {
    setWallet(next);
    setPage(1);
  };
  return (
    <Card data-testid="user-ledger">
      <CardHeader title={t('users.ledger.title')} />
      <Tabs
        items={USER_WALLETS.map((key) => ({ key, label: t(`users.wallets.${key}`) }))}
        value={wallet}
        onChange={choose}
        label={t('users.ledger.wallets')}
        idBase={idBase}
      />
      <div {...tabPanelProps(idBase, wallet)} className="mt-4 space-y-4">
        {ledger.isPending ? (
          <PageSkeleton rows={3} label={t('users.ledger.loading')} />
        ) : ledger.isError ? (
          <QueryError onRetry={() => void ledger.refetch()} />
        ) : ledger.data.data.length === 0 ? (
          <EmptyState icon="wallet" title={t('users.ledger.empty')} />
        ) : (
          <LedgerEntries entries={ledger.data.data} />
        )}
        {ledger.data && (page > 1 || ledger.data.meta.has_more) && (
          <Pager
            page={page}
            lastPage={ledger.data.meta.has_more ? page + 1 : page}
            onChange={setPage}
            previousLabel={t('users.ledger.newer')}
            nextLabel={t('users.ledger.older')}
            indicator={t('users.ledger.page', { page })}
            label={t('users.ledger.pager')}
          />
        )}
      </div>
    </Card>
  );
}

function Amount({ entry }: { entry: ConsoleUserLedgerEntry }) {
  const credit = entry.direction === 'credit';
  return (
    <span className={cn('font-semibold tabular-nums', credit ? 'text-emerald-700' : 'text-red-700')}>
      {credit ? '+' : '−'}
      {formatRupiah(entry.amount)}
    </span>
  );
}

function Kind({ entry }: { entry: ConsoleUserLedgerEntry }) {
  return (
    <span className="block">
      <span className="font-medium text-slate-900">{ledgerLabel(entry.label)}</span>
      <span className="block font-mono text-xs text-slate-500">{entry.kind}</span>
    </span>
  );
}

function LedgerEntries({ entries }: { entries: ConsoleUserLedgerEntry[] }) {
  const { t } = useTranslation('console');
  if (!useWide())
    return (
      <ul className="divide-y divide-slate-100">
        {entries.map((e) => (
          <li key={e.id} data-testid="ledger-entry" className="space-y-1 py-3 text-sm">
            <div className="flex items-start justify-between gap-3">
              <Kind entry={e} />
              <Amount entry={e} />
            </div>
            <p className="flex justify-between gap-3 text-xs text-slate-500">
              <span>{formatMoment(e.at)}</span>
              <span className="tabular-nums">
                {formatRupiah(e.balance_before)} → {formatRupiah(e.balance_after)}
              </span>
            </p>
            {e.reference && <p className="font-mono text-xs break-all text-slate-500">{e.reference}</p>}
          </li>
        ))}
      </ul>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
          <HeadRow
            padding="py-2"
            gap="pr-4"
            right={[2, 3, 4]}
            labels={(['at', 'kind', 'amount', 'before', 'after', 'reference'] as const).map((c) =>
              t(`users.ledger.col.${c}`),
            )}
          />
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((e) => (
            <tr key={e.id} data-testid="ledger-entry" className="align-top">
              <td className="py-2.5 pr-4 whitespace-nowrap text-slate-600">{formatMoment(e.at)}</td>
              <td className="py-2.5 pr-4">
                <Kind entry={e} />
              </td>
              <td className="py-2.5 pr-4 text-right whitespace-nowrap">
                <Amount entry={e} />
              </td>
              <td className="py-2.5 pr-4 text-right whitespace-nowrap text-slate-600 tabular-nums">
                {formatRupiah(e.balance_before)}
              </td>
              <td className="py-2.5 pr-4 text-right whitespace-nowrap text-slate-900 tabular-nums">
                {formatRupiah(e.balance_after)}
              </td>
              <td className="py-2.5 font-mono text-xs break-all text-slate-500">{e.reference ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
