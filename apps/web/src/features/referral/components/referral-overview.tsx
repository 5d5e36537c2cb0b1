import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSnackbar } from '../../../components/ui/snackbar';
import { copyText } from '../../../lib/clipboard';
import { useConfig } from '../../../lib/config';
import { useReferral } from '../api/referral';
import { openSharePopup, SHARE_NAMES, SHARE_TARGETS, shareUrl } from './share';
import { useQrDataUrl } from './use-qr';
import { useReferralBase } from './use-referral-base';

/**
 * The referral page: one's code and link (copy), the link's clicks and registrations, the QR code
 * of the link, share buttons (626×436 popups) and the ways to change the code or invite by e-mail.
 */
export function ReferralOverview() {
  const { t } = useTranslation('referral');
  const referral = useReferral();
  const base = useReferralBase();
  const snackbar = useSnackbar();
  const { sitename } = useConfig();
  const r = referral.data;
  const qr = useQrDataUrl(r?.referral_url ?? '');

  if (referral.isError)
    return (
      <Alert tone="error">
        <p>{t('loadFailed')}</p>
        <Button variant="link" onClick={() => void referral.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  if (!r)
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-40" />
        <Skeleton className="h-64" />
      </div>
    );

  const copy = async (what: string, value: string) => {
    const ok = await copyText(value);
    snackbar.show({
      message: ok ? t('copied', { what }) : t('copyFailed'),
      color: ok ? 'success' : 'error',
      timeout: 2500,
    });
  };
  const text = t('shareText', { site: sitename, code: r.referral_code });

  return (
    <>
      <Card className="space-y-4">
        <div>
          <p className="text-sm text-slate-600">{t('code')}</p>
          <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
            <p
              className="font-mono text-2xl font-bold tracking-wider text-slate-900"
              data-testid="referral-code"
            >
              {r.referral_code}
            </p>
            <Button variant="secondary" size="sm" onClick={() => copy(t('code'), r.referral_code)}>
              <Icon name="copy" className="size-4" />
              {t('copyCode')}
            </Button>
          </div>
        </div>
        <div>
          <p className="text-sm text-slate-600">{t('link')}</p>
          <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 break-all font-mono text-sm text-slate-900" data-testid="referral-url">
              {r.referral_url}
            </p>
            <Button variant="secondary" size="sm" onClick={() => copy(t('link'), r.referral_url)}>
              <Icon name="copy" className="size-4" />
              {t('copyLink')}
            </Button>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{t('clicks')}</dt>
            <dd className="text-2xl font-bold text-slate-900" data-testid="referral-clicks">
              {r.url_click_count}
            </dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{t('registrations')}</dt>
            <dd className="text-2xl font-bold text-slate-900" data-testid="referral-registrations">
              {r.registration_count}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-slate-500">{t('countsHelp')}</p>
        <div className="flex flex-wrap gap-2">
          <Link to={`${base}/code`} className={buttonClasses('secondary', 'sm')}>
            <Icon name="edit" className="size-4" />
            {t('changeCode')}
          </Link>
          <Link to={`${base}/email`} className={buttonClasses('secondary', 'sm')}>
            <Icon name="mail" className="size-4" />
            {t('inviteEmail')}
          </Link>
        </div>
      </Card>

      <Card className="space-y-3 text-center">
        <h2 className="font-semibold text-slate-900">{t('qrTitle')}</h2>
        <p className="mx-auto max-w-sm text-sm text-slate-600">{t('qrHelp')}</p>
        {qr.url ? (
          <img
            src={qr.url}
            alt={t('qrAlt', { code: r.referral_code })}
            width={220}
            height={220}
            className="mx-auto rounded-lg border border-slate-200"
            data-testid="referral-qr"
          />
        ) : qr.failed ? (
          <Alert tone="info">{t('qrFailed')}</Alert>
        ) : (
          <Skeleton className="mx-auto size-[220px]" />
        )}
        {qr.url && (
          <a
            href={qr.url}
            download={`referral-${r.referral_code}.png`}
            className={buttonClasses('ghost', 'sm')}
          >
            <Icon name="download" className="size-4" />
            {t('downloadQr')}
          </a>
        )}
      </Card>

      <Card className="space-y-3">
        <h2 className="font-semibold text-slate-900">{t('share')}</h2>
        <div className="grid grid-cols-2 gap-2">
          {SHARE_TARGETS.map((target) => (
            <Button
              key={target}
              variant="secondary"
              onClick={() => openSharePopup(shareUrl(target, r.referral_url, text))}
              data-testid={`share-${target}`}
            >
              <Icon name="send" className="size-4" />
              {SHARE_NAMES[target]}
            </Button>
          ))}
        </div>
      </Card>
    </>
  );
}
