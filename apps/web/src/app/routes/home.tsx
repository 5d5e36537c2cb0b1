import type { Account } from '@konter/core/contracts/account';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Icon, type IconName } from '../../components/ui/icons';
import { PageSkeleton } from '../../components/ui/skeleton';
import { postpaidTypeLabel, prepaidTypeLabel } from '../../features/catalog/labels';
import { useAccount } from '../../lib/auth';
import { useConfig } from '../../lib/config';
import { formatRupiah } from '../../lib/money';
import { paths } from '../../lib/paths';

/** `/`: a landing for visitors, a home with the deposit balance for members (later issues fill both). */
export default function HomePage() {
  const { data: account, isPending } = useAccount();
  const { t } = useTranslation('common');
  if (isPending) return <PageSkeleton label={t('loading')} />;
  return account ? <MemberHome account={account} /> : <Landing />;
}

/** The home's product entries (light: icons only). Labels of the types come from @konter/core. */
const products: Array<{ icon: IconName; to: string; label: () => string }> = [
  { icon: 'smartphone', to: paths.prepaid('pulsa'), label: () => prepaidTypeLabel('pulsa') },
  { icon: 'globe', to: paths.prepaid('data'), label: () => prepaidTypeLabel('data') },
  { icon: 'bolt', to: paths.prepaid('electricity'), label: () => prepaidTypeLabel('electricity') },
  { icon: 'wallet', to: paths.prepaid('emoney'), label: () => prepaidTypeLabel('emoney') },
  { icon: 'gamepad', to: paths.prepaid('games'), label: () => prepaidTypeLabel('games') },
  { icon: 'ticket', to: paths.prepaid('voucher'), label: () => prepaidTypeLabel('voucher') },
  { icon: 'receipt', to: paths.postpaid('electricity'), label: () => postpaidTypeLabel('electricity') },
  { icon: 'droplet', to: paths.postpaid('pdam'), label: () => postpaidTypeLabel('pdam') },
];

function MemberHome({ account }: { account: Account }) {
  const { t } = useTranslation('home');
  const active = account.status === 'active';
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <h1 className="text-xl font-bold text-slate-900">
        {t('member.greeting', { name: account.name.split(' ')[0] })}
      </h1>
      {active && (
        <Card className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
          <p className="text-sm text-brand-100">{t('member.deposit')}</p>
          <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="deposit-balance">
            {formatRupiah(account.deposit)}
          </p>
          <p className="mt-3 text-sm text-brand-100">{t('member.topupSoon')}</p>
        </Card>
      )}
      <Card>
        <h2 className="font-semibold text-slate-900">{t('member.productsTitle')}</h2>
        {!active && <p className="mt-1 text-sm text-slate-600">{t('member.inactiveText')}</p>}
        <ul className="mt-4 grid grid-cols-4 gap-x-2 gap-y-4 text-center text-xs text-slate-700">
          {products.map(({ icon, to, label }) => (
            <li key={to}>
              <Link
                to={active ? to : paths.pricelist('pulsa')}
                className="flex flex-col items-center gap-1.5 rounded-xl py-1 font-medium hover:text-brand-800"
              >
                <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                  <Icon name={icon} />
                </span>
                <span className="line-clamp-2">{label()}</span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-4 grid grid-cols-2 gap-2 border-t border-slate-100 pt-4">
          <Link
            to={active ? '/prabayar/pulsa' : paths.pricelist('pulsa')}
            className={buttonClasses('ghost', 'sm')}
          >
            <Icon name="grid" className="size-5" />
            {t('member.allPrepaid')}
          </Link>
          <Link
            to={active ? '/pascabayar/electricity' : paths.pricelist('pulsa')}
            className={buttonClasses('ghost', 'sm')}
          >
            <Icon name="receipt" className="size-5" />
            {t('member.allPostpaid')}
          </Link>
        </div>
      </Card>
    </div>
  );
}

function Landing() {
  const { t } = useTranslation('home');
  const config = useConfig();
  const features: Array<{ icon: IconName; key: string }> = [
    { icon: 'bolt', key: 'fast' },
    { icon: 'wallet', key: 'deposit' },
    { icon: 'shield', key: 'secure' },
  ];
  return (
    <div className="space-y-10">
      <section className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-5 py-10 text-white sm:px-10 sm:py-14">
        <h1 className="max-w-xl text-3xl font-bold leading-tight tracking-tight sm:text-4xl">
          {t('landing.title')}
        </h1>
        <p className="mt-3 max-w-xl text-brand-100">{t('landing.subtitle', { site: config.sitename })}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {!config.disable_register && (
            <Link to="/auth/register" className={buttonClasses('secondary', 'lg')}>
              {t('landing.cta')}
            </Link>
          )}
          {!config.disable_user_login && (
            <Link to="/auth/login" className={`${buttonClasses('ghost', 'lg')} text-white hover:bg-white/10`}>
              {t('landing.login')}
            </Link>
          )}
        </div>
      </section>
      <section aria-labelledby="features" className="space-y-4">
        <h2 id="features" className="text-xl font-bold text-slate-900">
          {t('landing.whyTitle', { site: config.sitename })}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {features.map((f) => (
            <li key={f.key}>
              <Card className="h-full">
                <Icon name={f.icon} className="size-7 text-brand-700" />
                <h3 className="mt-3 font-semibold text-slate-900">{t(`landing.features.${f.key}.title`)}</h3>
                <p className="mt-1 text-sm text-slate-600">{t(`landing.features.${f.key}.text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="faq" className="space-y-3">
        <h2 id="faq" className="text-xl font-bold text-slate-900">
          {t('landing.faqTitle')}
        </h2>
        {(['start', 'deposit', 'app', 'problem'] as const).map((q) => (
          <details key={q} className="group rounded-2xl border border-slate-200 bg-white">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 px-4 font-semibold text-slate-900">
              {t(`landing.faq.${q}.q`)}
              <Icon
                name="chevronRight"
                className="size-5 shrink-0 text-slate-400 transition-transform group-open:rotate-90"
              />
            </summary>
            <p className="px-4 pb-4 text-sm text-slate-600">
              {t(`landing.faq.${q}.a`, { site: config.sitename })}
            </p>
          </details>
        ))}
      </section>
    </div>
  );
}
