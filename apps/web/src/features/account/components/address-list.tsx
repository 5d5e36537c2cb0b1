import { ADDRESS_LIMIT } from '@konter/core/contracts/address';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { Pill } from '../../../components/ui/pill';
import { useSnackbar } from '../../../components/ui/snackbar';
import { useDeleteAddress } from '../api/delete-address';
import type { Address } from '../api/get-addresses';
import { useSetPrimaryAddress } from '../api/set-primary-address';
import { AddressDialog } from './address-dialog';

/** The address as a courier label reads it: street, then the areas, then the postal code. */
export const addressLines = (a: Address) => [
  a.detail,
  [a.sub_district, a.district].join(', '),
  `${a.city}, ${a.province} ${a.postal_code}`,
];

/** The member's addresses (primary first): add, change, delete with confirmation, make primary. */
export function AddressList({ addresses }: { addresses: Address[] }) {
  const { t } = useTranslation(['account', 'common']);
  const snackbar = useSnackbar();
  const remove = useDeleteAddress();
  const primary = useSetPrimaryAddress();
  const [editing, setEditing] = useState<{ address: Address | null } | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const full = addresses.length >= ADDRESS_LIMIT;
  const title = (a: Address) => a.favorite_label || a.name;

  const add = (
    <Button onClick={() => setEditing({ address: null })} disabled={full}>
      <Icon name="plus" className="size-5" />
      {t('addresses.add')}
    </Button>
  );

  return (
    <>
      {addresses.length === 0 ? (
        <EmptyState
          icon="mapPin"
          title={t('addresses.emptyTitle')}
          description={t('addresses.emptyText')}
          action={add}
        />
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600">
              {full
                ? t('addresses.full', { max: ADDRESS_LIMIT })
                : t('addresses.count', { n: addresses.length, max: ADDRESS_LIMIT })}
            </p>
            {add}
          </div>
          <ul className="space-y-3">
            {addresses.map((a) => (
              <li key={a.id} className="rounded-2xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <Icon name="mapPin" className="size-5 shrink-0 text-brand-700" />
                  <h2 className="font-semibold text-slate-900">{title(a)}</h2>
                  {a.is_primary && <Pill tone="bg-brand-50 text-brand-800">{t('addresses.primary')}</Pill>}
                </div>
                <p className="mt-2 text-sm font-medium text-slate-800">
                  {a.name} · <span className="tabular-nums">{a.phone}</span>
                </p>
                <address className="text-sm text-slate-600 not-italic">
                  {addressLines(a).map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                  {a.note && <span className="block text-slate-500">{a.note}</span>}
                </address>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setEditing({ address: a })}
                    aria-label={t('addresses.editLabel', { name: title(a) })}
                  >
                    <Icon name="edit" className="size-5" />
                    {t('addresses.edit')}
                  </Button>
                  {!a.is_primary && (
                    <Button
                      variant="ghost"
                      size="sm"
                      loading={primary.isPending && primary.variables === a.id}
                      onClick={() =>
                        primary.mutate(a.id, {
                          onSuccess: () =>
                            snackbar.show({ message: t('addresses.primarySet'), color: 'success' }),
                        })
                      }
                      aria-label={t('addresses.makePrimaryLabel', { name: title(a) })}
                    >
                      <Icon name="star" className="size-5" />
                      {t('addresses.makePrimaryShort')}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700 hover:bg-red-50"
                    onClick={() => setDeleting(a)}
                    aria-label={t('addresses.deleteLabel', { name: title(a) })}
                  >
                    <Icon name="trash" className="size-5" />
                    {t('common:action.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      <AddressDialog
        open={editing !== null}
        address={editing?.address ?? null}
        first={addresses.length === 0}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('addresses.deleteTitle')}
        message={
          deleting
            ? t(deleting.is_primary ? 'addresses.deleteTextPrimary' : 'addresses.deleteText', {
                name: title(deleting),
              })
            : ''
        }
        confirmLabel={t('common:action.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              snackbar.show({ message: t('addresses.deleted'), color: 'success' });
              setDeleting(null);
            },
            onError: () => setDeleting(null),
          })
        }
      />
    </>
  );
}
