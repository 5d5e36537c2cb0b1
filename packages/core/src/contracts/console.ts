import { z } from 'zod';
import { WALLET_HISTORY_KINDS } from '../deposit.js';
import { permissionNames } from '../permissions.js';
import { email, otp } from './auth.js';
import { boundedInt, requiredText } from './fields.js';
import { pageMeta } from './notification.js';

// The operations console's server contract (issue 18, ADR 0020): staff accounts, their sign-in
// (password, then a TOTP code), the staff management of the owner and the append-only audit log.
// Staff are not members: their own table, cookie (`konter_staff`, `__Host-konter_staff` in
// production), sessions and rate limits. All routes live under /api/v1/console/…

/** Staff roles (least privilege). `owner` may do everything, the others only their area. */
export const STAFF_ROLES = ['owner', 'finance', 'cs', 'catalogue', 'shop'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_STATUSES = ['active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** A staff password is longer than a member's (PASSWORD_MIN 8): staff can move money. */
export const STAFF_PASSWORD_MIN = 10;
/** Absolute lifetime and idle timeout of a staff session. */
export const STAFF_SESSION_HOURS = 12;
export const STAFF_SESSION_IDLE_MINUTES = 30;
/** Rows of one audit page. */
export const AUDIT_PAGE_SIZE = 50;
/** Rows at most in one audit export. */
export const AUDIT_EXPORT_MAX = 10_000;

const staffRole = z.enum(STAFF_ROLES, { message: 'oneOf' });
/** One or more roles, each once. */
const staffRoles = z
  .array(staffRole, { message: 'required' })
  .min(1, { message: 'required' })
  .max(STAFF_ROLES.length, { message: `max:${STAFF_ROLES.length}` })
  .transform((roles) => [...new Set(roles)]);

const staffPassword = z
  .string({ message: 'required' })
  .min(1, { message: 'required' })
  .min(STAFF_PASSWORD_MIN, { message: `min:${STAFF_PASSWORD_MIN}` })
  .max(128, { message: 'max:128' });

// ---- sign-in ----

/** POST console/auth/login. A wrong password or an unknown e-mail is one generic 422 (`console_login_failed`). */
export const staffLoginRequest = z.object({
  email: requiredText(254),
  password: z
    .string({ message: 'required' })
    .min(1, { message: 'required' })
    .max(128, { message: 'max:128' }),
});
export type StaffLoginRequest = z.infer<typeof staffLoginRequest>;

/** What the first login of a staff member without TOTP shows: the secret to add to an authenticator app. */
export const staffTotpEnrolment = z.object({
  /** Base32 secret, for typing into the app. */
  secret: z.string(),
  /** otpauth://totp/Konter:<email>?secret=…&issuer=Konter */
  otpauth_uri: z.string(),
  /** The URI as a QR code, an <svg> document (render it as an image, not as HTML). */
  qr_svg: z.string(),
});
export type StaffTotpEnrolment = z.infer<typeof staffTotpEnrolment>;

/**
 * The password is right; the session (cookie set) waits for a TOTP code: `totp` when the member of
 * staff has an authenticator enrolled, `enrol` (with the secret) when not — the first code confirms it.
 */
export const staffLoginResponse = z.object({
  data: z.discriminatedUnion('next', [
    z.object({ next: z.literal('totp') }),
    z.object({ next: z.literal('enrol'), enrol: staffTotpEnrolment }),
  ]),
});
export type StaffLoginResult = z.infer<typeof staffLoginResponse>['data'];

/** POST console/auth/totp: the 6-digit code of the authenticator (one code is accepted once). */
export const staffTotpRequest = z.object({ code: otp });
export type StaffTotpRequest = z.infer<typeof staffTotpRequest>;

/** The signed-in member of staff. */
export const staffMe = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRole),
});
export type StaffMe = z.infer<typeof staffMe>;

