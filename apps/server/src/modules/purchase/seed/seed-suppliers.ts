import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { DemoSeedContext } from '../../../db/seed/registry.js';
import { SUPPLIER_PAYMENT_TERMS, SUPPLIER_STATUS, SUPPLIER_TYPE } from '../purchase-codes.js';
import { supplierPerson } from './people.js';
import { seedSupplierExtras } from './seed-supplier-extras.js';
import { rows as resultRows } from '../../../core/db/index.js';

interface SupplierRow {
  type: keyof typeof SUPPLIER_TYPE;
  name: string;
  shortName: string;
  slug: string;
  country: string;
  city: string;
  grade: string;
  status: keyof typeof SUPPLIER_STATUS;
  statusReason: string;
  currency: string;
  terms: keyof typeof SUPPLIER_PAYMENT_TERMS;
  website: string;
}

const TYPE_WORD: Record<string, keyof typeof SUPPLIER_TYPE> = {
  franchised: 'franchised',
  catalogue: 'catalogue',
  manufacturer: 'manufacturer',
  broker: 'broker',
  testhouse: 'testHouse',
  excess: 'excess',
};

/** db/seed/data/suppliers.tsv. Invented suppliers get a `.example` domain (RFC 2606): no demo address reaches a real company. */
export function readSuppliersFile(): SupplierRow[] {
  const text = readFileSync(new URL('../../../db/seed/data/suppliers.tsv', import.meta.url), 'utf8');
  const [, ...lines] = text.split('\n').filter((l) => l.trim() !== '');
  return lines.map((line, i) => {
    const [
      type,
      name,
      shortName,
      slug,
      country,
      city,
      grade,
      status,
      statusReason,
      currency,
      terms,
      website,
    ] = line.split('\t');
    const t = TYPE_WORD[type!];
    if (!t || !name || !slug || !country || !currency)
      throw new Error(`suppliers.tsv line ${i + 2}: bad row`);
    if (!(status! in SUPPLIER_STATUS) || !(terms! in SUPPLIER_PAYMENT_TERMS))
      throw new Error(`suppliers.tsv line ${i + 2}: bad status/terms`);
    return {
      type: t,
      name,
      shortName: shortName!,
      slug,
      country,
      city: city!,
      grade: grade!,
      status: status as SupplierRow['status'],
      statusReason: statusReason!,
      currency,
      terms: terms as SupplierRow['terms'],
      website: website!,
    };
  });
}

const PHONE: Record<string, (rng: () => number) => string> = {
  CN: (r) => `+86 1${3 + Math.floor(r() * 6)}${digits(r, 1)} ${digits(r, 4)} ${digits(r, 4)}`,
  HK: (r) => `+852 ${5 + Math.floor(r() * 5)}${digits(r, 3)} ${digits(r, 4)}`,
  TW: (r) => `+886 3 ${digits(r, 3)} ${digits(r, 4)}`,
  US: (r) => `+1 ${200 + Math.floor(r() * 700)} 555 01${digits(r, 2)}`,
  CA: (r) => `+1 514 555 01${digits(r, 2)}`,
};
function digits(rng: () => number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += Math.floor(rng() * 10);
  return s;
}
const phoneFor = (rng: () => number, c: string) =>
  (PHONE[c] ?? ((r) => `+${c === 'GB' ? 44 : c === 'DE' ? 49 : 33} ${digits(r, 3)} ${digits(r, 6)}`))(rng);

const BANK: Record<string, string> = {
  CN: '招商银行深圳分行',
  HK: 'The Hongkong and Shanghai Banking Corporation Limited',
  US: 'Bank of America, N.A.',
  TW: 'Cathay United Bank',
  DE: 'Deutsche Bank AG',
  GB: 'Barclays Bank UK PLC',
  SG: 'DBS Bank Ltd.',
  MY: 'Malayan Banking Berhad',
  MX: 'BBVA México',
  JP: 'MUFG Bank, Ltd.',
};
const DAY = 86_400_000;

