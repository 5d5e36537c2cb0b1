import type { Account } from '@konter/core/contracts/account';

/** Agents and master agents (category 2, 3) make price-list images. */
export const canMakeImages = (account: Account | null | undefined) =>
  account?.category === 2 || account?.category === 3;

export const mediaPaths = {
  list: '/media/content-creation',
  create: '/media/content-creation/create',
  edit: (id: number | string) => `/media/content-creation/edit/${id}`,
};
