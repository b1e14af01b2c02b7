import { D } from '@partdesk/shared/core/money';
import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import { translate } from '@partdesk/shared/i18n/index';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import type { AppError } from '../../../core/http/app-error.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createLedgerFixture, fixtureLine, ledgerFixtureDocument } from '../../../test/ledger-fixture.js';
import { checkLedgers } from '../../../test/ledgers.js';
import { finBalance, finEntry } from './money-ledger.table.js';
import { setLockDate } from './period-lock.js';
import { type EntryInput, type PostBy, postEntries } from './post-entries.js';

let t: TestApp;
const by: PostBy = { userId: 1, lang: 'en-US' };
beforeAll(async () => {
  t = await createTestApp();
  await createLedgerFixture(t, 60, 2);
});
afterAll(() => t.close());

const check = () => checkLedgers(t, [ledgerFixtureDocument]);
const entry = (partyId: number, doc: number, amount: string, over: Partial<EntryInput> = {}): EntryInput => {
  const { docType, docId } = fixtureLine(doc);
  return {
    tenantId: 1,
    partyKind: PARTY_KIND.customer,
    partyId,
    account: ACCOUNT.receivable,
    currency: 'USD',
    amount,
    rateToCny: '7.12',
    postedOn: '2026-11-20',
    docType,
    docId,
    ...over,
  };
};
const post = (...e: EntryInput[]) => t.db.transaction((tx) => postEntries(tx, by, e));
const balance = async (partyId: number, account: number = ACCOUNT.receivable) =>
  (
    await t.db
      .select({ b: finBalance.balance })
      .from(finBalance)
      .where(
        and(eq(finBalance.partyId, partyId), eq(finBalance.account, account), eq(finBalance.currency, 'USD')),
      )
  )[0]?.b;
const entryCount = async () =>
  rows<{ n: number }>(await t.db.execute(sql`select count(*)::int n from fin_entry`))[0]!.n;
const message = (e: unknown) => translate('en-US', (e as AppError).key, (e as AppError).params);

describe('money ledger: entries, balances, open amounts, period lock', () => {
  it('a receivable is billed and received; neither the document nor the balance goes below zero', async () => {
    await post(entry(9001, 1, '1000.00'), entry(9001, 2, '250.50'));
    await post(entry(9001, 1, '-600'));
    expect(await balance(9001)).toBe('650.50');
    const before = await entryCount();
    const over = await post(entry(9001, 1, '-400.01')).catch((e) => e);
    expect(over).toMatchObject({ key: 'finance.openNegative', field: 'Amount', params: { open: '400.00' } });
    expect(message(over)).toContain('has only 400.00 USD open on Receivable');
    // Taking from a document that owes nothing, though the party's balance is positive.
    await expect(post(entry(9001, 3, '-1'))).rejects.toMatchObject({ key: 'finance.openNegative' });
    expect(await entryCount()).toBe(before);
    expect(await balance(9001)).toBe('650.50');
    expect(await check()).toEqual([]);
  });

  it('refuses bad amounts, rates, dates, accounts of the other party kind, writing nothing', async () => {
    const before = await entryCount();
    const bad: [Partial<EntryInput>, string, string][] = [
      [{ amount: '0' }, 'finance.amountNonZero', 'Amount'],
      [{ amount: '1.001' }, 'finance.amountDecimals', 'Amount'],
      [{ amount: 'ten' }, 'errors.fieldInvalid', 'Amount'],
      [{ rateToCny: '0' }, 'finance.ratePositive', 'Rate'],
      [{ rateToCny: '-7' }, 'finance.ratePositive', 'Rate'],
      [{ rateToCny: 'x' }, 'errors.fieldInvalid', 'Rate'],
      [{ rateToCny: '7.1234567' }, 'finance.amountDecimals', 'Rate'],
      [{ postedOn: '2026-02-30' }, 'errors.fieldInvalid', 'PostedOn'],
    ];
    for (const [over, key, field] of bad)
      await expect(post(entry(9002, 4, '10', over))).rejects.toMatchObject({ key, field });
    await expect(post(entry(9002, 4, '10', { account: ACCOUNT.payable }))).rejects.toMatchObject({
      key: 'finance.accountParty',
    });
    expect(await entryCount()).toBe(before);
  });

  it('no posting before the period lock date; a reversal cancels an entry exactly, once', async () => {
    const [id] = await post(entry(9003, 5, '300', { postedOn: '2026-10-15' }));
    await t.db.transaction((tx) => setLockDate(tx, by, 1, '2026-11-01'));
    const early = await post(entry(9003, 5, '-100', { postedOn: '2026-10-31' })).catch((e) => e);
    expect(early).toMatchObject({ key: 'finance.beforeLockDate', field: 'PostedOn' });
    expect(message(early)).toBe(
      'Posting date 2026-10-31 is before the period lock date 2026-11-01: nothing can be posted there',
    );
    await expect(post(entry(9003, 5, '-299', { reversesId: id }))).rejects.toMatchObject({
      key: 'finance.reversalMismatch',
    });
    await post(entry(9003, 5, '-300', { reversesId: id, postedOn: '2026-11-02' }));
    expect(await balance(9003)).toBe('0.00');
    await post(entry(9003, 5, '300', { postedOn: '2026-11-02' }));
    await expect(
      post(entry(9003, 5, '-300', { reversesId: id, postedOn: '2026-11-02' })),
    ).rejects.toMatchObject({
      key: 'finance.alreadyReversed',
    });
    const refusal = await t.db
      .update(finEntry)
      .set({ amount: '1' })
      .where(eq(finEntry.id, id!))
      .then(
        () => 'written',
        (e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message),
      );
    expect(refusal).toMatch(/immutable/);
    expect(await check()).toEqual([]);
  });

  it('the checker finds a balance out of step with its entries and an entry whose document is gone', async () => {
    await post(entry(9004, 6, '10'));
    await t.db.execute(sql`update fin_balance set balance = balance + 1 where party_id = 9004`);
    await t.db.execute(sql`delete from zz_ledger_doc where id = 6`);
    const found = await check();
    expect(found.some((f) => f.startsWith('balance ≠ Σ entries') && f.includes('9004'))).toBe(true);
    expect(found.some((f) => f.includes('document or line does not exist'))).toBe(true);
    await t.db.execute(sql`update fin_balance set balance = balance - 1 where party_id = 9004`);
    await t.db.execute(sql`insert into zz_ledger_doc values (6)`);
    expect(await check()).toEqual([]);
  });

  it('50 parallel postings to one customer: balance = Σ entries (real PostgreSQL with DATABASE_URL)', {
    tags: ['concurrency'],
  }, async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        post(entry(9005, 10 + i, `${i + 1}.25`, { account: ACCOUNT.customerBalance })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled').length).toBe(50);
    // Σ (i + 1.25) for i = 0..49 = 1275 + 12.5
    expect(await balance(9005, ACCOUNT.customerBalance)).toBe('1287.50');
    // 50 parallel takes of 30 from 1287.50: at most 42 fit.
    const takes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        post(entry(9005, 10 + (i % 50), '-30', { account: ACCOUNT.customerBalance })),
      ),
    );
    const ok = takes.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBeGreaterThan(0);
    expect(await balance(9005, ACCOUNT.customerBalance)).toBe(
      new D('1287.50').minus(new D(30).times(ok)).toFixed(2),
    );
    expect(await check()).toEqual([]);
  });
});
