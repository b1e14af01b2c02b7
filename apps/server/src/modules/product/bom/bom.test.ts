import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import type { BomMatchedLine } from './bom-match.js';
import { multipart, xlsxOf } from './bom-fixtures.js';
import { productBomMapping } from './bom-mapping.table.js';
import { rows as resultRows } from '../../../core/db/index.js';

const XLSX = createRequire(import.meta.url)('@e965/xlsx') as typeof import('@e965/xlsx');

type Issue = { Row: number; Field: string; Code: string; Message: string; Level: string };
type Preview = {
  HeaderRow: number;
  Headers: string[];
  Mapping: Record<string, number | null>;
  MappingSource: string;
  Rows: string[][];
  TotalRows: number;
};
type Result = {
  Lines: BomMatchedLine[];
  Errors: Issue[];
  Warnings: Issue[];
  Summary: Record<string, number>;
};

let t: TestApp;
let rep: string;
let repId: number;
let accountant: string;
const events: unknown[] = [];

async function send<T>(
  url: string,
  token: string | null,
  file: { name: string; content: Buffer },
  fields: Record<string, string> = {},
  lang = 'zh-CN',
) {
  const { payload, headers } = multipart(file, fields);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...(token ? { token } : {}), 'accept-language': lang },
  });
  return { status: res.statusCode, body: res.json() as { Code: number; Message: string; Data: T } };
}

const ZH_HEADER = ['序号', '型号', '品牌', '封装', '批号', '数量', '目标价', '币种', '交期', '备注'];
const zhRows = () => [
  ZH_HEADER,
  [1, 'LTC2446IUHF#PBF', 'Linear Technology', 'QFN-38', '24+', 100, 12.5, 'USD', '2周', '急'],
  [2, 'ltc2446iuhf#trpbf', 'ADI', '', '', '50', '', '', '', '样品'],
  [3, 'STM32F103C8T6TR', 'ST', 'LQFP-48', '', '1,000', '$1.20', '', '', ''],
  [4, 'MAX3232ESE+T', 'Maxim', 'SOIC-16', '', 300, '', 'RMB', '', ''],
  [5, '', 'TI', '', '', 10, '', '', '', ''],
  [6, 'LM358DR', 'TI', '', '', -5, '', '', '', ''],
  [7, 'BAV99,215', 'Nexperia', '', '', 3000, 'abc', 'JPY', '', ''],
  [8, 'ZZ-NOT-IN-MASTER', 'Acme Widgets', '', '', 7, '', '', '', ''],
];

beforeAll(async () => {
  t = await createTestApp();
  [rep, accountant] = await Promise.all(['sales.rep', 'accountant'].map((a) => t.login(a)));
  const r = {
    rows: resultRows<{ id: number }>(
      await t.db.execute(sql`select id from sys_user where account = 'sales.rep'`),
    ),
  };
  repId = r.rows[0]!.id;
  const hub = t.app.ctx.notifier;
  const emit = hub.emit.bind(hub);
  hub.emit = (uid, event, payload) => {
    if ((event as string) === 'bomImportProgress') events.push(payload);
    emit(uid, event, payload);
  };
});
afterAll(() => t.close());

