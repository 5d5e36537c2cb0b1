// Operator CLI: `npm run admin -- <command> [args]`. Administrators work outside the app (spec §1).
// With the embedded database, stop the server first (PGlite is single-process).
//
// Each command is one entry of the table below (name, usage, help, run); `help` is printed from it.
import { parseArgs } from 'node:util';
import { permissionNames } from '@konter/core/permissions';
import { closeDeps } from '../deps.js';
import { AdminError, setFlag, setOperatorSetting } from '../features/admin/index.js';
import {
  cliPayoutPay,
  cliPayoutProcess,
  cliPayoutRun,
  describeAffiliates,
  describePayouts,
  writeIdImage,
} from '../features/affiliate/index.js';
import { describePromotionCandidates, promoteAgent } from '../features/agency/index.js';
import { settingDefaults } from '../features/auth/index.js';
import {
  renameProduct,
  setManualPrices,
  setPriceMarkup,
  setProductEnabled,
  setPromo,
  syncPriceLists,
} from '../features/catalog/index.js';
import {
  cliAudit,
  cliCreateOwner,
  cliOrderAudit,
  cliRecoverAccount,
  cliSetCategory,
  cliSetCutOff,
  cliSetPermission,
  cliSetStatus,
  cliStaffList,
  cliStaffResetTotp,
  decideApproval,
} from '../features/console/index.js';
import {
  addManualMutation,
  approveTopup,
  describeClaims,
  describeMutations,
  getDepositSettings,
  rejectClaim,
  setDepositSetting,
} from '../features/deposit/index.js';
import { cliH2hIpAdd, cliH2hIpRemove, cliH2hIps, cliH2hKeyRevoke } from '../features/h2h/index.js';
import {
  cliLoanApprove,
  cliLoanClose,
  cliLoanExtend,
  cliLoanReject,
  cliLoanRequest,
  describeLoans,
} from '../features/loan/index.js';
import { publishNews } from '../features/notifications/index.js';
import {
  cliSendMoneyApprove,
  cliSendMoneyFee,
  cliSendMoneyReject,
  describeSendMoneyRequests,
} from '../features/send-money/index.js';
import { cliCourierAgent } from '../features/shipping/index.js';
import {
  cliCollectionAdd,
  cliCouponAdd,
  cliCouponSet,
  cliOrderCancel,
  cliOrderConfirm,
  cliOrderDone,
  cliOrderRefund,
  cliOrderSetting,
  cliOrderShip,
  cliProductAdd,
  cliProductImage,
  cliProductSet,
  cliStock,
  describeCollections,
  describeCoupons,
  describeProducts,
  describeShopOrder,
  describeShopOrders,
} from '../features/shop/index.js';
import { getSiteSettings, setSiteSetting } from '../features/site/index.js';
import type { Deps } from '../lib/deps.js';
import { AppError } from '../lib/errors.js';
import { cliOperator } from '../lib/operator.js';
import { openForCli } from './bootstrap.js';

