import {
  agentDebtRequest,
  LOAN_NOTE_MAX,
  LOAN_REQUEST_MAX,
  LOAN_REQUEST_MAX_DAYS,
  LOAN_REQUEST_MIN,
  LOAN_REQUEST_MIN_DAYS,
} from '@konter/core/contracts/loan';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { CurrencyField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { jakartaToday } from '../../../lib/date';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { formatRupiah } from '../../../lib/money';
import { useRequestLoan } from '../api';

const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * No open loan: what an agent loan is, that an administrator decides, how repayment works, and the
 * request (POST agent-debt/request: limit, due date 1–90 days ahead, an optional note).
 */
export function LoanRequestForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('loan');
  const today = jakartaToday();
  const form = useLocalizedForm(agentDebtRequest, {
    defaultValues: { limit: 1_000_000, due_date: plusDays(today, 30), note: '' },
  });
  const server = useServerErrors(form);
  const send = useRequestLoan();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((v) =>
    send.mutate({ ...v, note: v.note || undefined }, { onSuccess: onSent, onError: (e) => server.handle(e) }),
  );
  return (
    <Card data-testid="loan-request">
      <CardHeader title={t('request.title')} />
      <ul className="mb-4 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
        <li>{t('request.help1')}</li>
        <li>{t('request.help2')}</li>
        <li>{t('request.help3')}</li>
      </ul>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {server.alert && <Alert tone="error">{server.alert}</Alert>}
        <Controller
          control={form.control}
          name="limit"
          render={({ field }) => (
            <CurrencyField
              label={t('request.limit')}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v ?? undefined)}
              onBlur={field.onBlur}
              name={field.name}
              error={errors.limit?.message}
              help={t('request.limitHelp', {
                min: formatRupiah(LOAN_REQUEST_MIN),
                max: formatRupiah(LOAN_REQUEST_MAX),
              })}
              data-testid="loan-limit"
            />
          )}
        />
        <TextField
          label={t('request.dueDate')}
          type="date"
          min={plusDays(today, LOAN_REQUEST_MIN_DAYS)}
          max={plusDays(today, LOAN_REQUEST_MAX_DAYS)}
          error={errors.due_date?.message}
          help={t('request.dueHelp', { min: LOAN_REQUEST_MIN_DAYS, max: LOAN_REQUEST_MAX_DAYS })}
          data-testid="loan-due-date"
          {...form.register('due_date')}
        />
        <div>
          <label htmlFor="loan-note" className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('request.note')}
          </label>
          <textarea
            id="loan-note"
            rows={3}
            maxLength={LOAN_NOTE_MAX}
            aria-invalid={Boolean(errors.note)}
            aria-describedby="loan-note-help"
            className="w-full rounded-xl border border-slate-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none"
            {...form.register('note')}
          />
          <p
            id="loan-note-help"
            className={errors.note ? 'mt-1 text-sm text-red-700' : 'mt-1 text-sm text-slate-600'}
          >
            {errors.note?.message ?? t('request.noteHelp', { max: LOAN_NOTE_MAX })}
          </p>
        </div>
        <Button type="submit" block size="lg" loading={send.isPending} data-testid="loan-request-submit">
          {t('request.submit')}
        </Button>
      </form>
    </Card>
  );
}
