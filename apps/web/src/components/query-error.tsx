import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

/**
 * The error state of a list or a page whose data could not be fetched: the spec's "failed to
 * retrieve data" (calls §8.3, catalogue key `retrieve_failed`) and a button that fetches again.
 * `children` adds what else the screen offers (a way back).
 */
export function QueryError({
  onRetry,
  retryLabel,
  children,
}: {
  onRetry: () => void;
  retryLabel?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['errors', 'common']);
  return (
    <div className="space-y-3" data-testid="query-error">
      <Alert tone="error">{t('errors:retrieve_failed')}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel ?? t('common:action.retry')}
      </Button>
      {children}
    </div>
  );
}
