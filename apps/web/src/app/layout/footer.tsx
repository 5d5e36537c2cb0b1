import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../features/account/components/language-switch';
import { useConfig } from '../../lib/config';
import type { KeyOf } from '../../lib/i18n/types';
import { useSiteConfig } from '../../lib/site-config';
import { Logo } from './logo';

// Spec §2 footer links; their pages arrive with later features.
const links: Array<{ to: string; label: KeyOf<'common'> }> = [
  { to: '/', label: 'footer.digitalProducts' },
  { to: '/shop', label: 'footer.shop' },
  { to: '/blog/posts', label: 'footer.blog' },
  { to: '/help', label: 'footer.help' },
  { to: '/pricelist/pulsa', label: 'footer.pricelist' },
  { to: '/agency', label: 'footer.agency' },
];

export function Footer() {
  const { t } = useTranslation('common');
  const config = useConfig();
  const { company, preferences } = useSiteConfig();
  const contact = [
    company.companyAddress,
    company.operationalHour,
    company.csNumber,
    company.companyEmail,
  ].filter(Boolean);
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 md:grid-cols-[1fr_auto] md:items-start">
        <div className="space-y-2">
          <Logo name={config.sitename} />
          <p className="max-w-sm text-sm text-slate-600">{t('footer.tagline')}</p>
          {contact.length > 0 && (
            <address className="space-y-0.5 text-sm not-italic text-slate-600">
              {contact.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </address>
          )}
        </div>
        <nav aria-label={t('footer.links')}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            {links
              .filter((l) => (l.to === '/shop' ? preferences.shop : l.to === '/' ? preferences.ppob : true))
              .map((l) => (
                <li key={l.label}>
                  <Link
                    to={l.to}
                    className="inline-flex min-h-10 items-center text-slate-600 hover:text-brand-800"
                  >
                    {t(l.label)}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        <div className="flex flex-col-reverse gap-4 border-t border-slate-100 pt-4 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between md:col-span-2">
          <p>
            © {year} {config.sitename}. {t('footer.rights')}
          </p>
          <LanguageSwitch />
        </div>
      </div>
    </footer>
  );
}
