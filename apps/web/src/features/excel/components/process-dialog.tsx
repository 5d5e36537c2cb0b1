import { type ExcelUpload, excelProcessRequest } from '@konter/core/contracts/excel';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PinField } from '../../../components/pin-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { isStatus } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { formatRupiah } from '../../../lib/money';
import { PinLockedAlert } from '../../purchase';
import { useProcessExcel } from '../api';

/** "Proses N transaksi": what is bought and its total, then the PIN once for the whole file. */
export function ProcessDialog({
  upload,
  open,
  onClose,
  onDone,
}: {
  upload: ExcelUpload;
  open: boolean;
  onClose: () => void;
  onDone: (u: ExcelUpload) => void;
}) {
  const { t } = useTranslation('excel');
  const process = useProcessExcel(upload.id);
  const form = useLocalizedForm(excelProcessRequest, { defaultValues: { pin: '' }, mode: 'onSubmit' });
  const server = useServerErrors(form);
  const [locked, setLocked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new confirmation starts clean
  useEffect(() => {
    if (!open) return;
    form.reset({ pin: '' });
    server.clearAlert();
    setLocked(false);
    setFailure(null);
  }, [open]);

  const onSubmit = form.handleSubmit(({ pin }) => {
    setLocked(false);
    setFailure(null);
    process.mutate(pin, {
      onSuccess: onDone,
      onError: (e) => {
        if (isStatus(e, 429, 'pin_locked')) return setLocked(true);
        if (!server.handle(e)) setFailure(errorMessage(t, e));
      },
    });
  });

  return (
    <Dialog open={open} onClose={onClose} title={t('process.title')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="excel-process-sheet">
        {locked && <PinLockedAlert />}
        {(server.alert || failure) && <Alert tone="error">{server.alert ?? failure}</Alert>}
        <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-3.5">
          <div className="flex justify-between gap-3 py-2.5">
            <dt className="text-slate-600">{t('process.file')}</dt>
            <dd className="min-w-0 break-all text-right font-semibold">{upload.file_name}</dd>
          </div>
          <div className="flex justify-between gap-3 py-2.5">
            <dt className="text-slate-600">{t('process.count')}</dt>
            <dd className="font-semibold tabular-nums">{upload.valid}</dd>
          </div>
          <div className="flex justify-between gap-3 py-2.5">
            <dt className="text-slate-600">{t('process.total')}</dt>
            <dd className="text-lg font-semibold text-brand-800 tabular-nums" data-testid="excel-total">
              {formatRupiah(upload.total_price)}
            </dd>
          </div>
        </dl>
        <PinField
          control={form.control}
          name="pin"
          label={t('process.pin')}
          help={t('process.pinHelp')}
          autoFocus
        />
        <p className="text-sm text-slate-600">{t('process.note')}</p>
        <Button type="submit" block size="lg" loading={process.isPending}>
          {t('process.submit', { total: formatRupiah(upload.total_price) })}
        </Button>
      </form>
    </Dialog>
  );
}
