import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn';
import { HeadRow } from '../components/head-row';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as the diff shows it: text as it is, anything else as JSON; a missing one as a dash. */
const shown = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/**
 * One entry's before and after. Two objects: field by field, the changed ones marked (what the
 * action did); anything else: both values as JSON.
 */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('console');
  if ((before === null || before === undefined) && (after === null || after === undefined))
    return <p className="text-sm text-slate-500">{t('audit.diff.none')}</p>;

  const b = before ?? {};
  const a = after ?? {};
  if (!isRecord(b) || !isRecord(a))
    return (
      <div className="grid gap-3 md:grid-cols-2">
        <JsonBlock label={t('audit.diff.before')} value={before} />
        <JsonBlock label={t('audit.diff.after')} value={after} />
      </div>
    );

  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="audit-diff">
        <thead className="text-xs text-slate-500">
          <HeadRow
            padding="py-1.5"
            gap="pr-3"
            labels={[t('audit.diff.field'), t('audit.diff.before'), t('audit.diff.after')]}
          />
        </thead>
        <tbody>
          {fields.map((field) => {
            const changed = JSON.stringify(b[field]) !== JSON.stringify(a[field]);
            return (
              <tr
                key={field}
                data-changed={changed || undefined}
                className={cn('align-top', changed ? 'bg-amber-50' : 'text-slate-500')}
              >
                <th scope="row" className="py-1.5 pr-3 font-mono text-xs font-medium">
                  {field}
                </th>
                <td
                  className={cn(
                    'py-1.5 pr-3 font-mono text-xs break-all whitespace-pre-wrap',
                    changed && 'text-red-800 line-through decoration-red-300',
                  )}
                >
                  {shown(b[field])}
                </td>
                <td
                  className={cn(
                    'py-1.5 font-mono text-xs break-all whitespace-pre-wrap',
                    changed && 'text-emerald-800',
                  )}
                >
                  {shown(a[field])}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <div>
      <p className="text-xs font-semibold text-slate-500">{label}</p>
      <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-50 p-2 font-mono text-xs whitespace-pre-wrap">
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}
