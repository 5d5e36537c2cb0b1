import {
  type ConsoleH2hIpRequest,
  type ConsoleH2hUser,
  type ConsoleWebhookFailure,
  consoleH2hIpRequest,
} from '@konter/core/contracts/console-commerce';
import type { H2hKeyKind } from '@konter/core/contracts/h2h';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Pill } from '../../components/ui/pill';
import { useSnackbar } from '../../components/ui/snackbar';
import { TextField } from '../../components/ui/text-field';
import { useLocalizedForm, useServerErrors } from '../../lib/form';
import { ConsolePage } from '../components/console-page';
import type { Column } from '../components/data-table';
import { PagedTable, WithNote } from '../components/paged-table';
import { formatMoment } from '../lib/format';
import { ActionDialog } from '../users/action-dialog';
import { useH2hChange, useH2hUsers, useRedeliver, useWebhookFailures } from './api';

// The console's Developers page (issue 18, owner only): the H2H members with their keys and IP
// whitelists (add with validation, remove, revoke a key), and the webhook deliveries that failed
// with their last answer and a redeliver button.

export default function DevelopersPage() {
  const { t } = useTranslation('console');
  return (
    <ConsolePage title={t('developers.title')} description={t('developers.description')}>
      <H2hMembers />
      <Failures />
    </ConsolePage>
  );
}

function H2hMembers() {
  const { t } = useTranslation('console');
  const users = useH2hUsers();
  return (
    <section aria-labelledby="h2h-heading" className="space-y-3">
      <h2 id="h2h-heading" className="text-lg font-semibold text-slate-900">
        {t('developers.h2h')}
      </h2>
      {users.isPending ? (
        <p className="text-slate-500">{t('loading')}</p>
      ) : !users.data?.length ? (
        <EmptyState title={t('developers.noMembers')} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {users.data.map((u) => (
            <Member key={u.id} user={u} />
          ))}
        </div>
      )}
    </section>
  );
}

