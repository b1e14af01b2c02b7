import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { customerBalances } from './balance/balance.js';
import { CUSTOMER_STATUS, emailDomain, LEDGER_KIND, PUBLIC_MAIL_DOMAINS } from './crm-codes.js';
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
const one = async <T>(q: SQL) => (await queryRows<T>(q))[0]!;
const cents = (s: string) => {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(s)!;
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]));
};

describe('demo customers', () => {
  it('seeds ~200 customers, ~30 of them in the public pool, the rest spread over the sales.* accounts', async () => {
    const c = await one<{ total: number; pool: number; owners: number; foreign_owners: number }>(sql`
      select count(*)::int as total,
        count(*) filter (where owner_id is null)::int as pool,
        count(distinct owner_id)::int as owners,
        count(*) filter (where owner_id is not null and owner_id not in (select id from sys_user where account like 'sales.%'))::int as foreign_owners
      from crm_customer`);
    expect(c.total).toBeGreaterThanOrEqual(180);
    expect(c.total).toBeLessThanOrEqual(240);
    expect(c.pool).toBeGreaterThanOrEqual(20);
    expect(c.pool).toBeLessThanOrEqual(45);
    expect(c.foreign_owners).toBe(0);
    const salespeople = await one<{ n: number }>(
      sql`select count(*)::int as n from sys_user where account like 'sales.%'`,
    );
    expect(c.owners).toBeGreaterThanOrEqual(salespeople.n - 2);
  });

  it('keeps pool customers without an owner and says since when and why; owned ones carry no pool data', async () => {
    const bad = await one<{ pool_bad: number; owned_bad: number; contacts_owned: number }>(sql`
      select
        count(*) filter (where owner_id is null and (pool_entered_at is null or pool_reason is null or assigned_at is not null))::int as pool_bad,
        count(*) filter (where owner_id is not null and (pool_entered_at is not null or pool_reason is not null or assigned_at is null))::int as owned_bad,
        (select count(*)::int from crm_contact ct join crm_customer c on c.id = ct.customer_id where ct.owner_id is distinct from c.owner_id) as contacts_owned
      from crm_customer`);
    expect(bad).toEqual({ pool_bad: 0, owned_bad: 0, contacts_owned: 0 });
  });

  it('numbers customers C000123 from the id', async () => {
    const bad = await queryRows<{ id: number; code: string }>(
      sql`select id, code from crm_customer where code !~ '^C[0-9]{6,}$' or substr(code, 2)::int <> id`,
    );
    expect(bad).toEqual([]);
  });

  it('stores dictionary values the lookups know (source, attribute, level, type, status, terms, currency, country, region)', async () => {
    const bad = await one<Record<string, number>>(sql`
      select
        count(*) filter (where source::text not in (select value from sys_dict_line where dict_code = 'RegisteSource'))::int as source,
        count(*) filter (where attribute::text not in (select value from sys_dict_line where dict_code = 'CustomerProp'))::int as attribute,
        count(*) filter (where level::text not in (select value from sys_dict_line where dict_code = 'CompanyLevel'))::int as level,
        count(*) filter (where business_type::text not in (select value from sys_dict_line where dict_code = 'BusinessCustomerType'))::int as business_type,
        count(*) filter (where company_status::text not in (select value from sys_dict_line where dict_code = 'CompanyStatus'))::int as company_status,
        count(*) filter (where payment_terms::text not in (select value from sys_dict_line where dict_code = 'ClearingForm'))::int as terms,
        count(*) filter (where currency not in (select value from sys_dict_line where dict_code = 'Currency'))::int as currency,
        count(*) filter (where country_code not in (select code from base_country))::int as country,
        count(*) filter (where region_id not in (select id from base_region))::int as region,
        count(*) filter (where tenant_id not in (select id from sys_tenant))::int as tenant
      from crm_customer`);
    expect(
      Object.values(bad).every((n) => n === 0),
      JSON.stringify(bad),
    ).toBe(true);
    const sources = await queryRows<{ source: number }>(
      sql`select distinct source from crm_customer order by source`,
    );
    expect(sources.map((s) => s.source)).toEqual([1, 2, 3, 4, 5]);
    const countries = await one<{ n: number }>(
      sql`select count(distinct country_code)::int as n from crm_customer`,
    );
    expect(countries.n).toBeGreaterThanOrEqual(10);
  });

  it('has customers waiting for review, including a conflict on a shared contact mail domain', async () => {
    const pending = await one<{ n: number }>(
      sql`select count(*)::int as n from crm_customer where status = ${CUSTOMER_STATUS.pendingReview}`,
    );
    expect(pending.n).toBeGreaterThan(0);
    const conflicts = await queryRows<{ id: number; target: number; shared: number }>(sql`
      select c.id, c.conflict_customer_id as target,
        (select count(*)::int from crm_contact a join crm_contact b on a.email_domain = b.email_domain
         where a.customer_id = c.id and b.customer_id = c.conflict_customer_id and a.email_domain <> '') as shared
      from crm_customer c where c.conflict_customer_id is not null`);
    expect(conflicts.length).toBeGreaterThan(0);
    for (const c of conflicts) expect(c.shared, `customer ${c.id}`).toBeGreaterThan(0);
  });
});

