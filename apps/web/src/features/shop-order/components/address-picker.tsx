import type { ShopAddress } from '@konter/core/contracts/shop-order';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { ConfirmDialog, Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeleteShopAddress, usePickShopAddress, useShopAddresses } from '../api';
import { AddressFormDialog } from './address-form-dialog';
import { regionLabel } from './region-combobox';

/** An address as a courier reads it: who, phone, street, region, postcode. */
export function AddressLines({
  address,
}: {
  address: Pick<
    ShopAddress,
    'name' | 'phone' | 'detail' | 'province' | 'city' | 'district' | 'sub_district' | 'postal_code'
  >;
}) {
  return (
    <div className="text-sm text-slate-700">
      <p className="font-semibold text-slate-900">
        {address.name} <span className="font-normal text-slate-600">· {address.phone}</span>
      </p>
      <p className="mt-0.5">{address.detail}</p>
      <p>
        {regionLabel(address)} {address.postal_code}
      </p>
    </div>
  );
}

/**
 * The checkout's shipping address: the active one, changed from the list (pick, edit, delete) or a
 * new one (its form with the region search). `onChange` gets the address the order goes to.
 */
export function AddressPicker({
  selectedId,
  onSelect,
}: {
  selectedId: number | null;
  onSelect: (address: ShopAddress | null) => void;
}) {
  const { t } = useTranslation(['shopOrder', 'common']);
  const list = useShopAddresses();
  const pick = usePickShopAddress();
  const remove = useDeleteShopAddress();
  const [choosing, setChoosing] = useState(false);
  const [editing, setEditing] = useState<ShopAddress | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ShopAddress | null>(null);
  const addresses = list.data ?? [];
  const current = addresses.find((a) => a.id === selectedId) ?? null;

  const choose = (a: ShopAddress) => {
    onSelect(a);
    setChoosing(false);
    if (!a.is_primary) pick.mutate(a.id);
  };

  return (
    <Card data-testid="checkout-address">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Icon name="mapPin" className="size-5 text-brand-700" />
          {t('checkout.address')}
        </h2>
        {addresses.length > 0 && (
          <Button size="sm" variant="secondary" onClick={() => setChoosing(true)}>
            {t('checkout.changeAddress')}
          </Button>
        )}
      </div>
      {list.isPending ? (
        <Skeleton className="h-16" />
      ) : current ? (
        <div>
          {current.favorite_label && (
            <p className="mb-1 text-xs font-bold tracking-wide text-brand-700 uppercase">
              {current.favorite_label}
            </p>
          )}
          <AddressLines address={current} />
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-600">{t('checkout.noAddress')}</p>
          <Button onClick={() => setEditing('new')}>
            <Icon name="plus" className="size-5" />
            {t('address.addTitle')}
          </Button>
        </div>
      )}

      <Dialog open={choosing} onClose={() => setChoosing(false)} title={t('address.listTitle')}>
        <div className="space-y-2">
          {addresses.map((a) => (
            <div
              key={a.id}
              className={cn(
                'rounded-xl border p-3',
                a.id === selectedId ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
              )}
            >
              <button
                type="button"
                className="block w-full text-left"
                onClick={() => choose(a)}
                aria-pressed={a.id === selectedId}
              >
                <span className="mb-1 flex items-center gap-2 text-xs font-bold tracking-wide text-brand-700 uppercase">
                  {a.favorite_label}
                  {a.is_primary && (
                    <span className="rounded-full bg-brand-100 px-2 py-0.5 normal-case">
                      {t('address.active')}
                    </span>
                  )}
                </span>
                <AddressLines address={a} />
              </button>
              <div className="mt-2 flex gap-2">
                <Button size="sm" variant="ghost" onClick={() => setEditing(a)}>
                  <Icon name="edit" className="size-4" />
                  {t('address.edit')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(a)}>
                  <Icon name="trash" className="size-4" />
                  {t('common:action.delete')}
                </Button>
              </div>
            </div>
          ))}
          <Button variant="secondary" block onClick={() => setEditing('new')}>
            <Icon name="plus" className="size-5" />
            {t('address.addTitle')}
          </Button>
        </div>
      </Dialog>

      <AddressFormDialog
        open={editing !== null}
        address={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setChoosing(false);
          onSelect(saved);
          if (!saved.is_primary) pick.mutate(saved.id);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('address.deleteTitle')}
        message={deleting ? regionLabel(deleting) : ''}
        confirmLabel={t('common:action.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              if (deleting.id === selectedId) onSelect(null);
              setDeleting(null);
            },
          })
        }
      />
    </Card>
  );
}
