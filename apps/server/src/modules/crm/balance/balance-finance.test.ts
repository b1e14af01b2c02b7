import { readFileSync } from 'node:fs';
import { D } from '@partdesk/shared/core/money';
import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { userId } from '../../../core/documents/demo-doc.fixture.js';
import { createLedgerFixture, fixtureLine, ledgerFixtureDocument } from '../../../test/ledger-fixture.js';
import { checkLedgers } from '../../../test/ledgers.js';
import { balanceOf, finEntry, postEntries, rateOn } from '../../finance/index.js';
import { crmCustomer } from '../customer/customer.table.js';
import { createOpsKit, type OpsKit } from '../crm-ops-test-kit.js';
import { chinaDay } from './balance.js';
import { crmBalanceMove } from './balance-move.table.js';
import { crmBalanceRefund } from './balance-refund.table.js';

/**
 * The customer balance on finance's money ledger (issue #13, decision 0026): recharges and balance
 * refunds post `fin_entry` rows on the customer balance account; remaining credit reads the receivable;
 * migration 0019 moved the legacy crm_balance_ledger there.
 */
let k: OpsKit;
beforeAll(async () => {
  k = await createOpsKit();
  await createLedgerFixture(k.t, 5, 2);
});
afterAll(() => k.t.close());

const check = () => checkLedgers(k.t, [ledgerFixtureDocument]);
const usd = (customerId: number, currency = 'USD') =>
  balanceOf(k.t.db, {
    partyKind: PARTY_KIND.customer,
    partyId: customerId,
    account: ACCOUNT.customerBalance,
    currency,
  });
const entryCount = async () =>
  rows<{ n: number }>(await k.t.db.execute(sql`select count(*)::int n from fin_entry`))[0]!.n;
const refundBody = (customerId: number, amount: string) => ({
  CustomerId: customerId,
  Currency: 'USD',
  Amount: amount,
  Reason: 'overpaid',
  PayeeName: 'ACME Ltd',
  BankName: 'HSBC',
  BankAccount: '123-456',
});
const accountantId = () => userId(k.t.db, 'accountant');

