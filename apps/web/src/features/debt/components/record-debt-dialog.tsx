import {
  DEBT_DUE_MAX_DAYS,
  DEBT_NOTES_MAX,
  type DebtSource,
  type RecordDebtRequest,
  recordDebtRequest,
} from '@konter/core/contracts/debt';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { CurrencyField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { jakartaToday } from '../../../lib/date';
import { errorMessage } from '../../../lib/error-message';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { formatRupiah } from '../../../lib/money';
import { useDebtSource, useRecordDebt } from '../api';

const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The master records a downline debt on one transaction or deposit transfer: the amount shown, DP
 * and debt (typing one fills the other), notes and the due date, with what recording means.
 */
export function RecordDebtDialog({
  source,
  refId,
  onClose,
  onRecorded,
}: {
  source: DebtSource;
  /** The transaction's ref_id or the transfer's code; null keeps the dialog closed. */
  refId: string | null;
  onClose: () => void;
  onRecorded: (text: string) => void;
}) {
  const { t } = useTranslation(['debt', 'common', 'errors']);
  const src = useDebtSource(source, refId);
  const record = useRecordDebt();
  const today = jakartaToday();
  const lastDay = plusDays(today, DEBT_DUE_MAX_DAYS);
  const form = useLocalizedForm(recordDebtRequest, {
    defaultValues: {
      source,
      ref_id: refId ?? '',
      dp_value: 0,
      debt_value: 0,
      notes: '',
      due_date: plusDays(today, 7),
    },
    mode: 'onSubmit',
  });
  const server = useServerErrors(form);
  const amount = src.data?.amount ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source starts a clean form
  useEffect(() => {
    if (!refId || !src.data) return;
    form.reset({
      source,
      ref_id: refId,
      dp_value: 0,
      debt_value: src.data.amount,
      notes: '',
      due_date: plusDays(jakartaToday(), 7),
    });
    server.clearAlert();
  }, [refId, src.data?.ref_id]);

  const onSubmit = form.handleSubmit((v: RecordDebtRequest) => {
    if (v.dp_value + v.debt_value !== amount) {
      form.setError('debt_value', {
        type: 'validation',
        message: t('debt:record.sumMismatch', { amount: formatRupiah(amount) }),
      });
      return;
    }
    record.mutate(
      { ...v, notes: v.notes || undefined },
      {
        onSuccess: (d) =>
          onRecorded(t('debt:record.done', { amount: formatRupiah(d.debt_value), name: d.downline.name })),
        onError: (e) => void server.handle(e),
      },
    );
  });

  return (
    <Dialog open={refId !== null} onClose={onClose} title={t('debt:record.title')}>
      {src.isPending ? (
        <div className="space-y-3" role="status">
          <span className="sr-only">{t('debt:record.loading')}</span>
          <Skeleton className="h-16" />
          <Skeleton className="h-12" />
        </div>
      ) : src.isError ? (
        <Alert tone="error">{errorMessage(t, src.error)}</Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="debt-record-form">
          <p className="text-sm text-slate-600">{t('debt:record.help')}</p>
          <dl className="rounded-xl bg-slate-50 px-3.5 py-2.5">
            <dt className="text-sm text-slate-600">
              {t('debt:record.amountOf', { source: t(`debt:source.${source}`) })}
            </dt>
            <dd
              className="text-lg font-semibold text-brand-800 tabular-nums"
              data-testid="debt-record-amount"
            >
              {formatRupiah(amount)}
            </dd>
            <dd className="text-sm text-slate-700">
              {src.data.product_name ?? src.data.ref_id} · {src.data.downline.name}{' '}
              <span className="tabular-nums">({src.data.downline.phone})</span>
            </dd>
          </dl>
          {src.data.debt_id !== null ? (
            <Alert tone="info">{t('debt:record.already')}</Alert>
          ) : (
            <>
              {server.alert && <Alert tone="error">{server.alert}</Alert>}
              <div className="grid grid-cols-2 gap-3">
                <Controller
                  control={form.control}
                  name="dp_value"
                  render={({ field, fieldState }) => (
                    <CurrencyField
                      label={t('debt:record.dp')}
                      value={field.value ?? null}
                      onChange={(v) => {
                        const dp = Math.min(v ?? 0, amount);
                        field.onChange(dp);
                        form.setValue('debt_value', amount - dp);
                      }}
                      onBlur={field.onBlur}
                      name={field.name}
                      ref={field.ref}
                      error={fieldState.error?.message}
                      data-testid="debt-dp"
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="debt_value"
                  render={({ field, fieldState }) => (
                    <CurrencyField
                      label={t('debt:record.debt')}
                      value={field.value ?? null}
                      onChange={(v) => {
                        const debt = Math.min(v ?? 0, amount);
                        field.onChange(debt);
                        form.setValue('dp_value', amount - debt);
                      }}
                      onBlur={field.onBlur}
                      name={field.name}
                      ref={field.ref}
                      error={fieldState.error?.message}
                      data-testid="debt-value"
                    />
                  )}
                />
              </div>
              <TextField
                label={t('debt:record.due')}
                help={t('debt:record.dueHelp', { days: DEBT_DUE_MAX_DAYS })}
                type="date"
                min={today}
                max={lastDay}
                error={form.formState.errors.due_date?.message}
                {...form.register('due_date')}
              />
              <TextField
                label={t('debt:record.notes')}
                help={t('debt:record.notesHelp', { max: DEBT_NOTES_MAX })}
                maxLength={DEBT_NOTES_MAX}
                error={form.formState.errors.notes?.message}
                {...form.register('notes')}
              />
              <Button type="submit" block size="lg" loading={record.isPending}>
                {t('debt:record.submit')}
              </Button>
            </>
          )}
        </form>
      )}
    </Dialog>
  );
}
