import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import type { BomMatchedLine } from './bom-match.js';
import { multipart, xlsxOf } from './bom-fixtures.js';
import { rows } from '../../../core/db/index.js';

/** Issue #20 items 1–5: the BOM import made exact (brands, summary rows, currencies, merges, progress). */
type Issue = { Row: number; Field: string; Code: string; Message: string; Level: string };
type Summary = { Code: string; Field: string; Level: string; Count: number; Rows: number[]; Message: string };
type Result = {
  Lines: BomMatchedLine[];
  Errors: Issue[];
  Warnings: Summary[];
  Skipped: { Row: number; Reason: string }[];
  Currency: string | null;
  Summary: Record<string, number>;
};
type Saved = {
  Lines: {
    Mpn: string;
    Brand: string;
    Quantity: number;
    TargetPrice: string | null;
    Currency: string;
    CustomerPn: string;
  }[];
};

let t: TestApp;
let rep: string;
let customerId: number;
const events: { ImportId: string; Stage: string; Rows: number; Total: number }[] = [];

async function importBom(rows: unknown[][], fields: Record<string, string> = {}, lang = 'zh-CN') {
  const { payload, headers } = multipart({ name: 'bom.xlsx', content: await xlsxOf(rows) }, fields);
  const res = await t.app.inject({
    method: 'POST',
    url: '/merchant/product/bom/import',
    payload,
    headers: { ...headers, token: rep, 'accept-language': lang },
  });
  const body = res.json() as { Code: number; Message: string; Data: Result };
  expect(body.Code, body.Message).toBe(0);
  return body.Data;
}

/** The lines as the inquiry screen's grid sends them (apps/web linesOfBom: the matched brand name). */
const gridLines = (r: Result) =>
  r.Lines.map((l) => ({
    Mpn: l.Mpn,
    Brand: l.BrandName || l.Brand,
    Package: l.Package,
    DateCode: l.DateCode,
    Quantity: l.Quantity,
    TargetPrice: l.TargetPrice,
    Currency: l.Currency,
    Delivery: l.Delivery,
    IsUrgent: false,
    CustomerPn: l.CustomerPn,
    Description: l.Description,
    Remark: l.Remark,
  }));

/** Saves the imported lines as an inquiry (the real save path) and reads them back. */
async function saveAndRead(r: Result, currency = 'CNY') {
  const made = await t.call<{ Id: number }>('POST', '/merchant/forqutation/inquiry', {
    token: rep,
    body: { CustomerId: customerId, Currency: currency, Lines: gridLines(r) },
  });
  expect(made.body.Code, made.body.Message).toBe(0);
  const got = await t.call<Saved>('GET', `/merchant/forqutation/inquiry/${made.body.Data.Id}`, {
    token: rep,
  });
  return got.body.Data.Lines;
}

beforeAll(async () => {
  t = await createTestApp();
  rep = await t.login('sales.rep');
  const c = {
    rows: rows<{ id: number }>(
      await t.db.execute(sql`
    select c.id from crm_customer c join sys_user u on u.id = c.owner_id
    where u.account = 'sales.rep' and c.status = 2 order by c.id limit 1`),
    ),
  };
  customerId = c.rows[0]!.id;
  const hub = t.app.ctx.notifier;
  const emit = hub.emit.bind(hub);
  hub.emit = (uid, event, payload) => {
    if ((event as string) === 'bomImportProgress') events.push(payload as unknown as (typeof events)[number]);
    emit(uid, event, payload);
  };
});
afterAll(() => t.close());

