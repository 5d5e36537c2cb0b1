/** Asia/Jakarta calendar day (YYYY-MM-DD) of an instant; Indonesia has no daylight saving (UTC+7). */
export function jakartaDay(at: Date = new Date()): string {
  return new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
}

/** The instant a Jakarta calendar day starts. */
export function jakartaDayStart(at: Date = new Date()): Date {
  return new Date(`${jakartaDay(at)}T00:00:00+07:00`);
}

export const addSeconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000);
