import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-error';
import { codeMessage, errorMessage } from '../../../lib/error-message';
import { excelAccessQuery, templateUrl, useUploadExcel } from '../api';
import { excelPaths } from '../paths';
import { ExcelAccessGate } from './access-gate';
import { UploadView } from './upload-view';

/**
 * /prabayar/topupByExcel: what the access allows, the template, the file picker; after an upload
 * the check result, "Proses N transaksi" and the live progress (the upload's id stays in the URL).
 */
export function ExcelTopup({ base }: { base: string }) {
  const { t } = useTranslation('excel');
  const access = useQuery(excelAccessQuery());
  const [params, setParams] = useSearchParams();
  const uploadId = Number(params.get('upload')) || null;
  const upload = useUploadExcel();
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const error = upload.error;
  const fileError = isApiError(error) ? (error.errors?.file?.[0] ?? null) : null;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!file) return input.current?.click();
    upload.mutate(file, {
      onSuccess: (u) => {
        setFile(null);
        if (input.current) input.current.value = '';
        setParams({ upload: String(u.id) });
      },
    });
  };

  // Without access (the guard lets this page through): how to ask for it.
  if (access.data && !access.data.excelAccess) return <ExcelAccessGate />;

  return (
    <div className="space-y-4">
      <Alert tone="info" title={t('access.title', { max: access.data?.maxRows ?? 100 })}>
        {t('access.text', { limit: access.data?.limit ?? 1000 })}
      </Alert>
      {uploadId ? (
        <>
          <UploadView id={uploadId} />
          <Button variant="secondary" block onClick={() => setParams({})}>
            {t('upload.another')}
          </Button>
        </>
      ) : (
        <Card className="space-y-4">
          <div className="space-y-2">
            <a
              href={templateUrl()}
              download
              className={buttonClasses('secondary', 'md', true)}
              data-testid="excel-template"
            >
              {t('template.download')}
            </a>
            <p className="text-sm text-slate-600">{t('template.help')}</p>
          </div>
          <form onSubmit={submit} className="space-y-3" noValidate>
            <label htmlFor="excel-file" className="block text-sm font-semibold text-slate-800">
              {t('upload.label')}
            </label>
            <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-slate-300 p-3 focus-within:ring-2 focus-within:ring-brand-500">
              <input
                ref={input}
                id="excel-file"
                name="file"
                type="file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                className="sr-only"
                aria-describedby="excel-file-help"
                aria-invalid={fileError ? true : undefined}
                onChange={(e) => {
                  upload.reset();
                  setFile(e.currentTarget.files?.[0] ?? null);
                }}
              />
              <label
                htmlFor="excel-file"
                className={`${buttonClasses('secondary', 'sm')} cursor-pointer`}
                aria-hidden="true"
              >
                {t('upload.choose')}
              </label>
              <span className="min-w-0 break-all text-sm text-slate-700" data-testid="excel-file-name">
                {file?.name ?? t('upload.none')}
              </span>
            </div>
            <p id="excel-file-help" className="text-sm text-slate-600">
              {t('upload.help')}
            </p>
            {error && (
              <div data-testid="excel-upload-error">
                <Alert tone="error">
                  {fileError
                    ? codeMessage(
                        t,
                        fileError.code,
                        fileError.params as Record<string, string | number> | undefined,
                      )
                    : errorMessage(t, error)}
                </Alert>
              </div>
            )}
            <Button type="submit" block size="lg" loading={upload.isPending} disabled={!file}>
              {t('upload.submit')}
            </Button>
          </form>
        </Card>
      )}
      <Link
        to={excelPaths.history(base)}
        className="block text-center font-semibold text-brand-700 underline"
      >
        {t('history.link')}
      </Link>
    </div>
  );
}
