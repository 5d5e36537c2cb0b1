import type { ApprovalField, ApprovalItem } from '@konter/core/contracts/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Icon } from '../../components/ui/icons';
import { Pill } from '../../components/ui/pill';
import { formatDate } from '../../lib/date';
import { formatRupiah } from '../../lib/money';
import { approvalImageUrl } from '../api/list-approvals';
import { formatMoment } from '../lib/format';
import { Fact, Facts } from '../users/facts';
import { KIND_ICONS } from './kind-label';

/** A fact's value as the reader reads it: rupiah, a WIB date or moment, a number, or the text. */
export function factValue(f: ApprovalField): string {
  if (f.value === null || f.value === '') return '—';
  switch (f.format) {
    case 'money':
      return formatRupiah(Number(f.value));
    case 'date':
      return formatDate(String(f.value));
    case 'datetime':
      return formatMoment(String(f.value));
    case 'number':
      return new Intl.NumberFormat('id-ID').format(Number(f.value));
    default:
      return String(f.value);
  }
}

/** The header shows the member: their name and phone are not repeated among the facts. */
const SHOWN_ABOVE = new Set(['name', 'phone']);

/**
 * One item of the queue: what it is, who asked and when, the amount at stake, its facts, the proof
 * or identity image (the full size opens in a new tab), and Approve / Reject — disabled while a
 * decision of this item is on its way.
 */
export function ApprovalCard({
  item,
  busy,
  onApprove,
  onReject,
}: {
  item: ApprovalItem;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation('console');
  const facts = item.fields.filter((f) => !SHOWN_ABOVE.has(f.key) && f.value !== null && f.value !== '');
  return (
    <Card className="space-y-4" data-testid={`approval-${item.kind}-${item.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <Pill tone="bg-slate-100 text-slate-700" className="inline-flex items-center gap-1.5">
            <Icon name={KIND_ICONS[item.kind]} className="size-3.5" />
            {t(`approvals.kinds.${item.kind}`)}
          </Pill>
          <h2 className="text-lg font-semibold break-words text-slate-900">
            {item.member?.name ?? `#${item.id}`}
            {item.member && <span className="ml-2 text-sm font-normal text-slate-500">{item.member.hp}</span>}
          </h2>
          <p className="text-sm text-slate-500">
            {t('approvals.since', { time: formatMoment(item.created_at) })}
          </p>
        </div>
        {item.amount !== null && (
          <p className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="approval-amount">
            {formatRupiah(item.amount)}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-4 sm:flex-row">
        {facts.length > 0 && (
          <div className="min-w-0 flex-1">
            <Facts>
              {facts.map((f) => (
                <Fact key={f.key} label={t(`approvals.fields.${f.key}`)}>
                  {factValue(f)}
                </Fact>
              ))}
            </Facts>
          </div>
        )}
        {item.image && <ApprovalImage item={item} />}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onReject} disabled={busy} data-testid="approval-reject">
          {t('approvals.reject')}
        </Button>
        <Button onClick={onApprove} loading={busy} data-testid="approval-approve">
          <Icon name="check" className="size-5" />
          {t('approvals.approve')}
        </Button>
      </div>
    </Card>
  );
}

function ApprovalImage({ item }: { item: ApprovalItem }) {
  const { t } = useTranslation('console');
  const [failed, setFailed] = useState(false);
  const url = approvalImageUrl(item.kind, item.id);
  const label = t(`approvals.image.${item.image ?? 'proof'}`);
  return (
    <figure className="shrink-0 sm:w-60">
      {failed ? (
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-600">{t('approvals.image.failed')}</p>
      ) : (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="block overflow-hidden rounded-xl border border-slate-200 bg-slate-50 hover:border-brand-600"
        >
          <img
            src={url}
            alt={label}
            loading="lazy"
            onError={() => setFailed(true)}
            className="h-40 w-full object-contain sm:h-36"
            data-testid="approval-image"
          />
        </a>
      )}
      <figcaption className="mt-1.5 flex items-center justify-between gap-2 text-xs text-slate-600">
        <span>{label}</span>
        {!failed && (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold whitespace-nowrap text-brand-700 hover:underline"
          >
            {t('approvals.image.open')}
          </a>
        )}
      </figcaption>
    </figure>
  );
}
