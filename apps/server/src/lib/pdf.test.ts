import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createPdfDocument, pdfSafeText } from './pdf.js';

// The shared PDF builder: the file parses back with pdf-lib, has its pages, carries its text, and
// text the standard fonts cannot encode (dashes, quotes, Chinese) neither crashes nor vanishes silently.

/** The page content streams, inflated, as one string (pdf-lib writes text as hex strings). */
async function pageTexts(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const { inflateSync } = await import('node:zlib');
  let out = '';
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = doc.context.lookup(ref as never) as { getContents(): Uint8Array } | undefined;
      if (!stream) continue;
      const raw = Buffer.from(stream.getContents());
      let text: string;
      try {
        text = inflateSync(raw).toString('latin1');
      } catch {
        text = raw.toString('latin1');
      }
      out += text.replace(/<([0-9A-Fa-f]+)>/g, (_, hex: string) =>
        Buffer.from(hex, 'hex').toString('latin1'),
      );
    }
  }
  return out;
}

describe('pdf builder', () => {
  it('makes an A6 label with a barcode, a QR code, lines and a table that pdf-lib can read back', async () => {
    const bytes = await createPdfDocument({ size: 'A6', title: 'Label' })
      .heading('SiCepat – REG')
      .barcode('SCP0012345678')
      .line('Penerima', 'Budi Santoso, Jl. Cikini Raya No. 10')
      .text('Isi: “buku” — 2 pcs', { bold: true })
      .table(
        ['Biaya', { header: 'Rp', align: 'right' }],
        [
          ['Ongkir', 18000],
          ['Pajak', 198],
        ],
      )
      .qr('https://konter.example/track/SCP0012345678')
      .toBytes();
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const [page] = doc.getPages();
    expect(Math.round(page!.getWidth())).toBe(298);
    expect(doc.getTitle()).toBe('Label');
    const text = await pageTexts(bytes);
    expect(text).toContain('SiCepat - REG');
    expect(text).toContain('SCP0012345678');
    expect(text).toContain('Budi Santoso');
    expect(text).toContain('Isi: "buku" - 2 pcs');
    expect(text).toContain('Ongkir');
    expect(text).toContain('18000');
  });

  it('breaks long content onto new A4 pages and does not crash on Chinese text', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`MC${i}`, `Penerima ${i} 收件人`, i * 1000]);
    const bytes = await createPdfDocument({ size: 'A4' })
      .heading('Manifest 多快递')
      .table(['Ref', 'Penerima', 'Total'], rows)
      .toBytes();
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const text = await pageTexts(bytes);
    expect(text).toContain('Manifest ?');
    expect(text).toContain('MC119');
  });

  it('keeps Latin accents, replaces typographic marks and drops what WinAnsi cannot say', () => {
    expect(pdfSafeText('Café – “ok” 10×20 → 中文 ✓')).toBe('Café - "ok" 10x20 -> ? ?');
    expect(pdfSafeText('baris\nkedua')).toBe('baris kedua');
  });
});