/**
 * ~100 suppliers (franchised, catalogue, manufacturer direct, brokers in Hong Kong, Shenzhen, the
 * US and Europe, excess-stock holders, test houses; a few new/ungraded, one suspended, one
 * prohibited) with 1–2 contacts each; two set-based inserts; then their bank accounts, brands, former
 * names and status history (seed-supplier-extras.ts). Publishes `supplierIds` and
 * `suppliers` ({ id, name, type, country, currency, status }).
 */
export async function seedSuppliersDemo({ db, shared, rng }: DemoSeedContext): Promise<void> {
  const users = (shared.get('userIds') as Map<string, number> | undefined) ?? new Map<string, number>();
  const buyersCn = ['buyer', 'purchase.leader', 'price.checker']
    .map((a) => users.get(a))
    .filter((x): x is number => !!x);
  const buyersIntl = ['buyer.intl', 'purchase.head', 'purchase.leader']
    .map((a) => users.get(a))
    .filter((x): x is number => !!x);
  const rows = readSuppliersFile();
  const now = Date.now();

  const people = rows.map((s) => {
    const n = s.type === 'franchised' || s.type === 'broker' ? (rng() < 0.55 ? 2 : 1) : 1;
    return Array.from({ length: n }, (_, k) => {
      const p = supplierPerson(rng, s.country);
      const cn = s.country === 'CN';
      return {
        name: p.name,
        position:
          k === 0
            ? s.type === 'testHouse'
              ? '客户经理 Account manager'
              : cn
                ? '销售经理'
                : 'Account Manager'
            : cn
              ? '销售'
              : 'Inside Sales',
        email: `${p.local}@${s.slug}.example`,
        phone: phoneFor(rng, s.country),
        qq: cn && rng() < 0.8 ? String(10_000_000 + Math.floor(rng() * 2_900_000_000)) : '',
        wechat:
          (cn || s.country === 'HK') && rng() < 0.7 ? `${p.local.replace('.', '_')}${digits(rng, 2)}` : '',
        skype: !cn && rng() < 0.25 ? `live:${p.local.replace('.', '')}` : '',
      };
    });
  });
  const created = rows.map((s) => {
    const days =
      s.grade === 'new'
        ? 5 + rng() * 80
        : s.type === 'franchised' || s.type === 'catalogue'
          ? 900 + rng() * 900
          : 120 + rng() * 1400;
    return new Date(now - Math.floor(days) * DAY).toISOString();
  });
  const pickFrom = (xs: number[]) => (xs.length ? xs[Math.floor(rng() * xs.length)]! : null);
  const owners = rows.map((s) => pickFrom(s.country === 'CN' ? buyersCn : buyersIntl));
  const banked = rows.map((s) => s.type === 'broker' || s.type === 'excess' || s.type === 'testHouse');

  const bankNos = rows.map((_, i) =>
    banked[i] ? `000-${String(100_000 + i * 7).padStart(6, '0')}-${digits(rng, 3)}` : '',
  );
  const bankNames = rows.map((s, i) => (banked[i] ? (BANK[s.country] ?? 'HSBC Bank plc') : ''));

  const inserted = resultRows<{ id: number; code: string }>(
    await db.execute(sql`
    insert into pur_supplier (name, short_name, type, country_code, city, website, grade, status, status_reason,
      contact_name, email, phone, currency, payment_terms, bank_name, bank_account_name, bank_account_no,
      owner_id, created_by, created_at, updated_at)
    select n, sn, ty, c, ci, w, g, st, sr, cn, em, ph, cu, pt, bn, ban, bno, o, o, t, t
    from unnest(
      ${sql.param(rows.map((s) => s.name))}::text[],
      ${sql.param(rows.map((s) => s.shortName))}::text[],
      ${sql.param(rows.map((s) => SUPPLIER_TYPE[s.type]))}::smallint[],
      ${sql.param(rows.map((s) => s.country))}::text[],
      ${sql.param(rows.map((s) => s.city))}::text[],
      ${sql.param(rows.map((s) => s.website || `www.${s.slug}.example`))}::text[],
      ${sql.param(rows.map((s) => s.grade))}::text[],
      ${sql.param(rows.map((s) => SUPPLIER_STATUS[s.status]))}::smallint[],
      ${sql.param(rows.map((s) => s.statusReason))}::text[],
      ${sql.param(people.map((p) => p[0]!.name))}::text[],
      ${sql.param(people.map((p) => p[0]!.email))}::text[],
      ${sql.param(people.map((p) => p[0]!.phone))}::text[],
      ${sql.param(rows.map((s) => s.currency))}::text[],
      ${sql.param(rows.map((s) => SUPPLIER_PAYMENT_TERMS[s.terms]))}::smallint[],
      ${sql.param(bankNames)}::text[],
      ${sql.param(rows.map((s, i) => (banked[i] ? s.name : '')))}::text[],
      ${sql.param(bankNos)}::text[],
      ${sql.param(owners)}::int[],
      ${sql.param(created)}::timestamptz[]
    ) with ordinality as x(n, sn, ty, c, ci, w, g, st, sr, cn, em, ph, cu, pt, bn, ban, bno, o, t, ord)
    order by ord
    returning id, code`),
  );
  // Identity values follow the ordered select, so sorted ids line up with `rows`.
  const sorted = [...inserted].sort((a, b) => a.id - b.id);
  const ids = sorted.map((r) => r.id);

  const flat = people.flatMap((ps, i) =>
    ps.map((p, k) => ({ ...p, supplierId: ids[i]!, primary: k === 0, at: created[i]!, by: owners[i] })),
  );
  await db.execute(sql`
    insert into pur_supplier_contact (supplier_id, name, position, email, phone, qq, wechat, skype, is_primary, created_by, created_at, updated_at)
    select s, n, p, e, ph, q, w, sk, pr, b, t, t
    from unnest(
      ${sql.param(flat.map((c) => c.supplierId))}::int[],
      ${sql.param(flat.map((c) => c.name))}::text[],
      ${sql.param(flat.map((c) => c.position))}::text[],
      ${sql.param(flat.map((c) => c.email))}::text[],
      ${sql.param(flat.map((c) => c.phone))}::text[],
      ${sql.param(flat.map((c) => c.qq))}::text[],
      ${sql.param(flat.map((c) => c.wechat))}::text[],
      ${sql.param(flat.map((c) => c.skype))}::text[],
      ${sql.param(flat.map((c) => c.primary))}::boolean[],
      ${sql.param(flat.map((c) => c.by))}::int[],
      ${sql.param(flat.map((c) => c.at))}::timestamptz[]
    ) as x(s, n, p, e, ph, q, w, sk, pr, b, t)`);

  await seedSupplierExtras(
    db,
    rng,
    rows.map((s, i) => ({
      id: ids[i]!,
      code: sorted[i]!.code,
      name: s.name,
      type: s.type,
      country: s.country,
      currency: s.currency,
      status: SUPPLIER_STATUS[s.status],
      statusReason: s.statusReason,
      bankName: bankNames[i]!,
      accountNo: bankNos[i]!,
      createdAt: created[i]!,
      ownerId: owners[i] ?? null,
    })),
    (shared.get('brandIds') as Map<string, number> | undefined) ?? new Map(),
  );

  shared.set('supplierIds', ids);
  shared.set(
    'suppliers',
    rows.map((s, i) => ({
      id: ids[i]!,
      name: s.name,
      type: SUPPLIER_TYPE[s.type],
      country: s.country,
      currency: s.currency,
      status: SUPPLIER_STATUS[s.status],
    })),
  );
}
