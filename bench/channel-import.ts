/**
 * `npx tsx bench/channel-import.ts [--rows 20000] [--runs 3] [--csv]`: the supplier stock-list import
 * benchmark (issue #15: a 20,000-row list imported in ≤ 5 s). Migrates and seeds a fresh PGlite in memory
 * (or the database of DATABASE_URL), builds an .xlsx (or a CSV) of `--rows` stock rows — the demo parts
 * master's MPNs in packing variants plus generated ones, brands by name and alias, D/C, quantity, price,
 * MOQ, region; a bad quantity on every 200th row — then times `POST /merchant/purchase/channelinventory/import`
 * through the real app as buyer (multipart upload, parse, read, brand match, replace in one transaction
 * with multi-row INSERTs). Run 1 replaces nothing; later runs replace the list of the run before. Prints
 * the wall time per run.
 */
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/server/src/app.js';
import { openDb } from '../apps/server/src/core/db/client.js';
import { seedDemo } from '../apps/server/src/db/seed/demo.js';
import { seedSystem } from '../apps/server/src/db/seed/system.js';
import { multipart } from '../apps/server/src/modules/product/bom/bom-fixtures.js';

const argv = process.argv.slice(2);
const flag = (name: string, def: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : def;
};
const ROWS = flag('rows', 20_000);
const RUNS = flag('runs', 3);
const CSV = argv.includes('--csv');
const BUDGET_MS = 5000;
type Rows<T> = { rows: T[] };

async function main() {
  const t0 = performance.now();
  const handle = process.env.DATABASE_URL
    ? await openDb({ databaseUrl: process.env.DATABASE_URL, poolSize: 4 })
    : await openDb({ dataDir: 'memory://' });
  await seedSystem(handle.db);
  const [{ n }] = (
    (await handle.db.execute(sql`select count(*)::int n from product_part`)) as unknown as Rows<{ n: number }>
  ).rows as [{ n: number }];
  if (n === 0) await seedDemo(handle.db);
  const app = await buildApp({ handle, config: { demo: true }, logger: false });
  await app.ready();
  console.log(
    `setup ${(performance.now() - t0).toFixed(0)} ms (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
  );
  const login = await app.inject({
    method: 'POST',
    url: '/merchant/account/login',
    payload: { UserName: 'buyer', Password: 'partdesk' },
  });
  const token = (login.json() as { Data: { Token: string } }).Data.Token;
  const parts = (
    (await handle.db.execute(
      sql`select p.mpn, b.name as brand, p.package from product_part p join product_brand b on b.id = p.brand_id order by p.id`,
    )) as unknown as Rows<{ mpn: string; brand: string; package: string }>
  ).rows;
  const [supplier] = (
    (await handle.db.execute(sql`select id from pur_supplier order by id limit 1`)) as unknown as Rows<{
      id: number;
    }>
  ).rows;
  if (!supplier) throw new Error('no supplier: seed the demo first');

  const header = [
    'Part Number',
    'Manufacturer',
    'Package',
    'D/C',
    'Stock',
    'Unit Price (USD)',
    'MOQ',
    'Location',
    'Lead time',
  ];
  const data: (string | number)[][] = [];
  for (let i = 0; i < ROWS; i++) {
    const p = parts[i % parts.length];
    const gen = i >= parts.length * 2;
    data.push([
      gen || !p ? `GEN-${i}-${i % 7 ? 'TR' : ''}` : i % 2 ? p.mpn.toLowerCase() : p.mpn,
      p?.brand ?? 'Acme',
      p?.package ?? 'SOP-8',
      `${18 + (i % 8)}+`,
      i % 200 === 199 ? 'many' : (i * 37) % 100_000,
      (0.01 + (i % 997) / 100).toFixed(2),
      i % 5 ? '' : 100,
      i % 2 ? 'HK' : 'Shenzhen',
      '2-3 weeks',
    ]);
  }
  let content: Buffer;
  if (CSV) content = Buffer.from([header, ...data].map((r) => r.join(',')).join('\r\n'));
  else {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Stock');
    ws.addRow(header);
    for (const r of data) ws.addRow(r);
    content = Buffer.from(await wb.xlsx.writeBuffer());
  }
  console.log(
    `file: ${ROWS} rows, ${(content.length / 1024).toFixed(0)} KB ${CSV ? 'CSV' : 'xlsx'}, supplier ${supplier.id}`,
  );

  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const { payload, headers } = multipart(
      { name: CSV ? 'bench.csv' : 'bench.xlsx', content },
      { SupplierId: String(supplier.id), Mode: 'replace' },
    );
    const s = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/merchant/purchase/channelinventory/import',
      payload,
      headers: { ...headers, token },
    });
    const ms = performance.now() - s;
    const body = res.json() as { Code: number; Message: string; Data: Record<string, unknown> };
    if (body.Code !== 0) throw new Error(`import failed: ${body.Message}`);
    times.push(ms);
    const { Imported, Replaced, Duplicates, Rejected } = body.Data;
    console.log(
      `run ${r + 1}: ${ms.toFixed(0)} ms  ${JSON.stringify({ Imported, Replaced, Duplicates, Rejected })}`,
    );
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] as number;
  console.log(
    `${ROWS} rows: best ${(sorted[0] as number).toFixed(0)} ms, median ${median.toFixed(0)} ms, worst ${(sorted[sorted.length - 1] as number).toFixed(0)} ms (budget ${BUDGET_MS} ms)`,
  );
  await app.close();
  await handle.close();
  if (median > BUDGET_MS) process.exitCode = 1;
}

void main();
