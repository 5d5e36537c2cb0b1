import type { PageMeta } from '@konter/core/contracts/notification';

/** The pager of a list answer (spec §3 Pagination meta: current_page, last_page; plus total). */
export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}
