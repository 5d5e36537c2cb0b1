import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { useDeleteContact } from '../api/delete-contact';
import type { Contact } from '../api/get-contacts';
import { ContactDialog } from './contact-dialog';
import { ManagedList } from './managed-list';

const iconButton = 'flex size-11 items-center justify-center rounded-full';

/** The member's saved numbers: add, change, delete with confirmation. */
export function ContactList({ contacts }: { contacts: Contact[] }) {
  const { t } = useTranslation(['account', 'common']);
  const remove = useDeleteContact();
  return (
    <ManagedList
      items={contacts}
      addLabel={t('contacts.add')}
      empty={{ icon: 'contacts', title: t('contacts.emptyTitle'), text: t('contacts.emptyText') }}
      listClassName="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white"
      renderItem={(c, actions) => (
        <li key={c.id} className="flex items-center gap-3 px-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900">{c.name}</p>
            <p className="text-sm text-slate-600 tabular-nums">
              {c.number}
              {c.type ? ` · ${t(`contacts.type.${c.type}`, { defaultValue: c.type })}` : ''}
            </p>
          </div>
          <button
            type="button"
            onClick={actions.edit}
            aria-label={t('contacts.editLabel', { name: c.name })}
            className={`${iconButton} text-slate-600 hover:bg-slate-100`}
          >
            <Icon name="edit" className="size-5" />
          </button>
          <button
            type="button"
            onClick={actions.remove}
            aria-label={t('contacts.deleteLabel', { name: c.name })}
            className={`${iconButton} text-red-600 hover:bg-red-50`}
          >
            <Icon name="trash" className="size-5" />
          </button>
        </li>
      )}
      renderDialog={({ open, item, close }) => <ContactDialog open={open} contact={item} onClose={close} />}
      remove={{
        mutation: remove,
        title: t('contacts.deleteTitle'),
        message: (c) => t('contacts.deleteText', { name: c.name, number: c.number }),
        done: t('contacts.deleted'),
      }}
    />
  );
}
