import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../../core/http/app-error.js';
import { createOpsKit, type OpsKit } from '../crm-ops-test-kit.js';
import { availableBalance, postBalance } from './balance.js';
import { ACCOUNT } from '@partdesk/shared/finance/ledger/ledger.codes';
import { finEntry } from '../../finance/index.js';
import { checkLedgers } from '../../../test/ledgers.js';
import { crmBalanceMove } from './balance-move.table.js';
import { crmBalanceRefund } from './balance-refund.table.js';

let k: OpsKit;
beforeAll(async () => {
  k = await createOpsKit();
});
afterAll(() => k.t.close());

const ledger = (customerId: number) =>
  k.t.db
    .select()
    .from(finEntry)
    .where(and(eq(finEntry.partyId, customerId), eq(finEntry.account, ACCOUNT.customerBalance)));
const post = (customerId: number, kind: 1 | 2 | 3 | 4 | 5 | 6, amount: string, docNo = 'T1') =>
  k.t.db.transaction((tx) =>
    postBalance(tx, { customerId, currency: 'USD', kind, amount, docType: 'T', docNo }),
  );

describe('postBalance', () => {
  it('applies the sign of the kind, refuses a wrong sign, never goes below zero', async () => {
    const c = await k.customerOf(k.users.rep);
    const before = await ledger(c.id);
    expect((await post(c.id, 1, '100.50')).balance).toBe('100.50');
    expect((await post(c.id, 2, '40')).balance).toBe('60.50');
    expect((await post(c.id, 6, '-0.50')).balance).toBe('60.00');
    for (const [kind, amount] of [
      [1, '-5'],
      [2, '-5'],
      [6, '0'],
      [1, '1.001'],
      [1, 'x'],
    ] as const) {
      await expect(post(c.id, kind, amount)).rejects.toMatchObject({ key: 'crmOps.ledgerSign' });
    }
    await expect(post(c.id, 5, '60.01')).rejects.toMatchObject({
      key: 'crmOps.balanceInsufficient',
      field: 'Amount',
    });
    await expect(post(c.id, 6, '-60.01')).rejects.toMatchObject({ key: 'crmOps.balanceInsufficient' });
    expect((await ledger(c.id)).length).toBe(before.length + 3);
    expect((await availableBalance(k.t.db, c.id, 'USD')).balance).toBe('60.00');
  });

  it('two concurrent debits cannot overdraw (customer row locked; real PostgreSQL with DATABASE_URL)', {
    tags: ['concurrency'],
  }, async () => {
    const c = await k.customerOf(k.users.rep);
    await post(c.id, 1, '100.00');
    const results = await Promise.allSettled([post(c.id, 2, '70.00', 'A'), post(c.id, 2, '70.00', 'B')]);
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(ok.length).toBe(1);
    expect((refused[0]!.reason as AppError).key).toBe('crmOps.balanceInsufficient');
    expect((await availableBalance(k.t.db, c.id, 'USD')).balance).toBe('30.00');
  });
});

const refundBody = (customerId: number, amount: string) => ({
  CustomerId: customerId,
  Currency: 'USD',
  Amount: amount,
  Reason: 'overpaid',
  PayeeName: 'ACME Ltd',
  BankName: 'HSBC',
  BankAccount: '123-456',
});

