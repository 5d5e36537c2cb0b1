import { ADDRESS_LIMIT } from '@konter/core/contracts/address';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Pill } from '../../../components/ui/pill';
import { useSnackbar } from '../../../components/ui/snackbar';
import { useDeleteAddress } from '../api/delete-address';
import type { Address } from '../api/get-addresses';
import { useSetPrimaryAddress } from '../api/set-primary-address';
import { AddressDialog } from './address-dialog';
import { ManagedList } from './managed-list';

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
  const full = addresses.length >= ADDRESS_LIMIT;
  const title = (a: Address) => a.favorite_label || a.name;

  return (
    <ManagedList
      items={addresses}
      addLabel={t('addresses.add')}
      addDisabled={full}
      empty={{ icon: 'mapPin', title: t('addresses.emptyTitle'), text: t('addresses.emptyText') }}
      summary={
        <p className="text-sm text-slate-600">
          {full
            ? t('addresses.full', { max: ADDRESS_LIMIT })
            : t('addresses.count', { n: addresses.length, max: ADDRESS_LIMIT })}
        </p>
      }
      listClassName="space-y-3"
      renderItem={(a, actions) => (
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
              onClick={actions.edit}
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
                    onSuccess: () => snackbar.show({ message: t('addresses.primarySet'), color: 'success' }),
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
              onClick={actions.remove}
              aria-label={t('addresses.deleteLabel', { name: title(a) })}
            >
              <Icon name="trash" className="size-5" />
              {t('common:action.delete')}
            </Button>
          </div>
        </li>
      )}
      renderDialog={({ open, item, close }) => (
        <AddressDialog open={open} address={item} first={addresses.length === 0} onClose={close} />
      )}
      remove={{
        mutation: remove,
        title: t('addresses.deleteTitle'),
        message: (a) =>
          t(a.is_primary ? 'addresses.deleteTextPrimary' : 'addresses.deleteText', { name: title(a) }),
        done: t('addresses.deleted'),
      }}
    />
  );
}
