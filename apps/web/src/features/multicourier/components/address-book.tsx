import type { CustomerAddress, CustomerAddressKind } from '@konter/core/contracts/shipping';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useCustomerAddresses, useDeleteCustomerAddress } from '../api/customer-addresses';

/**
 * The saved senders or recipients (mlo/customer-address): searchable by name, phone, label or city;
 * a tap fills the section; an entry can be removed.
 */
export function AddressBookDialog({
  kind,
  open,
  onClose,
  onPick,
}: {
  kind: CustomerAddressKind;
  open: boolean;
  onClose: () => void;
  onPick: (address: CustomerAddress) => void;
}) {
  const { t } = useTranslation(['multicourier', 'common']);
  const [q, setQ] = useState('');
  const term = useDebouncedValue(q.trim(), 300);
  const list = useCustomerAddresses(kind, term, open);
  const remove = useDeleteCustomerAddress();
  const items = list.data ?? [];

  return (
    <Dialog open={open} onClose={onClose} title={t(`book.title.${kind}`)}>
      <div className="space-y-3" data-testid="address-book">
        <TextField
          label={t('book.search')}
          type="search"
          value={q}
          autoComplete="off"
          placeholder={t('book.searchPlaceholder')}
          onChange={(e) => setQ(e.target.value)}
        />
        {list.isError && <Alert tone="error">{t('book.failed')}</Alert>}
        {list.isPending ? (
          <div className="space-y-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-xl bg-slate-50 px-3 py-4 text-center text-sm text-slate-600">
            {term ? t('book.noMatch') : t('book.empty')}
          </p>
        ) : (
          <ul className="max-h-[55vh] divide-y divide-slate-100 overflow-y-auto">
            {items.map((a) => (
              <li key={a.id} className="flex items-start gap-2 py-2">
                <button
                  type="button"
                  className="min-w-0 flex-1 rounded-lg px-1 py-1 text-left hover:bg-slate-50"
                  onClick={() => {
                    onPick(a);
                    onClose();
                  }}
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">{a.name}</span>
                    {a.favorite_label && (
                      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                        {a.favorite_label}
                      </span>
                    )}
                  </span>
                  <span className="block text-sm text-slate-600 tabular-nums">{a.phone}</span>
                  <span className="block truncate text-sm text-slate-600">
                    {[a.address, a.district, a.city].filter(Boolean).join(', ')}
                  </span>
                </button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('book.remove', { name: a.name })}
                  loading={remove.isPending && remove.variables === a.id}
                  onClick={() => remove.mutate(a.id)}
                >
                  <Icon name="trash" className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
