import { MEDIA_BACKGROUND_MAX_BYTES } from '@konter/core/contracts/media';
import { readAsDataUrl, shrinkPhoto } from '../../lib/photo-data-url';

/** Spec §5 image upload: .jpg, .jpeg, .png, at most 8 MB. */
export const BACKGROUND_TYPES = ['image/jpeg', 'image/png'] as const;
/** Larger photos are scaled down before sending (the image is 1200 × 800; twice that is plenty). */
const MAX_SIDE = 2400;

/** The background as a data URL, or why it cannot be one ('type': not JPG/PNG, 'size': over 8 MB). */
export async function backgroundDataUrl(
  file: File,
): Promise<{ url: string } | { problem: 'type' | 'size' | 'read' }> {
  if (!(BACKGROUND_TYPES as readonly string[]).includes(file.type)) return { problem: 'type' };
  if (file.size > MEDIA_BACKGROUND_MAX_BYTES) return { problem: 'size' };
  let url: string;
  try {
    url = await readAsDataUrl(file);
  } catch {
    return { problem: 'read' };
  }
  if (file.size > 1024 * 1024) {
    try {
      const smaller = await shrinkPhoto(url, { maxSide: MAX_SIDE, quality: 0.88 });
      if (smaller && smaller.length < url.length) url = smaller;
    } catch {
      // keep the original
    }
  }
  return { url };
}
