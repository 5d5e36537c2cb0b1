import { useEffect, useState } from 'react';

/** A text's QR code as a PNG data URL; `qrcode` is loaded only when a QR code is shown. */
export function useQrDataUrl(text: string): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    let live = true;
    setState({ url: null, failed: false });
    if (!text) return;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(text, { width: 480, margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (url) => live && setState({ url, failed: false }),
        () => live && setState({ url: null, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [text]);
  return state;
}
