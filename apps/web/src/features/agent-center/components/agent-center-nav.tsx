import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { useSiteConfig } from '../../../lib/site-config';
import { agentCenterMenu } from '../menu';

/**
 * The agent center side menu's sections and links (spec §2), the same in the phone's sidebar and the
 * desktop column of every /agent-center page. Its words are the `shell` namespace's `agentMenu`.
 */
export function AgentCenterNav({
  onNavigate,
  replace = false,
}: {
  onNavigate?: () => void;
  replace?: boolean;
}) {
  const { t } = useTranslation(['shell', 'agentCenter']);
  const groups = agentCenterMenu(useSiteConfig());
  return (
    <>
      {groups.map((s) => (
        <div key={s.key} className="mb-3">
          <p className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t(`agentCenter:sections.${s.key}`)}
          </p>
          <ul>
            {s.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  replace={replace}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm font-medium',
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                    )
                  }
                >
                  <Icon name={item.icon} className="size-5" />
                  {t(`agentMenu.${item.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
