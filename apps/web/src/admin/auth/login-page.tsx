import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Redirect } from '../../components/redirect';
import { Card } from '../../components/ui/card';
import { Icon } from '../../components/ui/icons';
import { useStaffMe } from '../api/get-me';
import { LanguageSelect } from '../components/language-select';
import { returnTo } from '../lib/return-to';
import { LoginFlow } from './login-flow';
import { ConsoleLoading } from './require-staff';
import type { LoginReason } from './session-end';

/** /admin/login: the sign-in, then back to the page asked for (?redirect=) or the console's home. */
export default function LoginPage() {
  const { t } = useTranslation('console');
  const me = useStaffMe();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const target = returnTo(params.get('redirect'));
  const reason = (location.state as { reason?: LoginReason } | null)?.reason;

  useEffect(() => {
    document.title = `${t('login.title')} · ${t('brand')}`;
  }, [t]);

  if (me.isPending) return <ConsoleLoading />;
  if (me.data) return <Redirect to={target} />;

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-8">
      <p className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <span className="flex size-9 items-center justify-center rounded-xl bg-slate-900 text-white">
          <Icon name="shield" className="size-5" />
        </span>
        {t('brand')}
      </p>
      <Card className="w-full max-w-md">
        <LoginFlow
          notice={reason ? t(`login.${reason}`) : undefined}
          onSignedIn={() => void navigate(target, { replace: true })}
        />
      </Card>
      <div className="flex flex-col items-center gap-3 text-sm">
        <LanguageSelect />
        <a href="/" className="text-slate-600 underline underline-offset-4">
          {t('login.memberSite')}
        </a>
      </div>
    </div>
  );
}