describe('BOM import accuracy (issue #20)', () => {
  it('item 1: Chinese names, short forms, full width and company suffixes resolve; the import, the grid and the saved inquiry agree line by line', async () => {
    const rows = [
      ['型号', '品牌', '数量'],
      ['LM358DR', 'TI', 1000],
      ['LM358DR', '德州仪器', 2000],
      ['STM32F103C8T6', '意法半导体', 500],
      ['STM32F103C8T6TR', 'ＳＴＭｉｃｒｏｅｌｅｃｔｒｏｎｉｃｓ', 3000],
      ['MCP2515-I/SO', '微芯', 10],
      ['MCP2515-I/SO', 'Microchip Technology Inc.', 20],
      ['ESP32-WROOM-32E-N4', '乐鑫', 30],
      ['LTC2446IUHF#PBF', '亚德诺', 40],
      ['LTC2446IUHF#TRPBF', 'Analog Devices, Inc.', 50],
      ['LM358DR', '德州仪器股份有限公司', 5],
    ];
    const r = await importBom(rows, { CustomerId: String(customerId) });
    expect(r.Errors).toEqual([]);
    expect(r.Lines.map((l) => [l.Mpn, l.BrandName, l.Quantity])).toEqual([
      ['LM358DR', 'TI', 3005],
      ['STM32F103C8T6', 'ST', 3500],
      ['MCP2515-I/SO', 'Microchip', 30],
      ['ESP32-WROOM-32E-N4', 'Espressif', 30],
      ['LTC2446IUHF#PBF', 'ADI', 90],
    ]);
    expect(JSON.stringify(r.Warnings)).not.toContain('brandUnknown');
    const saved = await saveAndRead(r);
    expect(saved.map((l) => [l.Mpn, l.Brand, l.Quantity])).toEqual(
      r.Lines.map((l) => [l.Mpn, l.BrandName, l.Quantity]),
    );
  });

  it('item 1: an unknown brand on a part the master holds takes that brand before merging (no 1000 + 2000 split)', async () => {
    const r = await importBom([
      ['型号', '品牌', '数量'],
      ['LM358DR', 'TI', 1000],
      ['LM358DR', 'Tex. Instr. (unknown spelling)', 2000],
      ['LM358DR', '', 7],
    ]);
    expect(r.Lines.map((l) => [l.Mpn, l.BrandName, l.Quantity])).toEqual([['LM358DR', 'TI', 3007]]);
    const saved = await saveAndRead(r);
    expect(saved.map((l) => [l.Mpn, l.Brand, l.Quantity])).toEqual([['LM358DR', 'TI', 3007]]);
  });
});

describe('BOM summary rows (issue #20 item 2)', () => {
  it('skips 合计 / Total / 小计 rows without an MPN and reports them as skipped, not errors', async () => {
    const r = await importBom([
      ['序号', '型号', '品牌', '数量', '备注'],
      [1, 'LM358DR', 'TI', 100, ''],
      [2, 'BAV99,215', 'Nexperia', 200, 'Total is checked'],
      ['小计', '', '', 300, ''],
      ['', '合计', '', 300, ''],
      ['Total:', '', '', '300', ''],
      ['ＴＯＴＡＬ', '', '', '300', ''],
      ['', '', '', 5, ''],
    ]);
    expect(r.Lines.map((l) => l.Mpn)).toEqual(['LM358DR', 'BAV99,215']);
    expect(r.Skipped.map((s) => [s.Row, s.Reason])).toEqual([
      [4, 'summary'],
      [5, 'summary'],
      [6, 'summary'],
      [7, 'summary'],
    ]);
    // The row with a quantity and nothing else is still an error (no label: not a summary row).
    expect(r.Errors.map((e) => [e.Row, e.Code])).toEqual([[8, 'mpnMissing']]);
    expect(r.Summary).toMatchObject({ Skipped: 4, ErrorRows: 1, Lines: 2 });
  });
});

describe('BOM price currency (issue #20 item 3)', () => {
  it('a currency in the price header keeps the prices in it: the import lines and the saved inquiry lines are USD in a CNY inquiry', async () => {
    const r = await importBom([
      ['型号', '品牌', '数量', '目标单价(USD)'],
      ['LM358DR', 'TI', 100, 0.35],
      ['BAV99,215', 'Nexperia', 200, '0.012'],
      ['MCP2515-I/SO', 'Microchip', 10, ''],
    ]);
    expect(r.Lines.map((l) => [l.Mpn, l.TargetPrice, l.Currency])).toEqual([
      ['LM358DR', '0.35', 'USD'],
      ['BAV99,215', '0.012', 'USD'],
      ['MCP2515-I/SO', null, null],
    ]);
    expect(r.Currency).toBe('USD');
    const saved = await saveAndRead(r, 'CNY');
    expect(
      saved.map((l) => [l.Mpn, l.TargetPrice === null ? null : Number(l.TargetPrice), l.Currency]),
    ).toEqual([
      ['LM358DR', 0.35, 'USD'],
      ['BAV99,215', 0.012, 'USD'],
      ['MCP2515-I/SO', null, 'CNY'],
    ]);
  });

  it('a currency column wins per row; mixed currencies stay per line and the import names no single currency', async () => {
    const r = await importBom([
      ['MPN', 'Qty', 'Price EUR', 'Currency'],
      ['LM358DR', 100, '0.30', ''],
      ['BAV99,215', 200, '0.01', 'USD'],
    ]);
    expect(r.Lines.map((l) => [l.Mpn, l.TargetPrice, l.Currency])).toEqual([
      ['LM358DR', '0.3', 'EUR'],
      ['BAV99,215', '0.01', 'USD'],
    ]);
    expect(r.Currency).toBeNull();
  });
});