/** GET console/auth/me (401 without a fully signed-in staff session); also the answer of POST console/auth/totp. */
export const staffMeResponse = z.object({ data: staffMe });

/** POST console/auth/logout (also without a session). */
export const staffLogoutResponse = z.object({ data: z.object({ ok: z.literal(true) }) });

// ---- staff management (owner) ----

export const staffMember = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRole),
  status: z.enum(STAFF_STATUSES),
  /** Whether an authenticator is enrolled (false: enrols at the next login). */
  totp_enrolled: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** GET console/staff: every staff account, oldest first. */
export const staffListResponse = z.object({ data: z.array(staffMember) });
export type StaffList = z.infer<typeof staffListResponse>;

/** POST console/staff: 422 on `email` (taken: `console_staff_email_taken`), `password` (min 10), `roles`. */
export const staffCreateRequest = z.object({
  email,
  name: requiredText(100),
  password: staffPassword,
  roles: staffRoles,
});
export type StaffCreateRequest = z.infer<typeof staffCreateRequest>;
export type StaffCreateInput = z.input<typeof staffCreateRequest>;

/** POST console/staff, POST console/staff/:id/{status,roles,reset-totp}: the account as it is now. */
export const staffMemberResponse = z.object({ data: staffMember });

export const staffParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * POST console/staff/:id/status. Disabling ends the account's sessions. The last active owner
 * cannot be disabled, nor can an owner disable themselves (`console_staff_last_owner`,
 * `console_staff_self`).
 */
export const staffStatusRequest = z.object({ status: z.enum(STAFF_STATUSES, { message: 'oneOf' }) });
export type StaffStatusRequest = z.infer<typeof staffStatusRequest>;

/** POST console/staff/:id/roles: the new roles (replace the old ones); the last active owner keeps `owner`. */
export const staffRolesRequest = z.object({ roles: staffRoles });
export type StaffRolesRequest = z.infer<typeof staffRolesRequest>;
export type StaffRolesInput = z.input<typeof staffRolesRequest>;

// POST console/staff/:id/reset-totp has no body: the authenticator is forgotten, the account's
// sessions end, and it enrols again at the next login.

// ---- audit log (owner) ----

/** A Jakarta date (YYYY-MM-DD), inclusive. */
const auditDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: 'date' });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `max:${max}` })
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * GET console/audit?actor&action&from&to&page: newest first. `actor` matches the actor's text
 * (an e-mail or `cli:<user>`) as a part, case-insensitive; `action` is an action key or its prefix
 * (`staff.` for every staff action); `from`/`to` are Jakarta dates, inclusive.
 */
