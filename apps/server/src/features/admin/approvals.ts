import type { Deps } from '../../lib/deps.js';

/**
 * Something that waits for an administrator (a loan, a manual deposit claim, an affiliate, …).
 * Each feature that has such items registers a kind here; the admin CLI lists, approves and rejects
 * them through this one interface.
 */
export interface ApprovalKind {
  kind: string;
  description: string;
  list(deps: Deps): Promise<{ id: string; summary: string; createdAt: Date }[]>;
  approve(deps: Deps, id: string): Promise<string>;
  reject(deps: Deps, id: string, reason: string): Promise<string>;
}

const kinds = new Map<string, ApprovalKind>();

export function registerApprovalKind(kind: ApprovalKind): void {
  kinds.set(kind.kind, kind);
}

export const approvalKinds = (): ApprovalKind[] => [...kinds.values()];
export const approvalKind = (name: string) => kinds.get(name);
