import type { StaffTotpEnrolment } from '@konter/core/contracts/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { copyText } from '../../lib/clipboard';

/** The secret in groups of four, as authenticator apps show keys ("JBSW Y3DP EHPK 3PXP"). */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The QR code as an image: the server's SVG document in a data: URI. An <img> never runs what an
 * SVG holds (no scripts, no external loads), unlike markup put into the page.
 */
export const qrImageSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** How to add the console to an authenticator app: which app, the QR or the key, then the code. */
export function EnrolInstructions({ enrol }: { enrol: StaffTotpEnrolment }) {
  const { t } = useTranslation('console');
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const copy = async () => setCopied((await copyText(enrol.secret)) ? 'ok' : 'failed');
  return (
    <ol className="space-y-4 text-sm text-slate-700">
      <li className="flex gap-3">
        <StepNumber n={1} />
        <p>{t('enrol.step1')}</p>
      </li>
      <li className="flex gap-3">
        <StepNumber n={2} />
        <div className="min-w-0 flex-1 space-y-3">
          <p>{t('enrol.step2')}</p>
          <img
            src={qrImageSrc(enrol.qr_svg)}
            alt={t('enrol.qrAlt')}
            width={184}
            height={184}
            className="mx-auto size-46 rounded-lg border border-slate-200 bg-white p-2"
          />
          <div className="rounded-xl bg-slate-100 p-3">
            <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('enrol.secret')}</p>
            <p className="mt-1 font-mono text-base break-all text-slate-900" data-testid="totp-secret">
              {groupSecret(enrol.secret)}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
              <Button variant="secondary" size="sm" onClick={() => void copy()}>
                <Icon name="copy" className="size-4" />
                {t('enrol.copy')}
              </Button>
              <span role="status" className="text-slate-600">
                {copied === 'ok' ? t('enrol.copied') : copied === 'failed' ? t('enrol.copyFailed') : ''}
              </span>
            </div>
          </div>
          {/* On the phone that holds the app, a tap adds the account (otpauth: link). */}
          <a
            href={enrol.otpauth_uri}
            className="inline-block text-brand-700 underline underline-offset-4 lg:hidden"
          >
            {t('enrol.openApp')}
          </a>
        </div>
      </li>
      <li className="flex gap-3">
        <StepNumber n={3} />
        <p>{t('enrol.step3')}</p>
      </li>
    </ol>
  );
}

function StepNumber({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-900 text-xs font-bold text-white"
    >
      {n}
    </span>
  );
}