describe('customer balance on the finance ledger', () => {
  it('a recharge and an approved refund move the balance, with history rows (who, when, source)', async () => {
    const c = await k.customerOf(k.users.rep);
    const before = new D(await usd(c.id));
    const r = await k.t.call<{ No: string; LedgerId: number; Balance: string }>(
      'POST',
      '/merchant/crm/recharge',
      {
        token: k.tokens.accountant,
        body: { CustomerId: c.id, Currency: 'USD', Amount: '200', Remark: 'wire' },
      },
    );
    expect(r.body.Code).toBe(0);
    expect(r.body.Data.Balance).toBe(before.plus(200).toFixed(2));
    const yt = await k.t.call<{ Id: number; No: string }>('POST', '/merchant/crm/balancerefund', {
      token: k.tokens.rep,
      body: refundBody(c.id, '80'),
    });
    const req = (await k.pendingRequest('balanceRefund', yt.body.Data.Id))!;
    const ok = await k.t.call('PUT', '/merchant/review/balanceRefund/approve', {
      token: k.tokens.accountant,
      body: { Ids: [req] },
    });
    expect(ok.body.Code).toBe(0);
    expect(await usd(c.id)).toBe(before.plus(120).toFixed(2));

    const today = chinaDay(k.t.app.ctx.clock.now());
    const rate = await rateOn(k.t.db, 'USD', today);
    const accountant = await accountantId();
    const entries = await k.t.db
      .select()
      .from(finEntry)
      .where(and(eq(finEntry.partyId, c.id), eq(finEntry.account, ACCOUNT.customerBalance)))
      .orderBy(finEntry.id);
    const [recharge, refund] = entries.slice(-2);
    const [move] = await k.t.db.select().from(crmBalanceMove).where(eq(crmBalanceMove.id, recharge!.docId));
    expect(move).toMatchObject({ kind: 1, refType: 'CZ', refNo: r.body.Data.No, amount: '200.00' });
    expect(recharge).toMatchObject({
      id: r.body.Data.LedgerId,
      tenantId: c.tenantId,
      partyKind: PARTY_KIND.customer,
      currency: 'USD',
      amount: '200.00',
      rateToCny: rate,
      postedOn: today,
      docType: 'customerBalanceMove',
      docLineId: move!.id,
      createdBy: accountant,
    });
    expect(refund).toMatchObject({
      amount: '-80.00',
      postedOn: today,
      docType: 'balanceRefund',
      docId: yt.body.Data.Id,
      docLineId: yt.body.Data.Id,
      createdBy: accountant,
    });
    const [row] = await k.t.db
      .select()
      .from(crmBalanceRefund)
      .where(eq(crmBalanceRefund.id, yt.body.Data.Id));
    expect(row!.ledgerId).toBe(refund!.id);

    // The CRM screens read the same ledger, wire shapes unchanged.
    const list = await k.t.call<{
      Records: {
        Id: number;
        Kind: number;
        Amount: string;
        DocType: string;
        DocNo: string;
        CreatedBy: number;
      }[];
    }>('POST', '/merchant/crm/balance/ledger/Query', {
      token: k.tokens.rep,
      body: { CustomerId: c.id, Currency: 'USD' },
    });
    expect(list.body.Data.Records.slice(0, 2)).toEqual([
      expect.objectContaining({
        Id: refund!.id,
        Kind: 5,
        Amount: '-80.00',
        DocType: 'YT',
        DocNo: yt.body.Data.No,
      }),
      expect.objectContaining({
        Id: recharge!.id,
        Kind: 1,
        Amount: '200.00',
        DocType: 'CZ',
        DocNo: r.body.Data.No,
        CreatedBy: accountant,
      }),
    ]);
    const balances = await k.t.call<{ Records: { Id: number; Balance: string; Available: string }[] }>(
      'POST',
      '/merchant/crm/balance/Query',
      { token: k.tokens.rep, body: { CustomerId: c.id, Currency: 'USD' } },
    );
    expect(balances.body.Data.Records).toEqual([
      expect.objectContaining({
        Id: refund!.id,
        Balance: before.plus(120).toFixed(2),
        Available: before.plus(120).toFixed(2),
      }),
    ]);
    const detail = await k.t.call<{ Records: { Currency: string; Balance: string }[] }>(
      'GET',
      `/merchant/crm/customer/${c.id}/balance`,
      { token: k.tokens.rep },
    );
    expect(detail.body.Data.Records).toContainEqual(
      expect.objectContaining({ Currency: 'USD', Balance: before.plus(120).toFixed(2) }),
    );
    expect(await check()).toEqual([]);
  });

  it('a refund beyond the balance is refused with nothing written; the ledger refuses overdrawing too', async () => {
    const c = await k.customerOf(k.users.rep);
    await k.t.call('POST', '/merchant/crm/recharge', {
      token: k.tokens.accountant,
      body: { CustomerId: c.id, Currency: 'USD', Amount: '50', Remark: '' },
    });
    const balance = await usd(c.id);
    const n = await entryCount();
    const over = await k.t.call('POST', '/merchant/crm/balancerefund', {
      token: k.tokens.rep,
      body: refundBody(c.id, new D(balance).plus('0.01').toFixed(2)),
      lang: 'en-US',
    });
    expect(over.status).toBe(400);
    expect(over.body.Data).toEqual({ Field: 'Amount' });
    expect(await k.t.db.select().from(crmBalanceRefund).where(eq(crmBalanceRefund.customerId, c.id))).toEqual(
      [],
    );
    const direct = await k.t.db
      .transaction((tx) =>
        postEntries(tx, { userId: null, lang: 'en-US' }, [
          {
            tenantId: c.tenantId,
            partyKind: PARTY_KIND.customer,
            partyId: c.id,
            account: ACCOUNT.customerBalance,
            currency: 'USD',
            amount: new D(balance).plus('0.01').neg().toFixed(2),
            rateToCny: '7',
            postedOn: chinaDay(new Date()),
            ...fixtureLine(1),
          },
        ]),
      )
      .catch((e) => e);
    expect(direct).toMatchObject({ key: 'finance.balanceNegative', field: 'Amount' });
    expect(await entryCount()).toBe(n);
    expect(await usd(c.id)).toBe(balance);
    expect(await check()).toEqual([]);
  });

  it("remaining credit = credit limit − the customer's receivable on the finance ledger", async () => {
    const c = await k.customerOf(k.users.rep);
    await k.t.db.update(crmCustomer).set({ creditLimit: '1000.00' }).where(eq(crmCustomer.id, c.id));
    const credit = async () =>
      (
        await k.t.call<{ CreditLimit: string; OpenReceivables: string; RemainingCredit: string }>(
          'GET',
          `/merchant/crm/customer/${c.id}/remainingcredit`,
          { token: k.tokens.rep },
        )
      ).body.Data;
    expect(await credit()).toMatchObject({ OpenReceivables: '0.00', RemainingCredit: '1000.00' });
    const receivable = (amount: string) =>
      k.t.db.transaction((tx) =>
        postEntries(tx, { userId: k.users.finance, lang: 'en-US' }, [
          {
            tenantId: c.tenantId,
            partyKind: PARTY_KIND.customer,
            partyId: c.id,
            account: ACCOUNT.receivable,
            currency: c.currency,
            amount,
            rateToCny: '1',
            postedOn: chinaDay(new Date()),
            ...fixtureLine(2),
          },
        ]),
      );
    await receivable('300.00');
    expect(await credit()).toEqual(
      expect.objectContaining({
        CreditLimit: '1000.00',
        OpenReceivables: '300.00',
        RemainingCredit: '700.00',
      }),
    );
    await receivable('-100.00');
    expect(await credit()).toMatchObject({ OpenReceivables: '200.00', RemainingCredit: '800.00' });
    expect(await check()).toEqual([]);
  });
});

