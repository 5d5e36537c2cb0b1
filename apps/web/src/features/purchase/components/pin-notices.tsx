import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/** A user without a transaction PIN sets one first (spec §5: every purchase needs the PIN). */
export function NoPinNotice() {
  const { t } = useTranslation('purchase');
  return (
    <Alert tone="warning" title={t('pin.missingTitle')}>
      <p>{t('pin.missingText')}</p>
      <Link to={paths.pin} className={`${buttonClasses('primary', 'sm')} mt-2`}>
        {t('pin.create')}
      </Link>
    </Alert>
  );
}

/** 429 'maximum pin attempts reached', shown on the PIN step itself. */
export function PinLockedAlert() {
  const { t } = useTranslation('purchase');
  return (
    <Alert tone="error" title={t('pin.lockedTitle')}>
      <p>{t('pin.lockedText')}</p>
      <Link to={paths.pin} className="font-semibold underline">
        {t('pin.reset')}
      </Link>
    </Alert>
  );
}
