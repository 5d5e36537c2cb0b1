import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useContacts, useSaveContact } from '../../account';

/** After a successful purchase: keep the number as a favourite contact (when it is not one yet). */
export function SaveFavourite({ number, kind }: { number: string; kind: string }) {
  const { t } = useTranslation(['purchase', 'common']);
  const contacts = useContacts();
  const save = useSaveContact();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!/^\+?\d+$/.test(number) || !contacts.data) return null;
  if (save.isSuccess)
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-emerald-800">
        <Icon name="check" className="size-5" />
        {t('favourite.saved')}
      </p>
    );
  if (contacts.data.some((c) => c.number === number)) return null;
  if (!editing)
    return (
      <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
        <Icon name="star" className="size-5" />
        {t('favourite.save')}
      </Button>
    );
  return (
    <form
      noValidate
      className="flex items-start gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim()) return setError(t('favourite.nameRequired'));
        save.mutate(
          { number, name: name.trim(), type: kind || undefined },
          { onError: (err) => setError(errorMessage(t, err)) },
        );
      }}
    >
      <TextField
        label={t('favourite.name')}
        containerClassName="flex-1"
        value={name}
        autoComplete="off"
        autoFocus
        error={error ?? undefined}
        onChange={(e) => {
          setName(e.target.value);
          setError(null);
        }}
      />
      <Button type="submit" className="mt-7" loading={save.isPending}>
        {t('common:action.save')}
      </Button>
    </form>
  );
}