export const auditQuery = z.object({
  actor: optionalText(254),
  action: optionalText(100),
  from: auditDate.optional(),
  to: auditDate.optional(),
  page: boundedInt(1, 100_000).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  staff_id: z.number().nullable(),
  /** The staff e-mail, or `cli:<os user>` for the command line. */
  actor: z.string(),
  /** Stable key, e.g. `staff.create`, `auth.login`, `deposit.claim.approve`. */
  action: z.string(),
  /** What was acted on, e.g. `staff:12`. */
  target: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListResponse = z.object({ data: z.array(auditEntry), meta: pageMeta });
export type AuditList = z.infer<typeof auditListResponse>;

/**
 * GET console/audit/export?actor&action&from&to&format: the same filter as a download
 * (`xlsx`, default, or `csv`), at most AUDIT_EXPORT_MAX rows, newest first.
 */
export const auditExportQuery = auditQuery.omit({ page: true }).extend({
  format: z.enum(['xlsx', 'csv'], { message: 'oneOf' }).optional(),
});
export type AuditExportQuery = z.infer<typeof auditExportQuery>;

// ---- users (customer service; finance reads wallets and ledger history) ----
// Issue 18 part 2. Every change goes through the services the operator CLI uses (features/admin,
// features/auth) and writes one audit row (`user.*` actions, target `user:<id> <e-mail>`).

/** Who opens the Users pages: profiles, wallets and the ledger history (owner always). */
export const CONSOLE_USER_READ_ROLES = ['cs', 'finance'] as const satisfies readonly StaffRole[];
/**
 * Who reads and exports the audit log besides the owner: finance, who checks what was decided about
 * money (issue 18's closing journey has finance find a deposit claim's approval there).
 */
export const CONSOLE_AUDIT_ROLES = ['finance'] as const satisfies readonly StaffRole[];
/** Who changes a user and reads their devices and sessions: customer service (owner always). */
export const CONSOLE_USER_CS_ROLES = ['cs'] as const satisfies readonly StaffRole[];

/** Rows of one page of the search, the downlines and the ledger history. */
export const CONSOLE_USER_PAGE_SIZE = 20;
/** The spec's account states (users.status): a non-active account cannot move money. */
export const USER_STATUSES = ['active', 'non_active'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** The spec's categories: 1 member, 2 agent, 3 master. */
export const USER_CATEGORIES = [1, 2, 3] as const;
export type UserCategory = (typeof USER_CATEGORIES)[number];
/** The three wallets of a user in the ledger. */
export const USER_WALLETS = ['deposit', 'cashback', 'loan'] as const;
export type UserWallet = (typeof USER_WALLETS)[number];

/**
 * GET console/users?q&page: newest first. `q` with an `@` is an e-mail's beginning; digits (08…,
 * 628…, +628…, spaces and dashes ignored) a phone number's beginning; anything else a name's
 * beginning, a whole word of the name, an e-mail's beginning or a referral code (exact, any case).
 * Each form is an index range (migration 0036), never a scan of every user.
 */
export const consoleUserSearchQuery = z.object({
  q: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .min(2, { message: 'min:2' })
    .max(100, { message: 'max:100' }),
  page: boundedInt(1, 10_000).optional(),
});
export type ConsoleUserSearchQuery = z.infer<typeof consoleUserSearchQuery>;

/** Where a deleted account stands: within its 7 days (the member may still log in) or closed (customer service only). */
const userDeletion = z
  .object({
    deleted_at: z.string(),
    /** Set once the 7-day window ended (the daily job closed it). */
    closed_at: z.string().nullable(),
    /** deleted_at + 7 days: until then a login recovers it. */
    window_ends_at: z.string(),
  })
  .nullable();

/** One user of a search result or a downline list. */
export const consoleUserRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  hp: z.string(),
  category: z.number(),
  status: z.enum(USER_STATUSES),
  referral_code: z.string(),
  created_at: z.string(),
  deletion: userDeletion,
});
export type ConsoleUserRow = z.infer<typeof consoleUserRow>;

export const consoleUserSearchResponse = z.object({ data: z.array(consoleUserRow), meta: pageMeta });
export type ConsoleUserSearch = z.infer<typeof consoleUserSearchResponse>;

export const consoleUserParams = z.object({ id: z.coerce.number().int().positive() });
export const consoleUserDeviceParams = consoleUserParams.extend({ deviceId: z.uuid({ message: 'regex' }) });
export const consoleUserSessionParams = consoleUserParams.extend({
  sessionId: z.string().regex(/^[0-9a-f]{64}$/, { message: 'regex' }),
});

/** A user named by another's page (the upline). */
export const consoleUserLink = z.object({
  id: z.number(),
  name: z.string(),
  hp: z.string(),
  category: z.number(),
});
export type ConsoleUserLink = z.infer<typeof consoleUserLink>;

/** GET console/users/:id (and the answer of every change): what customer service sees of an account. */
export const consoleUserDetail = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  hp: z.string(),
  email_verified_at: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  created_at: z.string(),
  /** The latest of the last login and the last request of a live session. */
  last_seen_at: z.string().nullable(),
  category: z.number(),
  status: z.enum(USER_STATUSES),
  is_sales: z.boolean(),
  developer_mode: z.boolean(),
  /** Granted permissions (names of @konter/core/permissions). */
  permissions: z.array(z.string()),
  referral_code: z.string(),
  pin: z.object({
    set: z.boolean(),
    /** Wrong PINs since the last right one (the fifth locks it). */
    failed_attempts: z.number(),
    /** Set while the PIN is locked (spec: 30 minutes after the fifth wrong PIN). */
    locked_until: z.string().nullable(),
  }),
  deletion: userDeletion,
  /** Rupiah: deposit, cashback and the agent loan's remaining limit. */
  wallets: z.object({ deposit: z.number(), cashback: z.number(), loan: z.number() }),
  upline: consoleUserLink.nullable(),
  downline_count: z.number(),
});
export type ConsoleUserDetail = z.infer<typeof consoleUserDetail>;
export const consoleUserDetailResponse = z.object({ data: consoleUserDetail });