function Member({ user }: { user: ConsoleH2hUser }) {
  const { t } = useTranslation('console');
  const [dialog, setDialog] = useState<
    { kind: 'remove'; ip: string } | { kind: 'revoke'; key: H2hKeyKind } | null
  >(null);
  return (
    <Card data-testid="h2h-member" data-user={user.id}>
      <CardHeader title={user.name} />
      <p className="text-sm text-slate-600">
        {user.hp} · {user.email}
      </p>
      <div className="mt-2 flex flex-wrap gap-2 text-sm">
        <Pill tone={user.permitted ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800'}>
          {user.permitted ? t('developers.permitted') : t('developers.notPermitted')}
        </Pill>
        <span className="font-mono">{user.username ?? t('developers.noKeys')}</span>
      </div>
      {user.keys.length > 0 && (
        <ul className="mt-3 space-y-2 text-sm">
          {user.keys.map((k) => (
            <li key={k.kind} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {t(`developers.kind.${k.kind}`)} ····{k.hint}
                <span className="block text-xs text-slate-500">
                  {k.last_used_at
                    ? t('developers.lastUsed', { at: formatMoment(k.last_used_at) })
                    : t('developers.neverUsed')}
                </span>
              </span>
              <Button size="sm" variant="danger" onClick={() => setDialog({ kind: 'revoke', key: k.kind })}>
                {t('developers.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 text-sm font-semibold text-slate-700">{t('developers.ips')}</h3>
      {user.ips.length === 0 ? (
        <p className="text-sm text-slate-500">{t('developers.noIps')}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm" data-testid="h2h-ips">
          {user.ips.map((ip) => (
            <li key={ip.ip} className="flex items-center justify-between gap-2">
              <span className="min-w-0 break-all">
                <span className="font-mono">{ip.ip}</span>
                {ip.note && <span className="text-slate-500"> · {ip.note}</span>}
              </span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setDialog({ kind: 'remove', ip: ip.ip })}
                aria-label={t('developers.removeIp', { ip: ip.ip })}
              >
                {t('developers.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddIp user={user} />
      {dialog && <H2hDialog user={user} change={dialog} onClose={() => setDialog(null)} />}
    </Card>
  );
}

function AddIp({ user }: { user: ConsoleH2hUser }) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const change = useH2hChange(user.id);
  const form = useLocalizedForm<ConsoleH2hIpRequest, ConsoleH2hIpRequest>(consoleH2hIpRequest, {
    defaultValues: { ip: '', note: '' },
    mode: 'onSubmit',
  });
  const server = useServerErrors(form);
  const submit = form.handleSubmit((body) =>
    change.mutate(
      { kind: 'ip-add', body },
      {
        onSuccess: () => {
          snackbar.show({
            message: t('developers.ipAdded', { ip: body.ip, name: user.name }),
            color: 'success',
          });
          form.reset();
        },
        onError: (e) => server.handle(e),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <TextField
        label={t('developers.ip')}
        autoComplete="off"
        maxLength={45}
        error={form.formState.errors.ip?.message}
        {...form.register('ip')}
      />
      <TextField
        label={t('developers.note')}
        autoComplete="off"
        maxLength={100}
        error={form.formState.errors.note?.message}
        {...form.register('note')}
      />
      <Button type="submit" loading={change.isPending} className="sm:mt-7">
        {t('developers.addIp')}
      </Button>
    </form>
  );
}

function H2hDialog({
  user,
  change,
  onClose,
}: {
  user: ConsoleH2hUser;
  change: { kind: 'remove'; ip: string } | { kind: 'revoke'; key: H2hKeyKind };
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const send = useH2hChange(user.id);
  const remove = change.kind === 'remove';
  return (
    <ActionDialog
      title={
        remove
          ? t('developers.removeTitle', { ip: change.ip, name: user.name })
          : t('developers.revokeTitle', { kind: t(`developers.kind.${change.key}`), name: user.name })
      }
      message={remove ? t('developers.removeMessage') : t('developers.revokeMessage')}
      confirmLabel={remove ? t('developers.remove') : t('developers.revoke')}
      destructive
      loading={send.isPending}
      error={send.error}
      onCancel={onClose}
      onConfirm={() =>
        send.mutate(remove ? { kind: 'ip-remove', ip: change.ip } : { kind: 'revoke', key: change.key }, {
          onSuccess: () => {
            snackbar.show({
              message: t(remove ? 'developers.removed' : 'developers.revoked'),
              color: 'success',
            });
            onClose();
          },
        })
      }
    />
  );
}

function Failures() {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const [page, setPage] = useState(1);
  const list = useWebhookFailures(page);
  const redeliver = useRedeliver();
  const headingId = useId();
  const answer = (f: ConsoleWebhookFailure) =>
    f.last_attempt
      ? f.last_attempt.http_status !== null
        ? `HTTP ${f.last_attempt.http_status}`
        : (f.last_attempt.error ?? '–')
      : '–';
  const action = (f: ConsoleWebhookFailure) =>
    f.redelivered_as !== null ? (
      <span className="text-sm text-slate-500">{t('developers.redelivered', { id: f.redelivered_as })}</span>
    ) : (
      <Button
        size="sm"
        variant="secondary"
        loading={redeliver.isPending && redeliver.variables === f.id}
        onClick={() =>
          redeliver.mutate(f.id, {
            onSuccess: (r) =>
              snackbar.show({ message: t('developers.redeliverDone', { id: r.id }), color: 'success' }),
          })
        }
      >
        {t('developers.redeliver')}
      </Button>
    );
  const columns: Column<ConsoleWebhookFailure>[] = [
    { header: '#', className: 'tabular-nums', cell: (f) => f.id },
    {
      header: t('developers.member'),
      cell: (f) => <WithNote note={f.user.hp}>{f.user.name}</WithNote>,
    },
    { header: t('developers.event'), cell: (f) => f.event },
    { header: t('developers.host'), className: 'break-all', cell: (f) => f.last_attempt?.url_host ?? '–' },
    { header: t('developers.answer'), cell: (f) => <span className="font-mono">{answer(f)}</span> },
    { header: t('developers.when'), cell: (f) => formatMoment(f.last_attempt?.at ?? f.created_at) },
    { header: t('developers.redeliver'), hideHeader: true, className: 'text-right', cell: action },
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('developers.failures')}
      </h2>
      <PagedTable
        list={list}
        empty={t('developers.noFailures')}
        page={page}
        onPage={setPage}
        pagerLabel={t('developers.failures')}
        label={t('developers.failures')}
        columns={columns}
        rowKey={(f) => f.id}
        card={(f) => (
          <>
            <div className="flex justify-between gap-2 text-sm">
              <span className="font-semibold">
                #{f.id} {f.user.name}
              </span>
              <span className="font-mono">{answer(f)}</span>
            </div>
            <p className="text-sm break-all text-slate-600">
              {f.event} · {f.last_attempt?.url_host ?? '–'} ·{' '}
              {formatMoment(f.last_attempt?.at ?? f.created_at)}
            </p>
            <div className="text-right">{action(f)}</div>
          </>
        )}
      />
    </section>
  );
}