describe('balance refunds (YT, balancerefund-audit)', () => {
  it('trio, bank information required, amount ≤ available (held while pending), nothing written on refusal', async () => {
    const c = await k.customerOf(k.users.rep);
    await post(c.id, 1, '100.00');
    const url = '/merchant/crm/balancerefund';
    expect((await k.t.call('POST', url, { body: refundBody(c.id, '10') })).body.Code).toBe(-100);
    expect(
      (await k.t.call('POST', url, { token: k.tokens.buyer, body: refundBody(c.id, '10') })).status,
    ).toBe(403);
    const refusals: [Record<string, unknown>, string][] = [
      [{ BankName: '' }, 'BankName'],
      [{ PayeeName: '  ' }, 'PayeeName'],
      [{ BankAccount: '' }, 'BankAccount'],
      [{ Amount: '0' }, 'Amount'],
      [{ Amount: '-1' }, 'Amount'],
      [{ Amount: '1.234' }, 'Amount'],
      [{ Amount: '100.01' }, 'Amount'],
      [{ Currency: 'XYZ' }, 'Currency'],
    ];
    for (const [patch, field] of refusals) {
      const r = await k.t.call('POST', url, {
        token: k.tokens.rep,
        body: { ...refundBody(c.id, '10'), ...patch },
        lang: 'en-US',
      });
      expect(r.status, JSON.stringify(patch)).toBe(400);
      expect(r.body.Data).toEqual({ Field: field });
    }
    const bank = await k.t.call('POST', url, {
      token: k.tokens.rep,
      body: { ...refundBody(c.id, '10'), BankName: '' },
      lang: 'en-US',
    });
    expect(bank.body.Message).toBe('Refund bank information is required: Bank');
    expect((await k.t.call('POST', url, { token: k.tokens.rep2, body: refundBody(c.id, '10') })).status).toBe(
      404,
    );
    expect(await k.t.db.select().from(crmBalanceRefund).where(eq(crmBalanceRefund.customerId, c.id))).toEqual(
      [],
    );

    const first = await k.t.call<{ Id: number; No: string }>('POST', url, {
      token: k.tokens.rep,
      body: refundBody(c.id, '60'),
    });
    expect(first.body.Code).toBe(0);
    expect(first.body.Data.No).toMatch(/^YT\d{10}$/);
    // 60 held: only 40 available now
    const second = await k.t.call('POST', url, { token: k.tokens.rep, body: refundBody(c.id, '40.01') });
    expect(second.status).toBe(400);
    const bal = await k.t.call<{
      Records: { Currency: string; Balance: string; Held: string; Available: string }[];
    }>('GET', `/merchant/crm/customer/${c.id}/balance`, { token: k.tokens.rep });
    expect(bal.body.Data.Records).toEqual([
      { Currency: 'USD', Balance: '100.00', Held: '60.00', Available: '40.00' },
    ]);
  });

  it('the list filters by the currency code (Currency is the Currency dictionary: "USD", not a row id)', async () => {
    const c = await k.customerOf(k.users.rep);
    await post(c.id, 1, '50.00');
    const made = await k.t.call<{ Id: number }>('POST', '/merchant/crm/balancerefund', {
      token: k.tokens.rep,
      body: refundBody(c.id, '5'),
    });
    expect(made.body.Code).toBe(0);
    const list = (body: Record<string, unknown>) =>
      k.t.call<{ Records: { Id: number; Currency: string }[]; TotalCount: number }>(
        'POST',
        '/merchant/crm/balancerefund/Query',
        { token: k.tokens.rep, body },
      );
    const usd = await list({ Currency: 'USD' });
    expect(usd.status).toBe(200);
    expect(usd.body.Code).toBe(0);
    expect(usd.body.Data.Records.map((r) => r.Id)).toContain(made.body.Data.Id);
    expect(usd.body.Data.Records.every((r) => r.Currency === 'USD')).toBe(true);
    expect((await list({ Currency: 'EUR' })).body.Data.Records.map((r) => r.Id)).not.toContain(
      made.body.Data.Id,
    );
    const bad = await list({ Currency: ['USD'] });
    expect(bad.status).toBe(400);
    expect(bad.body.Data).toEqual({ Field: 'Currency' });
  });

  it('approval posts the kind-5 debit; rejection releases the hold; sales leads cannot decide', async () => {
    const c = await k.customerOf(k.users.rep);
    await post(c.id, 1, '100.00');
    const a = await k.t.call<{ Id: number }>('POST', '/merchant/crm/balancerefund', {
      token: k.tokens.rep,
      body: refundBody(c.id, '30'),
    });
    const b = await k.t.call<{ Id: number }>('POST', '/merchant/crm/balancerefund', {
      token: k.tokens.rep,
      body: refundBody(c.id, '50'),
    });
    const ra = (await k.pendingRequest('balanceRefund', a.body.Data.Id))!;
    const rb = (await k.pendingRequest('balanceRefund', b.body.Data.Id))!;
    const lead = await k.t.call('PUT', '/merchant/review/balanceRefund/approve', {
      token: k.tokens.leader,
      body: { Ids: [ra] },
    });
    expect(lead.status).toBe(403);
    const ok = await k.t.call('PUT', '/merchant/review/balanceRefund/approve', {
      token: k.tokens.accountant,
      body: { Ids: [ra] },
    });
    expect(ok.body.Code).toBe(0);
    const [row] = await k.t.db.select().from(crmBalanceRefund).where(eq(crmBalanceRefund.id, a.body.Data.Id));
    expect(row!.status).toBe(3);
    const [l] = await k.t.db.select().from(finEntry).where(eq(finEntry.id, row!.ledgerId!));
    expect(l).toMatchObject({
      account: ACCOUNT.customerBalance,
      partyId: c.id,
      amount: '-30.00',
      docType: 'balanceRefund',
      docId: row!.id,
      docLineId: row!.id,
      createdBy: expect.any(Number),
    });
    expect(await availableBalance(k.t.db, c.id, 'USD')).toEqual({
      balance: '70.00',
      held: '50.00',
      available: '20.00',
    });
    const rj = await k.t.call('PUT', '/merchant/review/balanceRefund/reject', {
      token: k.tokens.finance,
      body: { Ids: [rb], Comment: 'no' },
    });
    expect(rj.body.Code).toBe(0);
    expect(await availableBalance(k.t.db, c.id, 'USD')).toEqual({
      balance: '70.00',
      held: '0.00',
      available: '70.00',
    });
    const ledgerList = await k.t.call<{ Records: { Kind: number; Amount: string }[]; TotalCount: number }>(
      'POST',
      '/merchant/crm/balance/ledger/Query',
      { token: k.tokens.rep, body: { CustomerId: c.id, Kind: [5] } },
    );
    expect(ledgerList.body.Data.Records).toEqual([expect.objectContaining({ Kind: 5, Amount: '-30.00' })]);
    const other = await k.t.call<{ TotalCount: number }>('POST', '/merchant/crm/balance/ledger/Query', {
      token: k.tokens.rep2,
      body: { CustomerId: c.id },
    });
    expect(other.body.Data.TotalCount).toBe(0);
    const balances = await k.t.call<{
      Records: { CustomerId: number; Balance: string; Available: string }[];
    }>('POST', '/merchant/crm/balance/Query', { token: k.tokens.rep, body: { CustomerId: c.id } });
    expect(balances.body.Data.Records).toEqual([
      expect.objectContaining({ CustomerId: c.id, Balance: '70.00', Available: '70.00' }),
    ]);
  });

  it('recharge (CZ) by finance credits the balance; salespeople may not', async () => {
    const c = await k.customerOf(k.users.rep);
    const body = { CustomerId: c.id, Currency: 'EUR', Amount: '12.30', Remark: 'wire' };
    expect((await k.t.call('POST', '/merchant/crm/recharge', { token: k.tokens.rep, body })).status).toBe(
      403,
    );
    const bad = await k.t.call('POST', '/merchant/crm/recharge', {
      token: k.tokens.accountant,
      body: { ...body, Amount: '0' },
    });
    expect(bad.body.Data).toEqual({ Field: 'Amount' });
    const r = await k.t.call<{ No: string; Balance: string }>('POST', '/merchant/crm/recharge', {
      token: k.tokens.accountant,
      body,
    });
    expect(r.body.Data.No).toMatch(/^CZ/);
    expect(r.body.Data.Balance).toBe('12.30');
    const rows = (await ledger(c.id)).filter((e) => e.currency === 'EUR');
    expect(rows).toEqual([expect.objectContaining({ amount: '12.30', docType: 'customerBalanceMove' })]);
    const [move] = await k.t.db.select().from(crmBalanceMove).where(eq(crmBalanceMove.id, rows[0]!.docId));
    expect(move).toMatchObject({ kind: 1, amount: '12.30', refType: 'CZ', refNo: r.body.Data.No });
    expect(await checkLedgers(k.t)).toEqual([]);
  });
});
