import { H2H_KEY_KINDS, type H2hAccount, type H2hKeyKind } from '@konter/core/contracts/h2h';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Pill } from '../../../components/ui/pill';
import { formatDateTime } from '../../../lib/date';
import { useCreateH2hKeys, useRevealH2hKey, useRotateH2hKey } from '../api/h2h';
import { Panel, Row, ShownOnce } from './common';
import { CodeBlock, CopyButton } from './copy-button';

type Shown = { title: string; values: Array<{ label: string; value: string }> };

/**
 * The H2H username, the base URL and the two keys (issue 17): created once (both shown this once),
 * later only "created at / last used"; a rotation (after a confirmation) replaces a key and shows the
 * new one once; a key nobody has seen yet (made by the operator) can be revealed once.
 */
export function KeysPanel({ account, baseUrl }: { account: H2hAccount; baseUrl: string }) {
  const { t } = useTranslation('developer');
  const create = useCreateH2hKeys();
  const rotate = useRotateH2hKey();
  const reveal = useRevealH2hKey();
  const [shown, setShown] = useState<Shown | null>(null);
  const [confirm, setConfirm] = useState<H2hKeyKind | null>(null);
  const keyLabel = (kind: H2hKeyKind) => t(`keys.${kind}.label`);

  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: (r) =>
        setShown({
          title: t('keys.createdTitle'),
          values: [
            { label: t('keys.username'), value: r.username },
            { label: keyLabel('production'), value: r.production_key },
            { label: keyLabel('development'), value: r.development_key },
          ],
        }),
    });
  const onRotate = (kind: H2hKeyKind) =>
    rotate.mutate(kind, {
      onSuccess: (r) => {
        setConfirm(null);
        setShown({
          title: t('keys.rotatedTitle', { key: keyLabel(r.kind) }),
          values: [{ label: keyLabel(r.kind), value: r.key }],
        });
      },
      onError: () => setConfirm(null),
    });
  const onReveal = (kind: H2hKeyKind) =>
    reveal.mutate(kind, {
      onSuccess: (r) =>
        setShown({
          title: t('keys.revealedTitle', { key: keyLabel(r.kind) }),
          values: [{ label: keyLabel(r.kind), value: r.key }],
        }),
    });

  return (
    <Panel
      title={t('keys.title')}
      description={t('keys.description')}
      testId="developer-keys"
      action={
        <Link to="/developer" className="shrink-0 text-sm font-semibold text-brand-700 underline">
          {t('keys.docs')}
        </Link>
      }
    >
      <div className="space-y-1.5">
        <p className="text-sm font-semibold text-slate-700">{t('keys.baseUrl')}</p>
        <CodeBlock code={baseUrl} label={t('keys.baseUrl')} testId="developer-base-url" />
      </div>

      {account.username === null ? (
        <div className="space-y-3 rounded-xl bg-slate-50 p-3">
          <p className="text-sm text-slate-700">{t('keys.none')}</p>
          <Button block loading={create.isPending} onClick={onCreate}>
            {t('keys.create')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 px-3 py-2">
          <div className="min-w-0">
            <p className="text-sm text-slate-600">{t('keys.username')}</p>
            <p
              className="font-mono text-base font-semibold break-all text-slate-900"
              data-testid="h2h-username"
            >
              {account.username}
            </p>
          </div>
          <CopyButton text={account.username} label={t('once.copy', { what: t('keys.username') })} />
        </div>
      )}

      {shown && (
        <ShownOnce
          title={shown.title}
          values={shown.values}
          onDone={() => setShown(null)}
          testId="developer-key-shown"
        />
      )}

      {account.username !== null && (
        <ul className="space-y-3">
          {H2H_KEY_KINDS.map((kind) => {
            const key = account.keys.find((k) => k.kind === kind);
            return (
              <li
                key={kind}
                className="rounded-xl border border-slate-200 p-3"
                data-testid={`h2h-key-${kind}`}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold text-slate-900">{keyLabel(kind)}</h3>
                  <Pill
                    tone={
                      kind === 'production' ? 'bg-emerald-100 text-emerald-800' : 'bg-sky-100 text-sky-800'
                    }
                  >
                    {t(`keys.${kind}.pill`)}
                  </Pill>
                </div>
                <p className="mt-1 text-sm text-slate-600">{t(`keys.${kind}.help`)}</p>
                {key ? (
                  <div className="mt-2 divide-y divide-slate-100">
                    <Row label={t('keys.hint')}>
                      <span className="font-mono">••••{key.hint}</span>
                    </Row>
                    <Row label={t('keys.createdAt')}>{formatDateTime(key.created_at)}</Row>
                    <Row label={t('keys.lastUsed')}>
                      {key.last_used_at ? formatDateTime(key.last_used_at) : t('keys.neverUsed')}
                    </Row>
                  </div>
                ) : (
                  <p className="mt-2 text-sm text-slate-600">{t('keys.missing')}</p>
                )}
                <div className="mt-3 flex flex-wrap gap-2">
                  {key?.revealable && (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={reveal.isPending && reveal.variables === kind}
                      onClick={() => onReveal(kind)}
                    >
                      {t('keys.reveal')}
                    </Button>
                  )}
                  <Button size="sm" variant="secondary" onClick={() => setConfirm(kind)}>
                    {key ? t('keys.rotate') : t('keys.generate')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? t('keys.rotateTitle', { key: keyLabel(confirm) }) : ''}
        message={confirm ? t(`keys.rotateText.${confirm}`) : ''}
        confirmLabel={t('keys.rotateConfirm')}
        loading={rotate.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && onRotate(confirm)}
      />
    </Panel>
  );
}
