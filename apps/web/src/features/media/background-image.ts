import { MEDIA_BACKGROUND_MAX_BYTES } from '@konter/core/contracts/media';

/** Spec §5 image upload: .jpg, .jpeg, .png, at most 8 MB. */
export const BACKGROUND_TYPES = ['image/jpeg', 'image/png'] as const;
/** Larger photos are scaled down before sending (the image is 1200 × 800; twice that is plenty). */
const MAX_SIDE = 2400;

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = reject;
    img.src = src;
  });

async function shrink(dataUrl: string): Promise<string | null> {
  const img = await loadImage(dataUrl);
  const scale = Math.min(1, MAX_SIDE / Math.max(img.naturalWidth, img.naturalHeight));
  if (scale === 1) return null;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.88);
}

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
      const smaller = await shrink(url);
      if (smaller && smaller.length < url.length) url = smaller;
    } catch {
      // keep the original
    }
  }
  return { url };
}
