import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { useSnackbar } from '../../../components/ui/snackbar';
import { useDeleteContact } from '../api/delete-contact';
import type { Contact } from '../api/get-contacts';
import { ContactDialog } from './contact-dialog';

export function ContactList({ contacts }: { contacts: Contact[] }) {
  const { t } = useTranslation(['account', 'common']);
  const snackbar = useSnackbar();
  const remove = useDeleteContact();
  const [editing, setEditing] = useState<{ contact: Contact | null } | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);

  const add = (
    <Button onClick={() => setEditing({ contact: null })}>
      <Icon name="plus" className="size-5" />
      {t('contacts.add')}
    </Button>
  );

  return (
    <>
      {contacts.length === 0 ? (
        <EmptyState
          icon="contacts"
          title={t('contacts.emptyTitle')}
          description={t('contacts.emptyText')}
          action={add}
        />
      ) : (
        <div className="space-y-4">
          <div className="flex justify-end">{add}</div>
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {contacts.map((c) => (
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
                  onClick={() => setEditing({ contact: c })}
                  aria-label={t('contacts.editLabel', { name: c.name })}
                  className="flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
                >
                  <Icon name="edit" className="size-5" />
                </button>
                <button
                  type="button"
                  onClick={() => setDeleting(c)}
                  aria-label={t('contacts.deleteLabel', { name: c.name })}
                  className="flex size-11 items-center justify-center rounded-full text-red-600 hover:bg-red-50"
                >
                  <Icon name="trash" className="size-5" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ContactDialog
        open={editing !== null}
        contact={editing?.contact ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('contacts.deleteTitle')}
        message={deleting ? t('contacts.deleteText', { name: deleting.name, number: deleting.number }) : ''}
        confirmLabel={t('common:action.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              snackbar.show({ message: t('contacts.deleted'), color: 'success' });
              setDeleting(null);
            },
            onError: () => setDeleting(null),
          })
        }
      />
    </>
  );
}
