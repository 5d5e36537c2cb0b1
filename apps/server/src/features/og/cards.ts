import { PRIMARY_FONT } from './fonts.js';
import { ICON_PATHS } from './icons.js';

// The layouts of the Open Graph images (1200×630), as the element trees satori lays out with its
// flexbox subset. A card is described by a plain model (what og.service.ts computes: words already
// in the reader's language, prices already formatted); the model is also what the image cache keys
// on, so equal models are one image.

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The site's mark: the built-in logo (the K mark) or, for an uploaded logo, the name's initial. */
export interface OgBrand {
  siteName: string;
  mark: 'builtin' | { initial: string };
  /** The site's host from APP_URL, shown as the address to visit. */
  host: string;
}

export type OgCard =
  | {
      kind: 'home';
      brand: OgBrand;
      title: string;
      subtitle: string;
      chips: { label: string; icon: string }[];
    }
  | {
      kind: 'pricelist';
      brand: OgBrand;
      title: string;
      icon: string;
      note: string;
      rows: { name: string; from: string; price: string }[];
      more: string | null;
      empty: string | null;
    }
  | { kind: 'marketing'; brand: OgBrand; title: string; text: string; icon: string; price: string | null }
  | { kind: 'blog'; brand: OgBrand; kicker: string; title: string; icon: string };

/** Every text a card draws (for the font plan). */
export function cardTexts(card: OgCard): string[] {
  const brand = [card.brand.siteName, card.brand.host];
  if (typeof card.brand.mark === 'object') brand.push(card.brand.mark.initial);
  switch (card.kind) {
    case 'home':
      return [...brand, card.title, card.subtitle, ...card.chips.map((c) => c.label)];
    case 'pricelist':
      return [
        ...brand,
        card.title,
        card.note,
        ...card.rows.flatMap((r) => [r.name, r.from, r.price]),
        ...(card.more ? [card.more] : []),
        ...(card.empty ? [card.empty] : []),
      ];
    case 'marketing':
      return [...brand, card.title, card.text, ...(card.price ? [card.price] : [])];
    case 'blog':
      return [...brand, card.kicker, card.title];
  }
}

// ---- a tiny element builder (satori takes React-shaped objects; no React needed) ----

type Style = Record<string, string | number>;
export interface El {
  type: string;
  key: null;
  props: Record<string, unknown> & { style?: Style; children?: Child | Child[] };
}
type Child = El | string | null;

function h(type: string, props: Record<string, unknown>, ...children: Child[]): El {
  const kids = children.filter((c) => c !== null && c !== '');
  return { type, key: null, props: { ...props, ...(kids.length ? { children: kids } : {}) } };
}
const div = (style: Style, ...children: Child[]) =>
  h('div', { style: { display: 'flex', boxSizing: 'border-box', ...style } }, ...children);

const TEAL_700 = '#0f766e';
const TEAL_800 = '#115e59';
const TEAL_900 = '#134e4a';
const TEAL_100 = '#ccfbf1';
const TEAL_50 = '#f0fdfa';
const SLATE_900 = '#0f172a';
const SLATE_500 = '#64748b';
const AMBER_300 = '#fcd34d';

/** A stroke icon of icons.ts by name. */
function icon(name: string, size: number, color: string, strokeWidth = 2): El {
  const path = ICON_PATHS[name] ?? ICON_PATHS.document!;
  return h(
    'svg',
    {
      width: size,
      height: size,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: color,
      strokeWidth,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    },
    h('path', { d: path }),
  );
}

/** The site's mark on the teal background: a white tile with the teal K (artwork.ts's logo). */
function mark(brand: OgBrand, size: number): El {
  const tile = {
    width: size,
    height: size,
    borderRadius: size * 0.22,
    backgroundColor: '#ffffff',
    alignItems: 'center',
    justifyContent: 'center',
  };
  if (brand.mark === 'builtin') {
    return div(
      tile,
      h(
        'svg',
        { width: size, height: size, viewBox: '0 0 64 64' },
        h('path', {
          d: 'M20 16v32M44 16L24 33l20 15',
          fill: 'none',
          stroke: TEAL_700,
          strokeWidth: 7,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        }),
      ),
    );
  }
  return div(
    { ...tile, color: TEAL_700, fontSize: size * 0.56, fontWeight: 700, lineHeight: 1 },
    brand.mark.initial,
  );
}

