import type { NotificationInput } from './notifier.js';

// Notifications of account events (issue 5 §3: "for every transaction, deposit and account
// event"). Like the transaction and deposit notifications, the title and body are stored in
// Indonesian (the app's default language) as the row's text; `data.kind` names the event so a
// client can react to it (the live device prompt closes on a decision, for instance).

/** Where the user approves or rejects a device (web route of the devices page). */
export const DEVICES_PAGE = '/account/devices';

export type AccountEvent =
  | { kind: 'device_pending'; deviceId: string; deviceName: string }
  | { kind: 'device_accepted'; deviceId: string; deviceName: string; via: 'trusted_device' | 'otp' }
  | { kind: 'device_rejected' | 'device_revoked'; deviceId: string; deviceName: string }
  | { kind: 'password_changed' | 'password_reset' }
  | { kind: 'pin_changed' | 'pin_reset' }
  | { kind: 'phone_verified'; hp: string };

const notYou = 'Jika bukan Anda, segera hubungi layanan pelanggan.';

/** The notification row of an account event, for `deps.notifier.record` in the event's transaction. */
export function accountNotice(userId: number, e: AccountEvent): NotificationInput {
  const base = { userId, type: 'account' as const };
  switch (e.kind) {
    case 'device_pending':
      return {
        ...base,
        status: 0,
        title: 'Perangkat baru menunggu persetujuan',
        body: `${e.deviceName} mencoba masuk ke akun Anda. Setujui atau tolak di halaman Perangkat (Akun › Perangkat). Jika bukan Anda, tolak lalu ganti kata sandi.`,
        data: { kind: e.kind, device_id: e.deviceId, url: DEVICES_PAGE },
      };
    case 'device_accepted':
      return {
        ...base,
        status: 1,
        title: `Perangkat ${e.deviceName} disetujui`,
        body:
          e.via === 'otp'
            ? 'Perangkat ini diverifikasi dengan kode OTP dan sekarang dapat menggunakan akun Anda.'
            : 'Perangkat ini sekarang dapat menggunakan akun Anda.',
        data: { kind: e.kind, device_id: e.deviceId, url: DEVICES_PAGE },
      };
    case 'device_rejected':
      return {
        ...base,
        status: 2,
        title: `Perangkat ${e.deviceName} ditolak`,
        body: 'Perangkat ini tidak dapat masuk ke akun Anda.',
        data: { kind: e.kind, device_id: e.deviceId, url: DEVICES_PAGE },
      };
    case 'device_revoked':
      return {
        ...base,
        status: 2,
        title: `Akses perangkat ${e.deviceName} dicabut`,
        body: 'Perangkat ini telah dikeluarkan dari akun Anda dan perlu persetujuan untuk masuk lagi.',
        data: { kind: e.kind, device_id: e.deviceId, url: DEVICES_PAGE },
      };
    case 'password_changed':
      return {
        ...base,
        status: 1,
        title: 'Kata sandi diubah',
        body: `Kata sandi akun Anda baru saja diubah; perangkat lain perlu masuk lagi. ${notYou}`,
        data: { kind: e.kind },
      };
    case 'password_reset':
      return {
        ...base,
        status: 1,
        title: 'Kata sandi diatur ulang',
        body: `Kata sandi akun Anda diatur ulang melalui tautan e-mail; semua perangkat perlu masuk lagi. ${notYou}`,
        data: { kind: e.kind },
      };
    case 'pin_changed':
      return {
        ...base,
        status: 1,
        title: 'PIN transaksi diubah',
        body: `PIN transaksi akun Anda baru saja diubah. ${notYou}`,
        data: { kind: e.kind },
      };
    case 'pin_reset':
      return {
        ...base,
        status: 1,
        title: 'PIN transaksi diatur ulang',
        body: `PIN transaksi akun Anda diatur ulang dengan kode OTP. ${notYou}`,
        data: { kind: e.kind },
      };
    case 'phone_verified':
      return {
        ...base,
        status: 1,
        title: 'Nomor HP terverifikasi',
        body: `Nomor ${e.hp} sekarang terverifikasi untuk akun Anda.`,
        data: { kind: e.kind },
      };
  }
}
