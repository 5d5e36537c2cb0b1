import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { useAccount } from '../../../lib/auth';
import { PageMeta } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { useSiteConfig } from '../../../lib/site-config';

/**
 * /m/sendMoney: what sending money is, what it costs in general terms, who may use it (the
 * permission), and a way in — public, server-rendered for visitors, but not a marketing page
 * (spec §2): no carousel or landing links, the site's footer stays.
 */
export function SendMoneyInfo() {
  const { t } = useTranslation('sendMoney');
  const { data: account } = useAccount();
  const config = useSiteConfig();
  return (
    <div className="space-y-6">
      <PageMeta title={t('info.title')} description={t('info.lead')} />
      <section className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-5 py-8 text-white sm:px-10">
        <Icon name="send" className="size-10 text-brand-100" />
        <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">{t('info.title')}</h1>
        <p className="mt-3 max-w-xl text-brand-100">{t('info.lead')}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {account ? (
            <Link to={paths.prepaid('sendMoney')} className={buttonClasses('secondary', 'lg')}>
              {t('info.open')}
            </Link>
          ) : (
            <>
              {!config.disableRegister && (
                <Link to="/auth/register" className={buttonClasses('secondary', 'lg')}>
                  {t('info.register')}
                </Link>
              )}
              <Link
                to={`/auth/login?redirect=${encodeURIComponent(paths.prepaid('sendMoney'))}`}
                className={`${buttonClasses('ghost', 'lg')} border border-white/50 text-white! hover:bg-white/10! active:bg-white/20!`}
              >
                {t('info.login')}
              </Link>
            </>
          )}
        </div>
      </section>
      <Card>
        <h2 className="font-semibold text-slate-900">{t('info.howTitle')}</h2>
        <ol className="mt-3 space-y-3">
          {(['one', 'two', 'three'] as const).map((step, i) => (
            <li key={step} className="flex gap-3 text-slate-700">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
                {i + 1}
              </span>
              <span>{t(`info.how.${step}`)}</span>
            </li>
          ))}
        </ol>
      </Card>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <h2 className="font-semibold text-slate-900">{t('info.feesTitle')}</h2>
          <p className="mt-2 text-sm text-slate-700">{t('info.fees')}</p>
        </Card>
        <Card>
          <h2 className="font-semibold text-slate-900">{t('info.permissionTitle')}</h2>
          <p className="mt-2 text-sm text-slate-700">{t('info.permission')}</p>
        </Card>
      </div>
    </div>
  );
}
