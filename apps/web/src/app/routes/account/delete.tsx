import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { useSnackbar } from '../../../components/ui/snackbar';
import { DeleteAccountForm } from '../../../features/account/components/delete-account-form';
import { androidBridge } from '../../../lib/android';
import { endSession } from '../../../lib/auth';
import { formatDate } from '../../../lib/date';
import { useCurrentAccount } from './use-current-account';

export default function DeleteAccountPage() {
  const { t } = useTranslation('account');
  const account = useCurrentAccount();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const snackbar = useSnackbar();

  // The server ends the session with the deletion: log out here too.
  // The server ends the session with the deletion: log out here too.
  const onDeleted = (until: string) => {
    snackbar.show({
      message: t('delete.done', { date: formatDate(until) }),
      color: 'success',
      timeout: 10_000,
    });
    void endSession(qc, () => {
      const android = androidBridge();
      if (android?.logout) return android.logout();
      return navigate('/', { replace: true });
    });
  };

  return (
    <Page title={t('delete.title')} description={t('delete.intro')} toolbarTitle narrow>
      <Card>
        <DeleteAccountForm account={account} onDeleted={onDeleted} />
      </Card>
    </Page>
  );
}
