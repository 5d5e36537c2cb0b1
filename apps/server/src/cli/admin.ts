// Operator CLI: `npm run admin -- <command> [args]`. Administrators work outside the app (spec §1).
// With the embedded database, stop the server first (PGlite is single-process).
import { parseArgs } from 'node:util';
import { permissionNames } from '@konter/core/permissions';
import { settingDefaults } from '../features/account/verification.js';
import {
  AdminError,
  createAdmin,
  recoverAccount,
  setCategory,
  setFlag,
  setOperatorSetting,
  setPermission,
  setStatus,
} from '../features/admin/admin.service.js';
import { approvalKind, approvalKinds } from '../features/admin/approvals.js';
import {
  renameProduct,
  setManualPrices,
  setPriceMarkup,
  setPromo,
  syncPriceLists,
} from '../features/catalog/index.js';
import { approveTopup, rejectClaim } from '../features/deposit/claim.service.js';
import {
  addManualMutation,
  cliOperator,
  describeClaims,
  describeMutations,
} from '../features/deposit/deposit.admin.js';
import { getDepositSettings, setDepositSetting } from '../features/deposit/deposit.settings.js';
import {
  cliLoanApprove,
  cliLoanClose,
  cliLoanExtend,
  cliLoanReject,
  cliLoanRequest,
  describeLoans,
} from '../features/loan/loan.admin.js';
import { publishNews } from '../features/notifications/notifications.service.js';
// Registers the `payment` review kind (gateway payments whose amount differs) for pending/approve/reject.
import '../features/payment/mismatch.admin.js';
import { getSiteSettings, setSiteSetting } from '../features/site/site.settings.js';
import { AppError } from '../lib/errors.js';
import { openForCli } from './bootstrap.js';

