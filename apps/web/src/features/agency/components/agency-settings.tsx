import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useAccount } from '../../../lib/auth';
import { ProductPrices } from './product-prices';
import { RegisterAgentForm } from './register-agent-form';
import { TypeMarkups } from './type-markups';

/**
 * /agent-center/agent and /account/agent: register an agent and set the downlines' prices — for
 * master agents (category 3) only. Anyone else reads why, calmly, and nothing is requested (no 403).
 */
export function AgencySettings() {
  const { t } = useTranslation(['agency', 'common']);
  const account = useAccount();
  if (account.isPending) return <PageSkeleton rows={4} label={t('common:loading')} />;
  if (account.data?.category !== 3) {
    return (
      <EmptyState
        icon="user"
        title={t('gate.title')}
        description={t('gate.text')}
        action={
          <Link to="/agency" className={buttonClasses('secondary')}>
            {t('gate.cta')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader title={t('register.title')} description={t('register.intro')} />
        <RegisterAgentForm />
      </Card>
      {/* The agent-center menu's "price list" item of a master opens here (#harga). */}
      <div id="harga" className="scroll-mt-20">
        <Card>
          <CardHeader title={t('types.title')} description={t('types.intro')} />
          <TypeMarkups />
        </Card>
      </div>
      <Card>
        <CardHeader title={t('products.title')} description={t('products.intro')} />
        <ProductPrices />
      </Card>
    </div>
  );
}
