import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';

/**
 * Shown when a screen fails to render or its chunk cannot be fetched (typical on a flaky network
 * or right after a deploy): offer a reload rather than a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <main className="mx-auto flex min-h-dvh max-w-md items-center px-4">
      <EmptyState
        icon="alert"
        title={status === 404 ? t('notFound.title') : t('routeError.title')}
        description={t('routeError.description')}
        action={<Button onClick={() => window.location.reload()}>{t('action.reload')}</Button>}
      />
    </main>
  );
}
