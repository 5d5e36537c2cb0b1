import { PROOF_IMAGE_MAX_BYTES } from '@konter/core/deposit';

/** The claim's proof travels as a base64 data URL of at most 2 MB of image (core contract). */
export const PROOF_MAX_CHARS = Math.ceil(PROOF_IMAGE_MAX_BYTES / 3) * 4;
/** Spec §5 image upload: .jpg, .jpeg, .png. */
export const PROOF_TYPES = ['image/jpeg', 'image/png'] as const;
/** Photos from phone cameras are large: longer sides above this are scaled down before sending. */
const MAX_SIDE = 1600;

export type ProofProblem = 'type' | 'size' | 'read';

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

/** Re-encodes a large photo as JPEG with its longer side at most MAX_SIDE; null where canvas is missing. */
async function shrink(dataUrl: string): Promise<string | null> {
  const img = await loadImage(dataUrl);
  const scale = Math.min(1, MAX_SIDE / Math.max(img.naturalWidth, img.naturalHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = '#fff'; // a transparent PNG becomes a white-backed JPEG
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.85);
}

/**
 * The proof as a data URL of at most PROOF_MAX_CHARS, or the reason it cannot be one. Large photos
 * are scaled down first, so a phone camera's picture fits over a slow connection.
 */
export async function proofDataUrl(file: File): Promise<{ url: string } | { problem: ProofProblem }> {
  if (!(PROOF_TYPES as readonly string[]).includes(file.type)) return { problem: 'type' };
  let url: string;
  try {
    url = await readAsDataUrl(file);
  } catch {
    return { problem: 'read' };
  }
  // Anything above ~1 MB is worth shrinking: it is a photo, and the network may be slow.
  if (url.length > PROOF_MAX_CHARS / 2) {
    try {
      const smaller = await shrink(url);
      if (smaller && smaller.length < url.length) url = smaller;
    } catch {
      // keep the original; the size check below decides
    }
  }
  return url.length > PROOF_MAX_CHARS ? { problem: 'size' } : { url };
}