/** The hand-written data block of migration 0019, as the migrator runs it (statement by statement). */
function migrationBlock(): string[] {
  const file = readFileSync(
    new URL('../../../db/migrations/0019_customer-balance-ledger.sql', import.meta.url),
    'utf8',
  );
  const block = file.split('-- hand-written data migration (keep when regenerating)')[1]!;
  return block
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^--.*$/gm, '').trim())
    .filter(Boolean);
}

/** migration 0000's `create table crm_balance_ledger` statement. */
function legacyTableDdl(): string {
  const init = readFileSync(new URL('../../../db/migrations/0000_init.sql', import.meta.url), 'utf8');
  return init
    .split('--> statement-breakpoint')
    .map((x) => x.trim())
    .find((x) => x.startsWith('CREATE TABLE "crm_balance_ledger"'))!;
}

describe('migration 0019: the legacy balance ledger moves onto fin_entry', () => {
  it('keeps every row (amount, currency, date, who, source) and the balances equal their sums', async () => {
    const a = await k.customerOf(k.users.rep);
    const b = await k.customerOf(k.users.rep);
    const accountant = await accountantId();
    const aBefore = new D(await usd(a.id));
    const bBefore = new D(await usd(b.id, 'CNY'));
    const [{ base }] = rows<{ base: number }>(
      await k.t.db.execute(sql`select coalesce(max(id), 0) + 1000 base from crm_balance_move`),
    );
    const legacy = [
      [base + 1, a, 'USD', '500.00', 1, 'CZ', 'CZ2603019001', '2026-03-01T10:00:00Z', accountant],
      [base + 2, a, 'USD', '-120.50', 2, 'PI', 'PI2603029001', '2026-03-01T17:30:00Z', k.users.rep],
      [base + 3, b, 'CNY', '1000.00', 1, 'CZ', 'CZ2604019001', '2026-04-01T02:00:00Z', accountant],
      [base + 4, b, 'CNY', '-200.00', 5, 'YT', 'YT2604029001', '2026-04-02T02:00:00Z', accountant],
    ] as const;
    // The legacy table as migration 0000 made it (0020 drops it after 0019's copy).
    await k.t.db.execute(sql.raw(legacyTableDdl()));
    for (const [id, c, cur, amount, kind, type, no, at, by] of legacy)
      await k.t.db.execute(sql`insert into crm_balance_ledger (id, tenant_id, customer_id, currency, amount, kind,
        doc_type, doc_no, remark, created_at, created_by) overriding system value
        values (${id}, ${c.tenantId}, ${c.id}, ${cur}, ${amount}, ${kind}, ${type}, ${no}, ${`legacy ${no}`}, ${at}, ${by})`);
    // The balance refund the YT row paid: its ledger_id pointed at that legacy row.
    const [refund] = await k.t.db
      .insert(crmBalanceRefund)
      .values({
        no: 'YT2604029001',
        tenantId: b.tenantId,
        customerId: b.id,
        currency: 'CNY',
        amount: '200.00',
        payeeName: 'P',
        bankName: 'B',
        bankAccount: '1',
        status: 3,
        ledgerId: base + 4,
      })
      .returning();

    await k.t.db.transaction(async (tx) => {
      for (const s of migrationBlock()) await tx.execute(sql.raw(s));
      await tx.execute(sql`drop table crm_balance_ledger`);
    });

    expect(await usd(a.id)).toBe(aBefore.plus('379.50').toFixed(2));
    expect(await usd(b.id, 'CNY')).toBe(bBefore.plus(800).toFixed(2));
    const moved = await k.t.db
      .select()
      .from(finEntry)
      .where(sql`${finEntry.remark} like 'legacy %' and ${finEntry.partyId} in (${a.id}, ${b.id})`)
      .orderBy(finEntry.createdAt);
    const [{ usdRate }] = rows<{ usdRate: string }>(
      await k.t.db.execute(sql`select coalesce(
        (select rate::text from fin_exchange_rate where currency = 'USD' and rate_date <= '2026-03-01'
          order by rate_date desc, id desc limit 1),
        (select rate::numeric(18, 6)::text from base_currency where code = 'USD')) "usdRate"`),
    );
    expect(
      moved.map((e) => [e.amount, e.currency, e.postedOn, e.docType, e.docId, e.docLineId, e.createdBy]),
    ).toEqual([
      ['500.00', 'USD', '2026-03-01', 'customerBalanceMove', base + 1, base + 1, accountant],
      // 17:30 UTC is the next day in China.
      ['-120.50', 'USD', '2026-03-02', 'customerBalanceMove', base + 2, base + 2, k.users.rep],
      ['1000.00', 'CNY', '2026-04-01', 'customerBalanceMove', base + 3, base + 3, accountant],
      ['-200.00', 'CNY', '2026-04-02', 'balanceRefund', refund!.id, refund!.id, accountant],
    ]);
    expect(moved[0]!.rateToCny).toBe(usdRate);
    expect(moved[2]!.rateToCny).toBe('1.000000');
    expect(moved[1]!.createdAt).toEqual(new Date('2026-03-01T17:30:00Z'));
    const moves = await k.t.db
      .select()
      .from(crmBalanceMove)
      .where(sql`${crmBalanceMove.id} between ${base + 1} and ${base + 4}`)
      .orderBy(crmBalanceMove.id);
    expect(moves.map((m) => [m.id, m.kind, m.refType, m.refNo])).toEqual([
      [base + 1, 1, 'CZ', 'CZ2603019001'],
      [base + 2, 2, 'PI', 'PI2603029001'],
      [base + 3, 1, 'CZ', 'CZ2604019001'],
    ]);
    const [after] = await k.t.db.select().from(crmBalanceRefund).where(eq(crmBalanceRefund.id, refund!.id));
    expect(after!.ledgerId).toBe(moved[3]!.id);
    // A new movement after the migration takes the next id.
    const next = await k.t.call<{ LedgerId: number }>('POST', '/merchant/crm/recharge', {
      token: k.tokens.accountant,
      body: { CustomerId: a.id, Currency: 'USD', Amount: '1', Remark: '' },
    });
    expect(next.body.Code).toBe(0);
    expect(await check()).toEqual([]);
  });
});
