import { BANNER_DESTINATIONS, type ConsoleBanner } from '@konter/core/contracts/console-site';
import { useEffect, useRef, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { useSnackbar } from '../../components/ui/snackbar';
import { fieldClasses, TextField } from '../../components/ui/text-field';
import { useServerErrors } from '../../lib/form';
import { useChangeBanner, useCreateBanner } from './api/banners';

interface Values {
  image_url: string;
  caption: string;
  carousel: string;
  destination: '' | (typeof BANNER_DESTINATIONS)[number];
  uri: string;
  url: string;
  page: string;
  newTab: boolean;
  /** The display window: Jakarta wall-clock times (datetime-local), empty for no bound. */
  starts_at: string;
  ends_at: string;
}

/** A moment as a datetime-local field's Jakarta (WIB) wall-clock time (YYYY-MM-DDTHH:MM). */
export const jakartaInput = (iso: string | null) =>
  iso ? new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 16) : '';

/** The start and end fields of a banner's display window, with the line that explains them. */
function WindowFields(p: {
  starts: UseFormRegisterReturn;
  ends: UseFormRegisterReturn;
  errors: { starts?: string | undefined; ends?: string | undefined };
}) {
  const { t } = useTranslation('console');
  return (
    <div className="space-y-2">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          type="datetime-local"
          label={t('site.banners.startsAt')}
          error={p.errors.starts}
          {...p.starts}
        />
        <TextField type="datetime-local" label={t('site.banners.endsAt')} error={p.errors.ends} {...p.ends} />
      </div>
      <p className="text-sm text-slate-500">{t('site.banners.windowHelp')}</p>
    </div>
  );
}

