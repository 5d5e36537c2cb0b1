// The H2H API's public surface (issue 17 part 1): the routes (app), the callback dispatcher
// (createDeps, jobs), the operator's whitelist commands (admin CLI).
import type { H2hDispatch } from './h2h.events.js';

declare module '../../lib/deps.js' {
  interface Deps {
    /** Turns H2H state changes into webhook enqueues (h2h.events.ts). */
    h2h: H2hDispatch;
  }
}

export {
  cliH2hIpAdd,
  cliH2hIpRemove,
  cliH2hIps,
  cliH2hKeyRevoke,
  type H2hChangeHook,
  h2hMember,
  h2hMembers,
  revokeH2hKey,
  seedH2hDemo,
  unwhitelistIp,
  whitelistIp,
} from './h2h.account.js';
export { createH2hDispatch, type H2hDispatch, pumpH2h } from './h2h.events.js';
export { h2hRoutes } from './h2h.routes.js';
