import type { Banner } from '@konter/core/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { useSnackbar } from '../../components/ui/snackbar';
import { api } from '../../lib/api-client';

// Shown only when the link cannot be fetched: out of the landing's first load.
const Alert = lazy(() => import('../../components/ui/alert').then((m) => ({ default: m.Alert })));

/** GET marketing/carousel/{name} (spec §7.3). */
const carouselQuery = (name: string) => ({
  queryKey: ['carousel', name],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<{ name: string; banners: Banner[] }>(`marketing/carousel/${name}`, { signal }),
  staleTime: 5 * 60_000,
  retry: false,
  meta: { silent: true },
});

const bannerImage = (b: Banner) => (b.source === 'external' ? b.external_url : b.image);
const bannerHref = (b: Banner) =>
  b.destination === 'url'
    ? b.url
    : b.destination === 'uri'
      ? b.uri
      : b.destination === 'page'
        ? b.page
        : null;

/**
 * The carousel: a failed fetch shows one empty placeholder banner and the 'failed to initialize
 * banner' error snackbar for 2 s (spec §8.2).
 */
export function Carousel({ name }: { name: string }) {
  const { t } = useTranslation('home');
  const snackbar = useSnackbar();
  const { data, isError, isPending } = useQuery(carouselQuery(name));
  const [index, setIndex] = useState(0);
  const banners = (data?.banners ?? []).filter((b) => bannerImage(b));

  useEffect(() => {
    if (isError) snackbar.show({ message: t('landing.bannerFailed'), color: 'error', timeout: 2000 });
  }, [isError, snackbar, t]);

  useEffect(() => {
    if (banners.length < 2) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % banners.length), 6000);
    return () => window.clearInterval(id);
  }, [banners.length]);

  if (isPending) return <div className="aspect-[3/1] w-full animate-pulse rounded-2xl bg-slate-100" />;
  if (isError || banners.length === 0) {
    return (
      <div
        data-testid="carousel-placeholder"
        className="flex aspect-[3/1] w-full items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-500"
      >
        {t('landing.placeholder')}
      </div>
    );
  }
  const current = banners[index % banners.length] as Banner;
  const href = bannerHref(current);
  const img = (
    <img
      src={bannerImage(current) ?? ''}
      alt={current.caption ?? ''}
      // Banners are 3:1 (1200×400): the space is kept before the image arrives (no layout shift).
      width={1200}
      height={400}
      decoding="async"
      className="aspect-[3/1] w-full rounded-2xl bg-slate-100 object-cover"
    />
  );
  return (
    <section aria-label={t('landing.carousel')} className="relative">
      {href ? (
        href.startsWith('/') ? (
          <Link to={href}>{img}</Link>
        ) : (
          <a href={href} target={current.target} rel="noopener noreferrer">
            {img}
          </a>
        )
      ) : (
        img
      )}
      {banners.length > 1 && (
        <div className="mt-2 flex justify-center gap-2">
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              aria-label={`${i + 1}`}
              aria-current={i === index % banners.length}
              onClick={() => setIndex(i)}
              className="flex size-6 items-center justify-center"
            >
              <span
                className={`block size-2 rounded-full ${i === index % banners.length ? 'bg-brand-700' : 'bg-slate-300'}`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/** GET apk/download: the Android app's link (null when the site offers no app). */
export const apkQuery = () =>
  queryOptions({
    queryKey: ['apk'],
    queryFn: ({ signal }) => api.get<{ url: string | null }>('apk/download', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });

/** The Android download button from GET apk/download; hidden when there is no url. */
export function ApkButton() {
  const { t } = useTranslation('home');
  const { data, isError } = useQuery(apkQuery());
  if (isError)
    return (
      <Suspense fallback={null}>
        <Alert tone="error">{t('landing.apkFailed')}</Alert>
      </Suspense>
    );
  if (!data?.url) return null;
  return (
    <a href={data.url} className={buttonClasses('secondary', 'lg')} download>
      <Icon name="download" className="size-5" />
      {t('landing.download')}
    </a>
  );
}

/** Pricelist link and the link to the help centre under the landing FAQ. */
export function LandingLinks() {
  const { t } = useTranslation('home');
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Link to="/pricelist/pulsa" className={buttonClasses('secondary')}>
        <Icon name="tag" className="size-5" />
        {t('landing.pricelist')}
      </Link>
      <Link to="/help" className={buttonClasses('ghost')}>
        <Icon name="info" className="size-5" />
        {t('landing.helpLink')}
      </Link>
    </div>
  );
}
