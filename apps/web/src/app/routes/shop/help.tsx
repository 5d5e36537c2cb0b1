import { useTranslation } from 'react-i18next';
import { Link, NavLink, useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import {
  isShopHelpSection,
  SHOP_HELP_SECTIONS,
  type ShopHelpSection,
} from '../../../features/shop/help-sections';
import { PageMeta } from '../../../lib/page-meta';

const PARAGRAPHS: Record<ShopHelpSection, Array<'p1' | 'p2' | 'p3' | 'p4'>> = {
  'cara-belanja': ['p1', 'p2', 'p3', 'p4'],
  pembayaran: ['p1', 'p2', 'p3'],
  pengiriman: ['p1', 'p2', 'p3'],
  pengembalian: ['p1', 'p2', 'p3'],
};

/**
 * /shop/help/* (shop::help, spec §2 "its own help pages"): how to order, payment, shipping,
 * cancellations and refunds. /shop/help lists them; an unknown section shows the list too.
 */
export default function ShopHelpPage() {
  const { t } = useTranslation('shop');
  const { '*': splat = '' } = useParams();
  const name = splat.split('/')[0];
  const section = isShopHelpSection(name) ? name : null;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 md:grid-cols-[14rem_1fr]">
      <PageMeta
        title={section ? t(`help.sections.${section}.title`) : t('help.title')}
        description={t('help.intro')}
      />
      <nav aria-label={t('help.title')} className={cn(section && 'hidden md:block')}>
        <h1 className={cn('mb-3 text-2xl font-bold text-slate-900', section && 'sr-only md:not-sr-only')}>
          {t('help.title')}
        </h1>
        {!section && <p className="mb-4 text-slate-600">{t('help.intro')}</p>}
        <ul className="space-y-1">
          {SHOP_HELP_SECTIONS.map((s) => (
            <li key={s}>
              <NavLink
                to={`/shop/help/${s}`}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 items-center justify-between rounded-lg px-3 text-sm font-semibold',
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                  )
                }
              >
                {t(`help.sections.${s}.title`)}
                <Icon name="chevronRight" className="size-4 text-slate-400 md:hidden" />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {section ? (
        <article className="space-y-4">
          <h2 className="text-xl font-bold text-slate-900">{t(`help.sections.${section}.title`)}</h2>
          <Card className="space-y-3 text-slate-700">
            {PARAGRAPHS[section].map((p) => (
              <p key={p}>{t(`help.sections.${section}.${p}` as `help.sections.cara-belanja.p1`)}</p>
            ))}
          </Card>
          <p className="text-sm text-slate-600">
            <Link to="/help/hubungi-kami" className="font-semibold text-brand-700 hover:underline">
              {t('help.contact')}
            </Link>
          </p>
        </article>
      ) : (
        <Card className="hidden md:block">
          <p className="text-slate-700">{t('help.intro')}</p>
        </Card>
      )}
    </div>
  );
}
