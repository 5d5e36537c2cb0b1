// The postal simulator's tariffs. Domestic: by the chargeable weight (the greater of the actual and
// the volumetric L×W×H/6000 kg, rounded up to whole kg) times a per-kg rate of the zone between two
// Indonesian postcodes, read from their first digits as Pos Indonesia assigns them (1 Jakarta/Banten/
// Bekasi/Bogor, 2 northern and western Sumatra, 3 southern Sumatra and Bangka Belitung, 4 West
// Java/Banten, 5 Central Java/Yogyakarta, 6 East Java, 7 Kalimantan, 8 Bali/NTB/NTT, 9 Sulawesi/
// Maluku/Papua). International: EMS, Paket Pos Internasional and Surat Tercatat to the seven
// countries by distance zone (volumetric /5000). Prices are plausible, not Pos Indonesia's list.

export interface SimTariff {
  code: string;
  name: string;
  fee: number;
  etd_min: number;
  etd_max: number;
}

const ISLAND: Record<string, string> = {
  '1': 'java',
  '4': 'java',
  '5': 'java',
  '6': 'java',
  '2': 'sumatra',
  '3': 'sumatra',
  '7': 'kalimantan',
  '8': 'nusa',
  '9': 'east',
};
/** Island groups next to Java by sea and road links. */
const NEAR_JAVA = new Set(['sumatra', 'nusa', 'kalimantan']);

/** A postcode the simulator knows: 5 digits, not starting with 0. */
export const knownPostcode = (p: string) => /^[1-9]\d{4}$/.test(p);

/** 0 same city (first 3 digits) … 5 to or from the east (Sulawesi, Maluku, Papua). */
export function domesticZone(from: string, to: string): number {
  if (from.slice(0, 3) === to.slice(0, 3)) return 0;
  if (from.slice(0, 2) === to.slice(0, 2)) return 1;
  const a = ISLAND[from[0]!]!;
  const b = ISLAND[to[0]!]!;
  if (a === b) return 2;
  if ((a === 'java' && NEAR_JAVA.has(b)) || (b === 'java' && NEAR_JAVA.has(a))) return 3;
  if (a === 'east' || b === 'east') return 5;
  return 4;
}

const REGULER_PER_KG = [6000, 8000, 11000, 17000, 24000, 33000];
const ETD: Record<string, [number, number][]> = {
  PKH: [
    [1, 2],
    [2, 3],
    [2, 4],
    [3, 5],
    [4, 7],
    [5, 9],
  ],
  PKK: [
    [2, 3],
    [3, 4],
    [3, 5],
    [4, 6],
    [5, 8],
    [6, 10],
  ],
  PEX: [
    [1, 1],
    [1, 1],
    [1, 2],
    [2, 3],
    [2, 4],
    [3, 5],
  ],
};
const round500 = (n: number) => Math.ceil(n / 500) * 500;

export function chargeableKg(weightG: number, l: number, w: number, h: number, divisor: number): number {
  return Math.max(1, Math.ceil(Math.max(weightG / 1000, (l * w * h) / divisor)));
}

export function domesticTariffs(
  from: string,
  to: string,
  weightG: number,
  dims: [number, number, number],
): SimTariff[] {
  const zone = domesticZone(from, to);
  const kg = chargeableKg(weightG, ...dims, 6000);
  const base = REGULER_PER_KG[zone]! * kg;
  const svc = (code: string, name: string, factor: number): SimTariff => {
    const [min, max] = ETD[code]![zone]!;
    return { code, name, fee: round500(base * factor), etd_min: min, etd_max: max };
  };
  return [svc('PKH', 'Pos Reguler', 1), svc('PKK', 'Pos Kilat Khusus', 0.92), svc('PEX', 'Pos Express', 1.7)];
}

/** The seven destinations' distance zones from Indonesia. */
export const COUNTRY_ZONE: Record<string, number> = { SG: 0, MY: 0, TH: 1, VN: 1, PH: 1, CN: 2, BD: 3 };

export const INTERNATIONAL_SERVICES = {
  EMS: { prefix: 'EE', name: 'EMS' },
  PPI: { prefix: 'CP', name: 'Paket Pos Internasional' },
  RR: { prefix: 'RR', name: 'Surat Tercatat' },
} as const;