describe('demo contacts', () => {
  it('gives every customer 1–3 contacts, exactly one primary', async () => {
    const bad = await queryRows<{ id: number; n: number; primaries: number }>(sql`
      select c.id, count(ct.id)::int as n, count(ct.id) filter (where ct.is_primary)::int as primaries
      from crm_customer c left join crm_contact ct on ct.customer_id = c.id
      group by c.id having count(ct.id) not between 1 and 3 or count(ct.id) filter (where ct.is_primary) <> 1`);
    expect(bad).toEqual([]);
  });

  it('gives every contact at least one of the five contact methods', async () => {
    const bad = await one<{ n: number }>(sql`
      select count(*)::int as n from crm_contact where email = '' and phone = '' and qq = '' and wechat = '' and skype = ''`);
    expect(bad.n).toBe(0);
  });

  it('keeps email_domain in step with the email; mostly the company domain, some public mail', async () => {
    const contacts = await queryRows<{ email: string; email_domain: string; website: string }>(sql`
      select ct.email, ct.email_domain, c.website from crm_contact ct join crm_customer c on c.id = ct.customer_id`);
    const withEmail = contacts.filter((c) => c.email);
    for (const c of contacts) expect(c.email_domain, c.email).toBe(emailDomain(c.email));
    for (const c of withEmail) expect(c.email).toMatch(/^[a-z0-9._-]+@[a-z0-9.-]+\.[a-z]{2,}$/);
    const publicShare =
      withEmail.filter((c) => (PUBLIC_MAIL_DOMAINS as readonly string[]).includes(c.email_domain)).length /
      withEmail.length;
    expect(publicShare).toBeGreaterThan(0.02);
    expect(publicShare).toBeLessThan(0.3);
    const ownDomain = withEmail.filter((c) => c.email_domain.endsWith('.example')).length;
    expect(ownDomain / withEmail.length).toBeGreaterThan(0.6);
    const onWebsite = withEmail.filter((c) => c.website && c.email_domain.endsWith('.example'));
    const matching = onWebsite.filter((c) => c.website === `www.${c.email_domain}`).length;
    expect(matching / onWebsite.length).toBeGreaterThan(0.9);
  });

  it('refuses a contact with none of the five methods, and nothing is written', async () => {
    const [{ id: customerId }] = await queryRows<{ id: number }>(
      sql`select id from crm_customer order by id limit 1`,
    );
    const before = await one<{ n: number }>(sql`select count(*)::int as n from crm_contact`);
    expect(
      await violated(
        t.db.execute(
          sql`insert into crm_contact (customer_id, name, other_number) values (${customerId}, 'No Method', 'WhatsApp +1 555 0100')`,
        ),
      ),
    ).toBe('crm_contact_method_ck');
    expect(await one<{ n: number }>(sql`select count(*)::int as n from crm_contact`)).toEqual(before);
  });
});

describe('customer part numbers', () => {
  it('map customer PNs to parts of the parts master, unique per customer', async () => {
    const stats = await one<{ n: number; customers: number; unmatched: number }>(sql`
      select count(*)::int as n, count(distinct customer_id)::int as customers,
        count(*) filter (where p.id is null or p.mpn_norm <> cp.mpn_norm or p.mpn <> cp.mpn)::int as unmatched
      from crm_customer_part cp left join product_part p on p.id = cp.part_id`);
    expect(stats.n).toBeGreaterThan(50);
    expect(stats.customers).toBeGreaterThan(20);
    expect(stats.unmatched).toBe(0);
    const dup = await queryRows(
      sql`select customer_id, upper(customer_pn) from crm_customer_part group by 1, 2 having count(*) > 1`,
    );
    expect(dup).toEqual([]);
  });
});

describe('customer balance ledger', () => {
  it('has a few customers with a balance history (crm_balance_move documents); the balance on the finance ledger is their sum', async () => {
    const ledger = await queryRows<{ customer_id: number; currency: string; amount: string }>(sql`
      select customer_id, currency, amount::text as amount from crm_balance_move order by customer_id, created_at, id`);
    const customers = [...new Set(ledger.map((l) => l.customer_id))];
    expect(customers.length).toBeGreaterThanOrEqual(5);
    for (const id of customers) {
      const expected = new Map<string, number>();
      for (const l of ledger.filter((x) => x.customer_id === id))
        expected.set(l.currency, (expected.get(l.currency) ?? 0) + cents(l.amount));
      const balances = await customerBalances(t.db, id);
      expect(new Map(balances.map((b) => [b.currency, cents(b.balance)]))).toEqual(expected);
    }
    const none = await customerBalances(t.db, 0);
    expect(none).toEqual([]);
  });

  it('never lets a running balance go below zero, and the sign follows the kind', async () => {
    const low = await one<{ min: string | null; wrong_sign: number }>(sql`
      select min(running)::text as min,
        (select count(*)::int from crm_balance_move where (kind in (1, 3, 4) and amount <= 0) or (kind in (2, 5) and amount >= 0)) as wrong_sign
      from (select sum(amount) over (partition by customer_id, currency order by created_at, id) as running from crm_balance_move) r`);
    expect(Number(low.min)).toBeGreaterThanOrEqual(0);
    expect(low.wrong_sign).toBe(0);
  });

  it('refuses a movement whose sign contradicts its kind, and keeps no bare balance column', async () => {
    const [{ id, tenant_id }] = await queryRows<{ id: number; tenant_id: number }>(
      sql`select id, tenant_id from crm_customer order by id limit 1`,
    );
    const before = await one<{ n: number }>(sql`select count(*)::int as n from crm_balance_move`);
    expect(
      await violated(
        t.db.execute(
          sql`insert into crm_balance_move (tenant_id, customer_id, currency, amount, kind) values (${tenant_id}, ${id}, 'USD', -10, ${LEDGER_KIND.recharge})`,
        ),
      ),
    ).toBe('crm_balance_move_sign_ck');
    expect(await one<{ n: number }>(sql`select count(*)::int as n from crm_balance_move`)).toEqual(before);
    const cols = await queryRows(
      sql`select column_name from information_schema.columns where table_name = 'crm_customer' and column_name like '%balance%'`,
    );
    expect(cols).toEqual([]);
  });
});
