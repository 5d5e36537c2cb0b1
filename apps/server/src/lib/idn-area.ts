// Reads the Indonesian administrative areas of the `idn-area-data` package (Kemendagri codes:
// province `31`, regency/city `31.71`, district `31.71.01`, village `31.71.01.1001`) straight from its
// CSV files, line by line, so that nothing holds the 83k villages in memory. Used by the regions
// loader (features/regions) and the courier simulator's areas (simulators/courier).
import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';

export type IdnAreaFile = 'provinces' | 'regencies' | 'districts' | 'villages';

const resolveHere = createRequire(import.meta.url);
const PACKAGE_JSON = resolveHere.resolve('idn-area-data/package.json');
const DATA_DIR = join(dirname(PACKAGE_JSON), 'data');

/** `idn-area-data@<version>`: what a loaded copy of the data names as its source. */
export const IDN_AREA_SOURCE = `idn-area-data@${
  (JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version: string }).version
}`;

/** One CSV line's fields (RFC 4180: quoted fields may hold commas and doubled quotes). */
export function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        const q = line.indexOf('"', i);
        if (q < 0) {
          value += line.slice(i);
          i = line.length;
          break;
        }
        value += line.slice(i, q);
        if (line[q + 1] === '"') {
          value += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      out.push(value);
      i++; // the comma after the closing quote
    } else {
      const comma = line.indexOf(',', i);
      const end = comma < 0 ? line.length : comma;
      out.push(line.slice(i, end));
      i = end + 1;
    }
  }
  return out;
}

/** The rows of one file as `[code, parentCode, name]` (provinces: `[code, '', name]`), streamed. */
export async function* idnAreaRows(file: IdnAreaFile): AsyncGenerator<[string, string, string]> {
  const lines = createInterface({
    input: createReadStream(join(DATA_DIR, `${file}.csv`), { encoding: 'utf8' }),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let header = true;
  for await (const line of lines) {
    if (header) {
      header = false;
      continue;
    }
    if (!line.trim()) continue;
    const f = parseCsvLine(line);
    if (file === 'provinces') yield [f[0]!, '', f[1]!.trim()];
    else yield [f[0]!, f[1]!, f[2]!.trim()];
  }
}

/**
 * The island group of a province code (its first digit; Bangka Belitung and Riau Islands, 19 and 21,
 * count with Sumatra): 1 Sumatra, 3 Java, 5 Bali and Nusa Tenggara, 6 Kalimantan, 7 Sulawesi,
 * 8 Maluku, 9 Papua.
 */
export const islandGroup = (provinceCode: string): string =>
  provinceCode.startsWith('2') ? '1' : provinceCode.slice(0, 1);

/**
 * A regency/city name as people say it: "Kota Administrasi Jakarta Pusat" → "Jakarta Pusat",
 * "Kabupaten Administrasi Kepulauan Seribu" → "Kepulauan Seribu"; "Kota Bandung" and "Kabupaten
 * Bandung" keep their word, which tells them apart.
 */
export const shortCityName = (name: string): string =>
  name.replace(/^(Kota|Kabupaten) Administrasi /, '').trim();

/** Lower-case, accents and punctuation dropped, spaces collapsed: for comparing area names. */
export const areaKey = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
