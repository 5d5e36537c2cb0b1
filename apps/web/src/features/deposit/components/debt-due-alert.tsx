import type { Account } from '@konter/core/contracts/account';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { formatDate } from '../../../lib/date';
import { formatRupiah } from '../../../lib/money';
import { depositPaths } from '../paths';

/**
 * Spec §2 / calls §8.2: a yellow alert when the agent debt is due today and not paid off: "agent
 * debt due today", the usage, "has to be paid", the date; it links to the debt page.
 */
export function DebtDueAlert({ account }: { account: Account }) {
  const { t } = useTranslation('deposit');
  const debt = account.agent_debt;
  return (
    <Alert tone="warning" title={t('debt.dueToday')}>
      <p data-testid="debt-due-alert">
        <strong className="tabular-nums">{formatRupiah(debt.usage)}</strong> {t('debt.hasToBePaid')}{' '}
        {debt.due_date ? formatDate(debt.due_date) : ''}
      </p>
      <Link to={depositPaths.debt} className="mt-1 inline-block font-semibold underline">
        {t('debt.open')}
      </Link>
    </Alert>
  );
}
