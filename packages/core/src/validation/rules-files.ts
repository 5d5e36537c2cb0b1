// File rules: dimensions, ext, image, mimes, size. Values are file-like objects (a browser File,
// or plain metadata such as `{ name, type, size, width, height }`), a file name, or arrays of them.
import { each, isEmptyValue, listParam, toNumber } from './rule-utils.js';

export interface FileMeta {
  readonly name?: string;
  readonly type?: string;
  /** Bytes. */
  readonly size?: number;
  /** Pixels (read by the caller, e.g. from an Image element). */
  readonly width?: number;
  readonly height?: number;
}

export const IMAGE_EXTENSIONS = ['jpg', 'svg', 'jpeg', 'png', 'bmp', 'gif', 'webp'] as const;
export const DIMENSION_EXTENSIONS = ['jpg', 'svg', 'jpeg', 'png', 'bmp', 'gif'] as const;
const mimeOf: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  png: 'image/png',
  bmp: 'image/bmp',
  gif: 'image/gif',
  webp: 'image/webp',
};

function fileMeta(value: unknown): FileMeta | null {
  if (typeof value === 'string') return { name: value };
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as FileMeta;
  return null;
}

function extensionOf(name: string | undefined): string | null {
  if (typeof name !== 'string') return null;
  const dot = name.lastIndexOf('.');
  return dot < 0 ? null : name.slice(dot + 1).toLowerCase();
}

function normalizeExtension(ext: unknown): string {
  return String(ext).trim().replace(/^\./, '').toLowerCase();
}

/** True when the name's extension or the mime type is one of the given image extensions. */
function isImageOf(meta: FileMeta, extensions: readonly string[]): boolean {
  const ext = extensionOf(meta.name);
  if (ext !== null && extensions.includes(ext)) return true;
  const type = typeof meta.type === 'string' ? meta.type.toLowerCase() : '';
  if (type === 'image/jpg') return extensions.includes('jpg');
  return type !== '' && extensions.some((e) => mimeOf[e] === type);
}

function fileRule(test: (meta: FileMeta) => boolean) {
  return (value: unknown): boolean =>
    isEmptyValue(value) ||
    each(value, (v) => {
      const meta = fileMeta(v);
      return meta !== null && test(meta);
    });
}

export const fileRules = {
  /** An image (jpg, svg, jpeg, png, bmp, gif; by name or mime when given) of exactly width × height px. */
  dimensions: (value: unknown, params: { width: number | string; height: number | string }): boolean =>
    fileRule((m) => {
      const typed = m.name !== undefined || (m.type ?? '') !== '';
      if (typed && !isImageOf(m, DIMENSION_EXTENSIONS)) return false;
      return m.width === toNumber(params.width) && m.height === toNumber(params.height);
    })(value),

  /** The file name ends with one of the extensions (case-insensitive, leading dot optional). */
  ext: (value: unknown, params: { extensions: readonly string[] | string }): boolean => {
    const allowed = listParam(params.extensions).map(normalizeExtension);
    return fileRule((m) => {
      const ext = extensionOf(m.name);
      return ext !== null && allowed.includes(ext);
    })(value);
  },

  /** jpg, svg, jpeg, png, bmp, gif or webp, by file name or mime type. */
  image: (value: unknown): boolean => fileRule((m) => isImageOf(m, IMAGE_EXTENSIONS))(value),

  /** The mime type is one of the types; 'image/*' style wildcards allowed. */
  mimes: (value: unknown, params: { types: readonly string[] | string }): boolean => {
    const allowed = listParam(params.types).map((t) => String(t).trim().toLowerCase());
    return fileRule((m) => {
      const type = typeof m.type === 'string' ? m.type.toLowerCase() : '';
      if (type === '') return false;
      return allowed.some((a) => (a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : a === type));
    })(value);
  },

  /** At most `size` kilobytes (1 KB = 1024 bytes). */
  size: (value: unknown, params: { size: number | string }): boolean => {
    const limit = toNumber(params.size) * 1024;
    return fileRule((m) => typeof m.size === 'number' && m.size <= limit)(value);
  },
};
