import { PROOF_IMAGE_MAX_BYTES } from '@konter/core/deposit';
import { readAsDataUrl, shrinkPhoto } from '../../lib/photo-data-url';

/** The claim's proof travels as a base64 data URL of at most 2 MB of image (core contract). */
export const PROOF_MAX_CHARS = Math.ceil(PROOF_IMAGE_MAX_BYTES / 3) * 4;
/** Spec §5 image upload: .jpg, .jpeg, .png. */
export const PROOF_TYPES = ['image/jpeg', 'image/png'] as const;
/** Photos from phone cameras are large: longer sides above this are scaled down before sending. */
const MAX_SIDE = 1600;

export type ProofProblem = 'type' | 'size' | 'read';

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
      const smaller = await shrinkPhoto(url, { maxSide: MAX_SIDE, quality: 0.85 });
      if (smaller && smaller.length < url.length) url = smaller;
    } catch {
      // keep the original; the size check below decides
    }
  }
  return url.length > PROOF_MAX_CHARS ? { problem: 'size' } : { url };
}