const OPTIONS = {
  name: { type: 'string' },
  email: { type: 'string' },
  hp: { type: 'string' },
  password: { type: 'string' },
  reason: { type: 'string' },
  min: { type: 'string' },
  max: { type: 'string' },
  mutation: { type: 'string' },
  description: { type: 'string' },
  to: { type: 'string' },
  reference: { type: 'string' },
  // shop orders (shop:order-ship --awb)
  awb: { type: 'string' },
  // shop catalogue (shop:product-add, shop:coupon-add)
  price: { type: 'string' },
  weight: { type: 'string' },
  stock: { type: 'string' },
  size: { type: 'string' },
  slug: { type: 'string' },
  collection: { type: 'string' },
  kind: { type: 'string' },
  value: { type: 'string' },
  // news:publish --category
  category: { type: 'string' },
  quota: { type: 'string' },
  'per-user': { type: 'string' },
  from: { type: 'string' },
  until: { type: 'string' },
  // create-admin: another owner although one exists
  force: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** A command's input: its positional arguments (after the command name) and the --options. */
interface Args {
  /** The positionals after the command name: `a`, `b` are the first two. */
  rest: string[];
  a: string | undefined;
  b: string | undefined;
  values: Partial<Record<Exclude<keyof typeof OPTIONS, 'help' | 'force'>, string>> & { force?: boolean };
}

interface Command {
  name: string;
  /** Its arguments as the help shows them. */
  usage: string;
  /** One line (more lines are indented under it); '' for none. */
  help: string;
  /** Lines printed under the command, indented by 6 (a longer explanation). */
  note?: string[];
  /** Spaces between a usage longer than the help column and its help (default 2). */
  gap?: number;
  /** Starts a new group in the help (a blank line before it). */
  group?: true;
  run(deps: Deps, args: Args): Promise<void>;
}

const need = (v: string | undefined, what: string) => {
  if (!v) throw new AdminError(`missing ${what}\n\n${help()}`);
  return v;
};
const bool = (v: string | undefined) => {
  if (v !== 'true' && v !== 'false') throw new AdminError('value must be true or false');
  return v === 'true';
};
/** A describe/run that refuses a bad argument with a RangeError: the operator reads its message. */
async function asAdminValue<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof RangeError) throw new AdminError(err.message);
    throw err;
  }
}
/** A settings table's setter refuses a bad value with a RangeError: the operator reads its message. */
async function asAdminError(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (err) {
    if (err instanceof RangeError) throw new AdminError(err.message);
    throw err;
  }
}
const flag = (name: string, field: 'isSales' | 'developerMode' | 'isAgenMlo', help = ''): Command => ({
  name,
  usage: '<phone|email> <true|false>',
  help,
  async run(deps, { a, b }) {
    await setFlag(deps, need(a, 'login'), field, bool(b));
    console.log('done');
  },
});
const permission = (name: 'grant' | 'revoke', help = ''): Command => ({
  name,
  usage: '<phone|email> <permission>',
  help,
  async run(deps, { a, b }) {
    const u = await cliSetPermission(deps, need(a, 'login'), need(b, 'permission'), name === 'grant');
    console.log(`${u.email}: ${u.permissions.join(', ') || '(no permissions)'}`);
  },
});
const decision = (name: 'approve' | 'reject', usage: string, note?: string[]): Command => ({
  name,
  usage,
  help: '',
  ...(note ? { note } : {}),
  async run(deps, { a, b, values }) {
    const kind = deps.approvals.get(need(a, 'kind'));
    if (!kind)
      throw new AdminError(
        `unknown kind "${a}"; known: ${
          deps.approvals
            .all()
            .map((k) => k.kind)
            .join(', ') || 'none'
        }`,
      );
    // The console's decision (features/console): the same kinds, decided once, with an audit row.
    const operator = { staffId: null, actor: cliOperator(), ip: null, roles: 'all' as const };
    const reason = name === 'reject' ? need(values.reason, '--reason') : undefined;
    const done = await decideApproval(deps, operator, kind.kind, need(b, 'id'), name, reason);
    console.log(done.message);
  },
});

