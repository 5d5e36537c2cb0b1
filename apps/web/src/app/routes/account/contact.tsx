import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
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
        <QueryError onRetry={() => void contacts.refetch()} />
      ) : (
        <ContactList contacts={contacts.data} />
      )}
    </Page>
  );
}
