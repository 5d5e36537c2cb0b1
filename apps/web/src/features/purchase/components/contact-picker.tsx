import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { canPickContact, pickContact } from '../../../lib/android';
import { paths } from '../../../lib/paths';
import { useContacts } from '../../account';
import { phoneContactNumber } from '../destination';

/** Contact kinds whose destination is a mobile number, so the phone's address book fits. */
const PHONE_KINDS = ['hp', 'emoney'];

/**
 * Favourite contacts of a kind ('hp', 'pln', …; '' = all) to fill the number with one tap; for
 * mobile numbers also the phone's own contacts (the Android shell's picker, else the browser's
 * Contact Picker API; the option is not shown where neither exists). Picked numbers come as 08….
 */
export function ContactPicker({ kind, onPick }: { kind: string; onPick: (number: string) => void }) {
  const { t } = useTranslation('purchase');
  const [open, setOpen] = useState(false);
  const [phoneFailed, setPhoneFailed] = useState(false);
  const contacts = useContacts();
  const list = (contacts.data ?? []).filter((c) => !kind || !c.type || c.type === kind);
  const phoneBook = PHONE_KINDS.includes(kind) && canPickContact();

  const pickFromPhone = async () => {
    setPhoneFailed(false);
    try {
      const picked = await pickContact();
      if (!picked) return; // cancelled: the favourites stay open
      onPick(phoneContactNumber(picked.phone));
      setOpen(false);
    } catch {
      setPhoneFailed(true);
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setPhoneFailed(false);
          setOpen(true);
        }}
        aria-label={t('contacts.open')}
        className="flex size-12 shrink-0 items-center justify-center rounded-xl border border-slate-300 bg-white text-brand-700 hover:bg-brand-50"
      >
        <Icon name="contacts" />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('contacts.title')}>
        {phoneBook && (
          <div className="mb-3 space-y-2">
            <button
              type="button"
              onClick={() => void pickFromPhone()}
              className="flex min-h-12 w-full items-center gap-3 rounded-xl border border-slate-300 px-3 text-left font-medium text-brand-700 hover:bg-brand-50"
            >
              <Icon name="smartphone" className="size-5 shrink-0" />
              {t('contacts.phone')}
            </button>
            {phoneFailed && <Alert tone="error">{t('contacts.phoneFailed')}</Alert>}
          </div>
        )}
        {contacts.isPending ? (
          <div className="space-y-2">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : list.length === 0 ? (
          <div className="space-y-3 text-sm">
            <p>{t('contacts.empty')}</p>
            <Link to={paths.contacts} className="font-semibold text-brand-700 underline">
              {t('contacts.manage')}
            </Link>
          </div>
        ) : (
          <ul className="-mx-2 max-h-[60dvh] divide-y divide-slate-100 overflow-y-auto">
            {list.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => {
                    onPick(c.number);
                    setOpen(false);
                  }}
                  className="flex min-h-14 w-full flex-col items-start justify-center rounded-lg px-2 text-left hover:bg-slate-50"
                >
                  <span className="font-medium text-slate-900">{c.name}</span>
                  <span className="text-sm text-slate-600 tabular-nums">{c.number}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </>
  );
}
