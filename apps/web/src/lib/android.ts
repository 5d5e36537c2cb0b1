import { i18n } from './i18n';

/**
 * The Android shell's JavaScript interface (spec §1): pick contact, print receipt, open URL, log out,
 * download file, scan voucher barcode. Absent in a normal browser.
 */
export interface AndroidBridge {
  logout?: () => void;
  pickContact?: () => void;
  printReceipt?: (payload: string) => void;
  openUrl?: (url: string) => void;
  downloadFile?: (url: string) => void;
  scanBarcode?: () => void;
}

export function androidBridge(): AndroidBridge | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as { Android?: AndroidBridge }).Android;
}

// ---- with web fallbacks (issue 5 §4) ----
// The shell answers asynchronous calls (pick contact, scan) by calling a global callback the page
// installs; a second call replaces the pending one.

type Win = Window & Record<string, unknown>;
const CONTACT_CALLBACK = 'onAndroidContactPicked';
const BARCODE_CALLBACK = 'onAndroidBarcodeScanned';

export interface PickedContact {
  name: string;
  phone: string;
}

function awaitShell<T>(
  callback: string,
  parse: (raw: unknown) => T | null,
  start: () => void,
): Promise<T | null> {
  return new Promise((resolve) => {
    (window as unknown as Win)[callback] = (raw: unknown) => {
      delete (window as unknown as Win)[callback];
      resolve(parse(raw));
    };
    start();
  });
}

const parseContact = (raw: unknown): PickedContact | null => {
  try {
    const v = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { name?: string; phone?: string } | null;
    return v?.phone ? { name: v.name ?? '', phone: v.phone } : null;
  } catch {
    return null;
  }
};

interface ContactsManager {
  select(props: string[], opts?: { multiple?: boolean }): Promise<Array<{ name?: string[]; tel?: string[] }>>;
}

/** Whether the page can offer "pick from contacts" at all. */
export const canPickContact = () =>
  Boolean(androidBridge()?.pickContact) ||
  typeof (navigator as { contacts?: Partial<ContactsManager> }).contacts?.select === 'function';

/** The shell's contact picker, else the Contact Picker API (Chrome on Android); null when cancelled. */
export async function pickContact(): Promise<PickedContact | null> {
  const android = androidBridge();
  if (android?.pickContact) {
    const pick = android.pickContact.bind(android);
    return awaitShell(CONTACT_CALLBACK, parseContact, pick);
  }
  const contacts = (navigator as { contacts?: ContactsManager }).contacts;
  if (!contacts) return null;
  const [c] = await contacts.select(['name', 'tel'], { multiple: false });
  const phone = c?.tel?.[0];
  return phone ? { name: c?.name?.[0] ?? '', phone } : null;
}

/** The shell prints to its Bluetooth printer; a browser opens the print dialog (receipt print CSS). */
export function printReceipt(payload: string) {
  const android = androidBridge();
  if (android?.printReceipt) android.printReceipt(payload);
  else window.print();
}

export type OpenUrlResult = { ok: true } | { ok: false; message: string };

/**
 * The shell's part of opening a link outside the app: 'opened' when its openUrl took it,
 * 'update-required' when an old shell without openUrl gets an https link (a WebView would open it
 * inside itself, spec calls §8.2), null when the page opens it itself (a browser, or a plain link).
 */
export function shellOpenUrl(url: string): 'opened' | 'update-required' | null {
  const android = androidBridge();
  if (!android) return null;
  if (android.openUrl) {
    android.openUrl(url);
    return 'opened';
  }
  return /^https:\/\//i.test(url) ? 'update-required' : null;
}

/** 'Silahkan perbaharui aplikasi {site} anda.' in the reader's language. */
export const updateAppMessage = (site: string) => i18n.t('errors:update_app', { site });

/**
 * The site's name for that message: the layouts title every page "{page} · {sitename}" (or just the
 * site name) from the site config.
 */
export function currentSiteName(): string {
  const title = typeof document === 'undefined' ? '' : document.title;
  return title.split(' · ').pop()?.trim() || 'Konter';
}

/** Opens a link outside the app: through the shell when it runs in one, else in a new tab. */
export function openUrl(url: string, site: string): OpenUrlResult {
  const shell = shellOpenUrl(url);
  if (shell === 'opened') return { ok: true };
  if (shell === 'update-required') return { ok: false, message: updateAppMessage(site) };
  window.open(url, '_blank', 'noopener,noreferrer');
  return { ok: true };
}

/** The shell downloads with Android's DownloadManager; a browser follows a download link. */
export function downloadFile(url: string, filename?: string) {
  const android = androidBridge();
  if (android?.downloadFile) return android.downloadFile(url);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename ?? '';
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/** The shell's own logout (it clears its WebView session); false when the page must do it. */
export function shellLogout(): boolean {
  const android = androidBridge();
  if (!android?.logout) return false;
  android.logout();
  return true;
}

export type ScanResult =
  | { ok: true; code: string }
  | { ok: false; reason: 'cancelled' | 'unsupported' | 'camera-denied' };

/** Spec §8.3 "Camera access denied (enable in browser settings)": the i18n key of the help text. */
export const CAMERA_DENIED_HELP_KEY = 'errors:camera_denied' as const;

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorCtor = new (opts?: { formats?: string[] }) => BarcodeDetectorLike;

/** Whether a browser can scan without the shell (BarcodeDetector and a camera). */
export const canScanInBrowser = () =>
  typeof (window as unknown as { BarcodeDetector?: unknown }).BarcodeDetector === 'function' &&
  Boolean(navigator.mediaDevices?.getUserMedia);

/** Whether to offer "scan voucher barcode" at all: the shell's scanner or a browser that can. */
export const canScanBarcode = () => Boolean(androidBridge()?.scanBarcode) || canScanInBrowser();

/**
 * Scans a voucher barcode: the shell's scanner, else the camera with BarcodeDetector (frames are
 * read from `video`, which the caller shows). Stops the camera when done or when `signal` aborts.
 */
export async function scanBarcode(video?: HTMLVideoElement, signal?: AbortSignal): Promise<ScanResult> {
  const android = androidBridge();
  if (android?.scanBarcode) {
    const scan = android.scanBarcode.bind(android);
    const code = await awaitShell(
      BARCODE_CALLBACK,
      (raw) => (typeof raw === 'string' && raw ? raw : null),
      scan,
    );
    return code ? { ok: true, code } : { ok: false, reason: 'cancelled' };
  }
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
  if (!Detector || !navigator.mediaDevices?.getUserMedia || !video)
    return { ok: false, reason: 'unsupported' };
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
  } catch (err) {
    const name = (err as { name?: string })?.name;
    return {
      ok: false,
      reason: name === 'NotAllowedError' || name === 'SecurityError' ? 'camera-denied' : 'unsupported',
    };
  }
  const detector = new Detector();
  try {
    video.srcObject = stream;
    await video.play();
    while (!signal?.aborted) {
      const [hit] = await detector.detect(video).catch(() => []);
      if (hit?.rawValue) return { ok: true, code: hit.rawValue };
      await new Promise((r) => setTimeout(r, 250));
    }
    return { ok: false, reason: 'cancelled' };
  } finally {
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  }
}