/** A device of the user (the member app's device list, as customer service sees it). */
export const consoleUserDevice = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['trusted', 'pending', 'rejected', 'revoked']),
  first_login: z.boolean(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_activity_at: z.string(),
  /** Live sessions on it. */
  sessions: z.number(),
});
export type ConsoleUserDevice = z.infer<typeof consoleUserDevice>;

/** A live session (not ended, not expired) of the user. `id` is the row's key (a hash, never the cookie). */
export const consoleUserSession = z.object({
  id: z.string(),
  device_id: z.string(),
  device_name: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
});
export type ConsoleUserSession = z.infer<typeof consoleUserSession>;

/** GET console/users/:id/access (customer service): devices, newest activity first, and live sessions. */
export const consoleUserAccess = z.object({
  devices: z.array(consoleUserDevice),
  sessions: z.array(consoleUserSession),
});
export type ConsoleUserAccess = z.infer<typeof consoleUserAccess>;
export const consoleUserAccessResponse = z.object({ data: consoleUserAccess });

/** GET console/users/:id/ledger?wallet&page: a wallet's ledger entries, newest first. */
export const consoleUserLedgerQuery = z.object({
  wallet: z.enum(USER_WALLETS, { message: 'oneOf' }).optional(),
  page: boundedInt(1, 10_000).optional(),
});
export type ConsoleUserLedgerQuery = z.infer<typeof consoleUserLedgerQuery>;

export const consoleUserLedgerEntry = z.object({
  id: z.number(),
  at: z.string(),
  /** The ledger transfer's kind (`purchase`, `deposit_topup`, …). */
  kind: z.string(),
  /** The wallet history's label key for it (the member app's words). */
  label: z.enum(WALLET_HISTORY_KINDS),
  direction: z.enum(['credit', 'debit']),
  amount: z.number(),
  balance_before: z.number(),
  balance_after: z.number(),
  reference: z.string().nullable(),
});
export type ConsoleUserLedgerEntry = z.infer<typeof consoleUserLedgerEntry>;

export const consoleUserLedgerResponse = z.object({
  data: z.array(consoleUserLedgerEntry),
  meta: z.object({
    wallet: z.enum(USER_WALLETS),
    page: z.number(),
    per_page: z.number(),
    has_more: z.boolean(),
  }),
});
export type ConsoleUserLedger = z.infer<typeof consoleUserLedgerResponse>;

/** GET console/users/:id/downlines?page: the users whose upline this one is, newest first. */
export const consoleUserDownlinesQuery = z.object({ page: boundedInt(1, 10_000).optional() });
export const consoleUserDownlinesResponse = consoleUserSearchResponse;

/** POST console/users/:id/category. */
export const consoleUserCategoryRequest = z.object({
  category: z.literal(USER_CATEGORIES, { message: 'oneOf' }),
});
export type ConsoleUserCategoryRequest = z.infer<typeof consoleUserCategoryRequest>;

