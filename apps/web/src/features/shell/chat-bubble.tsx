import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { useSnackbar } from '../../components/ui/snackbar';
import { type ChatConfig, loadChat, toggleChat, useChatState, useLiveChat } from './live-chat';

// Rendered only for a signed-in user on a site with live chat: its own chunk (bench/web).

/** Spec §9.2: the "please wait" notice while the widget loads. */
const CHAT_NOTICE_MS = 6000;

/**
 * The toolbar's chat bubble (spec §2): opens the live chat widget, or says "please wait" while it
 * loads; the `chat` query parameter (open|close) opens or closes it too (spec §2 layout shell).
 */
export default function ChatBubble({ config, className }: { config: ChatConfig; className: string }) {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const snackbar = useSnackbar();
  const chat = useChatState();
  useLiveChat(config, true);

  const chatParam = params.get('chat');
  useEffect(() => {
    if (chatParam !== 'open' && chatParam !== 'close') return;
    loadChat(config);
    if (!toggleChat(chatParam) && chatParam === 'open')
      snackbar.show({ message: t('bar.pleaseWait'), color: 'info', timeout: CHAT_NOTICE_MS });
  }, [chatParam, config, snackbar, t]);

  return (
    <button
      type="button"
      className={className}
      aria-label={t('bar.chat')}
      onClick={() => {
        loadChat(config);
        if (!toggleChat('open') || chat !== 'ready')
          snackbar.show({ message: t('bar.pleaseWait'), color: 'info', timeout: CHAT_NOTICE_MS });
      }}
    >
      <Icon name="message" />
    </button>
  );
}