const commands: Command[] = [
  {
    name: 'create-admin',
    usage: '--email E --name N --password P [--force]',
    help: [
      'the operations console owner (/admin); TOTP enrols at the first',
      'login; refused while an owner exists, unless --force',
    ].join('\n'),
    async run(deps, { values }) {
      const out = await asAdminValue(() =>
        cliCreateOwner(deps, {
          email: need(values.email, '--email'),
          name: need(values.name, '--name'),
          password: need(values.password, '--password'),
          force: values.force === true,
        }),
      );
      console.log(out);
    },
  },
  {
    name: 'staff:list',
    usage: '',
    help: 'the console staff: roles, status, TOTP enrolled',
    async run(deps) {
      console.log(await cliStaffList(deps));
    },
  },
  {
    name: 'staff:reset-totp',
    usage: '<email>',
    help: 'a lost authenticator: sessions end, enrols again at next login',
    async run(deps, { a }) {
      console.log(await asAdminValue(() => cliStaffResetTotp(deps, need(a, 'email'))));
    },
  },
  {
    name: 'set-category',
    usage: '<phone|email> <1|2|3>',
    help: 'member, agent, master',
    async run(deps, { a, b }) {
      const u = await cliSetCategory(deps, need(a, 'login'), need(b, 'category'));
      console.log(`category of ${u.email} set`);
    },
  },
  {
    name: 'set-status',
    usage: '<phone|email> <active|non_active> --reason "…"',
    help: 'non_active: cannot move money',
    async run(deps, { a, b, values }) {
      const u = await cliSetStatus(deps, need(a, 'login'), need(b, 'status'), values.reason);
      console.log(`status of ${u.email} set`);
    },
  },
  permission('grant', `permissions: ${permissionNames.join(', ')}`),
  permission('revoke'),
  flag('set-sales', 'isSales'),
  flag('set-developer', 'developerMode', 'developer mode blocks real transactions'),
  flag('set-mlo-agent', 'isAgenMlo'),
  {
    name: 'setting',
    usage: '<key> <true|false>',
    help: `keys: ${Object.keys(settingDefaults).join(', ')}`,
    async run(deps, { a, b }) {
      await setOperatorSetting(deps, need(a, 'key'), need(b, 'value'));
      console.log(`${a} = ${b}`);
    },
  },
  {
    name: 'recover-account',
    usage: '<email>',
    help: 'after the 7-day window (customer service)',
    async run(deps, { a }) {
      await cliRecoverAccount(deps, need(a, 'email'));
      console.log('account recovered; the user can log in again');
    },
  },
  {
    name: 'sync-prices',
    usage: '',
    help: "pull the supplier's price lists now",
    async run(deps) {
      console.log(await syncPriceLists(deps, deps.supplier));
    },
  },
  {
    name: 'rename-product',
    usage: '<code> <new-code>',
    help: 'a product code that survives later syncs',
    async run(deps, { a, b }) {
      console.log(`renamed to ${(await renameProduct(deps, need(a, 'code'), need(b, 'new code'))).code}`);
    },
  },
  {
    name: 'set-prices',
    usage: '<code> <member> <agent> <master>',
    help: 'manual selling prices (rupiah); "auto" = back to markups',
    async run(deps, { rest: [code, member, agent, master] }) {
      const prices = member === 'auto' ? null : { member, agent, master };
      const p = await setManualPrices(deps, need(code, 'code'), prices);
      console.log(
        `${p.code}: member ${p.priceMember}, agent ${p.priceAgent}, master ${p.priceMaster} (${p.priceMode})`,
      );
    },
  },
  {
    name: 'set-promo',
    usage: '<code> <stock|off>',
    help: 'sell as promo with a stock; "off" ends it',
    async run(deps, { a, b }) {
      const stock = need(b, 'stock') === 'off' ? null : Number(b);
      const p = await setPromo(deps, need(a, 'code'), stock);
      console.log(`${p.code}: promo ${p.promo ? `stock ${p.promoStock}, sold ${p.soldQty}` : 'off'}`);
    },
  },
  {
    name: 'set-product-enabled',
    usage: '<code> <on|off>',
    help: 'put a product on sale or take it off (kept through syncs)',
    async run(deps, { a, b }) {
      const state = need(b, 'on|off');
      if (state !== 'on' && state !== 'off') throw new Error('on or off');
      const p = await setProductEnabled(deps, need(a, 'code'), state === 'on');
      console.log(`${p.code}: ${p.disabledByOperator ? 'off sale' : 'on sale'}`);
    },
  },
  {
    name: 'set-cut-off',
    usage: '<code> <HH:MM-HH:MM|off>',
    help: 'daily cut-off (WIB) kept through syncs; "off" = supplier\'s',
    async run(deps, { a, b }) {
      const p = await cliSetCutOff(deps, need(a, 'code'), need(b, 'HH:MM-HH:MM|off'));
      const w = p.operator_cut_off;
      console.log(`${p.code}: cut-off ${w ? `${w.start}–${w.end} WIB (operator)` : 'follows the supplier'}`);
    },
  },
  {
    name: 'set-markup',
    usage: '<type> <level 1|2|3> <amount> [--min N] [--max N]',
    gap: 3,
    help: 'markup rule, re-prices that type',
    async run(deps, { rest: [type, level, amount], values }) {
      const r = await setPriceMarkup(deps, {
        type,
        level: Number(level),
        markup: amount,
        ...(values.min ? { min_buying: values.min } : {}),
        ...(values.max ? { max_buying: values.max } : {}),
      });
      console.log(`markup saved; ${r.repriced} products re-priced`);
    },
  },
  {
    name: 'pending',
    usage: '',
    help: 'what waits for an administrator',
    async run(deps) {
      const kinds = deps.approvals.all();
      if (kinds.length === 0) console.log('Nothing waits for an administrator.');
      for (const k of kinds) {
        const items = await k.list(deps);
        console.log(`${k.kind} — ${k.description}: ${items.length}`);
        for (const i of items) console.log(`  ${i.id}  ${i.createdAt.toISOString()}  ${i.summary}`);
      }
    },
  },
  decision('approve', '<kind> <id>'),
  decision('reject', '<kind> <id> --reason "…"', [
    'kinds: deposit (claims), loan, payment (a gateway payment whose amount differs from the',
    "request: approve credits what the gateway confirms it received to the payer's deposit),",
    'affiliate, send-money, excel (Excel access requests), promotion (<user id>: master',
    'candidates); each decision is written to the console audit log',
  ]),

  {
    group: true,
    name: 'deposit:claims',
    usage: '',
    help: 'deposit claims with their proof and candidate transfers',
    async run(deps) {
      console.log(await describeClaims(deps));
    },
  },
  {
    name: 'deposit:approve',
    usage: '<DEP code> [--mutation <id>]',
    help: 'credit a bank-transfer top-up (once) by hand',
    async run(deps, { a, values }) {
      const t = await approveTopup(deps, need(a, 'DEP code'), {
        mutation: values.mutation,
        by: cliOperator(),
      });
      console.log(`${t.code} credited: ${t.creditedAmount} to user #${t.userId}`);
    },
  },
  {
    name: 'deposit:reject',
    usage: '<DEP code> <reason…>',
    help: 'reject a claim; the user sees the reason',
    async run(deps, { a, rest, values }) {
      const reason = rest.slice(1).join(' ') || values.reason;
      const t = await rejectClaim(deps, need(a, 'DEP code'), need(reason, 'reason'), cliOperator());
      console.log(`${t.code} rejected`);
    },
  },
  {
    name: 'deposit:mutations',
    usage: '[unmatched|matched|ignored]',
    help: 'recent bank mutations',
    async run(deps, { a }) {
      console.log(await describeMutations(deps, a));
    },
  },
  {
    name: 'deposit:add-mutation',
    usage: '<bank> <amount> [--description "…"]',
    help: 'record a transfer seen in the bank statement',
    async run(deps, { a, b, values }) {
      console.log(
        await addManualMutation(deps, need(a, 'bank'), Number(need(b, 'amount')), values.description),
      );
    },
  },
  {
    name: 'deposit:setting',
    usage: '[<key> <value>]',
    help: [
      'show or set: nominals (e.g. 10000,50000), min_topup,',
      'allow_custom_nominals, allow_deposit_transfer,',
      'pay_external_payment_fee, shopeepay_own_rate',
    ].join('\n'),
    async run(deps, { a, b }) {
      if (a) await asAdminError(() => setDepositSetting(deps.database.db, a, need(b, 'value')));
      console.log(await getDepositSettings(deps.database.db));
    },
  },
  {
    name: 'site:setting',
    usage: '[<key> <value>]',
    help: [
      'show or set the site settings: company_*, sitename, logo,',
      'shop, ppob, multicourier, apk_url, live_chat_*, … ("" = none);',
      'whitelisted_emails "a@x.id,b@y.id": those accounts see no games item (spec §6);',
      'multicourier_tax_percent 1.1, multicourier_cashback_percent 5 (multi-courier shipping)',
    ].join('\n'),
    async run(deps, { a, b }) {
      if (a) await asAdminError(() => setSiteSetting(deps.database.db, a, b ?? ''));
      console.log(await getSiteSettings(deps.database.db));
    },
  },
  {
    name: 'news:publish',
    usage: '<title> [<body>] [--category 1|2|3]',
    help: "a news item for every user, or one category (the notifications' news tab)",
    async run(deps, { a, b, values }) {
      const raw = values.category;
      if (raw !== undefined && !['1', '2', '3'].includes(raw))
        throw new AdminError('--category: 1 member, 2 agent or 3 master');
      const category = raw === undefined ? null : (Number(raw) as 1 | 2 | 3);
      console.log(await publishNews(deps, { title: need(a, 'title'), body: b ?? null, category }));
    },
  },

  {
    group: true,
    name: 'loan:request',
    usage: '<phone|email> <limit> <YYYY-MM-DD>',
    gap: 3,
    help: 'record an agent loan request (pending)',
    async run(deps, { a, b, rest }) {
      console.log(await cliLoanRequest(deps, need(a, 'login'), need(b, 'limit'), need(rest[2], 'due date')));
    },
  },
  {
    name: 'loan:approve',
    usage: '<phone|email> [<limit> <YYYY-MM-DD>]',
    help: [
      'approve the pending request (or grant one directly):',
      "the limit moves from the loan pool to the user's loan balance",
    ].join('\n'),
    async run(deps, { a, b, rest }) {
      console.log(await cliLoanApprove(deps, need(a, 'login'), b, rest[2]));
    },
  },
  {
    name: 'loan:reject',
    usage: '<phone|email> <reason…>',
    help: 'reject the pending request',
    async run(deps, { a, rest, values }) {
      const reason = rest.slice(1).join(' ') || values.reason;
      console.log(await cliLoanReject(deps, need(a, 'login'), need(reason, 'reason')));
    },
  },
  {
    name: 'loan:extend',
    usage: '<phone|email> <YYYY-MM-DD>',
    help: 'a later due date (the old one is kept)',
    async run(deps, { a, b }) {
      console.log(await cliLoanExtend(deps, need(a, 'login'), need(b, 'due date')));
    },
  },
  {
    name: 'loan:close',
    usage: '<phone|email>',
    help: 'end the active loan at zero usage (limit back to the pool)',
    async run(deps, { a }) {
      console.log(await cliLoanClose(deps, need(a, 'login')));
    },
  },
  {
    name: 'loan:list',
    usage: '[all|pending|active|inactive|rejected] [today|tomorrow|not_due|overdue|other]',
    help: '',
    async run(deps, { a, b }) {
      console.log(await describeLoans(deps, a, b));
    },
  },

  {
    group: true,
    name: 'promotion-candidates',
    usage: '',
    help: 'agents whose successful sales of the last 30 days reach Rp 1.000.000',
    async run(deps) {
      console.log(await describePromotionCandidates(deps));
    },
  },
  {
    name: 'promote',
    usage: '<phone|email>',
    help: 'make a qualifying agent a master agent (category 3); refuses anyone else',
    async run(deps, { a }) {
      console.log(await promoteAgent(deps, need(a, 'login')));
    },
  },

  {
    group: true,
    name: 'send-money-requests',
    usage: '',
    help: 'pending requests for the send_money permission',
    async run(deps) {
      console.log(await describeSendMoneyRequests(deps));
    },
  },
  {
    name: 'send-money-approve',
    usage: '<phone|email>',
    help: 'approve the pending request: adds send_money, notifies',
    async run(deps, { a }) {
      console.log(await cliSendMoneyApprove(deps, need(a, 'login')));
    },
  },
  {
    name: 'send-money-reject',
    usage: '<phone|email> --reason <text>',
    help: 'reject the pending request (the member reads the reason)',
    async run(deps, { a, rest, values }) {
      const reason = values.reason ?? rest.slice(1).join(' ');
      console.log(await cliSendMoneyReject(deps, need(a, 'login'), need(reason, 'reason')));
    },
  },
  {
    name: 'send-money-fee',
    usage: '[<rupiah>]',
    help: 'show or set the name-check fee (default Rp 500)',
    async run(deps, { a }) {
      console.log(await cliSendMoneyFee(deps, a));
    },
  },

  {
    group: true,
    name: 'affiliate:list',
    usage: '[waiting|verified|rejected]',
    help: 'affiliates (pending / approve affiliate <id> / reject affiliate <id> --reason decide)',
    async run(deps, { a }) {
      console.log(await asAdminValue(() => describeAffiliates(deps, a)));
    },
  },
  {
    name: 'affiliate:id-image',
    usage: '<id> <file>',
    help: "write an application's identity document to a file",
    async run(deps, { a, b }) {
      console.log(await writeIdImage(deps, need(a, 'id'), need(b, 'file')));
    },
  },
  {
    name: 'affiliate:payout-run',
    usage: '[YYYY-MM]',
    help: "write the month's payouts (default: last month; idempotent)",
    async run(deps, { a }) {
      console.log(await asAdminValue(() => cliPayoutRun(deps, a)));
    },
  },
  {
    name: 'affiliate:payouts',
    usage: '[YYYY-MM]',
    help: 'affiliate payouts with their status',
    async run(deps, { a }) {
      console.log(await asAdminValue(() => describePayouts(deps, a)));
    },
  },
  {
    name: 'affiliate:payout-process',
    usage: '<id>',
    help: 'awaiting payment → in process',
    async run(deps, { a }) {
      console.log(await cliPayoutProcess(deps, need(a, 'id')));
    },
  },
  {
    name: 'affiliate:payout-pay',
    usage: '<id> --to deposit|bank [--reference R]',
    gap: 2,
    help: 'deposit: credited once from affiliate_commission; bank: disbursed',
    async run(deps, { a, values }) {
      console.log(await cliPayoutPay(deps, need(a, 'id'), need(values.to, '--to'), values.reference));
    },
  },
  {
    group: true,
    name: 'shop:products',
    usage: '[search]',
    help: 'shop products (inactive too) with price, stock and sold',
    async run(deps, { a }) {
      console.log(await describeProducts(deps, a));
    },
  },
  {
    name: 'shop:product-add',
    usage: '--name N --price P --weight G',
    help: [
      'a new product; [--stock S] [--size LxWxH cm, default 10x10x5]',
      '[--slug s] [--description D] [--collection c]',
    ].join('\n'),
    async run(deps, { values }) {
      console.log(await asAdminValue(() => cliProductAdd(deps, values, cliAudit)));
    },
  },
  {
    name: 'shop:product-image',
    usage: '<slug> [add <file> | remove <n> | first <n>]',
    help: [
      "a product's pictures (n: the place, 1 the shop's main picture);",
      'add a PNG/JPEG/WebP file of at most 1 MB, remove one, or make one first',
    ].join('\n'),
    async run(deps, { a, b, rest }) {
      console.log(
        await asAdminValue(() =>
          cliProductImage(deps, need(a, 'slug'), b, rest.slice(2).join(' ') || undefined, cliAudit),
        ),
      );
    },
  },
  {
    name: 'shop:product-set',
    usage: '<slug> <field> <value>',
    help: [
      'name, description, price, weight, length, width, height,',
      'min-quantity, active true|false; collection <c> | -<c>',
    ].join('\n'),
    async run(deps, { a, b, rest }) {
      const value = rest.slice(2).join(' ');
      console.log(
        await asAdminValue(() =>
          cliProductSet(deps, need(a, 'slug'), need(b, 'field'), need(value, 'value'), cliAudit),
        ),
      );
    },
  },
  {
    name: 'shop:stock',
    usage: '<slug|variant-id> <+n|-n|=n>',
    help: 'stock on hand (never below what unpaid orders reserve)',
    async run(deps, { a, b }) {
      console.log(
        await asAdminValue(() => cliStock(deps, need(a, 'slug or variant id'), need(b, 'change'), cliAudit)),
      );
    },
  },
  {
    name: 'shop:collections',
    usage: '',
    help: 'shop collections with their number of active products',
    async run(deps) {
      console.log(await describeCollections(deps));
    },
  },
  {
    name: 'shop:collection-add',
    usage: '<slug> --name N [--description D]',
    help: 'a new collection (add products with shop:product-set)',
    async run(deps, { a, values }) {
      console.log(await asAdminValue(() => cliCollectionAdd(deps, need(a, 'slug'), values, cliAudit)));
    },
  },
  {
    name: 'shop:coupon-add',
    usage: '<code> --kind fixed|percent --value V',
    help: [
      'a coupon; [--max M (percent cap)] [--min subtotal] [--quota Q]',
      '[--per-user U] [--from D] [--until D] [--collection c]',
      '(dates YYYY-MM-DD, Jakarta days; --until is inclusive)',
    ].join('\n'),
    async run(deps, { a, values }) {
      console.log(await asAdminValue(() => cliCouponAdd(deps, need(a, 'code'), values, cliAudit)));
    },
  },
  {
    name: 'shop:coupons',
    usage: '',
    help: 'coupons with their use and validity',
    async run(deps) {
      console.log(await describeCoupons(deps));
    },
  },
  {
    name: 'shop:coupon-set',
    usage: '<code> <field> <value>',
    help: [
      'active true|false, value, max-discount, min, quota, per-user',
      '(a number or none), from, until (a date or none)',
    ].join('\n'),
    async run(deps, { a, b, rest }) {
      console.log(
        await asAdminValue(() =>
          cliCouponSet(deps, need(a, 'code'), need(b, 'field'), need(rest[2], 'value'), cliAudit),
        ),
      );
    },
  },
  {
    group: true,
    name: 'shop:orders',
    usage: '[status]',
    help: 'shop orders, newest first (waiting_payment, pending, processed, …)',
    async run(deps, { a }) {
      console.log(await describeShopOrders(deps, a));
    },
  },
  {
    name: 'shop:order',
    usage: '<id|code>',
    help: 'one order: buyer, address, items, money, timeline, tracking',
    async run(deps, { a }) {
      console.log(await asAdminValue(() => describeShopOrder(deps, need(a, 'order'))));
    },
  },
  {
    name: 'shop:order-confirm',
    usage: '<id|code>',
    help: 'a paid order: pending → processed',
    async run(deps, { a }) {
      console.log(await asAdminValue(() => cliOrderConfirm(deps, need(a, 'order'), cliOrderAudit)));
    },
  },
  {
    name: 'shop:order-ship',
    usage: '<id|code> [--awb X]',
    help: [
      '→ shipped: the receipt number, or without --awb the shipment',
      'booked at the courier provider and its waybill',
    ].join('\n'),
    async run(deps, { a, values }) {
      console.log(await asAdminValue(() => cliOrderShip(deps, need(a, 'order'), values.awb, cliOrderAudit)));
    },
  },
  {
    name: 'shop:order-done',
    usage: '<id|code>',
    help: 'a shipped order: → done',
    async run(deps, { a }) {
      console.log(await asAdminValue(() => cliOrderDone(deps, need(a, 'order'), cliOrderAudit)));
    },
  },
  {
    name: 'shop:order-cancel',
    usage: '<id|code> --reason R',
    help: 'before shipping: stock back, a deposit payment back once',
    async run(deps, { a, values }) {
      console.log(
        await asAdminValue(() =>
          cliOrderCancel(deps, need(a, 'order'), need(values.reason, '--reason'), cliOrderAudit),
        ),
      );
    },
  },
  {
    name: 'shop:order-refund',
    usage: '<id|code> --reference R',
    help: "a cancelled visitor's gateway payment refunded outside: recorded once",
    async run(deps, { a, values }) {
      console.log(
        await asAdminValue(() =>
          cliOrderRefund(deps, need(a, 'order'), need(values.reference, '--reference'), cliOrderAudit),
        ),
      );
    },
  },
  {
    name: 'shop:order-setting',
    usage: '[expiry_minutes N | origin JSON]',
    help: "the orders' settings: payment time, the shipping origin",
    async run(deps, { a, b }) {
      console.log(
        await asAdminValue(() =>
          cliOrderSetting(deps, a, b, cliAudit('shop.order.setting', 'shop_settings:orders')),
        ),
      );
    },
  },

  {
    group: true,
    name: 'h2h:ip-add',
    usage: '<phone|email> <ip> [note]',
    help: 'whitelist an IP for the H2H API (the user also needs: grant <login> h2h_api)',
    async run(deps, { a, b, rest }) {
      console.log(await cliH2hIpAdd(deps, need(a, 'login'), need(b, 'ip'), rest.slice(2).join(' ')));
    },
  },
  {
    name: 'h2h:ip-remove',
    usage: '<phone|email> <ip>',
    help: 'remove an IP from the H2H whitelist',
    async run(deps, { a, b }) {
      console.log(await cliH2hIpRemove(deps, need(a, 'login'), need(b, 'ip')));
    },
  },
  {
    name: 'h2h:ips',
    usage: '<phone|email>',
    help: 'the H2H username, permission and whitelisted IPs of a user',
    async run(deps, { a }) {
      console.log(await cliH2hIps(deps, need(a, 'login')));
    },
  },
  {
    name: 'h2h:key-revoke',
    usage: '<phone|email> <production|development>',
    help: "revoke a user's H2H key at once (they rotate it for a new one)",
    async run(deps, { a, b }) {
      console.log(await cliH2hKeyRevoke(deps, need(a, 'login'), need(b, 'kind')));
    },
  },
  {
    name: 'shipping:agent',
    usage: '<phone|email> [<courier> on|off]',
    help: "an account's courier agent flags (sicepat, jne-express, …), after setting one if given",
    async run(deps, { a, b, rest }) {
      console.log(await cliCourierAgent(deps, need(a, 'login'), b, rest[2], cliAudit));
    },
  },
];

