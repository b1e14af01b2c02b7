import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { docSequence } from './document.table.js';
import { docDay, formatDocNo, GROUP_SERIES, nextDocNo } from './numbering.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const draw = (tenantId: number, prefix: string, date: Date | string) =>
  t.db.transaction((tx) => nextDocNo(tx, { tenantId, prefix, date }));

describe('nextDocNo', () => {
  it('formats prefix + YYMMDD + 4 digits', async () => {
    expect(await draw(2, 'PI', '2020-01-02')).toBe('PI2001020001');
    expect(await draw(2, 'PI', '2020-01-02')).toBe('PI2001020002');
    expect(formatDocNo('B', '261122', 7)).toBe('B2611220007');
  });

  it('gives 200 parallel draws inside transactions 200 different numbers', async () => {
    // A day no demo document is numbered on (the demo POs draw PO numbers of recent days).
    const nos = await Promise.all(Array.from({ length: 200 }, () => draw(2, 'PO', '2020-11-22')));
    expect(new Set(nos).size).toBe(200);
    for (const no of nos) expect(no).toMatch(/^PO201122\d{4}$/);
    const seqs = nos.map((n) => Number(n.slice(8))).sort((a, b) => a - b);
    expect(seqs[0]).toBe(1);
    expect(seqs[199]).toBe(200);
  });

  it('one series across the owner companies, prefixes independent (#10 item 13, decision 0014)', async () => {
    expect(await draw(3, 'FK', '2026-11-22')).toBe('FK2611220001');
    expect(await draw(4, 'FK', '2026-11-22')).toBe('FK2611220002');
    expect(await draw(1, 'FK', '2026-11-22')).toBe('FK2611220003');
    expect(await draw(3, 'SK', '2026-11-22')).toBe('SK2611220001');
  });

  it('concurrent draws of one day from different companies never repeat a number', {
    tags: ['concurrency'],
  }, async () => {
    const nos = await Promise.all(
      Array.from({ length: 120 }, (_, i) => draw(1 + (i % 4), 'QA', '2026-11-22')),
    );
    expect(new Set(nos).size).toBe(120);
  });

  it('starts again at 0001 on a new day; a Date is read on China time', async () => {
    expect(await draw(2, 'CK', '2026-11-22')).toBe('CK2611220001');
    expect(await draw(2, 'CK', '2026-11-22')).toBe('CK2611220002');
    expect(await draw(2, 'CK', '2026-11-23')).toBe('CK2611230001');
    // 16:30 UTC on the 22nd is 00:30 on the 23rd in China.
    expect(docDay(new Date('2026-11-22T16:30:00Z'))).toBe('261123');
    expect(docDay(new Date('2026-11-22T15:59:59Z'))).toBe('261122');
    expect(await draw(2, 'CK', new Date('2026-11-22T16:30:00Z'))).toBe('CK2611230002');
    expect(docDay('2027-01-05')).toBe('270105');
  });

  it('widens past 9999', async () => {
    await t.db
      .insert(docSequence)
      .values({ tenantId: GROUP_SERIES, prefix: 'BH', day: '261122', value: 9998 });
    expect(await draw(2, 'BH', '2026-11-22')).toBe('BH2611229999');
    expect(await draw(2, 'BH', '2026-11-22')).toBe('BH26112210000');
  });

  it('is drawn in the caller transaction: a rolled-back creation gives its number back', async () => {
    expect(await draw(2, 'TH', '2026-11-22')).toBe('TH2611220001');
    await expect(
      t.db.transaction(async (tx) => {
        expect(await nextDocNo(tx, { tenantId: 2, prefix: 'TH', date: '2026-11-22' })).toBe('TH2611220002');
        throw new Error('creation failed');
      }),
    ).rejects.toThrow('creation failed');
    const [row] = await t.db
      .select({ value: docSequence.value })
      .from(docSequence)
      .where(and(eq(docSequence.tenantId, GROUP_SERIES), eq(docSequence.prefix, 'TH')));
    expect(row?.value).toBe(1);
    expect(await draw(2, 'TH', '2026-11-22')).toBe('TH2611220002');
  });

  it('refuses a prefix that is not 1–4 capital letters', async () => {
    await expect(draw(2, 'pi', '2026-11-22')).rejects.toThrow(/invalid prefix/);
    await expect(draw(2, 'P1', '2026-11-22')).rejects.toThrow(/invalid prefix/);
  });
});
