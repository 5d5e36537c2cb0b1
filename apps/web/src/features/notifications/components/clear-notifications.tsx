import type { NotificationType } from '@konter/core/contracts/notification';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { useSnackbar } from '../../../components/ui/snackbar';
import { useClearNotifications } from '../api/remove-notifications';

/**
 * "Hapus semua" of a notification tab (spec §4: notifications can be cleared): asks first — there
 * is no undo — then says how many went. News is hidden for this member only.
 */
export function ClearNotifications({ type, onCleared }: { type: NotificationType; onCleared?: () => void }) {
  const { t } = useTranslation(['notifications', 'common']);
  const snackbar = useSnackbar();
  const clear = useClearNotifications();
  const [asking, setAsking] = useState(false);

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
        {t('clear.action')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('clear.title', { tab: t(`tabs.${type}`) })}
        message={t(type === 'news' ? 'clear.messageNews' : 'clear.message')}
        confirmLabel={t('clear.confirm')}
        loading={clear.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          clear.mutate(type, {
            onSuccess: (r) => {
              snackbar.show({ message: t('clear.done', { count: r.removed }), color: 'success' });
              setAsking(false);
              onCleared?.();
            },
            onError: () => setAsking(false),
          })
        }
      />
    </>
  );
}