const HELP = `Konter admin CLI

  create-admin --name N --email E --hp 08… --password P
  set-category <phone|email> <1|2|3>          member, agent, master
  set-status <phone|email> <active|non_active>
  grant <phone|email> <permission>            permissions: ${permissionNames.join(', ')}
  revoke <phone|email> <permission>
  set-sales <phone|email> <true|false>
  set-developer <phone|email> <true|false>    developer mode blocks real transactions
  set-mlo-agent <phone|email> <true|false>
  setting <key> <true|false>                  keys: ${Object.keys(settingDefaults).join(', ')}
  recover-account <email>                     after the 7-day window (customer service)
  sync-prices                                 pull the supplier's price lists now
  rename-product <code> <new-code>            a product code that survives later syncs
  set-prices <code> <member> <agent> <master> manual selling prices (rupiah); "auto" = back to markups
  set-promo <code> <stock|off>                sell as promo with a stock; "off" ends it
  set-markup <type> <level 1|2|3> <amount> [--min N] [--max N]   markup rule, re-prices that type
  pending                                     what waits for an administrator
  approve <kind> <id>
  reject <kind> <id> --reason "…"
      kinds: deposit (claims), loan, payment (a gateway payment whose amount differs from the
      request: approve credits what the gateway confirms it received to the payer's deposit)

  deposit:claims                              deposit claims with their proof and candidate transfers
  deposit:approve <DEP code> [--mutation <id>]  credit a bank-transfer top-up (once) by hand
  deposit:reject <DEP code> <reason…>         reject a claim; the user sees the reason
  deposit:mutations [unmatched|matched|ignored]  recent bank mutations
  deposit:add-mutation <bank> <amount> [--description "…"]  record a transfer seen in the bank statement
  deposit:setting [<key> <value>]             show or set: nominals (e.g. 10000,50000), min_topup,
                                              allow_custom_nominals, allow_deposit_transfer,
                                              pay_external_payment_fee, shopeepay_own_rate
  site:setting [<key> <value>]                show or set the site settings: company_*, sitename, logo,
                                              shop, ppob, multicourier, apk_url, live_chat_*, … ("" = none)
  news:publish <title> [<body>]               a news item for every user (the notifications' news tab)

  loan:request <phone|email> <limit> <YYYY-MM-DD>   record an agent loan request (pending)
  loan:approve <phone|email> [<limit> <YYYY-MM-DD>]  approve the pending request (or grant one directly):
                                              the limit moves from the loan pool to the user's loan balance
  loan:reject <phone|email> <reason…>         reject the pending request
  loan:extend <phone|email> <YYYY-MM-DD>      a later due date (the old one is kept)
  loan:close <phone|email>                    end the active loan at zero usage (limit back to the pool)
  loan:list [all|pending|active|inactive|rejected] [today|tomorrow|not_due|overdue|other]
`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      email: { type: 'string' },
      hp: { type: 'string' },
      password: { type: 'string' },
      reason: { type: 'string' },
      min: { type: 'string' },
      max: { type: 'string' },
      mutation: { type: 'string' },
      description: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [cmd, a, b] = positionals;
  if (!cmd || values.help || cmd === 'help') {
    console.log(HELP);
    return;
  }
  const deps = await openForCli();
  const bool = (v: string | undefined) => {
    if (v !== 'true' && v !== 'false') throw new AdminError('value must be true or false');
    return v === 'true';
  };
  const need = (v: string | undefined, what: string) => {
    if (!v) throw new AdminError(`missing ${what}\n\n${HELP}`);
    return v;
  };
  try {
    switch (cmd) {
      case 'create-admin': {
        const u = await createAdmin(deps, {
          name: need(values.name, '--name'),
          email: need(values.email, '--email'),
          hp: need(values.hp, '--hp'),
          password: need(values.password, '--password'),
        });
        console.log(`admin created: #${u.id} ${u.email}`);
        break;
      }
      case 'set-category':
        console.log(
          `category of ${(await setCategory(deps, need(a, 'login'), Number(need(b, 'category')))).email} set`,
        );
        break;
      case 'set-status':
        console.log(`status of ${(await setStatus(deps, need(a, 'login'), need(b, 'status'))).email} set`);
        break;
      case 'grant':
      case 'revoke': {
        const u = await setPermission(deps, need(a, 'login'), need(b, 'permission'), cmd === 'grant');
        console.log(`${u.email}: ${u.permissions.join(', ') || '(no permissions)'}`);
        break;
      }
      case 'set-sales':
        await setFlag(deps, need(a, 'login'), 'isSales', bool(b));
        console.log('done');
        break;
      case 'set-developer':
        await setFlag(deps, need(a, 'login'), 'developerMode', bool(b));
        console.log('done');
        break;
      case 'set-mlo-agent':
        await setFlag(deps, need(a, 'login'), 'isAgenMlo', bool(b));
        console.log('done');
        break;
      case 'setting':
        await setOperatorSetting(deps, need(a, 'key'), need(b, 'value'));
        console.log(`${a} = ${b}`);
        break;
      case 'recover-account':
        await recoverAccount(deps, need(a, 'email'));
        console.log('account recovered; the user can log in again');
        break;
      case 'sync-prices':
        console.log(await syncPriceLists(deps, deps.supplier));
        break;
      case 'rename-product':
        console.log(`renamed to ${(await renameProduct(deps, need(a, 'code'), need(b, 'new code'))).code}`);
        break;
      case 'set-prices': {
        const [, code, member, agent, master] = positionals;
        const prices = member === 'auto' ? null : { member, agent, master };
        const p = await setManualPrices(deps, need(code, 'code'), prices);
        console.log(
          `${p.code}: member ${p.priceMember}, agent ${p.priceAgent}, master ${p.priceMaster} (${p.priceMode})`,
        );
        break;
      }
      case 'set-promo': {
        const stock = need(b, 'stock') === 'off' ? null : Number(b);
        const p = await setPromo(deps, need(a, 'code'), stock);
        console.log(`${p.code}: promo ${p.promo ? `stock ${p.promoStock}, sold ${p.soldQty}` : 'off'}`);
        break;
      }
      case 'set-markup': {
        const [, type, level, amount] = positionals;
        const r = await setPriceMarkup(deps, {
          type,
          level: Number(level),
          markup: amount,
          ...(values.min ? { min_buying: values.min } : {}),
          ...(values.max ? { max_buying: values.max } : {}),
        });
        console.log(`markup saved; ${r.repriced} products re-priced`);
        break;
      }
      case 'pending': {
        const kinds = approvalKinds();
        if (kinds.length === 0) console.log('Nothing waits for an administrator.');
        for (const k of kinds) {
          const items = await k.list(deps);
          console.log(`${k.kind} — ${k.description}: ${items.length}`);
          for (const i of items) console.log(`  ${i.id}  ${i.createdAt.toISOString()}  ${i.summary}`);
        }
        break;
      }
      case 'approve':
      case 'reject': {
        const kind = approvalKind(need(a, 'kind'));
        if (!kind)
          throw new AdminError(
            `unknown kind "${a}"; known: ${
              approvalKinds()
                .map((k) => k.kind)
                .join(', ') || 'none'
            }`,
          );
        const id = need(b, 'id');
        console.log(
          cmd === 'approve'
            ? await kind.approve(deps, id)
            : await kind.reject(deps, id, need(values.reason, '--reason')),
        );
        break;
      }
      case 'deposit:claims':
        console.log(await describeClaims(deps));
        break;
      case 'deposit:approve': {
        const t = await approveTopup(deps, need(a, 'DEP code'), {
          mutation: values.mutation,
          by: cliOperator(),
        });
        console.log(`${t.code} credited: ${t.creditedAmount} to user #${t.userId}`);
        break;
      }
      case 'deposit:reject': {
        const reason = positionals.slice(2).join(' ') || values.reason;
        const t = await rejectClaim(deps, need(a, 'DEP code'), need(reason, 'reason'), cliOperator());
        console.log(`${t.code} rejected`);
        break;
      }
      case 'deposit:mutations':
        console.log(await describeMutations(deps, a));
        break;
      case 'deposit:add-mutation':
        console.log(
          await addManualMutation(deps, need(a, 'bank'), Number(need(b, 'amount')), values.description),
        );
        break;
      case 'deposit:setting':
        if (a) {
          try {
            await setDepositSetting(deps.database.db, a, need(b, 'value'));
          } catch (err) {
            if (err instanceof RangeError) throw new AdminError(err.message);
            throw err;
          }
        }
        console.log(await getDepositSettings(deps.database.db));
        break;
      case 'site:setting':
        if (a) {
          try {
            await setSiteSetting(deps.database.db, a, b ?? '');
          } catch (err) {
            if (err instanceof RangeError) throw new AdminError(err.message);
            throw err;
          }
        }
        console.log(await getSiteSettings(deps.database.db));
        break;
      case 'loan:request':
        console.log(
          await cliLoanRequest(deps, need(a, 'login'), need(b, 'limit'), need(positionals[3], 'due date')),
        );
        break;
      case 'loan:approve':
        console.log(await cliLoanApprove(deps, need(a, 'login'), b, positionals[3]));
        break;
      case 'loan:reject': {
        const reason = positionals.slice(2).join(' ') || values.reason;
        console.log(await cliLoanReject(deps, need(a, 'login'), need(reason, 'reason')));
        break;
      }
      case 'loan:extend':
        console.log(await cliLoanExtend(deps, need(a, 'login'), need(b, 'due date')));
        break;
      case 'loan:close':
        console.log(await cliLoanClose(deps, need(a, 'login')));
        break;
      case 'loan:list':
        console.log(await describeLoans(deps, a, b));
        break;
      case 'news:publish':
        console.log(await publishNews(deps, { title: need(a, 'title'), body: b ?? null }));
        break;
      default:
        throw new AdminError(`unknown command "${cmd}"\n\n${HELP}`);
    }
  } finally {
    await deps.database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof AdminError || err instanceof AppError ? `error: ${err.message}` : err);
  process.exit(1);
});
