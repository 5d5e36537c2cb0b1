import bwipjs from 'bwip-js/node';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';

// A tiny PDF document builder over pdf-lib (labels, receipts, manifests, CN23): a cursor that flows
// down the page and opens a new page when the next block does not fit. Text uses pdf-lib's standard
// Helvetica, which encodes WinAnsi only: `pdfSafeText` replaces typographic characters with ASCII
// look-alikes and drops what WinAnsi cannot say (Chinese, emoji) instead of crashing. Barcodes are
// Code128 PNGs from bwip-js, QR codes PNGs from `qrcode`.

/** Page sizes in points (1 pt = 1/72 inch). */
const SIZES = {
  A4: { width: 595.28, height: 841.89, margin: 40, base: 10 },
  A6: { width: 297.64, height: 419.53, margin: 14, base: 7.5 },
} as const;
export type PdfPageSize = keyof typeof SIZES;

export interface PdfTextOptions {
  size?: number;
  bold?: boolean;
}

export interface PdfTableColumn {
  header: string;
  /** Relative width (default 1). */
  width?: number;
  align?: 'left' | 'right';
}

export interface PdfDocumentBuilder {
  heading(text: string): PdfDocumentBuilder;
  /** "label: value" on one line (the value wraps under itself). */
  line(label: string, value: string | number | null | undefined): PdfDocumentBuilder;
  text(t: string, opts?: PdfTextOptions): PdfDocumentBuilder;
  table(
    columns: (string | PdfTableColumn)[],
    rows: (string | number | null | undefined)[][],
  ): PdfDocumentBuilder;
  /** A Code128 barcode of `value` with the value printed under it. */
  barcode(value: string): PdfDocumentBuilder;
  qr(value: string): PdfDocumentBuilder;
  space(n?: number): PdfDocumentBuilder;
  /** A thin horizontal rule. */
  rule(): PdfDocumentBuilder;
  /** Renders everything (barcodes and QR codes are drawn here) and returns the PDF file's bytes. */
  toBytes(): Promise<Uint8Array>;
}

const REPLACEMENTS: Record<string, string> = {
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2026': '...',
  '\u00A0': ' ',
  '\u2022': '*',
  '\u00D7': 'x',
  '\u2192': '->',
  '\u2190': '<-',
  '\u20AC': 'EUR',
  '\t': ' ',
};

/**
 * Text the standard fonts can encode: typographic marks become ASCII, accented Latin letters stay
 * (WinAnsi has them), line breaks become spaces, and anything else (CJK, emoji, other scripts) is
 * dropped; runs of dropped characters leave a single "?" so the reader sees something was there.
 */
export function pdfSafeText(input: string): string {
  let out = '';
  let dropped = false;
  for (const ch of input.replace(/[\r\n]+/g, ' ')) {
    const r = REPLACEMENTS[ch];
    const code = ch.codePointAt(0)!;
    if (r !== undefined) {
      out += r;
      dropped = false;
    } else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff)) {
      out += ch;
      dropped = false;
    } else if (!dropped) {
      out += '?';
      dropped = true;
    }
  }
  return out;
}

type Op = (ctx: RenderContext) => Promise<void>;

interface RenderContext {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  font: PDFFont;
  bold: PDFFont;
  size: (typeof SIZES)[PdfPageSize];
}

const stringOf = (v: string | number | null | undefined) => (v === null || v === undefined ? '-' : String(v));

