import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useUndoContactChange } from '../../../features/account/api/undo-contact-change';
import { errorMessage } from '../../../lib/error-message';

/**
 * Opened from the message sent to the old e-mail or number after a change: undoes it with a button
 * (never on opening — mail scanners follow links), then tells what happened. Public: the owner may
 * be locked out of the account.
 */
export default function UndoChangePage() {
  const { t } = useTranslation(['account', 'auth', 'errors']);
  const [params] = useSearchParams();
  const token = params.get('token');
  const undo = useUndoContactChange();

  if (!token) {
    return (
      <AuthCard title={t('undoChange.title')}>
        <Alert tone="error" title={t('undoChange.missingTitle')}>
          {t('undoChange.missingText')}
        </Alert>
      </AuthCard>
    );
  }

  if (undo.isSuccess) {
    const { field, value } = undo.data;
    return (
      <AuthCard title={t('undoChange.title')}>
        <div className="space-y-4" data-testid="undo-change-done">
          <Alert tone="success" title={t('undoChange.doneTitle')}>
            {t(`undoChange.doneText.${field}`, { value })}
          </Alert>
          <p className="text-sm text-slate-600">{t('undoChange.nextSteps')}</p>
          <Link to="/auth/forgot-password" className={buttonClasses('primary', 'md', true)}>
            {t('undoChange.resetPassword')}
          </Link>
          <Link to="/auth/login" className={buttonClasses('secondary', 'md', true)}>
            {t('auth:login.submit')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('undoChange.title')} description={t('undoChange.intro')}>
      <div className="space-y-4">
        {undo.isError && (
          <Alert tone="error" title={t('undoChange.failedTitle')}>
            {errorMessage(t, undo.error)}
          </Alert>
        )}
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>{t('undoChange.effectRestore')}</li>
          <li>{t('undoChange.effectSessions')}</li>
          <li>{t('undoChange.effectLinks')}</li>
        </ul>
        <Button block variant="danger" loading={undo.isPending} onClick={() => undo.mutate(token)}>
          {t('undoChange.submit')}
        </Button>
        <p className="text-sm text-slate-600">{t('undoChange.ignore')}</p>
      </div>
    </AuthCard>
  );
}
