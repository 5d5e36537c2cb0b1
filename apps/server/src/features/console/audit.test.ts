import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliOperator } from '../../lib/operator.js';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/app.js';
import {
  cliCreateOwner,
  cliStaffList,
  cliStaffResetTotp,
  DEMO_OWNER,
  recordAudit,
  seedConsoleOwner,
} from './index.js';
import { signInStaff } from './staff-world.js';

// The audit log (append-only: the database itself refuses to change a row) and the operator CLI's
// staff commands, which go through the same services as the console and are audited as `cli:<user>`.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const count = async (table: string) =>
  (await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

describe('the demo owner and the CLI', () => {
  it('seeds the demo owner only while there is no staff', async () => {
    await seedConsoleOwner(t.deps);
    await seedConsoleOwner(t.deps);
    const rows = await t.database.query<{ email: string; roles: string[]; totp_enabled_at: Date | null }>(
      'SELECT email, roles, totp_enabled_at FROM staff',
    );
    expect(rows).toEqual([{ email: DEMO_OWNER.email, roles: ['owner'], totp_enabled_at: null }]);
    const login = await t.browser().post('/api/v1/console/auth/login', {
      email: DEMO_OWNER.email,
      password: DEMO_OWNER.password,
    });
    expect(login.status).toBe(200);
    expect(login.body.data.next).toBe('enrol');
  });

  it('create-admin refuses a second owner without --force, and audits what it does as cli:<user>', async () => {
    await expect(
      cliCreateOwner(t.deps, { email: 'ops@example.com', name: 'Ops', password: 'ops-password-1' }),
    ).rejects.toMatchObject({ code: 'console_owner_exists' });
    await expect(
      cliCreateOwner(t.deps, { email: 'ops@example.com', name: 'Ops', password: 'short', force: true }),
    ).rejects.toThrow(/^Password must be at least 10 characters$/);
    expect(await count('staff')).toBe(1);

    const out = await cliCreateOwner(t.deps, {
      email: 'Ops@Example.com',
      name: 'Ops',
      password: 'ops-password-1',
      force: true,
    });
    expect(out).toMatch(/console owner created: #\d+ ops@example\.com/);
    expect(out).toMatch(/first login enrols the authenticator/);
    await expect(
      cliCreateOwner(t.deps, {
        email: 'ops@example.com',
        name: 'Ops',
        password: 'ops-password-1',
        force: true,
      }),
    ).rejects.toThrow(/already exists/);

    const [row] = await t.database.query<{
      actor: string;
      staff_id: number | null;
      after: { roles: string[] };
    }>("SELECT actor, staff_id, after FROM audit_log WHERE action = 'staff.create'");
    expect(row).toEqual({
      actor: cliOperator(),
      staff_id: null,
      after: expect.objectContaining({ roles: ['owner'] }),
    });
    expect(row!.actor).toMatch(/^cli:/);

    const list = await cliStaffList(t.deps);
    expect(list.split('\n')).toHaveLength(2);
    expect(list).toMatch(/ops@example\.com\s+active\s+no-totp\s+owner — Ops/);
  });

  it('staff:reset-totp forgets the authenticator and ends the sessions', async () => {
    const b = await signInStaff(t, 'ops@example.com', 'ops-password-1');
    expect((await b.get('/api/v1/console/auth/me')).status).toBe(200);
    expect(await cliStaffResetTotp(t.deps, 'OPS@example.com')).toMatch(/TOTP reset for ops@example\.com/);
    expect((await b.get('/api/v1/console/auth/me')).status).toBe(401);
    const [row] = await t.database.query<{ actor: string; after: unknown }>(
      "SELECT actor, after FROM audit_log WHERE action = 'staff.reset_totp'",
    );
    expect(row).toEqual({ actor: cliOperator(), after: { totp_enrolled: false, sessions_ended: 1 } });
    await expect(cliStaffResetTotp(t.deps, 'nobody@example.com')).rejects.toThrow(/no staff account/);
  });
});

describe('the audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const id = await recordAudit(t.deps.database.db, {
      staffId: null,
      actor: 'cli:test',
      action: 'test.append_only',
      target: 'row',
      before: { a: 1 },
      after: { a: 2 },
      ip: null,
    });
    const before = await count('audit_log');
    await expect(
      t.database.query("UPDATE audit_log SET actor = 'someone else' WHERE id = $1", [id]),
    ).rejects.toThrow(/append-only/);
    await expect(t.database.query('DELETE FROM audit_log WHERE id = $1', [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.database.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect(await count('audit_log')).toBe(before);
    const [row] = await t.database.query<{ actor: string; after: unknown }>(
      'SELECT actor, after FROM audit_log WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ actor: 'cli:test', after: { a: 2 } });
  });

  describe('read by the owner', () => {
    let owner: TestBrowser;
    beforeAll(async () => {
      await cliCreateOwner(t.deps, {
        email: 'reader@example.com',
        name: 'Reader',
        password: 'reader-pass-1',
        force: true,
      });
      owner = await signInStaff(t, 'reader@example.com', 'reader-pass-1');
      // Today's row of a claim decision (another feature's action, written the same way).
      await recordAudit(t.deps.database.db, {
        staffId: null,
        actor: 'cli:old',
        action: 'deposit.claim.approve',
        target: 'claim:7',
        after: { amount: 50_000 },
        ip: null,
      });
      // A row of a week ago (an insert may name its time; only changes are refused).
      await t.database.query(
        `INSERT INTO audit_log (at, actor, action, target, after) VALUES (now() - interval '7 days', 'cli:older', 'deposit.claim.reject', '=HYPERLINK("x")', '{"reason":"blurry"}')`,
      );
    });

    it('filters by actor, action (key or prefix) and Jakarta dates, newest first, paged', async () => {
      const all = await owner.get('/api/v1/console/audit');
      expect(all.status).toBe(200);
      expect(all.body.meta).toMatchObject({ current_page: 1, per_page: 50, total: await count('audit_log') });
      const ids = all.body.data.map((r: { id: number }) => r.id);
      // newest first: the claim decision, then the reader's sign-in before it
      expect(all.body.data.slice(0, 2).map((r: { action: string }) => r.action)).toEqual([
        'deposit.claim.approve',
        'auth.login',
      ]);
      expect(all.body.data.at(-1).actor).toBe('cli:older'); // a week ago: the oldest
      expect(ids.length).toBe(all.body.meta.total);

      const byActor = await owner.get('/api/v1/console/audit?actor=READER@');
      expect(byActor.body.data.map((r: { action: string }) => r.action)).toEqual(['auth.login']);
      const prefix = await owner.get('/api/v1/console/audit?action=deposit.');
      expect(prefix.body.data.map((r: { action: string }) => r.action)).toEqual([
        'deposit.claim.approve',
        'deposit.claim.reject',
      ]);
      const exact = await owner.get('/api/v1/console/audit?action=deposit.claim.reject');
      expect(exact.body.meta.total).toBe(1);

      const jakarta = (daysAgo: number) =>
        new Date(Date.now() + 7 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
      const weekAgo = await owner.get(`/api/v1/console/audit?from=${jakarta(7)}&to=${jakarta(7)}`);
      expect(weekAgo.body.data.map((r: { actor: string }) => r.actor)).toEqual(['cli:older']);
      const today = await owner.get(`/api/v1/console/audit?from=${jakarta(0)}`);
      expect(today.body.meta.total).toBe(all.body.meta.total - 1);

      const page2 = await owner.get('/api/v1/console/audit?page=2');
      expect(page2.body.data).toEqual([]);
      expect(page2.body.meta.current_page).toBe(2);

      const bad = await owner.get('/api/v1/console/audit?from=2026-13-45&page=0');
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['from', 'page']);
    });

    it('exports the filtered log as .xlsx and as .csv (formula-looking text defused)', async () => {
      const xlsx = await t.app.inject({
        method: 'GET',
        url: '/api/v1/console/audit/export?action=deposit.',
        remoteAddress: owner.ip,
        headers: {
          cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'accept-language': 'en',
        },
      });
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(xlsx.headers['content-disposition']).toMatch(
        /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.xlsx"$/,
      );
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0]!;
      expect(ws.name).toBe('Audit log');
      expect(ws.getRow(1).values).toEqual([
        undefined,
        'ID',
        'Time (WIB)',
        'Actor',
        'Action',
        'Target',
        'Before',
        'After',
        'IP',
      ]);
      expect(ws.rowCount).toBe(3);
      expect(ws.getRow(2).getCell(4).value).toBe('deposit.claim.approve');
      expect(ws.getRow(2).getCell(7).value).toBe('{"amount":50000}');
      expect(ws.getRow(3).getCell(5).type).toBe(ExcelJS.ValueType.String);

      const csv = await owner.get('/api/v1/console/audit/export?format=csv&actor=cli:older');
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = String(csv.body)
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('ID,Waktu (WIB),Pelaku,Tindakan,Sasaran,Sebelum,Sesudah,IP');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(
        `,cli:older,deposit.claim.reject,"'=HYPERLINK(""x"")",,"{""reason"":""blurry""}",`,
      );
    });
  });
});
