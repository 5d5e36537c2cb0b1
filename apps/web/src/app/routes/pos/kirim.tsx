import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { PosGate, SendForm } from '../../../features/postal';

/** /pos/kirim?type=nipos|ipos (postal::send): the domestic or international shipment form. */
export default function PosSendPage() {
  const { t } = useTranslation('postal');
  const [params] = useSearchParams();
  const type = params.get('type') === 'ipos' ? 'ipos' : 'nipos';
  return (
    <PosGate>
      <Page title={t(type === 'ipos' ? 'titles.sendIpos' : 'titles.sendNipos')} toolbarTitle>
        <SendForm key={type} type={type} />
      </Page>
    </PosGate>
  );
}
