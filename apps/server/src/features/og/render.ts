import { cardElement, cardTexts, OG_HEIGHT, OG_WIDTH, type OgCard } from './cards.js';
import { planFonts } from './fonts.js';

// A card to PNG: satori lays the element tree out and writes SVG with the text as paths (so the
// rasteriser needs no fonts), resvg draws the SVG at 1200×630. CPU work of tens of milliseconds: the
// routes go through the image cache (image-cache.ts), which renders one image at a time. Both are
// loaded at the first image (importing satori takes ~0.5 s), not by every process that builds Deps
// (the CLI, the worker, each test file).

let engines: Promise<[typeof import('satori'), typeof import('@resvg/resvg-js')]> | undefined;
function loadEngines() {
  engines ??= Promise.all([import('satori'), import('@resvg/resvg-js')]);
  engines.catch(() => {
    engines = undefined;
  });
  return engines;
}

/** Replaces each drawn text by what the fonts can draw (fonts.ts leaves out what none covers). */
function withTexts(card: OgCard, drawable: Map<string, string>): OgCard {
  const d = (s: string) => drawable.get(s) ?? s;
  const brand = {
    ...card.brand,
    siteName: d(card.brand.siteName),
    host: d(card.brand.host),
    mark:
      typeof card.brand.mark === 'object' ? { initial: d(card.brand.mark.initial) || 'K' } : card.brand.mark,
  };
  switch (card.kind) {
    case 'home':
      return {
        ...card,
        brand,
        title: d(card.title),
        subtitle: d(card.subtitle),
        chips: card.chips.map((c) => ({ ...c, label: d(c.label) })),
      };
    case 'pricelist':
      return {
        ...card,
        brand,
        title: d(card.title),
        note: d(card.note),
        rows: card.rows.map((r) => ({ name: d(r.name), from: d(r.from), price: d(r.price) })),
        more: card.more && d(card.more),
        empty: card.empty && d(card.empty),
      };
    case 'marketing':
      return { ...card, brand, title: d(card.title), text: d(card.text), price: card.price && d(card.price) };
    case 'blog':
      return { ...card, brand, kicker: d(card.kicker), title: d(card.title) };
  }
}

export async function renderCard(card: OgCard): Promise<Buffer> {
  const [{ default: satori }, { renderAsync }] = await loadEngines();
  const texts = cardTexts(card);
  const plan = await planFonts(texts);
  const drawable = new Map(texts.map((t, i) => [t, plan.texts[i]!]));
  const element = cardElement(withTexts(card, drawable));
  const svg = await satori(element as unknown as Parameters<typeof satori>[0], {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: plan.fonts,
  });
  // Rasterised on libuv's thread pool, off the event loop.
  const png = (
    await renderAsync(svg, {
      fitTo: { mode: 'original' },
      font: { loadSystemFonts: false },
      shapeRendering: 2,
    })
  ).asPng();
  return Buffer.from(png);
}

/**
 * Any element tree to PNG with the images' fonts (other features' images, e.g. media's price-list
 * images): `build` gets `draw`, which reduces a text to what the fonts can draw (pass every text
 * the tree shows in `texts`). One SVG, rasterised at each width of `widths` (the first is the
 * layout size).
 */
export async function renderElementPng(opts: {
  width: number;
  height: number;
  texts: readonly string[];
  build: (draw: (text: string) => string) => unknown;
  widths?: readonly number[];
}): Promise<Buffer[]> {
  const [{ default: satori }, { renderAsync }] = await loadEngines();
  const plan = await planFonts(opts.texts);
  const drawable = new Map(opts.texts.map((t, i) => [t, plan.texts[i]!]));
  const element = opts.build((s) => drawable.get(s) ?? s);
  const svg = await satori(element as Parameters<typeof satori>[0], {
    width: opts.width,
    height: opts.height,
    fonts: plan.fonts,
  });
  const out: Buffer[] = [];
  for (const width of opts.widths ?? [opts.width]) {
    const png = (
      await renderAsync(svg, {
        fitTo: width === opts.width ? { mode: 'original' } : { mode: 'width', value: width },
        font: { loadSystemFonts: false },
        shapeRendering: 2,
      })
    ).asPng();
    out.push(Buffer.from(png));
  }
  return out;
}
