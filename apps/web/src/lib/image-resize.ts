// Scales a picked image down in the browser (canvas) so it fits a size limit before it is sent:
// a receipt logo needs a few hundred pixels, not a phone camera's twelve megapixels.

/** The bytes a data URL's base64 part decodes to. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

export class ImageResizeError extends Error {
  constructor(readonly reason: 'unreadable' | 'too_big') {
    super(`image ${reason}`);
    this.name = 'ImageResizeError';
  }
}

async function decode(file: Blob): Promise<CanvasImageSource & { width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    try {
      return await createImageBitmap(file);
    } catch {
      throw new ImageResizeError('unreadable');
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return img;
  } catch {
    throw new ImageResizeError('unreadable');
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Encodings tried in order: lossless PNG first (logos are flat), then WebP and JPEG at falling quality. */
const ATTEMPTS: Array<[type: string, quality?: number]> = [
  ['image/png'],
  ['image/webp', 0.9],
  ['image/webp', 0.75],
  ['image/jpeg', 0.85],
  ['image/jpeg', 0.7],
  ['image/jpeg', 0.55],
];

/**
 * The image as a PNG, WebP or JPEG data URL at most `maxSide` pixels on its longest side and at most
 * `maxBytes` bytes of image; each round that does not fit shrinks the picture by a quarter. JPEG gets
 * a white background (what the paper is). Throws ImageResizeError.
 */
export async function shrinkImage(file: Blob, opts: { maxSide: number; maxBytes: number }): Promise<string> {
  const source = await decode(file);
  if (!source.width || !source.height) throw new ImageResizeError('unreadable');
  let scale = Math.min(1, opts.maxSide / Math.max(source.width, source.height));
  for (let round = 0; round < 4; round++, scale *= 0.75) {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(source.width * scale));
    canvas.height = Math.max(1, Math.round(source.height * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new ImageResizeError('unreadable');
    for (const [type, quality] of ATTEMPTS) {
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      if (type === 'image/jpeg') {
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, canvas.width, canvas.height);
      }
      ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
      const url = canvas.toDataURL(type, quality);
      // A browser that cannot encode the type answers PNG instead: only the asked type counts.
      if (url.startsWith(`data:${type};base64,`) && dataUrlBytes(url) <= opts.maxBytes) return url;
    }
  }
  throw new ImageResizeError('too_big');
}
