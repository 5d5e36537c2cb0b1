import type { ApprovalEntry, ApprovalKind, ApprovalRegistry, DecisionContext } from './deps.js';

export type { ApprovalEntry, ApprovalKind, ApprovalRegistry, DecisionContext };

export function createApprovalRegistry(kinds: ApprovalKind[]): ApprovalRegistry {
  const byName = new Map(kinds.map((k) => [k.kind, k]));
  return { all: () => [...byName.values()], get: (kind) => byName.get(kind as ApprovalKind['kind']) };
}

/**
 * The member fact lines most kinds show first (name and phone); `extra` after them. Values are data
 * (names, numbers); the console translates the keys.
 */
export const memberFields = (m: { name: string; hp: string } | null | undefined) =>
  m
    ? [
        { key: 'name' as const, value: m.name, format: 'text' as const },
        { key: 'phone' as const, value: m.hp, format: 'text' as const },
      ]
    : [];
