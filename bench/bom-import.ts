/**
 * `npx tsx bench/bom-import.ts [--lines 5000] [--runs 3]`: the BOM import benchmark (issue #6: a
 * 5,000-line BOM imported and matched in ≤ 3 s). Migrates and seeds a fresh PGlite in memory (or the
 * database of DATABASE_URL), builds an .xlsx with exceljs from the demo parts master — packing variants
 * (#PBF/#TRPBF, +T, ,215, TR), 10 % duplicate rows, customer PNs of the customer, unknown parts and a few
 * bad rows — then times `POST /merchant/product/bom/import` through the real app (multipart upload,
 * parse, read, resolve, merge, match) as sales.rep with a customer id. Prints the wall time per run.
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
const LINES = flag('lines', 5000);
const RUNS = flag('runs', 3);
/** `--distinct`: every line another MPN (few merges: the matcher sees 5,000 keys). */
const DISTINCT = argv.includes('--distinct');
type Rows<T> = { rows: T[] };

const VARIANTS = [
  (m: string) => m,
  (m: string) => m.toLowerCase(),
  (m: string) => `${m}-TR`,
  (m: string) => ` ${m} `,
];

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
    payload: { UserName: 'sales.rep', Password: 'partdesk' },
  });
  const token = (login.json() as { Data: { Token: string } }).Data.Token;
  const parts = (await handle.db.execute(
    sql`select p.mpn, b.name as brand, p.package from product_part p join product_brand b on b.id = p.brand_id order by p.id`,
  )) as unknown as Rows<{ mpn: string; brand: string; package: string }>;
  const cps = (await handle.db.execute(sql`
    select c.id as customer_id, p.customer_pn from crm_customer_part p join crm_customer c on c.id = p.customer_id
    join sys_user u on u.id = c.owner_id where u.account = 'sales.rep' order by p.id`)) as unknown as Rows<{
    customer_id: number;
    customer_pn: string;
  }>;
  const customerId = cps.rows[0]?.customer_id;
  const myPns = cps.rows.filter((r) => r.customer_id === customerId).map((r) => r.customer_pn);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('BOM');
  ws.addRow(['序号', '客户料号', '型号', '品牌', '封装', '批号', '数量', '目标价', '币种', '交期', '备注']);
  for (let i = 0; i < LINES; i++) {
    const p = parts.rows[i % parts.rows.length]!;
    const v = VARIANTS[Math.floor(i / parts.rows.length) % VARIANTS.length]!;
    const kind = i % 50;
    if (kind === 7 && myPns.length)
      ws.addRow([i + 1, myPns[i % myPns.length], '', '', '', '', 100, '', '', '', 'by customer PN']);
    else if (kind === 13 || (DISTINCT && i >= parts.rows.length))
      ws.addRow([i + 1, '', `NEW-PART-${i}`, 'Acme', 'SOP-8', '24+', 50, '0.5', 'USD', '4 weeks', '']);
    else if (kind === 29) ws.addRow([i + 1, '', p.mpn, p.brand, p.package, '', 'ten', '', '', '', 'bad qty']);
    else
      ws.addRow([
        i + 1,
        '',
        v(p.mpn),
        p.brand,
        p.package,
        '23+',
        10 + (i % 900),
        (0.1 + (i % 97) / 10).toFixed(2),
        i % 3 ? 'USD' : 'CNY',
        '2-3 weeks',
        i % 10 === 0 ? 'urgent' : '',
      ]);
  }
  const content = Buffer.from(await wb.xlsx.writeBuffer());
  console.log(`file: ${LINES} lines, ${(content.length / 1024).toFixed(0)} KB, customer ${customerId}`);

  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const { payload, headers } = multipart(
      { name: 'bench.xlsx', content },
      { CustomerId: String(customerId), ImportId: `bench-${r}` },
    );
    const s = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/merchant/product/bom/import',
      payload,
      headers: { ...headers, token },
    });
    const ms = performance.now() - s;
    const body = res.json() as { Code: number; Message: string; Data: { Summary: Record<string, number> } };
    if (body.Code !== 0) throw new Error(`import failed: ${body.Message}`);
    times.push(ms);
    console.log(`run ${r + 1}: ${ms.toFixed(0)} ms  ${JSON.stringify(body.Data.Summary)}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${LINES} lines: best ${sorted[0]!.toFixed(0)} ms, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, worst ${sorted[sorted.length - 1]!.toFixed(0)} ms (budget 3000 ms)`,
  );
  await app.close();
  await handle.close();
  if (sorted[Math.floor(sorted.length / 2)]! > 3000) process.exitCode = 1;
}

void main();
