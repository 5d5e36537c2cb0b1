import type { ApprovalKind, ApprovalRegistry } from './deps.js';

export type { ApprovalKind, ApprovalRegistry };

export function createApprovalRegistry(kinds: ApprovalKind[]): ApprovalRegistry {
  const byName = new Map(kinds.map((k) => [k.kind, k]));
  return { all: () => [...byName.values()], get: (kind) => byName.get(kind) };
}
