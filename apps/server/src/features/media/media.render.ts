import { MEDIA_IMAGE_HEIGHT, MEDIA_IMAGE_WIDTH } from '@konter/core/contracts/media';
import { formatRupiah } from '@konter/core/money';
import { renderElementPng } from '../og/index.js';

// The layout of a price-list image (1200×800, 3:2 like the recommended background): the agent's
// background (cover) under a shade, the top text, the brand, the nominals with the agent's selling
// prices (one column up to eight, two columns up to twenty) and the bottom text, in the chosen colour.

export interface MediaLayout {
  brandName: string;
  items: { name: string; price: number }[];
  topText: string;
  bottomText: string;
  /** "#rrggbb". */
  textColor: string;
  /** The background's bytes (JPG or PNG), or null for the built-in teal. */
  background: Buffer | null;
}

type Style = Record<string, string | number>;
interface El {
  type: string;
  key: null;
  props: Record<string, unknown>;
}
type Child = El | string | null;
function h(type: string, props: Record<string, unknown>, ...children: Child[]): El {
  const kids = children.filter((c) => c !== null && c !== '');
  return { type, key: null, props: { ...props, ...(kids.length ? { children: kids } : {}) } };
}
const div = (style: Style, ...children: Child[]) =>
  h('div', { style: { display: 'flex', boxSizing: 'border-box', ...style } }, ...children);

/** Light text gets a dark shade under the rows, dark text a light one. */
function isLight(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 140;
}

export const imageKind = (bytes: Buffer): 'png' | 'jpeg' | null =>
  bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    ? 'png'
    : bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))
      ? 'jpeg'
      : null;

const price = (n: number) => formatRupiah(n);

/** Renders the image at each of `widths` (1200 is the full image). */
export function renderPricelist(layout: MediaLayout, widths: readonly number[]): Promise<Buffer[]> {
  const texts = [
    layout.topText,
    layout.bottomText,
    layout.brandName,
    ...layout.items.flatMap((i) => [i.name, price(i.price)]),
  ];
  return renderElementPng({
    width: MEDIA_IMAGE_WIDTH,
    height: MEDIA_IMAGE_HEIGHT,
    texts,
    widths,
    build: (draw) => element(layout, draw),
  });
}

function element(l: MediaLayout, draw: (s: string) => string): El {
  const light = isLight(l.textColor);
  const panel = light ? 'rgba(0,0,0,0.35)' : 'rgba(255,255,255,0.72)';
  const n = l.items.length;
  const twoColumns = n > 8;
  const perColumn = twoColumns ? Math.ceil(n / 2) : n;
  const fontSize = perColumn <= 5 ? 34 : perColumn <= 8 ? 28 : 23;
  const rowPad = perColumn <= 5 ? 16 : perColumn <= 8 ? 10 : 7;
  const kind = l.background ? imageKind(l.background) : null;
  const row = (item: { name: string; price: number }) =>
    div(
      {
        width: '100%',
        justifyContent: 'space-between',
        alignItems: 'center',
        padding: `${rowPad}px 20px`,
        marginBottom: 8,
        borderRadius: 14,
        backgroundColor: panel,
        fontSize,
      },
      h(
        'div',
        {
          style: {
            display: 'block',
            flex: 1,
            minWidth: 0,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            marginRight: 16,
          },
        },
        draw(item.name),
      ),
      div({ fontWeight: 700, flexShrink: 0 }, draw(price(item.price))),
    );
  const columns = twoColumns ? [l.items.slice(0, perColumn), l.items.slice(perColumn)] : [l.items];
  return div(
    {
      width: MEDIA_IMAGE_WIDTH,
      height: MEDIA_IMAGE_HEIGHT,
      position: 'relative',
      color: l.textColor,
      fontFamily: 'Inter latin',
      backgroundImage: 'linear-gradient(135deg, #115e59 0%, #0f766e 55%, #134e4a 100%)',
    },
    kind
      ? h('img', {
          src: `data:image/${kind};base64,${l.background!.toString('base64')}`,
          width: MEDIA_IMAGE_WIDTH,
          height: MEDIA_IMAGE_HEIGHT,
          style: {
            position: 'absolute',
            left: 0,
            top: 0,
            width: MEDIA_IMAGE_WIDTH,
            height: MEDIA_IMAGE_HEIGHT,
            objectFit: 'cover',
          },
        })
      : null,
    kind
      ? div({
          position: 'absolute',
          left: 0,
          top: 0,
          width: MEDIA_IMAGE_WIDTH,
          height: MEDIA_IMAGE_HEIGHT,
          backgroundColor: light ? 'rgba(0,0,0,0.25)' : 'rgba(255,255,255,0.2)',
        })
      : null,
    div(
      {
        position: 'absolute',
        left: 0,
        top: 0,
        width: MEDIA_IMAGE_WIDTH,
        height: MEDIA_IMAGE_HEIGHT,
        flexDirection: 'column',
        padding: '44px 56px',
      },
      l.topText
        ? div(
            {
              justifyContent: 'center',
              textAlign: 'center',
              fontSize: 50,
              fontWeight: 700,
              lineHeight: 1.15,
            },
            draw(l.topText),
          )
        : null,
      div(
        { justifyContent: 'center', marginTop: 14, marginBottom: 22 },
        div(
          {
            padding: '6px 22px',
            borderRadius: 999,
            border: `3px solid ${l.textColor}`,
            fontSize: 26,
            fontWeight: 700,
            letterSpacing: 1,
          },
          draw(l.brandName),
        ),
      ),
      div(
        { flex: 1, width: '100%', alignItems: 'center' },
        ...columns.map((items, i) =>
          div(
            { flexDirection: 'column', flex: 1, marginLeft: i === 0 ? 0 : 24, minWidth: 0 },
            ...items.map(row),
          ),
        ),
      ),
      l.bottomText
        ? div(
            { justifyContent: 'center', textAlign: 'center', fontSize: 28, lineHeight: 1.25, marginTop: 8 },
            draw(l.bottomText),
          )
        : null,
    ),
  );
}