/** The help column: a command's explanation starts here (or `gap` spaces after a long usage). */
const HELP_COLUMN = 46;

function help(): string {
  const lines = ['Konter admin CLI', ''];
  for (const c of commands) {
    if (c.group) lines.push('');
    const head = `  ${[c.name, c.usage].filter(Boolean).join(' ')}`;
    const [first = '', ...more] = c.help.split('\n');
    if (!first) lines.push(head);
    else {
      const gap = head.length < HELP_COLUMN ? HELP_COLUMN - head.length : (c.gap ?? 2);
      lines.push(`${head}${' '.repeat(gap)}${first}`);
    }
    for (const m of more) lines.push(`${' '.repeat(HELP_COLUMN)}${m}`);
    for (const n of c.note ?? []) lines.push(`      ${n}`);
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: OPTIONS });
  const [cmd, ...rest] = positionals;
  if (!cmd || values.help || cmd === 'help') {
    console.log(help());
    return;
  }
  const command = commands.find((c) => c.name === cmd);
  const deps = await openForCli();
  try {
    if (!command) throw new AdminError(`unknown command "${cmd}"\n\n${help()}`);
    const { help: _, ...options } = values;
    await command.run(deps, { rest, a: rest[0], b: rest[1], values: options });
  } finally {
    await closeDeps(deps);
    await deps.database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof AdminError || err instanceof AppError ? `error: ${err.message}` : err);
  process.exit(1);
});
