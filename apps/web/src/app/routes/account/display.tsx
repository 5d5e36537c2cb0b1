import { CORNER_ROUNDNESS, type DisplayPreference, FONT_SIZES } from '@konter/core/contracts/site';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Page } from '../../../components/ui/page';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useSnackbar } from '../../../components/ui/snackbar';
import {
  applyDisplayPreference,
  displayPreferenceQuery,
  FONT_FAMILIES,
  FONT_FAMILY_NAMES,
} from '../../../features/shell/display-preference';
import { api } from '../../../lib/api-client';
import { useAccount } from '../../../lib/auth';

/** Account settings → display preferences: font scale, font family, corners (applied at once). */
export default function DisplayPreferencePage() {
  const { t: tc } = useTranslation('common');
  const { t } = useTranslation('shell');
  const qc = useQueryClient();
  const snackbar = useSnackbar();
  const { data: account } = useAccount();
  const query = displayPreferenceQuery(account?.id ?? null);
  const { data } = useQuery(query);
  const save = useMutation({
    mutationFn: (patch: Partial<DisplayPreference>) =>
      api.post<DisplayPreference>('setting/display-preference', patch),
    onMutate: (patch) => {
      const prev = qc.getQueryData(query.queryKey);
      if (prev) {
        const next = { ...prev, ...patch };
        qc.setQueryData(query.queryKey, next);
        applyDisplayPreference(next);
      }
      return { prev };
    },
    onSuccess: (saved) => {
      qc.setQueryData(query.queryKey, saved);
      snackbar.show({ message: t('prefs.saved'), color: 'success', timeout: 2000 });
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.prev) qc.setQueryData(query.queryKey, ctx.prev);
    },
  });
  if (!data) return <PageSkeleton label={tc('loading')} />;
  const family = data.font_family in FONT_FAMILIES ? data.font_family : 'default';
  return (
    <Page title={t('prefs.title')} description={t('prefs.intro')} toolbarTitle>
      <Card className="space-y-6">
        <Choice
          legend={t('prefs.fontSize')}
          name="font_size"
          options={FONT_SIZES.map((v) => [v, t(`prefs.sizes.${v}`)])}
          value={data.font_size}
          onChange={(v) => save.mutate({ font_size: v as DisplayPreference['font_size'] })}
        />
        <Choice
          legend={t('prefs.fontFamily')}
          name="font_family"
          options={FONT_FAMILY_NAMES.map((v) => [v, t(`prefs.families.${v}`)])}
          value={family}
          onChange={(v) => save.mutate({ font_family: v })}
        />
        <Choice
          legend={t('prefs.corner')}
          name="corner_roundness"
          options={CORNER_ROUNDNESS.map((v) => [v, t(`prefs.corners.${v}`)])}
          value={data.corner_roundness}
          onChange={(v) => save.mutate({ corner_roundness: v as DisplayPreference['corner_roundness'] })}
        />
      </Card>
    </Page>
  );
}

function Choice({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: Array<[string, string]>;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {options.map(([v, label]) => (
          <label
            key={v}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center rounded-xl border px-3 text-sm font-semibold',
              value === v ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-200 text-slate-700',
            )}
          >
            <input
              type="radio"
              name={name}
              value={v}
              checked={value === v}
              onChange={() => onChange(v)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
