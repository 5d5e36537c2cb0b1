import type { H2hAccount } from '@konter/core/contracts/h2h';
import { H2H_TEST_NUMBER_DOCS } from '@konter/core/h2h-protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { formatDateTime } from '../../../lib/date';
import { useProtocolText } from '../docs/docs-parts';
import { Panel } from './common';

/** The whitelisted IPs: read-only, set by the administrator; none yet means every call gets rc 45. */
export function IpsPanel({ ips }: { ips: H2hAccount['ips'] }) {
  const { t } = useTranslation('developer');
  return (
    <Panel title={t('ips.title')} description={t('ips.description')} testId="developer-ips">
      {ips.length === 0 ? (
        <Alert tone="warning">{t('ips.none')}</Alert>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {ips.map((ip) => (
            <li key={ip.ip} className="px-3 py-2">
              <p className="font-mono text-sm font-semibold break-all text-slate-900">{ip.ip}</p>
              <p className="text-xs text-slate-500">
                {ip.note ? `${ip.note} · ` : ''}
                {t('ips.added', { date: formatDateTime(ip.created_at) })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-600">{t('ips.ask')}</p>
    </Panel>
  );
}

/** Developer mode: what the development key does (test numbers only, no money) and the numbers. */
export function DevModePanel() {
  const { t } = useTranslation('developer');
  const text = useProtocolText();
  return (
    <Panel title={t('devmode.title')} description={t('devmode.description')} testId="developer-mode">
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {H2H_TEST_NUMBER_DOCS.map((n) => (
          <li key={n.number} className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2">
            <span className="font-mono text-sm font-semibold text-slate-900">{n.number}</span>
            <span className="text-sm text-slate-600">{text(n.meaning)}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        {t('devmode.other')}{' '}
        <Link to="/developer#devmode" className="font-semibold text-brand-700 underline">
          {t('devmode.more')}
        </Link>
      </p>
    </Panel>
  );
}

/** Counts of the member's H2H orders (production) and developer-mode tests. */
export function UsagePanel({ usage, limit }: { usage: H2hAccount['usage']; limit: number }) {
  const { t } = useTranslation('developer');
  const tiles = [
    ['today', usage.today],
    ['last30', usage.last_30_days],
    ['success30', usage.success_30_days],
    ['failed30', usage.failed_30_days],
    ['pending', usage.pending],
    ['dev30', usage.development_30_days],
  ] as const;
  return (
    <Panel title={t('usage.title')} description={t('usage.description')} testId="developer-usage">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {tiles.map(([key, value]) => (
          <div key={key} className="rounded-xl bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-600">{t(`usage.${key}`)}</dt>
            <dd className="text-xl font-bold text-slate-900 tabular-nums">{value.toLocaleString('id-ID')}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">
        {usage.last_request_at
          ? t('usage.lastRequest', { date: formatDateTime(usage.last_request_at) })
          : t('usage.noRequest')}{' '}
        {t('usage.limit', { max: limit })}
      </p>
    </Panel>
  );
}