describe('BOM import', () => {
  it('trio: no session, no permit', async () => {
    const file = { name: 'bom.xlsx', content: await xlsxOf(zhRows()) };
    expect((await send('/merchant/product/bom/preview', null, file)).body.Code).toBe(-100);
    expect((await send('/merchant/product/bom/preview', accountant, file)).status).toBe(403);
    expect((await send('/merchant/product/bom/import', accountant, file)).status).toBe(403);
  });

  it('previews a Chinese BOM: header row found under a title, mapping suggested, first rows', async () => {
    const file = {
      name: '客户BOM.xlsx',
      content: await xlsxOf(zhRows(), { titleRows: ['某某电子 询价单 2025-06'] }),
    };
    const res = await send<Preview>('/merchant/product/bom/preview', rep, file);
    expect(res.body.Code).toBe(0);
    expect(res.body.Data).toMatchObject({ HeaderRow: 2, MappingSource: 'auto', TotalRows: 8 });
    expect(res.body.Data.Mapping).toMatchObject({
      Mpn: 1,
      Brand: 2,
      Package: 3,
      DateCode: 4,
      Quantity: 5,
      TargetPrice: 6,
      Currency: 7,
      Delivery: 8,
      Remark: 9,
      CustomerPn: null,
    });
    expect(res.body.Data.Rows[0]?.[1]).toBe('LTC2446IUHF#PBF');
  });

  it('imports: packing variants merged and matched, brands by alias, bad rows reported by row and field', async () => {
    const file = { name: 'bom.xlsx', content: await xlsxOf(zhRows(), { titleRows: ['询价单'] }) };
    const res = await send<Result>('/merchant/product/bom/import', rep, file, { ImportId: 'imp-1' });
    expect(res.body.Code).toBe(0);
    const d = res.body.Data;
    const by = (mpn: string) => d.Lines.find((l) => l.Mpn === mpn)!;
    const ltc = by('LTC2446IUHF#PBF');
    expect(ltc).toMatchObject({
      Rows: [3, 4],
      Quantity: 150,
      BrandName: 'ADI',
      MatchKind: 'exact',
      PartMpn: 'LTC2446IUHF#PBF',
      Remark: '急; 样品',
      TargetPrice: '12.5',
      Currency: 'USD',
    });
    expect(ltc.MpnVariants).toEqual(['LTC2446IUHF#PBF', 'ltc2446iuhf#trpbf']);
    expect(by('STM32F103C8T6TR')).toMatchObject({
      Quantity: 1000,
      TargetPrice: '1.2',
      Currency: 'USD',
      MatchKind: 'variant',
      PartMpn: 'STM32F103C8T6',
    });
    expect(by('MAX3232ESE+T')).toMatchObject({ BrandName: 'ADI', Currency: 'CNY', MatchKind: 'exact' });
    expect(by('ZZ-NOT-IN-MASTER')).toMatchObject({ PartId: null, MatchKind: 'none', BrandId: null });
    expect(d.Errors.map((e) => [e.Row, e.Field, e.Code])).toEqual([
      [7, 'Mpn', 'mpnMissing'],
      [8, 'Quantity', 'quantityInvalid'],
      [9, 'Currency', 'currencyUnknown'],
      [9, 'TargetPrice', 'priceInvalid'],
    ]);
    expect(d.Errors[0]!.Message).toBe('第 7 行：缺少型号');
    expect(d.Warnings.map((w) => w.Code)).toEqual(expect.arrayContaining(['merged', 'brandUnknown']));
    expect(d.Summary).toMatchObject({ Rows: 8, Lines: 4, ErrorRows: 3, Merged: 1 });
    expect(events).toContainEqual(expect.objectContaining({ ImportId: 'imp-1', Stage: 'done' }));
    // Nothing is written by the import (no customer: no mapping saved, no part created).
    const parts = {
      rows: resultRows<{ n: number }>(
        await t.db.execute(sql`select count(*)::int n from product_part where mpn_norm = 'ZZ-NOT-IN-MASTER'`),
      ),
    };
    expect(parts.rows[0]!.n).toBe(0);
  });

  it('English headers in English; a corrected mapping is saved for the customer and offered next time; customer PNs resolve', async () => {
    const cp = {
      rows: resultRows<{ customer_id: number; customer_pn: string; mpn: string }>(
        await t.db.execute(sql`
      select c.id as customer_id, p.customer_pn, p.mpn from crm_customer_part p join crm_customer c on c.id = p.customer_id
      where c.owner_id = ${repId} order by p.id limit 1`),
      ),
    };
    const { customer_id: customerId, customer_pn: pn, mpn } = cp.rows[0]!;
    const rows = [
      ['Customer P/N', 'Part No', 'Mfr', 'Qty', 'Notes', 'Unit'],
      [pn, '', '', '20', 'by PN', 'pcs'],
      ['NO-SUCH-PN', '', '', '5', '', 'pcs'],
      ['', 'LM358DR', 'Texas Instruments', '2.5k', '', 'pcs'],
    ];
    const file = { name: 'rfq.xlsx', content: await xlsxOf(rows) };
    const pre = await send<Preview>('/merchant/product/bom/preview', rep, file, {
      CustomerId: String(customerId),
    });
    expect(pre.body.Data.Mapping).toMatchObject({ CustomerPn: 0, Mpn: 1, Brand: 2, Quantity: 3, Remark: 4 });
    // The user corrects: "Notes" is the description here.
    const mapping = { ...pre.body.Data.Mapping, Remark: null, Description: 4 };
    const res = await send<Result>(
      '/merchant/product/bom/import',
      rep,
      file,
      { CustomerId: String(customerId), Mapping: JSON.stringify(mapping) },
      'en-US',
    );
    expect(res.body.Code).toBe(0);
    expect(res.body.Data.Lines.find((l) => l.CustomerPn === pn)).toMatchObject({
      Mpn: mpn,
      Description: 'by PN',
      Quantity: 20,
    });
    expect(res.body.Data.Lines.find((l) => l.Mpn === 'LM358DR')).toMatchObject({
      Quantity: 2500,
      BrandName: 'TI',
    });
    expect(res.body.Data.Errors).toEqual([
      expect.objectContaining({
        Row: 3,
        Field: 'CustomerPn',
        Message: 'Row 3: customer PN "NO-SUCH-PN" is unknown and no MPN is given',
      }),
    ]);
    const again = await send<Preview>('/merchant/product/bom/preview', rep, file, {
      CustomerId: String(customerId),
    });
    expect(again.body.Data).toMatchObject({ MappingSource: 'saved' });
    expect(again.body.Data.Mapping).toMatchObject({ Remark: null, Description: 4 });
    const saved = await t.db.select().from(productBomMapping);
    expect(saved).toHaveLength(1);
  });

  it('refuses bad input with 400 naming the field, never a 500', async () => {
    const file = { name: 'bom.xlsx', content: await xlsxOf(zhRows()) };
    const cases: [Record<string, string>, string][] = [
      [{ Mapping: '{bad json' }, 'Mapping'],
      [{ Mapping: JSON.stringify({ Quantity: 5 }) }, 'Mapping'],
      [{ Mapping: JSON.stringify({ Mpn: 1, Quantity: 1 }) }, 'Mapping'],
      [{ Mapping: JSON.stringify({ Mpn: 99 }) }, 'Mapping'],
      [{ CustomerId: 'x' }, 'CustomerId'],
      [{ CustomerId: '999999' }, 'CustomerId'],
    ];
    for (const [fields, field] of cases) {
      const r = await send<{ Field: string }>('/merchant/product/bom/import', rep, file, fields);
      expect(r.status, JSON.stringify(fields)).toBe(400);
      expect(r.body.Data.Field).toBe(field);
    }
    const other = {
      rows: resultRows<{ id: number }>(
        await t.db.execute(sql`select id from crm_customer where owner_id <> ${repId} limit 1`),
      ),
    };
    const notMine = await send<{ Field: string }>('/merchant/product/bom/preview', rep, file, {
      CustomerId: String(other.rows[0]!.id),
    });
    expect(notMine.body.Data.Field).toBe('CustomerId');
    for (const bad of [
      { name: 'bom.pdf', content: Buffer.from('%PDF-1.4') },
      { name: 'bom.xlsx', content: Buffer.from('PK\u0003\u0004 not really a zip') },
      { name: 'empty.csv', content: Buffer.from('\n\n') },
    ]) {
      const r = await send<{ Field: string }>('/merchant/product/bom/preview', rep, bad);
      expect(r.status, bad.name).toBe(400);
      expect(r.body.Data.Field).toBe('File');
    }
  });

  it('reads legacy .xls and UTF-8 .csv the same way', async () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ['MPN', 'Brand', 'Qty'],
        ['BAV99,235', 'Nexperia', 100],
        ['BAV99,215', 'Nexperia', 200],
      ]),
      'Sheet1',
    );
    const xls = XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const r1 = await send<Result>('/merchant/product/bom/import', rep, { name: 'old.xls', content: xls });
    expect(r1.body.Data.Lines).toHaveLength(1);
    expect(r1.body.Data.Lines[0]).toMatchObject({ Quantity: 300, MatchKind: 'exact', PartMpn: 'BAV99,235' });
    const csv = Buffer.from(
      '\ufeff型号,品牌,数量,备注\n"MCP2515-I/SO",Microchip,"1,200","含,逗号"\n',
      'utf8',
    );
    const r2 = await send<Result>('/merchant/product/bom/import', rep, { name: 'bom.csv', content: csv });
    expect(r2.body.Data.Lines[0]).toMatchObject({
      Mpn: 'MCP2515-I/SO',
      Quantity: 1200,
      Remark: '含,逗号',
      MatchKind: 'exact',
    });
  });
});
