import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let buyer: string;
let rep: string;
let accountant: string;
let s1: number;
let s2: number;

const LISTS = '/merchant/purchase/channelinventory';
const SEARCH = '/merchant/product/internationalinventory/Query';

function multipart(file: { name: string; content: Buffer }, fields: Record<string, string>) {
  const b = `----pdch${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${b}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

async function send<T = Record<string, unknown>>(
  path: 'preview' | 'import',
  token: string,
  file: { name: string; content: Buffer },
  fields: Record<string, string>,
  lang = 'zh-CN',
) {
  const { payload, headers } = multipart(file, fields);
  const res = await t.app.inject({
    method: 'POST',
    url: `${LISTS}/${path}`,
    payload,
    headers: { ...headers, token, 'accept-language': lang },
  });
  return { status: res.statusCode, body: res.json() as { Code: number; Message: string; Data: T } };
}

const csv = (lines: string[]) => ({ name: 'stock.csv', content: Buffer.from(lines.join('\r\n'), 'utf8') });
async function xlsx(data: unknown[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock');
  for (const r of data) ws.addRow(r);
  return { name: 'stock.xlsx', content: Buffer.from(await wb.xlsx.writeBuffer()) };
}
const stockOf = async (supplierId: number) =>
  rows<{
    mpn: string;
    brand_id: number | null;
    brand: string;
    quantity: number;
    price: string | null;
    date_code: string;
  }>(
    await t.db.execute(
      sql`select mpn, brand_id, brand, quantity, price::text as price, date_code from pur_channel_stock where supplier_id = ${supplierId} order by upper(mpn), date_code`,
    ),
  );

beforeAll(async () => {
  t = await createTestApp();
  [buyer, rep, accountant] = await Promise.all([
    t.login('buyer'),
    t.login('sales.rep'),
    t.login('accountant'),
  ]);
  const ids = rows<{ id: number }>(await t.db.execute(sql`select id from pur_supplier order by id limit 2`));
  s1 = ids[0]?.id as number;
  s2 = ids[1]?.id as number;
});
afterAll(async () => {
  await t.close();
});

describe('channel inventory: supplier stock lists', () => {
  it('previews a CSV with the guessed mapping, imports it (bad rows reported per row and per kind), saves the mapping', async () => {
    const file = csv([
      'Part Number,Manufacturer,Package,D/C,Stock,Unit Price (USD),MOQ,Location',
      'LTC2446IUHF#PBF,Linear Technology,QFN-38,2024+,100,12.5,1,HK',
      'STM32F103C8T6TR,ST,LQFP-48,2338,"1,000",1.20,100,Shenzhen',
      'LM358DR,TI,SOIC-8,21+,0,0.05,,HK',
      ',TI,,,10,,,',
      'NE555P,TI,DIP-8,22+,-5,,,',
      'BAV99,Nexperia,,,300,abc,,',
    ]);
    const pv = await send<{
      Mapping: Record<string, number | null>;
      MappingSource: string;
      TotalRows: number;
    }>('preview', buyer, file, { SupplierId: String(s1) });
    expect(pv.body.Code).toBe(0);
    expect(pv.body.Data.MappingSource).toBe('auto');
    expect(pv.body.Data.Mapping).toMatchObject({
      Mpn: 0,
      Brand: 1,
      Package: 2,
      DateCode: 3,
      Quantity: 4,
      Price: 5,
      Moq: 6,
      Region: 7,
    });
    expect(pv.body.Data.TotalRows).toBe(6);

    const res = await send<{
      Imported: number;
      Rejected: number;
      Errors: { Row: number; Field: string; Code: string; Message: string }[];
      ErrorSummary: { Code: string; Count: number; Message: string }[];
    }>('import', buyer, file, { SupplierId: String(s1), Mode: 'replace' });
    expect(res.body.Code).toBe(0);
    expect(res.body.Data.Imported).toBe(3);
    expect(res.body.Data.Rejected).toBe(3);
    expect(res.body.Data.Errors.map((e) => [e.Row, e.Field, e.Code])).toEqual([
      [5, 'Mpn', 'mpnMissing'],
      [6, 'Quantity', 'quantityInvalid'],
      [7, 'Price', 'priceInvalid'],
    ]);
    expect(res.body.Data.Errors[0]?.Message).toBe('第 5 行「型号」：缺少型号');
    expect(res.body.Data.ErrorSummary).toHaveLength(3);
    const stock = await stockOf(s1);
    expect(stock.map((r) => [r.mpn, r.quantity, r.price])).toEqual([
      ['LM358DR', 0, '0.050000'],
      ['LTC2446IUHF#PBF', 100, '12.500000'],
      ['STM32F103C8T6TR', 1000, '1.200000'],
    ]);
    // Brands matched to the master by alias (Linear Technology → ADI), the cell kept.
    expect(stock.every((r) => r.brand_id !== null)).toBe(true);
    expect(stock.find((r) => r.mpn.startsWith('LTC'))?.brand).toBe('Linear Technology');
    // The mapping is saved for the supplier: the next preview of these headers gets it back.
    const again = await send<{ MappingSource: string }>('preview', buyer, file, { SupplierId: String(s1) });
    expect(again.body.Data.MappingSource).toBe('saved');
  });

  it('reuses a saved custom mapping; merge updates same MPN+brand+D/C and adds the rest; replace swaps the list atomically', async () => {
    // Headers the guess cannot read: the buyer maps them once.
    const header = ['Col A', 'Col B', 'Col C', 'Col D'];
    const f1 = await xlsx([header, ['TPS54331DR', 'TI', '23+', 500], ['LM358DR', 'TI', '21+', 7]]);
    const custom = { Mpn: 0, Brand: 1, DateCode: 2, Quantity: 3 };
    const first = await send<{ Imported: number }>('import', buyer, f1, {
      SupplierId: String(s2),
      Mode: 'replace',
      Mapping: JSON.stringify(custom),
    });
    expect(first.body.Data.Imported).toBe(2);
    const pv = await send<{ MappingSource: string; Mapping: Record<string, number | null> }>(
      'preview',
      buyer,
      f1,
      {
        SupplierId: String(s2),
      },
    );
    expect(pv.body.Data.MappingSource).toBe('saved');
    expect(pv.body.Data.Mapping).toMatchObject(custom);
    // Merge without a Mapping field: the saved one applies. LM358DR 21+ TI updated, a new D/C added.
    const f2 = await xlsx([
      header,
      ['lm358dr', 'Texas Instruments', '21+', 900],
      ['LM358DR', 'TI', '24+', 50],
    ]);
    const merged = await send<{ Imported: number; Updated: number }>('import', buyer, f2, {
      SupplierId: String(s2),
      Mode: 'merge',
    });
    expect(merged.body.Data).toMatchObject({ Imported: 2, Updated: 1 });
    expect((await stockOf(s2)).map((r) => [r.mpn.toUpperCase(), r.date_code, r.quantity])).toEqual([
      ['LM358DR', '21+', 900],
      ['LM358DR', '24+', 50],
      ['TPS54331DR', '23+', 500],
    ]);
    // s1's list untouched by s2's imports.
    expect(await stockOf(s1)).toHaveLength(3);
    const replaced = await send<{ Imported: number; Replaced: number }>('import', buyer, f1, {
      SupplierId: String(s2),
      Mode: 'replace',
    });
    expect(replaced.body.Data).toMatchObject({ Imported: 2, Replaced: 3 });
    expect(await stockOf(s2)).toHaveLength(2);
    const lists = await t.call<{ Records: { SupplierId: number; Rows: number }[] }>(
      'POST',
      `${LISTS}/Query`,
      {
        token: buyer,
        body: { SupplierId: s2 },
      },
    );
    expect(lists.body.Data.Records.map((r) => r.Rows)).toEqual([2]);
  });

  it('refuses bad input with a translated message and writes nothing', async () => {
    const before = await t.db.execute(sql`select count(*)::int as n from pur_channel_stock`);
    const n0 = rows<{ n: number }>(before)[0]?.n;
    const ok = csv(['MPN,Brand,Qty', 'ABC123,TI,5']);
    const bad = [
      await send('import', buyer, ok, { Mode: 'replace' }),
      await send('import', buyer, ok, { SupplierId: '999999' }),
      await send('import', buyer, ok, { SupplierId: String(s1), Mode: 'append' }),
      await send('import', buyer, ok, { SupplierId: String(s1), Mapping: '{"Mpn":0}' }, 'en-US'),
      await send('import', buyer, csv(['MPN,Brand,Qty', ',TI,5', 'X1,TI,many']), { SupplierId: String(s1) }),
    ];
    expect(bad.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    expect(bad.every((r) => r.body.Code !== 0)).toBe(true);
    expect(bad[3]?.body.Message).toBe('Please choose a column for Quantity');
    expect(bad[4]?.body.Message).toContain('没有可导入的行');
    // Wrong roles: sales and finance cannot import; the sales rep may search but not list the imports.
    expect((await send('import', rep, ok, { SupplierId: String(s1) })).status).toBe(403);
    expect((await send('import', accountant, ok, { SupplierId: String(s1) })).status).toBe(403);
    expect((await t.call('POST', `${LISTS}/Query`, { token: rep, body: {} })).status).toBe(403);
    expect((await t.call('POST', SEARCH, { token: accountant, body: {} })).status).toBe(403);
    const after = rows<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from pur_channel_stock`),
    )[0]?.n;
    expect(after).toBe(n0);
  });

  it('searches every list by MPN prefix (normalised), brand, D/C age, quantity, price, region, supplier; sales see no bank data', async () => {
    type Rec = Record<string, unknown>;
    const q = async (body: Rec, token = rep) =>
      (await t.call<{ Records: Rec[]; TotalCount: number }>('POST', SEARCH, { token, body })).body.Data;
    expect((await q({ Mpn: 'lm358' })).Records.map((r) => r.Mpn)).toEqual(['LM358DR', 'LM358DR']);
    expect((await q({ Mpn: 'ltc2446iuhf#trpbf' })).Records.map((r) => r.Mpn)).toEqual(['LTC2446IUHF#PBF']);
    expect((await q({ Mpn: 'stm32 f103' })).TotalCount).toBe(1);
    expect((await q({ Mpn: 'LM358', SupplierId: s2 })).TotalCount).toBe(1);
    expect((await q({ Brand: 'ADI' })).Records.map((r) => r.Mpn)).toEqual(['LTC2446IUHF#PBF']);
    expect((await q({ MinQty: 500 })).Records.map((r) => r.Mpn)).toEqual(['STM32F103C8T6TR', 'TPS54331DR']);
    expect((await q({ MaxPrice: '1.5' })).Records.map((r) => r.Mpn)).toEqual(['LM358DR', 'STM32F103C8T6TR']);
    expect((await q({ Region: 'shen' })).TotalCount).toBe(1);
    const year = new Date().getUTCFullYear();
    const recent = (await q({ DcAge: year - 2023 })).Records.map((r) => r.DateCode);
    expect(recent.sort()).toEqual(['2024+', '23+', '2338'].sort());
    const one = (await q({ Mpn: 'LTC2446' })).Records[0] as Rec;
    expect(Object.keys(one)).not.toContain('BankCount');
    expect(one).toMatchObject({ Brand: 'ADI', SupplierId: s1 });
    expect(typeof one.SupplierName).toBe('string');
    // Export = list: the same filters give the same rows.
    const exp = await t.app.inject({
      method: 'POST',
      url: '/merchant/product/internationalinventory/Export',
      headers: { token: rep },
      payload: { Mpn: 'LM358' },
    });
    expect(exp.statusCode).toBe(200);
    // Quote from this: the prefill of a purchase quote.
    const pre = await t.call<Rec>('GET', `/merchant/product/internationalinventory/${one.Id}/quote-prefill`, {
      token: rep,
    });
    expect(pre.body.Data).toMatchObject({
      SupplierId: s1,
      Mpn: 'LTC2446IUHF#PBF',
      Brand: 'ADI',
      Package: 'QFN-38',
      DateCode: '2024+',
      Quantity: 100,
      Price: '12.500000',
      Currency: 'USD',
    });
  });

  it('deletes a list with its rows (buyers only)', async () => {
    const lists = await t.call<{ Records: { Id: number }[] }>('POST', `${LISTS}/Query`, {
      token: buyer,
      body: { SupplierId: s1 },
    });
    const id = lists.body.Data.Records[0]?.Id as number;
    expect((await t.call('DELETE', `${LISTS}/${id}`, { token: rep })).status).toBe(403);
    expect((await t.call('DELETE', `${LISTS}/${id}`, { token: buyer })).body.Code).toBe(0);
    expect(await stockOf(s1)).toHaveLength(0);
    expect((await t.call('DELETE', `${LISTS}/${id}`, { token: buyer })).status).toBe(400);
  });
});
