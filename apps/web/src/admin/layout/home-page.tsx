import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { useStaff } from '../auth/staff-context';
import { ConsolePage } from '../components/console-page';
import { pagesFor } from '../nav';

/** /admin: the pages this member of staff's roles open (the menu's entries, as cards). */
export default function HomePage() {
  const { t } = useTranslation('console');
  const staff = useStaff();
  const pages = pagesFor(staff.roles);
  return (
    <ConsolePage
      title={t('home.title', { name: staff.name })}
      description={pages.length ? t('home.description') : undefined}
    >
      {pages.length === 0 ? (
        <p
          className="rounded-2xl border border-slate-200 bg-white p-5 text-slate-600"
          data-testid="console-no-pages"
        >
          {t('home.none')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {pages.map((page) => (
            <li key={page.path}>
              <Link
                to={`/admin/${page.path}`}
                className="flex min-h-16 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 font-semibold text-slate-900 shadow-xs hover:border-brand-600"
              >
                <span className="flex size-10 items-center justify-center rounded-xl bg-slate-100 text-slate-700">
                  <Icon name={page.icon} className="size-5" />
                </span>
                {t(page.title)}
                <Icon name="chevronRight" className="ml-auto size-5 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ConsolePage>
  );
}