describe('BOM merges and the warning report (issue #20 item 4)', () => {
  it('a merged line keeps every customer PN of its rows (also when saved); warnings are one line per kind with the count and the rows', async () => {
    const rows: unknown[][] = [['客户料号', '型号', '品牌', '数量', '目标价']];
    for (let i = 0; i < 300; i++)
      rows.push([
        `CPN-${i}`,
        i % 3 === 0 ? 'LM358DR' : i % 3 === 1 ? 'BAV99,215' : 'BAV99,235',
        i % 3 === 0 && i % 2 ? 'TI' : '',
        10,
        i === 4 ? '0.2' : '0.1',
      ]);
    rows.push(['CPN-X', 'ZZ-1', 'Acme', 1, '']);
    rows.push(['CPN-Y', 'ZZ-2', 'Acme', 1, '']);
    rows.push(['CPN-Z', 'ZZ-3', 'Foo Corp', 1, '']);
    const r = await importBom(rows, { CustomerId: String(customerId) });
    const lm = r.Lines.find((l) => l.Mpn === 'LM358DR')!;
    expect(lm.Quantity).toBe(1000);
    expect(lm.CustomerPn.split('; ')).toHaveLength(100);
    expect(lm.CustomerPn.startsWith('CPN-0; CPN-3; CPN-6')).toBe(true);
    const bav = r.Lines.find((l) => l.Mpn === 'BAV99,215')!;
    expect(bav.CustomerPn.split('; ')).toHaveLength(200);
    // One line per kind, with its count and all its rows (not 2 warnings per merged row).
    expect(r.Warnings.map((w) => [w.Code, w.Count])).toEqual([
      ['merged', 298],
      ['priceConflict', 1],
      ['brandUnknown', 3],
    ]);
    const merged = r.Warnings[0]!;
    expect(merged.Rows).toHaveLength(298);
    expect(merged.Message).toMatch(/^298 行与前面同型号的行合并，数量已相加（第 4、5、6、.*… 行）$/);
    const unknown = r.Warnings.find((w) => w.Code === 'brandUnknown')!;
    expect(unknown.Rows).toEqual([302, 303, 304]);
    expect(unknown.Message).toBe('3 行的品牌未识别：Acme、Foo Corp（第 302、303、304 行）');
    expect(r.Summary.Merged).toBe(298);
    const saved = await saveAndRead(r);
    expect(saved.find((l) => l.Mpn === 'LM358DR')!.CustomerPn).toBe(lm.CustomerPn);
  });
});

describe('BOM import progress (issue #20 item 5)', () => {
  it('reports parse, read and match progress as they happen, in batches, then done', async () => {
    const rows: unknown[][] = [['型号', '品牌', '数量']];
    for (let i = 0; i < 2400; i++) rows.push([`PROG-${i}`, 'TI', 1]);
    events.length = 0;
    await importBom(rows, { ImportId: 'prog-1' });
    const mine = events.filter((e) => e.ImportId === 'prog-1');
    const of = (stage: string) => mine.filter((e) => e.Stage === stage).map((e) => e.Rows);
    expect(of('parse').filter((n) => n > 0)).toEqual([500, 1000, 1500, 2000]);
    expect(of('read')).toEqual([0, 500, 1000, 1500, 2000, 2400]);
    expect(of('match')).toEqual([0, 1000, 2000, 2400]);
    expect(mine.at(-1)).toMatchObject({ Stage: 'done', Rows: 2400, Total: 2400 });
    // Stages in order: every parse event before every read event before every match event.
    const order = mine.map((e) => ['parse', 'read', 'match', 'done'].indexOf(e.Stage));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe('rows not imported (issue #20 item 6)', () => {
  it('lists every row left out with its cells as written and its messages, so it can be fixed and re-added', async () => {
    const r = await importBom([
      ['型号', '品牌', '数量', '目标价'],
      ['LM358DR', 'TI', 100, ''],
      ['BAV99,215', 'Nexperia', 'ten', '0.1'],
      ['', 'TI', 5, ''],
    ]);
    expect(r.Summary.ErrorRows).toBe(2);
    const rej = (
      r as unknown as { Rejected: { Row: number; Values: Record<string, string>; Errors: Issue[] }[] }
    ).Rejected;
    expect(rej.map((x) => [x.Row, x.Values])).toEqual([
      [3, { Mpn: 'BAV99,215', Brand: 'Nexperia', Quantity: 'ten', TargetPrice: '0.1' }],
      [4, { Brand: 'TI', Quantity: '5' }],
    ]);
    expect(rej[0]!.Errors.map((e) => e.Message)).toEqual(['第 3 行：数量“ten”不是正整数']);
  });
});