/** POST console/users/:id/status: the new state and why (kept in the audit row). */
export const consoleUserStatusRequest = z.object({
  status: z.enum(USER_STATUSES, { message: 'oneOf' }),
  reason: requiredText(300).pipe(z.string().min(3, { message: 'min:3' })),
});
export type ConsoleUserStatusRequest = z.infer<typeof consoleUserStatusRequest>;
export type ConsoleUserStatusInput = z.input<typeof consoleUserStatusRequest>;

/** POST console/users/:id/permission: grant or revoke one permission. */
export const consoleUserPermissionRequest = z.object({
  permission: z.enum(permissionNames, { message: 'oneOf' }),
  granted: z.boolean({ message: 'required' }),
});
export type ConsoleUserPermissionRequest = z.infer<typeof consoleUserPermissionRequest>;

// POST console/users/:id/pin/unlock, /recover, /devices/:deviceId/revoke, /sessions/:sessionId/end
// and /sessions/end-all have no body. The first two answer the user's detail, the others the access.

// ---- approvals and dashboard (console-approvals) ----

/**
 * What waits for staff, by kind (the server's approval registry, lib/approvals.ts: the same kinds
 * the CLI's `pending` / `approve` / `reject` use). Which roles decide which kind is the server's
 * (finance: money — deposit claims, payment mismatches, loans, master promotions; cs: identity and
 * verification — affiliates, send money, Excel access, and deposit claims too; owner: all).
 */
export const APPROVAL_KINDS = [
  'deposit',
  'payment',
  'loan',
  'promotion',
  'affiliate',
  'send-money',
  'excel',
] as const;
export type ApprovalKindName = (typeof APPROVAL_KINDS)[number];

/** The labels of an approval's facts (the web translates `console:approvals.fields.<key>`). */
export const APPROVAL_FIELDS = [
  'name',
  'phone',
  'email',
  'bank',
  'total',
  'nominal',
  'unique_code',
  'holder_name',
  'note',
  'candidates',
  'provider',
  'order',
  'transaction_id',
  'paid',
  'expected',
  'limit',
  'due_date',
  'requested_by',
  'sales',
  'sales_count',
  'account',
  'account_holder',
  'category',
] as const;
export type ApprovalFieldKey = (typeof APPROVAL_FIELDS)[number];

/** How the web shows a fact's value: as text, rupiah, a WIB date or moment, or a number. */
export const APPROVAL_FIELD_FORMATS = ['text', 'money', 'date', 'datetime', 'number'] as const;

export const approvalField = z.object({
  key: z.enum(APPROVAL_FIELDS),
  value: z.union([z.string(), z.number()]).nullable(),
  format: z.enum(APPROVAL_FIELD_FORMATS),
});
export type ApprovalField = z.infer<typeof approvalField>;

/** The picture an item carries: a deposit claim's transfer proof, an affiliate's identity document. */
export const APPROVAL_IMAGES = ['proof', 'identity'] as const;
export type ApprovalImage = (typeof APPROVAL_IMAGES)[number];

export const approvalItem = z.object({
  kind: z.enum(APPROVAL_KINDS),
  /** The item's id within its kind (a top-up code, a loan id, a user id for a promotion…). */
  id: z.string(),
  /** When it started waiting (claimed, requested, received, reached the threshold: now). */
  created_at: z.string(),
  /** The member it is about. */
  member: z.object({ id: z.number(), name: z.string(), hp: z.string() }).nullable(),
  /** The rupiah at stake (a claim's total, a loan's limit, a payment as paid, 30 days' sales), if any. */
  amount: z.number().nullable(),
  fields: z.array(approvalField),
  /** Streamed by GET console/approvals/:kind/:id/image when not null. */
  image: z.enum(APPROVAL_IMAGES).nullable(),
});
export type ApprovalItem = z.infer<typeof approvalItem>;

