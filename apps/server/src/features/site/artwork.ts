// Built-in artwork for the seeded banners, blog covers and the default logo (migration 0006), so a
// fresh install shows real images without binary files. Uploaded images replace them later.

interface Banner {
  title: string;
  subtitle: string;
  from: string;
  to: string;
  glyph: string;
}

const banners: Record<string, Banner> = {
  'banner-pulsa': {
    title: 'Pulsa & Paket Data',
    subtitle: 'Semua operator, harga agen, proses detik',
    from: '#0f766e',
    to: '#134e4a',
    glyph:
      'M470 110h120a20 20 0 0 1 20 20v220a20 20 0 0 1-20 20H470a20 20 0 0 1-20-20V130a20 20 0 0 1 20-20zM520 330h20',
  },
  'banner-deposit': {
    title: 'Deposit Otomatis',
    subtitle: 'Transfer dengan kode unik, saldo masuk dalam 2 menit',
    from: '#1d4ed8',
    to: '#1e3a8a',
    glyph: 'M440 170h220a20 20 0 0 1 20 20v130a20 20 0 0 1-20 20H440zM440 170l170-60v60M620 260h30',
  },
  'banner-agen': {
    title: 'Jadi Agen Konter',
    subtitle: 'Harga khusus dan cashback di setiap transaksi',
    from: '#b45309',
    to: '#7c2d12',
    glyph: 'M550 240a60 60 0 1 0 0-120 60 60 0 0 0 0 120zM440 380a110 110 0 0 1 220 0',
  },
};

const xml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function bannerSvg(b: Banner): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 480" width="1200" height="480" role="img" aria-label="${xml(b.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.from}"/><stop offset="1" stop-color="${b.to}"/></linearGradient></defs>
<rect width="1200" height="480" fill="url(#g)"/>
<circle cx="1080" cy="60" r="220" fill="#fff" fill-opacity=".06"/><circle cx="1150" cy="440" r="160" fill="#fff" fill-opacity=".05"/>
<g transform="translate(420 0)" fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"><path d="${b.glyph}"/></g>
<text x="72" y="220" fill="#fff" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="64" font-weight="700">${xml(b.title)}</text>
<text x="72" y="290" fill="#fff" fill-opacity=".85" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="32">${xml(b.subtitle)}</text>
</svg>`;
}

const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="Konter">
<rect width="64" height="64" rx="14" fill="#0f766e"/>
<path d="M20 16v32M44 16L24 33l20 15" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

/** The SVG of a built-in artwork by file name (`banner-pulsa.svg`), or undefined. */
export function artwork(file: string): string | undefined {
  const name = file.replace(/\.svg$/, '');
  if (name === 'logo') return logo;
  const b = Object.hasOwn(banners, name) ? banners[name] : undefined;
  return b ? bannerSvg(b) : undefined;
}
