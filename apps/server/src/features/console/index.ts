// The operations console's server side (issue 18, ADR 0020): staff accounts and their sign-in
// (password + TOTP), the owner's staff management, the append-only audit log, and the staff-cookie
// resolver createDeps wires as `deps.staffSessions` for the access plugin.
import type { DashboardState } from './dashboard.service.js';
import type { ConsoleRuns } from './runs.js';

// Dashboard and approvals (console-approvals): the queue over deps.approvals (one implementation
// with the CLI's pending / approve / reject) and the live dashboard's figures.
export { consoleApprovalRoutes } from './approvals.routes.js';
export { type Decider, decideApproval } from './approvals.service.js';
export { type AuditRecord, cliAudit, recordAudit } from './audit.service.js';
// Catalogue (console-catalogue): prices, markups, promos, sync now and rc statistics over features/catalog.
export { cliSetCutOff } from './catalogue.cli.js';
export { consoleCatalogueRoutes } from './catalogue.routes.js';
// Shop orders and Developers (console-commerce): the CLI's shop:order-* and h2h:* services, audited.
export { consoleCommerceRoutes } from './commerce.routes.js';
export { cliOrderAudit } from './commerce.service.js';
export { consoleRoutes } from './console.routes.js';
export { createDashboardState, watchDashboard } from './dashboard.service.js';
export { consoleDeveloperRoutes } from './developers.routes.js';
// Manifests and coupon creation (console-manifests): every agent's courier manifests, shop:coupon-add.
export { consoleManifestRoutes } from './manifests.routes.js';
// Reports (console-reports): sales and margin, money in and out, their Excel files, the ledger check.
export { consoleReportRoutes } from './reports.routes.js';
export { createConsoleRuns } from './runs.js';
// Site (console-site): settings and flags, deposit settings, banners, blog posts, news.
export { consoleSiteRoutes } from './site.routes.js';
export {
  cliCreateOwner,
  cliStaffList,
  cliStaffResetTotp,
  DEMO_OWNER,
  seedConsoleOwner,
} from './staff.cli.js';
export type { StaffActor } from './staff.service.js';
export { consoleStaffSessions } from './staff-auth.service.js';
export { cliRecoverAccount, cliSetCategory, cliSetPermission, cliSetStatus } from './users.cli.js';
// Users (console-users): customer service's search, detail and changes of members' accounts.
export { consoleUserRoutes } from './users.routes.js';

declare module '../../lib/deps.js' {
  interface Deps {
    /** The dashboard's short-lived figures and the supplier balance of the last minute. */
    dashboard: DashboardState;
    /** "Sync now" and the ledger check: once at a time on this server. */
    consoleRuns: ConsoleRuns;
  }
}