/** A new banner from an https image, opening an app path, a web address, a page, or nothing. */
export function BannerForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['console', 'common']);
  const snackbar = useSnackbar();
  const create = useCreateBanner();
  const form = useForm<Values>({
    defaultValues: {
      image_url: '',
      caption: '',
      carousel: 'home',
      destination: 'uri',
      uri: '',
      url: '',
      page: '',
      newTab: false,
      starts_at: '',
      ends_at: '',
    },
  });
  const server = useServerErrors(form);
  const { errors } = form.formState;
  const destination = form.watch('destination');
  // An uploaded picture (a data URL) instead of the image URL.
  const [upload, setUpload] = useState<{ name: string; data: string } | null>(null);
  const pick = (file: File | undefined) => {
    form.clearErrors('image_url');
    if (!file) return setUpload(null);
    if (file.size > 1024 * 1024) {
      setUpload(null);
      form.setError('image_url', { type: 'client', message: t('site.banners.tooLarge') });
      return;
    }
    const reader = new FileReader();
    reader.onload = () => setUpload({ name: file.name, data: String(reader.result) });
    reader.readAsDataURL(file);
  };

  const submit = form.handleSubmit((v) =>
    create.mutate(
      {
        ...(upload ? { image_data: upload.data } : { image_url: v.image_url.trim() }),
        carousel: v.carousel.trim() || 'home',
        ...(v.caption.trim() ? { caption: v.caption.trim() } : {}),
        destination: v.destination || null,
        ...(v.destination ? { [v.destination]: v[v.destination].trim() } : {}),
        target: v.newTab ? '_blank' : '_self',
        ...(v.starts_at ? { starts_at: v.starts_at } : {}),
        ...(v.ends_at ? { ends_at: v.ends_at } : {}),
      },
      {
        onSuccess: () => {
          snackbar.show({ message: t('site.banners.created'), color: 'success' });
          onDone();
        },
        onError: (e) => server.handle(e),
      },
    ),
  );

  return (
    <Card data-testid="banner-form">
      <CardHeader title={t('site.banners.add')} />
      <form onSubmit={submit} noValidate className="space-y-4">
        {server.alert && <Alert tone="error">{server.alert}</Alert>}
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('site.banners.image_url')}
            type="url"
            inputMode="url"
            placeholder="https://"
            disabled={upload !== null}
            error={errors.image_url?.message}
            {...form.register('image_url')}
          />
          <div className="space-y-1.5">
            <label htmlFor="banner-file" className="block text-sm font-medium text-slate-700">
              {t('site.banners.uploadLabel')}
            </label>
            <input
              id="banner-file"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              aria-describedby="banner-file-help"
              onChange={(e) => pick(e.target.files?.[0])}
              className="block min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:font-semibold"
            />
            <p id="banner-file-help" className="text-sm text-slate-500">
              {t('site.banners.uploadHelp')}
            </p>
          </div>
        </div>
        {upload && (
          <img src={upload.data} alt="" className="aspect-[3/1] w-full max-w-md rounded-xl object-cover" />
        )}
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('site.banners.caption')}
            error={errors.caption?.message}
            {...form.register('caption')}
          />
          <TextField
            label={t('site.banners.carousel')}
            error={errors.carousel?.message}
            {...form.register('carousel')}
          />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="space-y-1.5">
            <label htmlFor="banner-destination" className="block text-sm font-medium text-slate-700">
              {t('site.banners.destination')}
            </label>
            <select id="banner-destination" className={fieldClasses(false)} {...form.register('destination')}>
              <option value="">{t('site.banners.destinations.none')}</option>
              {BANNER_DESTINATIONS.map((d) => (
                <option key={d} value={d}>
                  {t(`site.banners.destinations.${d}`)}
                </option>
              ))}
            </select>
          </div>
          {destination && (
            <TextField
              label={t(`site.banners.${destination}`)}
              error={errors[destination]?.message}
              {...form.register(destination)}
            />
          )}
        </div>
        <label className="flex min-h-11 items-center gap-3 text-sm text-slate-700">
          <input type="checkbox" className="size-5" {...form.register('newTab')} />
          {t('site.banners.newTab')}
        </label>
        <WindowFields
          starts={form.register('starts_at')}
          ends={form.register('ends_at')}
          errors={{ starts: errors.starts_at?.message, ends: errors.ends_at?.message }}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onDone}>
            {t('common:action.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('site.banners.add')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/**
 * A banner's display window changed (PATCH console/site/banners/:id with only the bounds that
 * differ; an emptied one removes that bound). The end after the start, or the server says so on
 * the field.
 */
export function BannerScheduleForm({ banner, onDone }: { banner: ConsoleBanner; onDone: () => void }) {
  const { t } = useTranslation(['console', 'common']);
  const snackbar = useSnackbar();
  const change = useChangeBanner();
  const [initial] = useState(() => ({
    starts_at: jakartaInput(banner.starts_at),
    ends_at: jakartaInput(banner.ends_at),
  }));
  const form = useForm<Pick<Values, 'starts_at' | 'ends_at'>>({ defaultValues: initial });
  // It opens above the list: bring it into view (on a phone the banner may be far below).
  const card = useRef<HTMLDivElement>(null);
  // (A block: newer browsers answer scrollIntoView with a promise, which is no effect cleanup.)
  useEffect(() => {
    card.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, []);
  const server = useServerErrors(form);
  const submit = form.handleSubmit((v) => {
    const body: { starts_at?: string | null; ends_at?: string | null } = {};
    if (v.starts_at !== initial.starts_at) body.starts_at = v.starts_at || null;
    if (v.ends_at !== initial.ends_at) body.ends_at = v.ends_at || null;
    if (Object.keys(body).length === 0) return onDone();
    change.mutate(
      { id: banner.id, ...body },
      {
        onSuccess: () => {
          snackbar.show({ message: t('site.banners.scheduleSaved'), color: 'success' });
          onDone();
        },
        onError: (e) => server.handle(e),
      },
    );
  });
  return (
    <div ref={card} className="scroll-mt-4">
      <Card data-testid="banner-schedule">
        <CardHeader title={t('site.banners.scheduleTitle')} description={banner.caption ?? `#${banner.id}`} />
        <form onSubmit={submit} noValidate className="space-y-4">
          {/* A refusal on a field is said there; other answers above the fields. */}
          {server.alert && !Object.keys(form.formState.errors).length && (
            <Alert tone="error">{server.alert}</Alert>
          )}
          <WindowFields
            starts={form.register('starts_at')}
            ends={form.register('ends_at')}
            errors={{
              starts: form.formState.errors.starts_at?.message,
              ends: form.formState.errors.ends_at?.message,
            }}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onDone}>
              {t('common:action.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {t('site.banners.scheduleSave')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
