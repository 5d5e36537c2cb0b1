import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Disclosure } from '../../components/ui/disclosure';
import { Icon, type IconName } from '../../components/ui/icons';
import { PageSkeleton } from '../../components/ui/skeleton';
import { ApkButton, apkQuery, Carousel, LandingLinks } from '../../features/shell/landing-parts';
import { useAccount } from '../../lib/auth';
import { useConfig } from '../../lib/config';
import { loadNamespaces } from '../../lib/i18n';
import { faqJsonLd, PageMeta } from '../../lib/page-meta';

// The member's home and its `deposit` messages load only when a member opens `/` (bench/web budget).
const MemberHome = lazy(() =>
  Promise.all([import('./member-home'), loadNamespaces(['deposit', 'errors'])]).then(([m]) => m),
);

/** `/`: a landing for visitors, a home with the deposit balance card for members. */
export default function HomePage() {
  const { data: account, isPending } = useAccount();
  const { t } = useTranslation('common');
  if (isPending) return <PageSkeleton label={t('loading')} />;
  if (!account) return <Landing />;
  return (
    <Suspense fallback={<PageSkeleton label={t('loading')} />}>
      <MemberHome account={account} />
    </Suspense>
  );
}

function Landing() {
  const { t } = useTranslation('home');
  const config = useConfig();
  const features: Array<{ icon: IconName; key: 'fast' | 'deposit' | 'secure' }> = [
    { icon: 'bolt', key: 'fast' },
    { icon: 'wallet', key: 'deposit' },
    { icon: 'shield', key: 'secure' },
  ];
  // The same GET apk/download as the download button (one request): no link, no app promised.
  const apk = useQuery(apkQuery());
  const faq = (['start', 'deposit', 'app', 'problem'] as const).map((q) => ({
    q: t(`landing.faq.${q}.q`),
    a:
      q === 'app' && !apk.data?.url
        ? t('landing.faq.app.aNoApp', { site: config.sitename })
        : t(`landing.faq.${q}.a`, { site: config.sitename }),
  }));
  return (
    <div className="space-y-10">
      <PageMeta
        title={t('landing.title')}
        description={t('landing.subtitle', { site: config.sitename })}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: config.sitename,
            url: '/',
            logo: '/icon.svg',
          },
          faqJsonLd(faq),
        ]}
      />
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
          <ApkButton />
        </div>
      </section>
      <Carousel name="home" />
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
        {faq.map(({ q, a }) => (
          <Disclosure key={q} summary={q}>
            <p>{a}</p>
          </Disclosure>
        ))}
        <LandingLinks />
      </section>
    </div>
  );
}
