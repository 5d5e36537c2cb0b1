import type { NotificationInput } from './notifier.js';

// Notifications of account events (issue 5 §3: "for every transaction, deposit and account
// event"), as catalogue keys (packages/core/src/messages/auth.ts, account.ts) rendered in the
// reader's language; `data.kind` names the event so a client can react to it (the live device
// prompt closes on a decision, for instance).

/** Where the user approves or rejects a device (web route of the devices page). */
export const DEVICES_PAGE = '/account/devices';

export type AccountEvent =
  | { kind: 'device_pending'; deviceId: string; deviceName: string }
  | { kind: 'device_accepted'; deviceId: string; deviceName: string; via: 'trusted_device' | 'otp' }
  | { kind: 'device_rejected' | 'device_revoked'; deviceId: string; deviceName: string }
  | { kind: 'password_changed' | 'password_reset' }
  | { kind: 'pin_changed' | 'pin_reset' }
  | { kind: 'phone_verified'; hp: string };

/** The notification row of an account event, for `deps.notifier.record` in the event's transaction. */
export function accountNotice(userId: number, e: AccountEvent): NotificationInput {
  const base = { userId, type: 'account' as const };
  switch (e.kind) {
    case 'device_pending':
      return {
        ...base,
        status: 0,
        title: 'device_pending_title',
        body: 'device_pending_body',
        params: { device: e.deviceName },
        data: { kind: e.kind, device_id: e.deviceId, url: DEVICES_PAGE },
      };
    case 'device_accepted':
      return {
        ...base,
        status: 1,
        title: 'device_accepted_title',
        body: e.via === 'otp' ? 'device_accepted_otp_body' : 'device_accepted_body',
        params: { device: e.deviceName },
        data: { kind: e.kind, device_id: e.deviceId, url: DEVICES_PAGE },
      };
    case 'device_rejected':
    case 'device_revoked':
      return {
        ...base,
        status: 2,
        title: `${e.kind}_title`,
        body: `${e.kind}_body`,
        params: { device: e.deviceName },
        data: { kind: e.kind, device_id: e.deviceId, url: DEVICES_PAGE },
      };
    case 'password_changed':
    case 'password_reset':
    case 'pin_changed':
    case 'pin_reset':
      return { ...base, status: 1, title: `${e.kind}_title`, body: `${e.kind}_body`, data: { kind: e.kind } };
    case 'phone_verified':
      return {
        ...base,
        status: 1,
        title: 'phone_verified_title',
        body: 'phone_verified_body',
        params: { hp: e.hp },
        data: { kind: e.kind },
      };
  }
}
