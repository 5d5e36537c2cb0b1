import type {
  MediaPreview,
  MediaPricelist,
  MediaPricelistList,
  MediaPricelistRequest,
} from '@konter/core/contracts/media';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, buildUrl, request } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

// The price-list image generator's calls (server: apps/server/src/features/media).

export const mediaKeys = {
  all: ['media'] as const,
  list: ['media', 'list'] as const,
  one: (id: string) => ['media', 'one', id] as const,
};

/** GET media/pricelist: the agent's images, newest first, and today's downloads. */
export const mediaListQuery = () =>
  queryOptions({ queryKey: mediaKeys.list, queryFn: () => api.get<MediaPricelistList>('media/pricelist') });

export const mediaQuery = (id: string) =>
  queryOptions({
    queryKey: mediaKeys.one(id),
    queryFn: () => api.get<MediaPricelist>(`media/pricelist/${id}`),
  });

/** The full image (a counted download). */
export const imageUrl = (id: number) => buildUrl(`media/pricelist/${id}/image.png`);

const FORM_ERRORS = [
  'media_nominal_empty',
  'media_price_invalid',
  'media_customization_invalid',
  'media_image_empty',
  'media_image_too_large',
  'media_images_limit',
  'media_not_found',
  'media_id_invalid',
  'validation_failed',
  'too_many_attempts',
];

/** POST media/pricelist/preview: the image as it would be made (not stored). */
export const previewImage = (body: MediaPricelistRequest, id?: string, signal?: AbortSignal) =>
  request<MediaPreview>('POST', 'media/pricelist/preview', { body, query: { id }, signal }).then(
    (r) => r.data,
  );

export function useSaveImage(id?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MediaPricelistRequest) =>
      id
        ? request<MediaPricelist>('PUT', `media/pricelist/${id}`, { body }).then((r) => r.data)
        : api.post<MediaPricelist>('media/pricelist', body),
    meta: { ownErrors: FORM_ERRORS },
    onSuccess: (saved) => {
      qc.setQueryData(mediaKeys.one(String(saved.id)), saved);
      void qc.invalidateQueries({ queryKey: mediaKeys.list });
    },
  });
}

export function useDeleteImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number }>(`media/pricelist/${id}`),
    meta: { ownErrors: ['media_not_found'] },
    onSuccess: () => qc.invalidateQueries({ queryKey: mediaKeys.list }),
  });
}

/**
 * Downloads the image as a file: fetched first, so the day's maximum (429) is shown as a message
 * instead of a broken download.
 */
export function useDownloadImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (image: MediaPricelist) => {
      const res = await fetch(imageUrl(image.id), {
        credentials: 'same-origin',
        headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'image/png, application/json' },
      });
      if (!res.ok) {
        const json = (await res.json().catch(() => null)) as {
          code?: string;
          message?: string;
          params?: Record<string, number>;
        } | null;
        throw new ApiError({
          status: res.status,
          code: json?.code ?? 'internal',
          message: json?.message ?? `HTTP ${res.status}`,
          params: json?.params,
        });
      }
      const blob = await res.blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `pricelist-${image.brand}-${image.id}.png`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    meta: { ownErrors: ['media_download_limit', 'media_not_found'], ownFailures: true },
    onSettled: () => qc.invalidateQueries({ queryKey: mediaKeys.list }),
  });
}
