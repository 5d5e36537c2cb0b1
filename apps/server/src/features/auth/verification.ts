import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { readSetting, type User, writeSetting } from './auth.repository.js';

/** Operator settings (admin CLI `setting`), with their defaults. */
export const settingDefaults = {
  require_email_verification: false,
  require_phone_verification: false,
  disable_register: false,
  disable_user_login: false,
} as const;
export type SettingKey = keyof typeof settingDefaults;

export async function getSetting<K extends SettingKey>(db: Db, key: K): Promise<(typeof settingDefaults)[K]> {
  return ((await readSetting(db, key)) as (typeof settingDefaults)[K] | undefined) ?? settingDefaults[key];
}

export async function setSetting(db: Db, key: SettingKey, value: unknown): Promise<void> {
  await writeSetting(db, key, value);
}

/**
 * E-mail and phone verification gate nothing by default; an operator can require them before a
 * user sets up the transaction PIN (and so before any transaction).
 */
export async function assertVerifiedFor(db: Db, user: User): Promise<void> {
  if ((await getSetting(db, 'require_email_verification')) && !user.emailVerifiedAt) {
    throw new AppError('verify_email_first');
  }
  if ((await getSetting(db, 'require_phone_verification')) && !user.phoneVerifiedAt) {
    throw new AppError('verify_phone_first');
  }
}
