import { useTranslation } from 'react-i18next';
import { useConfig } from '../lib/config';
import { Icon } from './ui/icons';

/**
 * In the embedded default, e-mails and WhatsApp messages are not sent but shown at /dev/outbox
 * (a server page): point there from every screen that waits for a code or a link.
 */
export function DevOutboxLink() {
  const { t } = useTranslation('common');
  const { dev_outbox } = useConfig();
  if (!dev_outbox) return null;
  return (
    <p className="flex items-center gap-2 rounded-xl border border-dashed text-left border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <Icon name="inbox" className="size-5 shrink-0" />
      <span>
        {t('devOutbox.text')}{' '}
        <a href="/dev/outbox" target="_blank" rel="noopener" className="font-semibold underline">
          {t('devOutbox.link')}
        </a>
      </span>
    </p>
  );
}
