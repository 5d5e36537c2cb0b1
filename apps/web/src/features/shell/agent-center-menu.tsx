import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';
import { AgentCenterNav } from '../agent-center';

// Opened by a button for agents only: its own chunk, out of everyone's first load (bench/web).

const iconButton =
  'relative flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100';

/**
 * The agent center side menu on a phone (spec §2): a sidebar opened by the `?sidebar=true` query flag
 * and closed by going back. Its sections and visibility rules are features/agent-center's (menu.ts).
 */
export default function AgentCenterMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  // In a portal: the toolbar (its parent) would otherwise be the containing block of `fixed`.
  return createPortal(
    <div className="fixed inset-0 z-50" role="dialog" aria-modal="true" aria-label={t('bar.agentCenter')}>
      <button
        type="button"
        aria-label={t('action.close')}
        className="absolute inset-0 bg-slate-900/40"
        onClick={onClose}
      />
      <nav className="absolute inset-y-0 left-0 w-72 max-w-[85vw] overflow-y-auto bg-white p-3 shadow-xl">
        <div className="mb-2 flex items-center justify-between">
          <p className="px-2 font-semibold text-slate-900">{t('nav.agentCenter')}</p>
          <button type="button" className={iconButton} aria-label={t('action.close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        {/* Replacing the sidebar's history entry: Back from the chosen page does not reopen the menu. */}
        <AgentCenterNav replace />
      </nav>
    </div>,
    document.body,
  );
}
