import type { AuditEntry } from '@konter/core/contracts/console';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { DataTable } from '../components/data-table';
import { formatMoment } from '../lib/format';
import { useActionLabel } from './action-label';
import { AuditDiff } from './audit-diff';

/** Audit entries: a table on wide screens, cards on a phone; each one's changes open on demand. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const { t } = useTranslation('console');
  const base = useId();
  const detailId = (entry: AuditEntry) => `${base}-${entry.id}`;
  const toggleButton = (entry: AuditEntry) =>
    hasChanges(entry) && (
      <ToggleButton
        expanded={open.has(entry.id)}
        controls={detailId(entry)}
        onClick={() => toggle(entry.id)}
      />
    );
  const diff = (entry: AuditEntry) => <AuditDiff before={entry.before} after={entry.after} />;
  return (
    <DataTable
      rows={entries}
      rowKey={(entry) => entry.id}
      rowAttributes={(entry) => ({ 'data-testid': 'audit-entry', 'data-action': entry.action })}
      columns={[
        {
          header: t('audit.col.at'),
          className: 'whitespace-nowrap text-slate-600 tabular-nums',
          cell: (entry) => formatMoment(entry.at),
        },
        { header: t('audit.col.actor'), className: 'break-words text-slate-900', cell: (e) => e.actor },
        { header: t('audit.col.action'), cell: (entry) => <ActionText action={entry.action} /> },
        {
          header: t('audit.col.target'),
          className: 'font-mono text-xs break-all text-slate-700',
          cell: (entry) => entry.target ?? '—',
        },
        {
          header: t('audit.col.ip'),
          className: 'font-mono text-xs whitespace-nowrap text-slate-700',
          cell: (entry) => entry.ip ?? '—',
        },
        { header: t('audit.col.changes'), hideHeader: true, className: 'text-right', cell: toggleButton },
      ]}
      detail={(entry) => (open.has(entry.id) ? { id: detailId(entry), content: diff(entry) } : null)}
      cardClassName="space-y-2 text-sm"
      card={(entry) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <ActionText action={entry.action} />
            <span className="shrink-0 text-xs text-slate-500 tabular-nums">{formatMoment(entry.at)}</span>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-slate-500">{t('audit.col.actor')}</dt>
            <dd className="break-words text-slate-900">{entry.actor}</dd>
            <dt className="text-slate-500">{t('audit.col.target')}</dt>
            <dd className="font-mono text-xs break-all">{entry.target ?? '—'}</dd>
            <dt className="text-slate-500">{t('audit.col.ip')}</dt>
            <dd className="font-mono text-xs">{entry.ip ?? '—'}</dd>
          </dl>
          {toggleButton(entry)}
          {open.has(entry.id) && (
            <div id={detailId(entry)} className="rounded-xl bg-slate-50 p-3">
              {diff(entry)}
            </div>
          )}
        </>
      )}
    />
  );
}

function ActionText({ action }: { action: string }) {
  const label = useActionLabel()(action);
  return (
    <span className="block">
      <span className="font-medium text-slate-900">{label}</span>
      {label !== action && <span className="block font-mono text-xs text-slate-500">{action}</span>}
    </span>
  );
}

/** Whether an entry carries a before or an after to show (a sign-in often has neither). */
const hasChanges = (entry: AuditEntry) =>
  (entry.before !== null && entry.before !== undefined) ||
  (entry.after !== null && entry.after !== undefined);

function ToggleButton({
  expanded,
  controls,
  onClick,
}: {
  expanded: boolean;
  controls: string;
  onClick: () => void;
}) {
  const { t } = useTranslation('console');
  return (
    <Button
      variant="ghost"
      size="sm"
      className="whitespace-nowrap"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
    >
      {expanded ? t('audit.hide') : t('audit.show')}
    </Button>
  );
}