const EMS_FIRST = [185000, 215000, 245000, 295000];
const EMS_NEXT = [42000, 52000, 62000, 78000];
const PPI_FIRST = [155000, 180000, 205000, 245000];
const PPI_NEXT = [58000, 68000, 82000, 105000];
const RR_FIRST = [38000, 42000, 48000, 55000];
const RR_NEXT = [9000, 11000, 13000, 16000];
const INT_ETD: Record<keyof typeof INTERNATIONAL_SERVICES, [number, number][]> = {
  EMS: [
    [3, 5],
    [4, 6],
    [5, 7],
    [6, 9],
  ],
  PPI: [
    [7, 12],
    [8, 14],
    [10, 16],
    [12, 20],
  ],
  RR: [
    [5, 10],
    [7, 12],
    [8, 14],
    [10, 18],
  ],
};

/** Services to a country: EMS and parcels up to 30 kg; registered letters for documents up to 2 kg. */
export function internationalTariffs(
  country: string,
  weightG: number,
  dims: [number, number, number],
  itemType: 'document' | 'package',
): SimTariff[] {
  const zone = COUNTRY_ZONE[country];
  if (zone === undefined) return [];
  const volumetricG = Math.ceil(((dims[0] * dims[1] * dims[2]) / 5000) * 1000);
  const g = Math.max(weightG, volumetricG);
  const out: SimTariff[] = [];
  const etd = (k: keyof typeof INT_ETD) => ({ etd_min: INT_ETD[k][zone]![0], etd_max: INT_ETD[k][zone]![1] });
  if (g <= 30_000) {
    const halfKgs = Math.max(1, Math.ceil(g / 500));
    out.push({
      code: 'EMS',
      name: 'EMS',
      fee: EMS_FIRST[zone]! + (halfKgs - 1) * EMS_NEXT[zone]!,
      ...etd('EMS'),
    });
    if (itemType === 'package') {
      const kgs = Math.max(1, Math.ceil(g / 1000));
      out.push({
        code: 'PPI',
        name: 'Paket Pos Internasional',
        fee: PPI_FIRST[zone]! + (kgs - 1) * PPI_NEXT[zone]!,
        ...etd('PPI'),
      });
    }
  }
  if (itemType === 'document' && weightG <= 2000) {
    const steps = Math.max(1, Math.ceil(weightG / 100));
    out.push({
      code: 'RR',
      name: 'Surat Tercatat',
      fee: RR_FIRST[zone]! + (steps - 1) * RR_NEXT[zone]!,
      ...etd('RR'),
    });
  }
  return out;
}

/** IDR per unit, the simulator's reference rates (late 2025 levels), moved a little each day. */
export const BASE_KURS: Record<string, number> = {
  USD: 16350,
  SGD: 12650,
  MYR: 3870,
  CNY: 2265,
  THB: 488,
  VND: 0.645,
  PHP: 282,
  BDT: 134,
};

/** The day's rates: each currency moves within ±0.5% by a deterministic function of the date. */
export function kursOn(day: string): Record<string, number> {
  const seed = [...day].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 1_000_003, 7);
  const out: Record<string, number> = {};
  let i = 0;
  for (const [cur, idr] of Object.entries(BASE_KURS)) {
    const wobble = (((seed * (i + 3)) % 1001) / 1000 - 0.5) / 100;
    const v = idr * (1 + wobble);
    out[cur] = idr < 10 ? Math.round(v * 10000) / 10000 : Math.round(v * 100) / 100;
    i++;
  }
  return out;
}

/** UPU S10 check digit of 8 serial digits (weights 8 6 4 2 3 5 9 7). */
export function s10CheckDigit(serial: string): number {
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...serial].reduce((n, d, i) => n + Number(d) * weights[i]!, 0);
  const c = 11 - (sum % 11);
  return c === 10 ? 0 : c === 11 ? 5 : c;
}

/** An S10 item identifier: service prefix, 8 digits, check digit, ID (e.g. EE123456785ID). */
export const s10 = (prefix: string, serial: string) => `${prefix}${serial}${s10CheckDigit(serial)}ID`;
