import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { androidBridge, CAMERA_DENIED_HELP_KEY, canScanBarcode, scanBarcode } from '../../../lib/android';

/**
 * "Scan voucher barcode" beside the voucher number (spec §1): the Android shell's scanner when it
 * runs in one, else the camera with BarcodeDetector in a small dialog; not shown where neither
 * exists (most desktop browsers, Safari, Firefox).
 */
export function VoucherScanButton({ onScan }: { onScan: (code: string) => void }) {
  const { t } = useTranslation('purchase');
  const [available] = useState(canScanBarcode);
  const [open, setOpen] = useState(false);
  if (!available) return null;

  const start = async () => {
    if (androidBridge()?.scanBarcode) {
      const result = await scanBarcode();
      if (result.ok) onScan(result.code);
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        onClick={() => void start()}
        aria-label={t('scan.open')}
        className="flex size-12 shrink-0 items-center justify-center rounded-xl border border-slate-300 bg-white text-brand-700 hover:bg-brand-50"
      >
        <ScanIcon />
      </button>
      <CameraScanDialog
        open={open}
        onClose={() => setOpen(false)}
        onScan={(code) => {
          setOpen(false);
          onScan(code);
        }}
      />
    </>
  );
}

type Problem = 'camera-denied' | 'unsupported';

/** The camera preview while BarcodeDetector reads frames; the camera stops when it closes. */
function CameraScanDialog({
  open,
  onClose,
  onScan,
}: {
  open: boolean;
  onClose: () => void;
  onScan: (code: string) => void;
}) {
  const { t } = useTranslation(['purchase', 'errors']);
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const done = useRef({ onClose, onScan });
  done.current = { onClose, onScan };

  useEffect(() => {
    if (!open || !video.current) return;
    const stop = new AbortController();
    setProblem(null);
    void scanBarcode(video.current, stop.signal).then((result) => {
      if (stop.signal.aborted) return;
      if (result.ok) done.current.onScan(result.code);
      else if (result.reason === 'cancelled') done.current.onClose();
      else setProblem(result.reason);
    });
    return () => stop.abort();
  }, [open]);

  return (
    <Dialog open={open} onClose={onClose} title={t('scan.title')}>
      <div className="space-y-3">
        {problem ? (
          <Alert tone={problem === 'camera-denied' ? 'warning' : 'error'}>
            {problem === 'camera-denied' ? t(CAMERA_DENIED_HELP_KEY) : t('scan.unsupported')}
          </Alert>
        ) : (
          <p className="text-sm text-slate-600">{t('scan.aim')}</p>
        )}
        <video
          ref={video}
          muted
          playsInline
          hidden={Boolean(problem)}
          data-testid="scan-video"
          className="aspect-[4/3] w-full rounded-xl bg-slate-900 object-cover"
        />
      </div>
    </Dialog>
  );
}

function ScanIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="size-6"
    >
      <path d="M3 7V5a2 2 0 0 1 2-2h2M17 3h2a2 2 0 0 1 2 2v2M21 17v2a2 2 0 0 1-2 2h-2M7 21H5a2 2 0 0 1-2-2v-2M7 8v8M11 8v8M14 8v8M17 8v8" />
    </svg>
  );
}
