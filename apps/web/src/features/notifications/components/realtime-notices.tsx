import type { NotificationItem, UnreadCounts } from '@konter/core/contracts/notification';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useSnackbar } from '../../../components/ui/snackbar';
import { paths } from '../../../lib/paths';
import { refreshPushToken } from '../../../lib/push';
import { REALTIME_CONNECT, useRealtimeEvent } from '../../../lib/realtime';
import { useAnswerDevice } from '../api/answer-device';
import { notificationsKey } from '../api/get-notifications';
import { unreadCountKey } from '../api/get-unread-count';
import { applyRemoved } from '../api/remove-notifications';

interface LiveNotification {
  id: number;
  /** The title in Indonesian, and its catalogue key and params (rendered here in the page's language). */
  title: string;
  title_key?: string | null;
  params?: Record<string, string | number> | null;
  status: NotificationItem['status'];
  type?: string;
  /** Account events name themselves: {kind: 'device_pending' | 'device_accepted' | …, device_id}. */
  data?: { kind?: string; device_id?: string; ref_id?: string } | null;
}

/** Decisions on a waiting device, taken here or on another page or device. */
const DEVICE_DECIDED = new Set(['device_accepted', 'device_rejected', 'device_revoked']);
interface DevicePending {
  device_id: string;
  name: string;
  time?: string;
}

const snackColor = { 0: 'default', 1: 'success', 2: 'error' } as const;

/**
 * What the realtime channel shows (ADR 0010): a new notification refreshes the badge and the lists
 * and shows a snackbar; reads and deletions on another tab update the badge and the lists; a login waiting for approval asks
 * this (trusted) device to allow or reject it. Nothing is replayed after a reconnect: refetch.
 */
export function RealtimeNotices() {
  const { t, i18n } = useTranslation(['notifications', 'notices'], { useSuspense: false });
  const qc = useQueryClient();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [device, setDevice] = useState<DevicePending | null>(null);
  const answer = useAnswerDevice();
  const answeredHere = useRef(new Set<string>());

  // Browsers rotate push subscriptions: post this one again once it is 7 days old (spec §9.2).
  useEffect(() => {
    void refreshPushToken().catch(() => undefined);
  }, []);

  // The lists come rendered in the language of the request: another language asks for them again.
  useEffect(() => {
    const refetch = () => void qc.invalidateQueries({ queryKey: notificationsKey });
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [i18n, qc]);

  /** A live notification's title in the page's language (its stored Indonesian text without a key). */
  const titleOf = (n: LiveNotification): string =>
    n.title_key && i18n.exists(`notices:${n.title_key}`)
      ? String(i18n.t(`notices:${n.title_key}` as never, (n.params ?? {}) as never))
      : n.title;

  useRealtimeEvent<LiveNotification>('notification', (n) => {
    void qc.invalidateQueries({ queryKey: notificationsKey });
    if (!n?.title) return;
    // A purchase's "processing" notice: the page that made it shows the live status, and its outcome
    // comes as its own notification; the bell counts it, a snackbar would only be noise.
    if (n.type === 'transaction' && n.status === 0) return;
    const kind = n.data?.kind;
    // The approval dialog below is this notification's live form: no snackbar over it.
    if (kind === 'device_pending') return;
    if (kind && DEVICE_DECIDED.has(kind)) {
      const id = n.data?.device_id;
      void qc.invalidateQueries({ queryKey: ['account', 'devices'] });
      // Answered elsewhere: the prompt for that device has nothing left to ask.
      setDevice((d) => (d && d.device_id === id ? null : d));
      // Answered here: the reply's own snackbar already said it.
      if (id && answeredHere.current.has(id)) return;
    }
    // A purchase's outcome (also a sale through the member's one-page checkout link, ADR 0016) is the
    // shell's transaction result snackbar: it links to the transaction report (laporan::transaksi).
    const outcome = n.type === 'transaction' && n.status !== 0 && Boolean(n.data?.ref_id);
    snackbar.show({
      message: titleOf(n),
      color: snackColor[n.status] ?? 'default',
      action: outcome
        ? { label: t('live.report'), onClick: () => navigate(paths.transactionReport) }
        : n.id
          ? { label: t('live.open'), onClick: () => navigate(`/notification/today/${n.id}`) }
          : undefined,
    });
  });
  useRealtimeEvent<{ unread?: UnreadCounts }>('notification.read', (e) => {
    if (e?.unread) qc.setQueryData(unreadCountKey, e.unread);
    else void qc.invalidateQueries({ queryKey: unreadCountKey });
    void qc.invalidateQueries({ queryKey: [...notificationsKey, 'list'] });
  });
  // Deleted or cleared on another page or device: same counts, the lists and opened ones go stale.
  useRealtimeEvent<{ unread?: UnreadCounts }>('notification.deleted', (e) => applyRemoved(qc, e?.unread));
  useRealtimeEvent(REALTIME_CONNECT, () => void qc.invalidateQueries({ queryKey: notificationsKey }));
  useRealtimeEvent<DevicePending>('device.pending', (d) => {
    if (d?.device_id) setDevice(d);
    void qc.invalidateQueries({ queryKey: ['account', 'devices'] });
  });

  const reply = (accept: boolean) => {
    if (!device) return;
    answeredHere.current.add(device.device_id);
    answer.mutate(
      { id: device.device_id, accept },
      {
        onSuccess: () =>
          snackbar.show({ message: t(accept ? 'device.accepted' : 'device.rejected'), color: 'success' }),
        onError: () => snackbar.show({ message: t('device.failed'), color: 'error' }),
        onSettled: () => setDevice(null),
      },
    );
  };

  return (
    <Dialog
      open={device !== null}
      onClose={() => setDevice(null)}
      alert
      title={t('device.title')}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" disabled={answer.isPending} onClick={() => reply(false)}>
            {t('device.reject')}
          </Button>
          <Button disabled={answer.isPending} onClick={() => reply(true)}>
            {t('device.accept')}
          </Button>
        </div>
      }
    >
      <p className="text-sm text-slate-700">{t('device.body', { name: device?.name ?? '' })}</p>
    </Dialog>
  );
}