/** The site's mark and name. */
function brandRow(brand: OgBrand, size = 56): El {
  return div(
    { alignItems: 'center', gap: 18 },
    mark(brand, size),
    clamp(brand.siteName, 1, {
      fontSize: Math.round(size * 0.62),
      fontWeight: 700,
      color: '#ffffff',
      maxWidth: 580,
      lineHeight: 1.2,
    }),
  );
}

/** The teal page every card is drawn on, with the soft circles of the built-in banners. */
function page(...children: Child[]): El {
  return div(
    {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      position: 'relative',
      flexDirection: 'column',
      padding: '56px 72px',
      backgroundImage: `linear-gradient(135deg, ${TEAL_700} 0%, ${TEAL_900} 100%)`,
      color: '#ffffff',
      fontFamily: PRIMARY_FONT,
    },
    div({
      position: 'absolute',
      top: -240,
      right: -160,
      width: 620,
      height: 620,
      borderRadius: 310,
      backgroundColor: 'rgba(255,255,255,0.06)',
    }),
    div({
      position: 'absolute',
      bottom: -220,
      right: 80,
      width: 420,
      height: 420,
      borderRadius: 210,
      backgroundColor: 'rgba(255,255,255,0.05)',
    }),
    ...children,
  );
}

/** A block of text cut to `lines` lines with an ellipsis. */
function clamp(text: string, lines: number, style: Style): El {
  return h(
    'div',
    {
      style: {
        display: 'block',
        boxSizing: 'border-box',
        lineClamp: lines,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        ...style,
      },
    },
    text,
  );
}

function iconBadge(name: string, size: number): El {
  return div(
    {
      width: size,
      height: size,
      borderRadius: size / 2,
      backgroundColor: 'rgba(255,255,255,0.14)',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
    },
    icon(name, Math.round(size * 0.52), TEAL_100),
  );
}

function header(brand: OgBrand, right?: El): El {
  return div(
    { justifyContent: 'space-between', alignItems: 'center', width: '100%', gap: 40 },
    brandRow(brand),
    right ??
      clamp(brand.host, 1, {
        fontSize: 26,
        color: TEAL_100,
        maxWidth: 360,
        flexShrink: 0,
        textAlign: 'right',
      }),
  );
}

function homeCard(c: Extract<OgCard, { kind: 'home' }>): El {
  return page(
    header(c.brand),
    div(
      { flexDirection: 'column', flexGrow: 1, justifyContent: 'center', gap: 24, maxWidth: 980 },
      clamp(c.title, 2, { fontSize: 68, fontWeight: 700, lineHeight: 1.12, letterSpacing: -1 }),
      clamp(c.subtitle, 2, { fontSize: 30, lineHeight: 1.4, color: TEAL_100 }),
    ),
    div(
      { gap: 14, flexWrap: 'wrap' },
      ...c.chips.map((chip) =>
        div(
          {
            alignItems: 'center',
            gap: 10,
            padding: '10px 20px',
            borderRadius: 999,
            backgroundColor: 'rgba(255,255,255,0.12)',
            fontSize: 24,
            color: '#ffffff',
          },
          icon(chip.icon, 26, TEAL_100),
          chip.label,
        ),
      ),
    ),
  );
}

/** A price's size in a small tile: "Rp 5.435" large, "Rp 1.000.000" smaller, so it fits one line. */
const priceSize = (price: string) => (price.length <= 9 ? 38 : price.length === 10 ? 34 : 30);

