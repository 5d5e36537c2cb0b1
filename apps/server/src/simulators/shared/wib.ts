const pad = (n: number) => String(n).padStart(2, '0');

/** `"2024-05-20 10:00:00"` in WIB (UTC+7, no daylight saving), as Midtrans and Moota write times. */
export function wibTime(at: number): string {
  const d = new Date(at + 7 * 3_600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
