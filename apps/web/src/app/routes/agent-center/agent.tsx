import { useTranslation } from 'react-i18next';
import { AgencySettings } from '../../../features/agency';
import { AgentCenterPage } from '../../../features/agent-center/components/agent-center-page';

/** /agent-center/agent and /account/agent: register an agent and the downline prices (issue 14 §1). */
export default function AgentPage() {
  const { t } = useTranslation('agency');
  return (
    <AgentCenterPage title={t('title')} intro={t('intro')}>
      <AgencySettings />
    </AgentCenterPage>
  );
}