/** Splits text into lines no wider than `width` at `size` (long words are cut). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const words = pdfSafeText(text).split(' ');
  const lines: string[] = [];
  let current = '';
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  for (let word of words) {
    while (!fits(word) && word.length > 1) {
      let cut = word.length - 1;
      while (cut > 1 && !fits(word.slice(0, cut))) cut--;
      if (current) {
        lines.push(current);
        current = '';
      }
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    const next = current ? `${current} ${word}` : word;
    if (fits(next)) current = next;
    else {
      if (current) lines.push(current);
      current = word;
    }
  }
  lines.push(current);
  return lines;
}

export function createPdfDocument(opts: { size: PdfPageSize; title?: string }): PdfDocumentBuilder {
  const size = SIZES[opts.size];
  const ops: Op[] = [];
  const contentWidth = size.width - 2 * size.margin;

  /** Makes room for `h` points, opening a new page when the block does not fit. */
  const ensure = (ctx: RenderContext, h: number) => {
    if (ctx.y - h < size.margin) {
      ctx.page = ctx.doc.addPage([size.width, size.height]);
      ctx.y = size.height - size.margin;
    }
  };

  const drawLines = (ctx: RenderContext, lines: string[], x: number, fontSize: number, font: PDFFont) => {
    const lh = fontSize * 1.3;
    for (const l of lines) {
      ensure(ctx, lh);
      ctx.page.drawText(l, { x, y: ctx.y - fontSize, size: fontSize, font, color: rgb(0, 0, 0) });
      ctx.y -= lh;
    }
  };

  const image = (
    png: () => Promise<Buffer | Uint8Array>,
    maxWidth: number,
    maxHeight: number,
    caption?: string,
  ) =>
    ops.push(async (ctx) => {
      const img = await ctx.doc.embedPng(await png());
      const scale = Math.min(maxWidth / img.width, maxHeight / img.height, 1);
      const w = img.width * scale;
      const h = img.height * scale;
      const captionH = caption ? size.base * 1.4 : 0;
      ensure(ctx, h + captionH + 2);
      ctx.page.drawImage(img, { x: size.margin, y: ctx.y - h, width: w, height: h });
      ctx.y -= h + 2;
      if (caption) drawLines(ctx, [pdfSafeText(caption)], size.margin, size.base, ctx.bold);
    });

  const builder: PdfDocumentBuilder = {
    heading(text) {
      ops.push(async (ctx) => {
        const fs = size.base * 1.6;
        drawLines(ctx, wrap(ctx.bold, text, fs, contentWidth), size.margin, fs, ctx.bold);
        ctx.y -= size.base * 0.4;
      });
      return builder;
    },
    line(label, value) {
      ops.push(async (ctx) => {
        const fs = size.base;
        const labelText = pdfSafeText(`${label}:`);
        const labelWidth = Math.min(contentWidth * 0.4, ctx.bold.widthOfTextAtSize(labelText, fs) + fs);
        const valueLines = wrap(ctx.font, stringOf(value), fs, contentWidth - labelWidth);
        ensure(ctx, fs * 1.3);
        ctx.page.drawText(labelText, { x: size.margin, y: ctx.y - fs, size: fs, font: ctx.bold });
        drawLines(ctx, valueLines, size.margin + labelWidth, fs, ctx.font);
      });
      return builder;
    },
    text(t, o = {}) {
      ops.push(async (ctx) => {
        const fs = o.size ?? size.base;
        const font = o.bold ? ctx.bold : ctx.font;
        drawLines(ctx, wrap(font, t, fs, contentWidth), size.margin, fs, font);
      });
      return builder;
    },
    table(columns, rows) {
      ops.push(async (ctx) => {
        const cols = columns.map((c) => (typeof c === 'string' ? { header: c } : c));
        const total = cols.reduce((n, c) => n + (c.width ?? 1), 0);
        const widths = cols.map((c) => ((c.width ?? 1) / total) * contentWidth);
        const fs = size.base * 0.95;
        const pad = 2;
        const drawRow = (cells: string[], font: PDFFont) => {
          const wrapped = cells.map((c, i) => wrap(font, c, fs, widths[i]! - 2 * pad));
          const h = Math.max(...wrapped.map((w) => w.length)) * fs * 1.3 + pad;
          ensure(ctx, h);
          let x = size.margin;
          wrapped.forEach((lines, i) => {
            const col = cols[i]!;
            lines.forEach((l, j) => {
              const tw = font.widthOfTextAtSize(l, fs);
              const lx = col.align === 'right' ? x + widths[i]! - pad - tw : x + pad;
              ctx.page.drawText(l, { x: lx, y: ctx.y - fs - j * fs * 1.3, size: fs, font });
            });
            x += widths[i]!;
          });
          ctx.y -= h;
          ctx.page.drawLine({
            start: { x: size.margin, y: ctx.y },
            end: { x: size.margin + contentWidth, y: ctx.y },
            thickness: 0.3,
            color: rgb(0.6, 0.6, 0.6),
          });
        };
        drawRow(
          cols.map((c) => c.header),
          ctx.bold,
        );
        for (const r of rows) drawRow(r.map(stringOf), ctx.font);
        ctx.y -= pad;
      });
      return builder;
    },
    barcode(value) {
      image(
        () =>
          bwipjs.toBuffer({
            bcid: 'code128',
            text: pdfSafeText(value),
            scale: 3,
            height: 12,
            includetext: false,
          }),
        contentWidth,
        size.base * 6,
        value,
      );
      return builder;
    },
    qr(value) {
      image(() => QRCode.toBuffer(value, { margin: 1, width: 240 }), size.base * 12, size.base * 12);
      return builder;
    },
    space(n = 1) {
      ops.push(async (ctx) => {
        ctx.y -= size.base * n;
        if (ctx.y < size.margin) ensure(ctx, size.height);
      });
      return builder;
    },
    rule() {
      ops.push(async (ctx) => {
        ensure(ctx, 4);
        ctx.y -= 2;
        ctx.page.drawLine({
          start: { x: size.margin, y: ctx.y },
          end: { x: size.margin + contentWidth, y: ctx.y },
          thickness: 0.6,
          color: rgb(0, 0, 0),
        });
        ctx.y -= 2;
      });
      return builder;
    },
    async toBytes() {
      const doc = await PDFDocument.create();
      if (opts.title) doc.setTitle(pdfSafeText(opts.title));
      doc.setProducer('Konter');
      doc.setCreationDate(new Date());
      const ctx: RenderContext = {
        doc,
        page: doc.addPage([size.width, size.height]),
        y: size.height - size.margin,
        font: await doc.embedFont(StandardFonts.Helvetica),
        bold: await doc.embedFont(StandardFonts.HelveticaBold),
        size,
      };
      for (const op of ops) await op(ctx);
      return doc.save();
    },
  };
  return builder;
}
