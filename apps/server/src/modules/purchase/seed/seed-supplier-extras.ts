import { sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.js';
import { recordHistoryMany } from '../../../core/documents/index.js';
import { SUPPLIER_DOC } from '@partdesk/shared/purchase/supplier/supplier.codes';

/** What the extras need of each seeded supplier (seed-suppliers.ts, in file order). */
export interface SeededSupplier {
  id: number;
  code: string;
  name: string;
  type: string;
  country: string;
  currency: string;
  status: number;
  statusReason: string;
  /** The header's bank columns as seeded ('' = none). */
  bankName: string;
  accountNo: string;
  createdAt: string;
  ownerId: number | null;
}

/** The SWIFT code of the demo bank of each country (public BICs of those banks' head offices). */
const SWIFT: Record<string, string> = {
  CN: 'CMBCCNBS',
  HK: 'HSBCHKHH',
  US: 'BOFAUS3N',
  TW: 'UWCBTWTP',
  DE: 'DEUTDEFF',
  GB: 'BARCGB22',
  SG: 'DBSSSGSG',
  MY: 'MBBEMYKL',
  MX: 'BCMRMXMM',
  JP: 'BOTKJPJT',
};

/** Brands by supplier type: franchised lines carry many, brokers a handful, test houses none. */
const FRANCHISED_BRANDS = [
  'TI',
  'ST',
  'NXP',
  'ADI',
  'Microchip',
  'Infineon',
  'Renesas',
  'onsemi',
  'Murata',
  'Vishay',
];
const BROKER_BRANDS = [
  'TI',
  'ST',
  'NXP',
  'ADI',
  'Microchip',
  'Infineon',
  'Samsung',
  'Kioxia',
  'Micron',
  'Nexperia',
];

/** An earlier spelling of a supplier's name (电子 ↔ 科技, Electronics ↔ Technology), or a trading name. */
function formerName(name: string, k: number): string {
  if (name.includes('电子'))
    return k ? name.replace('电子有限公司', '电子商行') : name.replace('电子', '科技');
  if (name.includes('科技'))
    return k ? name.replace('科技有限公司', '电子商行') : name.replace('科技', '电子');
  if (/Electronics?/.test(name)) return name.replace(/Electronics?/, k ? 'Trading' : 'Technology');
  return `${name.replace(/,? (Ltd|Limited|Inc)\.?$/, '')} Trading${k ? ' Co.' : ''} Ltd`;
}

const DAY = 86_400_000;

/**
 * Bank accounts, brands carried, former names and status history of the demo suppliers (deterministic:
 * the seed's rng, file order). Suppliers with a bank on the row get it as their default account (with
 * its SWIFT code), Hong Kong brokers a second one in HKD; franchised distributors carry 4–8 brands of
 * their lines, brokers and excess holders 1–4; every ninth broker was renamed once (every 27th twice);
 * suspended and prohibited suppliers have the status change in their history.
 */
export async function seedSupplierExtras(
  db: Db,
  rng: () => number,
  suppliers: readonly SeededSupplier[],
  brandIds: ReadonlyMap<string, number>,
): Promise<void> {
  const banks: {
    s: number;
    bank: string;
    name: string;
    no: string;
    swift: string;
    cur: string;
    c: string;
    def: boolean;
    by: number | null;
    at: string;
  }[] = [];
  const brands: { s: number; b: number; at: string }[] = [];
  const names: { s: number; name: string; from: string; to: string; by: number | null }[] = [];
  const history: Parameters<typeof recordHistoryMany>[1][number][] = [];
  for (const [i, s] of suppliers.entries()) {
    if (s.accountNo) {
      const swift = SWIFT[s.country] ?? 'MIDLGB22';
      banks.push({
        s: s.id,
        bank: s.bankName,
        name: s.name,
        no: s.accountNo,
        swift,
        cur: s.currency,
        c: s.country,
        def: true,
        by: s.ownerId,
        at: s.createdAt,
      });
      if (s.country === 'HK' && s.currency !== 'HKD')
        banks.push({
          s: s.id,
          bank: s.bankName,
          name: s.name,
          no: `${s.accountNo}-838`,
          swift,
          cur: 'HKD',
          c: 'HK',
          def: false,
          by: s.ownerId,
          at: s.createdAt,
        });
    }
    const pool =
      s.type === 'franchised'
        ? FRANCHISED_BRANDS
        : s.type === 'broker' || s.type === 'excess'
          ? BROKER_BRANDS
          : [];
    const n =
      s.type === 'franchised' ? 4 + Math.floor(rng() * 5) : pool.length ? 1 + Math.floor(rng() * 4) : 0;
    const start = Math.floor(rng() * pool.length);
    for (let k = 0; k < n; k++) {
      const b = brandIds.get(pool[(start + k) % pool.length]!);
      if (b !== undefined) brands.push({ s: s.id, b, at: s.createdAt });
    }
    if (s.type === 'broker' && i % 9 === 3) {
      const renames = i % 27 === 3 ? 2 : 1;
      const created = new Date(s.createdAt).getTime();
      const span = Date.now() - created;
      let from = created;
      const seq = Array.from({ length: renames }, (_, k) => formerName(s.name, renames - 1 - k));
      for (const [k, old] of seq.entries()) {
        const to = created + Math.floor((span * (k + 1)) / (renames + 1));
        names.push({
          s: s.id,
          name: old,
          from: new Date(from).toISOString(),
          to: new Date(to).toISOString(),
          by: s.ownerId,
        });
        const next = seq[k + 1] ?? s.name;
        history.push({
          type: SUPPLIER_DOC,
          docId: s.id,
          docNo: s.code,
          action: 'update',
          changes: { Name: [old, next] },
          userId: s.ownerId,
          at: new Date(to),
        });
        from = to;
      }
    }
    if (s.status !== 1)
      history.push({
        type: SUPPLIER_DOC,
        docId: s.id,
        docNo: s.code,
        action: 'status',
        fromStatus: 1,
        toStatus: s.status,
        comment: s.statusReason,
        userId: s.ownerId,
        at: new Date(Date.now() - 20 * DAY),
      });
  }
  if (banks.length)
    await db.execute(sql`
      insert into pur_supplier_bank (supplier_id, bank_name, account_name, account_no, swift_code, currency, country_code, is_default, created_by, created_at, updated_at)
      select s, bk, n, no, sw, cu, c, d, b, t, t
      from unnest(
        ${sql.param(banks.map((x) => x.s))}::int[],
        ${sql.param(banks.map((x) => x.bank))}::text[],
        ${sql.param(banks.map((x) => x.name))}::text[],
        ${sql.param(banks.map((x) => x.no))}::text[],
        ${sql.param(banks.map((x) => x.swift))}::text[],
        ${sql.param(banks.map((x) => x.cur))}::text[],
        ${sql.param(banks.map((x) => x.c))}::text[],
        ${sql.param(banks.map((x) => x.def))}::boolean[],
        ${sql.param(banks.map((x) => x.by))}::int[],
        ${sql.param(banks.map((x) => x.at))}::timestamptz[]
      ) as x(s, bk, n, no, sw, cu, c, d, b, t)`);
  // The row mirrors its default account's SWIFT code.
  await db.execute(sql`
    update pur_supplier p set swift_code = b.swift_code
    from pur_supplier_bank b where b.supplier_id = p.id and b.is_default`);
  if (brands.length)
    await db.execute(sql`
      insert into pur_supplier_brand (supplier_id, brand_id, created_at)
      select s, b, t from unnest(
        ${sql.param(brands.map((x) => x.s))}::int[],
        ${sql.param(brands.map((x) => x.b))}::int[],
        ${sql.param(brands.map((x) => x.at))}::timestamptz[]
      ) as x(s, b, t) on conflict do nothing`);
  if (names.length)
    await db.execute(sql`
      insert into pur_supplier_name_history (supplier_id, name, valid_from, valid_to, changed_by)
      select s, n, f, t, b from unnest(
        ${sql.param(names.map((x) => x.s))}::int[],
        ${sql.param(names.map((x) => x.name))}::text[],
        ${sql.param(names.map((x) => x.from))}::timestamptz[],
        ${sql.param(names.map((x) => x.to))}::timestamptz[],
        ${sql.param(names.map((x) => x.by))}::int[]
      ) as x(s, n, f, t, b)`);
  await recordHistoryMany(db, history);
}
