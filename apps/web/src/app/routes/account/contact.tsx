import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useContacts } from '../../../features/account/api/get-contacts';
import { ContactList } from '../../../features/account/components/contact-list';

export default function ContactPage() {
  const { t } = useTranslation(['account', 'common']);
  const contacts = useContacts();
  return (
    <Page title={t('contacts.title')} description={t('contacts.intro')} toolbarTitle>
      {contacts.isPending ? (
        <PageSkeleton rows={3} label={t('common:loading')} />
      ) : contacts.isError ? (
        <div className="space-y-3">
          <Alert tone="error">{t('contacts.loadFailed')}</Alert>
          <Button variant="secondary" onClick={() => contacts.refetch()}>
            {t('common:action.retry')}
          </Button>
        </div>
      ) : (
        <ContactList contacts={contacts.data} />
      )}
    </Page>
  );
}
