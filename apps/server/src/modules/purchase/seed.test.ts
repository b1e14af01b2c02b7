import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { SUPPLIER_STATUS, SUPPLIER_TYPE } from './purchase-codes.js';
import { rows } from '../../core/db/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The constraint a statement broke ('' when it succeeded): drizzle wraps the driver error in `cause`. */
const violated = (p: Promise<unknown>) =>
  p.then(
    () => '',
    (e: { cause?: { constraint?: string } }) => e.cause?.constraint ?? String(e),
  );
const queryRows = async <T>(q: SQL) => rows<T>(await t.db.execute(q));

describe('demo suppliers', () => {
  it('seeds ~100 suppliers of every type, the franchised distributors of the value sets among them', async () => {
    const all = await queryRows<{ short_name: string; type: number; grade: string; status: number }>(
      sql`select short_name, type, grade, status from pur_supplier`,
    );
    expect(all.length).toBeGreaterThanOrEqual(90);
    expect(all.length).toBeLessThanOrEqual(120);
    expect(new Set(all.map((s) => s.type))).toEqual(new Set(Object.values(SUPPLIER_TYPE)));
    const franchised = all.filter((s) => s.type === SUPPLIER_TYPE.franchised).map((s) => s.short_name);
    expect(franchised).toEqual(
      expect.arrayContaining(['Arrow', 'Avnet', 'Mouser', 'DigiKey', 'TTI', 'Future', 'Rutronik', 'Heilind']),
    );
    expect(all.filter((s) => s.type === SUPPLIER_TYPE.catalogue).map((s) => s.short_name)).toEqual(
      expect.arrayContaining(['LCSC', 'TME']),
    );
    expect(all.filter((s) => s.type === SUPPLIER_TYPE.broker).length).toBeGreaterThanOrEqual(40);
  });

  it('includes new and ungraded suppliers, exactly one suspended and one prohibited, each with its reason', async () => {
    const grades = await queryRows<{ grade: string; n: number }>(
      sql`select grade, count(*)::int as n from pur_supplier group by grade`,
    );
    const g = new Map(grades.map((x) => [x.grade, x.n]));
    for (const grade of ['new', 'ungraded', 'A', 'B', 'C'])
      expect(g.get(grade) ?? 0, grade).toBeGreaterThan(0);
    const blocked = await queryRows<{ status: number; reason: string }>(
      sql`select status, status_reason as reason from pur_supplier where status <> ${SUPPLIER_STATUS.active} order by status`,
    );
    expect(blocked.map((b) => b.status)).toEqual([SUPPLIER_STATUS.suspended, SUPPLIER_STATUS.prohibited]);
    for (const b of blocked) expect(b.reason.length).toBeGreaterThan(10);
  });

  it('numbers suppliers S000123 from the id, with 1–2 contacts each, the primary one shown on the supplier', async () => {
    const bad = await queryRows(
      sql`select id from pur_supplier where code !~ '^S[0-9]{6,}$' or substr(code, 2)::int <> id`,
    );
    expect(bad).toEqual([]);
    const contacts = await queryRows<{
      id: number;
      n: number;
      primaries: number;
      header_matches: boolean;
    }>(sql`
      select s.id, count(c.id)::int as n, count(c.id) filter (where c.is_primary)::int as primaries,
        bool_or(c.is_primary and c.name = s.contact_name and c.email = s.email) as header_matches
      from pur_supplier s left join pur_supplier_contact c on c.supplier_id = s.id group by s.id`);
    for (const c of contacts) {
      expect(c.n, `supplier ${c.id}`).toBeGreaterThanOrEqual(1);
      expect(c.n).toBeLessThanOrEqual(2);
      expect(c.primaries).toBe(1);
      expect(c.header_matches).toBe(true);
    }
  });

  it('uses reserved .example mail domains only, and buyers as owners', async () => {
    const mails = await queryRows<{ email: string }>(
      sql`select email from pur_supplier union all select email from pur_supplier_contact`,
    );
    for (const m of mails) expect(m.email).toMatch(/^[a-z0-9._-]+@[a-z0-9.-]+\.example$/);
    const owners = await queryRows<{ account: string }>(
      sql`select distinct u.account from pur_supplier s join sys_user u on u.id = s.owner_id`,
    );
    expect(owners.length).toBeGreaterThan(1);
    for (const o of owners)
      expect(['buyer', 'buyer.intl', 'purchase.head', 'purchase.leader', 'price.checker']).toContain(
        o.account,
      );
  });

  it('refuses a second supplier of the same name in another case, and nothing is written', async () => {
    const before = await queryRows(sql`select count(*)::int as n from pur_supplier`);
    expect(
      await violated(
        t.db.execute(
          sql`insert into pur_supplier (name, type, country_code, currency) values ('MOUSER ELECTRONICS, INC.', 1, 'US', 'USD')`,
        ),
      ),
    ).toBe('pur_supplier_name_uq');
    expect(await queryRows(sql`select count(*)::int as n from pur_supplier`)).toEqual(before);
  });
});
