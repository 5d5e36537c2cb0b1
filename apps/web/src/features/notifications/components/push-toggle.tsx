import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  currentSubscription,
  PushError,
  pushSupported,
  subscribePush,
  unsubscribePush,
} from '../../../lib/push';
import { useSiteConfig } from '../../../lib/site-config';

/** The push switch, only when the site has web push configured (site config `push.enabled`). */
export function PushToggle() {
  const { push } = useSiteConfig();
  return push.enabled ? <PushSwitch /> : null;
}

/** Turns web push on or off for this browser, with the spec's push client errors in words (§8). */
function PushSwitch() {
  const { t } = useTranslation('notifications');
  const supported = pushSupported();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    void currentSubscription().then(
      (s) => live && setOn(s !== null),
      () => live && setOn(false),
    );
    return () => {
      live = false;
    };
  }, [supported]);

  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      if (on) {
        await unsubscribePush();
        setOn(false);
      } else {
        await subscribePush();
        setOn(true);
      }
    } catch (err) {
      setError(t(`push.errors.${err instanceof PushError ? err.code : 'subscription-failed'}`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="push-title"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="push-title" className="font-semibold text-slate-900">
            {t('push.title')}
          </h2>
          <p className="text-sm text-slate-600">
            {!supported
              ? t('push.errors.unsupported-browser')
              : on
                ? t('push.enabled')
                : t('push.disabledInfo')}
          </p>
        </div>
        {supported && (
          <Button
            variant={on ? 'secondary' : 'primary'}
            size="sm"
            disabled={busy || on === null}
            onClick={toggle}
            data-testid="push-toggle"
          >
            {on ? t('push.disable') : t('push.enable')}
          </Button>
        )}
      </div>
      {error && <Alert tone="error">{error}</Alert>}
    </section>
  );
}
