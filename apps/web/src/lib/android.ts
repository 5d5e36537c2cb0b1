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
