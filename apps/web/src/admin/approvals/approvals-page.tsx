import { APPROVAL_KINDS, type ApprovalItem, type ApprovalKindName } from '@konter/core/contracts/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../components/query-error';
import { cn } from '../../components/ui/cn';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icons';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useDecideApproval } from '../api/decide-approval';
import { useApprovals } from '../api/list-approvals';
import { ConsolePage } from '../components/console-page';
import { LiveBadge } from '../components/live-badge';
import { ApprovalCard } from './approval-card';
import { ApproveDialog, RejectDialog } from './approval-dialogs';
import { KIND_ICONS } from './kind-label';

const isKind = (v: string | null): v is ApprovalKindName =>
  (APPROVAL_KINDS as readonly string[]).includes(v ?? '');

/**
 * /admin/approvals (finance, customer service, owner): what waits for the caller's roles, by kind
 * (chips with counts; the kind is in the URL, ?kind=deposit), oldest first. Each decision is
 * confirmed (the amount named) or given a reason; a decision someone else made first is said and
 * the queue is read again. Live on the staff socket.
 */
export default function ApprovalsPage() {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const raw = params.get('kind');
  const kind = isKind(raw) ? raw : undefined;
  const queue = useApprovals(kind);
  const decide = useDecideApproval();
  const [dialog, setDialog] = useState<{ action: 'approve' | 'reject'; item: ApprovalItem } | null>(null);
  const choose = (next?: ApprovalKindName) => setParams(next ? { kind: next } : {}, { replace: true });
  const close = () => {
    setDialog(null);
    decide.reset();
  };

  const counts = queue.data?.counts ?? [];
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const shownCount = kind ? (counts.find((c) => c.kind === kind)?.count ?? 0) : total;
  const busy = (item: ApprovalItem) =>
    decide.isPending && decide.variables?.kind === item.kind && decide.variables.id === item.id;

  return (
    <ConsolePage title={t('approvals.title')} description={t('approvals.description')} action={<LiveBadge />}>
      {queue.isPending ? (
        <PageSkeleton label={t('approvals.loading')} />
      ) : queue.isError ? (
        <QueryError onRetry={() => void queue.refetch()} />
      ) : (
        <>
          <div
            role="toolbar"
            aria-label={t('approvals.filter')}
            className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
          >
            <Chip selected={!kind} onClick={() => choose()} count={total} testId="chip-all">
              {t('approvals.all')}
            </Chip>
            {counts.map((c) => (
              <Chip
                key={c.kind}
                selected={kind === c.kind}
                onClick={() => choose(c.kind)}
                count={c.count}
                testId={`chip-${c.kind}`}
              >
                <Icon name={KIND_ICONS[c.kind]} className="size-4" />
                {t(`approvals.kinds.${c.kind}`)}
              </Chip>
            ))}
          </div>
          {queue.data.items.length === 0 ? (
            <EmptyState icon="inbox" title={t('approvals.empty')} />
          ) : (
            <>
              {queue.data.items.length < shownCount && (
                <p className="text-sm text-slate-600">
                  {t('approvals.more', { shown: queue.data.items.length, total: shownCount })}
                </p>
              )}
              <ul className="space-y-4" data-testid="approval-list">
                {queue.data.items.map((item) => (
                  <li key={`${item.kind}:${item.id}`}>
                    <ApprovalCard
                      item={item}
                      busy={busy(item)}
                      onApprove={() => setDialog({ action: 'approve', item })}
                      onReject={() => setDialog({ action: 'reject', item })}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      {dialog?.action === 'approve' && <ApproveDialog item={dialog.item} decide={decide} onClose={close} />}
      {dialog?.action === 'reject' && <RejectDialog item={dialog.item} decide={decide} onClose={close} />}
    </ConsolePage>
  );
}

function Chip({
  selected,
  onClick,
  count,
  testId,
  children,
}: {
  selected: boolean;
  onClick: () => void;
  count: number;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      data-testid={testId}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
        selected
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600',
      )}
    >
      {children}
      <span
        className={cn(
          'min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums',
          selected
            ? 'bg-white/20 text-white'
            : count > 0
              ? 'bg-amber-100 text-amber-900'
              : 'bg-slate-100 text-slate-500',
        )}
      >
        {count}
      </span>
    </button>
  );
}
