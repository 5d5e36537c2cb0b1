import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The fonts of the Open Graph images, read from the @fontsource packages in node_modules at first use
// (satori needs TTF/OTF/WOFF data; nothing is copied into the repository). Each package splits its
// font into subsets by unicode range (its unicode.json): an image loads only the subsets its text
// needs, so a Chinese image reads a few files of ~40 KB instead of the whole CJK font. Inter covers
// Indonesian and English (latin), Noto Sans SC Chinese. A character that no subset covers is left
// out of the text rather than drawn as a missing-glyph box.

export type FontWeight = 400 | 700;
export const WEIGHTS: readonly FontWeight[] = [400, 700];

/** One subset of one family: satori sees it as its own font name, so its glyphs are a fallback. */
interface Subset {
  /** Unique satori font name, e.g. "Inter latin", "Noto Sans SC 37". */
  name: string;
  ranges: ReadonlyArray<readonly [number, number]>;
  file: (weight: FontWeight) => string;
}

export interface SatoriFont {
  name: string;
  data: Buffer;
  weight: FontWeight;
  style: 'normal';
}

const require = createRequire(import.meta.url);

const FAMILIES = [
  // Inter first: the Latin text (every image has some) takes its glyphs from it.
  { pkg: '@fontsource/inter', prefix: 'inter', label: 'Inter' },
  { pkg: '@fontsource/noto-sans-sc', prefix: 'noto-sans-sc', label: 'Noto Sans SC' },
] as const;

/** The primary family of every image (always loaded). */
export const PRIMARY_FONT = 'Inter latin';

/** "U+0000-00FF,U+0131" → [[0, 255], [305, 305]]. */
export function parseUnicodeRange(spec: string): [number, number][] {
  return spec.split(',').flatMap((part) => {
    const m = part.trim().match(/^U\+([0-9a-f]+)(?:-([0-9a-f]+))?$/i);
    if (!m) return [];
    const from = Number.parseInt(m[1]!, 16);
    return [[from, m[2] ? Number.parseInt(m[2], 16) : from] as [number, number]];
  });
}

let subsets: Subset[] | undefined;

/** Every subset of every family, in fallback order, from the packages' unicode.json. */
async function allSubsets(): Promise<Subset[]> {
  if (subsets) return subsets;
  const out: Subset[] = [];
  for (const family of FAMILIES) {
    const unicodeJson = require.resolve(`${family.pkg}/unicode.json`);
    const dir = join(dirname(unicodeJson), 'files');
    const table = JSON.parse(await readFile(unicodeJson, 'utf8')) as Record<string, string>;
    // Latin subsets first within a family, then the rest in the package's order.
    const keys = Object.keys(table).sort((a, b) => rank(a) - rank(b));
    for (const key of keys) {
      const id = key.replace(/^\[(\d+)\]$/, '$1');
      out.push({
        name: `${family.label} ${id}`,
        ranges: parseUnicodeRange(table[key]!),
        file: (weight) => join(dir, `${family.prefix}-${id}-${weight}-normal.woff`),
      });
    }
  }
  subsets = out;
  return out;
}

const rank = (key: string) => (key === 'latin' ? 0 : key === 'latin-ext' ? 1 : 2);

const covers = (s: Subset, cp: number) => s.ranges.some(([a, b]) => cp >= a && cp <= b);

// Control and format characters, and the variation selectors and joiners of emoji sequences, draw
// nothing in any font.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Variation_Selector}]/gu;

export interface FontPlan {
  /** The texts with every character no subset covers left out. */
  texts: string[];
  /** The fonts to hand satori (the same array for the same subsets, so satori keeps its parse). */
  fonts: SatoriFont[];
}

const fileData = new Map<string, Promise<Buffer>>();
const fontArrays = new Map<string, SatoriFont[]>();

function load(path: string): Promise<Buffer> {
  let data = fileData.get(path);
  if (!data) {
    data = readFile(path);
    // A failed read is not kept: the next image tries again.
    data.catch(() => fileData.delete(path));
    fileData.set(path, data);
  }
  return data;
}

/**
 * The fonts that draw `texts`, and the texts reduced to what they can draw. The primary Latin
 * subset is always in (digits, "Rp"); others join as the text needs them.
 */
export async function planFonts(texts: readonly string[]): Promise<FontPlan> {
  const all = await allSubsets();
  const used = new Set<Subset>([all.find((s) => s.name === PRIMARY_FONT)!]);
  const bySubset = new Map<number, Subset | null>();
  const drawable = texts.map((text) => {
    let out = '';
    for (const ch of text.replace(INVISIBLE, '')) {
      const cp = ch.codePointAt(0)!;
      if (ch === ' ' || ch === '\n') {
        out += ch;
        continue;
      }
      let subset = bySubset.get(cp);
      if (subset === undefined) {
        subset = all.find((s) => covers(s, cp)) ?? null;
        bySubset.set(cp, subset);
      }
      if (!subset) continue;
      used.add(subset);
      out += ch;
    }
    return out.replace(/ {2,}/g, ' ').trim();
  });
  const chosen = all.filter((s) => used.has(s));
  const key = chosen.map((s) => s.name).join('|');
  let fonts = fontArrays.get(key);
  if (!fonts) {
    fonts = await Promise.all(
      chosen.flatMap((s) =>
        WEIGHTS.map(async (weight) => ({
          name: s.name,
          data: await load(s.file(weight)),
          weight,
          style: 'normal' as const,
        })),
      ),
    );
    // Bounded: one array per combination of subsets, and few combinations occur (the images' texts).
    if (fontArrays.size >= 64) fontArrays.clear();
    fontArrays.set(key, fonts);
  }
  return { texts: drawable, fonts };
}