/** Items of one kind in one answer at most (the count is the whole queue). */
export const APPROVALS_PER_KIND = 100;

/** GET console/approvals?kind: the caller's kinds with their counts, and the items (oldest first). */
export const approvalsQuery = z.object({ kind: z.enum(APPROVAL_KINDS, { message: 'oneOf' }).optional() });
export type ApprovalsQuery = z.infer<typeof approvalsQuery>;

export const approvalCount = z.object({ kind: z.enum(APPROVAL_KINDS), count: z.number() });
export type ApprovalCount = z.infer<typeof approvalCount>;

export const approvalsResponse = z.object({
  data: z.object({ counts: z.array(approvalCount), items: z.array(approvalItem) }),
});
export type Approvals = z.infer<typeof approvalsResponse>['data'];

export const approvalParams = z.object({ kind: z.string().max(40), id: z.string().min(1).max(64) });

/** GET console/approvals/:kind/:id: one item; `pending` false once someone decided it. */
export const approvalDetailResponse = z.object({
  data: approvalItem.extend({ pending: z.boolean() }),
});
export type ApprovalDetail = z.infer<typeof approvalDetailResponse>['data'];

/** The reason a rejection gives the member (and the audit log): 3–300 characters. */
export const APPROVAL_REASON_MIN = 3;
export const APPROVAL_REASON_MAX = 300;

/** POST console/approvals/:kind/:id/reject. */
export const approvalRejectRequest = z.object({
  reason: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .min(APPROVAL_REASON_MIN, { message: `min:${APPROVAL_REASON_MIN}` })
    .max(APPROVAL_REASON_MAX, { message: `max:${APPROVAL_REASON_MAX}` }),
});
export type ApprovalRejectRequest = z.infer<typeof approvalRejectRequest>;

/**
 * POST console/approvals/:kind/:id/{approve,reject}: decided, exactly once — a second decision of
 * the same item (someone else was quicker) is 409 `console_already_decided` and changes nothing.
 */
export const approvalDecisionResponse = z.object({
  data: z.object({
    kind: z.enum(APPROVAL_KINDS),
    id: z.string(),
    decision: z.enum(['approved', 'rejected']),
  }),
});
export type ApprovalDecision = z.infer<typeof approvalDecisionResponse>['data'];

const salesFigures = z.object({
  /** Successful purchases. */
  count: z.number(),
  /** Their selling prices, rupiah. */
  amount: z.number(),
  /** Selling minus buying (supplier) price, rupiah. */
  margin: z.number(),
});

/** GET console/dashboard (every staff role): today and this month in Jakarta time. */
export const dashboardResponse = z.object({
  data: z.object({
    /** When the figures were read. */
    at: z.string(),
    sales: z.object({ today: salesFigures, month: salesFigures }),
    /** Today's purchases (by creation) per status, with their selling prices. */
    purchases_today: z.array(z.object({ status: z.string(), count: z.number(), amount: z.number() })),
    /** The supplier's deposit (its balance call, cached a minute); null when it did not answer. */
    supplier: z.object({
      balance: z.number().nullable(),
      checked_at: z.string().nullable(),
      /** The warning threshold (SUPPLIER_BALANCE_LOW). */
      threshold: z.number(),
      low: z.boolean(),
    }),
    /** Deposits credited today per payment method code (`bank_transfer:bca`, `xendit:qris`, …). */
    deposits_today: z.array(z.object({ channel: z.string(), count: z.number(), amount: z.number() })),
    /** Pending approvals of the kinds the caller decides. */
    approvals: z.array(approvalCount),
  }),
});
export type Dashboard = z.infer<typeof dashboardResponse>['data'];

/** The staff sockets' one event (Socket.IO namespace `/console`): refetch what the console shows. */
export const CONSOLE_SOCKET_NAMESPACE = '/console';
export const CONSOLE_CHANGED_EVENT = 'console:changed';
