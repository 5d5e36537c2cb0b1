import {
  type UserSettingKey,
  type UserSettings,
  type UserSettingsPatch,
  userSettingDefinitions,
  userSettingKeys,
} from '@konter/core/contracts/user-settings';
import type { Deps } from '../../lib/deps.js';
import { listUserSettingRows, mergeUserSetting } from './user-settings.repository.js';

// A member's own settings (spec §7.1 account/user-settings): known keys only, each value checked by
// its key's schema on the way in (the route) and read field by field over the defaults on the way
// out, so a stored value from an older shape never breaks the answer.

export interface UserSettingsAnswer {
  data: UserSettings;
  meta: { stored: UserSettingKey[] };
}

/** A stored value over the key's defaults: each field that still passes its schema, else its default. */
function readSetting(key: UserSettingKey, stored: Record<string, unknown> | undefined) {
  const { schema, defaults } = userSettingDefinitions[key];
  const out: Record<string, unknown> = { ...defaults };
  for (const [field, fieldSchema] of Object.entries(schema.shape)) {
    if (!stored || !Object.hasOwn(stored, field)) continue;
    const parsed = fieldSchema.safeParse(stored[field]);
    if (parsed.success) out[field] = parsed.data;
  }
  return out as typeof defaults;
}

export async function getUserSettings(
  deps: Deps,
  userId: number,
  keys: readonly UserSettingKey[] = userSettingKeys,
): Promise<UserSettingsAnswer> {
  const wanted = [...new Set(keys)];
  const rows = wanted.length > 0 ? await listUserSettingRows(deps.database.db, userId, wanted) : [];
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const data: UserSettings = {};
  for (const key of wanted) data[key] = readSetting(key, byKey.get(key));
  const stored = userSettingKeys.filter((k) => byKey.has(k));
  return { data, meta: { stored } };
}

/** Saves the given fields of each key (the others stay) and answers every setting after. */
export async function setUserSettings(
  deps: Deps,
  userId: number,
  patch: UserSettingsPatch,
): Promise<UserSettingsAnswer> {
  const changes = userSettingKeys.flatMap((key) => {
    const fields = patch[key];
    return fields && Object.keys(fields).length > 0 ? [[key, fields] as const] : [];
  });
  if (changes.length > 0) {
    await deps.database.db.transaction(async (tx) => {
      for (const [key, fields] of changes) await mergeUserSetting(tx, userId, key, fields);
    });
  }
  return getUserSettings(deps, userId);
}
