// An eSIM's activation code as the supplier returns it in the SN: the GSMA "LPA:1$<SM-DP+ address>$<matching ID>"
// string. A phone scans it as a QR code, or takes its two parts typed by hand.

export interface EsimActivation {
  /** The whole string: what the QR code holds. */
  lpa: string;
  /** The SM-DP+ server address (manual entry). */
  smdp: string;
  /** The activation (matching) code (manual entry). */
  code: string;
}

/** Reads an LPA activation string; null when the SN is not one. */
export function parseEsimActivation(sn: string | null | undefined): EsimActivation | null {
  const lpa = sn?.trim() ?? '';
  const m = lpa.match(/^LPA:1\$([^$\s]+)\$([^$\s]+)(?:\$.*)?$/);
  if (!m) return null;
  return { lpa, smdp: m[1]!, code: m[2]! };
}
