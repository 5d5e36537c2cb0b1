/** Permission names an administrator grants (spec §6: deposit transfer, send money, POS, …). */
export const permissionNames = [
  'deposit_transfer',
  'send_money',
  'pos_mlo',
  'excel_topup',
  'h2h_api',
] as const;
export type PermissionName = (typeof permissionNames)[number];

/** Account categories (spec §6). */
export const categories = { member: 1, agent: 2, master: 3 } as const;
