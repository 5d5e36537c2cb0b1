import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { TextField } from '../../components/ui/text-field';
import { type AuditFilter, auditExportUrl } from '../api/list-audit';
import { useKnownActions } from './action-label';

type Values = { actor: string; action: string; from: string; to: string };

const toValues = (f: AuditFilter): Values => ({
  actor: f.actor ?? '',
  action: f.action ?? '',
  from: f.from ?? '',
  to: f.to ?? '',
});
const toFilter = (v: Values): AuditFilter => ({
  actor: v.actor.trim() || undefined,
  action: v.action.trim() || undefined,
  from: v.from || undefined,
  to: v.to || undefined,
});

/**
 * The audit log's filters (actor, action or its prefix, Jakarta dates) and the export of what they
 * select. The filter in force is the page's URL; the form edits a copy until applied.
 */
export function AuditFilters({
  filter,
  onApply,
}: {
  filter: AuditFilter;
  onApply: (filter: AuditFilter) => void;
}) {
  const { t } = useTranslation('console');
  const actions = useKnownActions();
  const listId = useId();
  const form = useForm<Values>({ values: toValues(filter) });
  const active = Object.values(filter).some(Boolean);

  return (
    <form
      onSubmit={form.handleSubmit((v) => onApply(toFilter(v)))}
      className="rounded-2xl border border-slate-200 bg-white p-4"
      aria-label={t('audit.filters')}
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <TextField
          containerClassName="col-span-2 lg:col-span-1"
          label={t('audit.actor')}
          placeholder={t('audit.actorPlaceholder')}
          {...form.register('actor')}
        />
        <TextField
          containerClassName="col-span-2 lg:col-span-1"
          label={t('audit.action')}
          placeholder={t('audit.actionPlaceholder')}
          list={listId}
          autoComplete="off"
          {...form.register('action')}
        />
        <TextField label={t('audit.from')} type="date" {...form.register('from')} />
        <TextField label={t('audit.to')} type="date" {...form.register('to')} />
      </div>
      <datalist id={listId}>
        {actions.map((a) => (
          <option key={a} value={a} />
        ))}
      </datalist>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm">
          <Icon name="search" className="size-4" />
          {t('audit.apply')}
        </Button>
        {active && (
          <Button variant="ghost" size="sm" onClick={() => onApply({})}>
            {t('audit.clear')}
          </Button>
        )}
        <a
          href={auditExportUrl(filter)}
          download
          title={t('audit.exportHelp')}
          className={`${buttonClasses('secondary', 'sm')} sm:ml-auto`}
          data-testid="audit-export"
        >
          <Icon name="download" className="size-4" />
          {t('audit.export')}
        </a>
      </div>
    </form>
  );
}
