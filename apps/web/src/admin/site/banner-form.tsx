import { BANNER_DESTINATIONS } from '@konter/core/contracts/console-site';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { useSnackbar } from '../../components/ui/snackbar';
import { fieldClasses, TextField } from '../../components/ui/text-field';
import { useServerErrors } from '../../lib/form';
import { useCreateBanner } from './api/banners';

interface Values {
  image_url: string;
  caption: string;
  carousel: string;
  destination: '' | (typeof BANNER_DESTINATIONS)[number];
  uri: string;
  url: string;
  page: string;
  newTab: boolean;
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