function pricelistCard(c: Extract<OgCard, { kind: 'pricelist' }>): El {
  // Up to six tiles, three to a row; one or two share the panel, larger.
  const few = c.rows.length < 3;
  const tiles = c.rows.map((r) =>
    div(
      {
        flexDirection: 'column',
        ...(few ? { flexGrow: 1, flexBasis: 0, alignSelf: 'stretch' } : { width: 322, height: 124 }),
        padding: few ? '28px 36px' : '18px 24px',
        borderRadius: 20,
        backgroundColor: TEAL_50,
        justifyContent: 'center',
        gap: few ? 14 : 6,
      },
      clamp(r.name, few ? 2 : 1, {
        fontSize: few ? 30 : 22,
        fontWeight: 700,
        color: SLATE_500,
        letterSpacing: 0.5,
        lineHeight: 1.25,
      }),
      div(
        { alignItems: 'baseline', gap: 12, whiteSpace: 'nowrap' },
        div({ fontSize: few ? 26 : 20, color: SLATE_500, flexShrink: 0 }, r.from),
        div(
          { fontSize: few ? 56 : priceSize(r.price), fontWeight: 700, color: TEAL_800, flexShrink: 0 },
          r.price,
        ),
      ),
    ),
  );
  const panel = div(
    {
      flexGrow: 1,
      flexWrap: 'wrap',
      alignContent: 'center',
      justifyContent: c.empty ? 'center' : 'flex-start',
      alignItems: 'center',
      gap: 20,
      padding: 24,
      borderRadius: 28,
      backgroundColor: '#ffffff',
    },
    ...(c.empty ? [div({ color: SLATE_900, fontSize: 36, fontWeight: 700 }, c.empty)] : tiles),
  );
  return page(
    header(c.brand),
    div(
      { alignItems: 'center', gap: 24, marginTop: 30, marginBottom: 26 },
      iconBadge(c.icon, 84),
      div(
        { flexDirection: 'column', gap: 4, flexGrow: 1, flexShrink: 1 },
        clamp(c.title, 1, { fontSize: 54, fontWeight: 700, lineHeight: 1.15, letterSpacing: -0.5 }),
        c.empty
          ? null
          : div(
              { fontSize: 24, color: TEAL_100, gap: 16 },
              c.note,
              c.more ? div({ color: AMBER_300, fontWeight: 700 }, c.more) : null,
            ),
      ),
    ),
    panel,
  );
}

function marketingCard(c: Extract<OgCard, { kind: 'marketing' }>): El {
  return page(
    header(c.brand),
    div(
      { flexGrow: 1, alignItems: 'center', gap: 48 },
      div(
        { flexDirection: 'column', gap: 24, flexGrow: 1, flexShrink: 1 },
        clamp(c.title, 2, { fontSize: 68, fontWeight: 700, lineHeight: 1.12, letterSpacing: -1 }),
        clamp(c.text, 3, { fontSize: 28, lineHeight: 1.4, color: TEAL_100 }),
        c.price
          ? div(
              {
                alignSelf: 'flex-start',
                padding: '12px 28px',
                borderRadius: 999,
                backgroundColor: '#ffffff',
                color: TEAL_800,
                fontSize: 32,
                fontWeight: 700,
              },
              c.price,
            )
          : null,
      ),
      iconBadge(c.icon, 220),
    ),
  );
}

function blogCard(c: Extract<OgCard, { kind: 'blog' }>): El {
  return page(
    header(c.brand),
    div(
      { flexDirection: 'column', flexGrow: 1, justifyContent: 'center', gap: 28, maxWidth: 1040 },
      div(
        {
          alignSelf: 'flex-start',
          alignItems: 'center',
          gap: 10,
          padding: '8px 20px',
          borderRadius: 999,
          backgroundColor: 'rgba(255,255,255,0.14)',
          fontSize: 24,
          fontWeight: 700,
          color: TEAL_100,
          letterSpacing: 1,
        },
        icon(c.icon, 26, TEAL_100),
        c.kicker,
      ),
      clamp(c.title, 4, { fontSize: 62, fontWeight: 700, lineHeight: 1.15, letterSpacing: -0.5 }),
    ),
  );
}

/** The element tree of a card (icons by their names in icons.ts). */
export function cardElement(card: OgCard): El {
  switch (card.kind) {
    case 'home':
      return homeCard(card);
    case 'pricelist':
      return pricelistCard(card);
    case 'marketing':
      return marketingCard(card);
    case 'blog':
      return blogCard(card);
  }
}
