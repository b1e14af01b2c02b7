import { sql } from 'drizzle-orm';
import type { DemoSeedContext } from '../../../db/seed/registry.js';
import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import { importEntries } from '../../finance/index.js';
import { type DemoPart, normalizeMpn } from '../../product/index.js';
import { BALANCE_MOVE_DOC } from '../balance/balance.js';
import { CUSTOMER_STATUS, emailDomain } from '../crm-codes.js';
import { insertUnnest, type UnnestColumn, withDeferredIndexes } from './bulk.js';
import { type CustomerDraft, generateCustomers, type Salesperson } from './generate.js';
import { generateLedger, type LedgerDraft } from './ledger.js';

/** Customers of the demo company, and of the benchmark data set (`ctx.size === 'large'`). */
export const DEMO_CUSTOMERS = 200;
export const LARGE_CUSTOMERS = 100_000;

/** What later demo seeders get from `ctx.shared.get('customers')`. */
export interface DemoCustomer {
  id: number;
  tenantId: number;
  ownerId: number | null;
  currency: string;
  countryCode: string;
  status: number;
  primaryContactId: number;
}

export interface SeedCustomersOptions {
  /** Default: 200, or 100,000 when ctx.size is 'large'. */
  count?: number;
  poolShare?: number;
  /** Appended to generated mail domains so a second run never collides with the first (end it with a letter). */
  domainSeed?: string;
  /**
   * Load with the CRM tables' secondary indexes and foreign keys dropped and rebuilt afterwards
   * (bulk.ts withDeferredIndexes). Default: from 20,000 customers on (the benchmark data set).
   */
  deferIndexes?: boolean;
}

const CRM_TABLES = ['crm_customer', 'crm_contact', 'crm_customer_part', 'crm_balance_move'];

const CUSTOMER_COLUMNS: UnnestColumn<CustomerDraft>[] = [
  { name: 'tenant_id', type: 'int', get: (d) => d.tenantId },
  { name: 'short_name', type: 'text', get: (d) => d.shortName },
  { name: 'name', type: 'text', get: (d) => d.name },
  { name: 'name_en', type: 'text', get: (d) => d.nameEn },
  { name: 'attribute', type: 'smallint', get: (d) => d.attribute },
  { name: 'source', type: 'smallint', get: (d) => d.source },
  { name: 'level', type: 'smallint', get: (d) => d.level },
  { name: 'business_type', type: 'smallint', get: (d) => d.businessType },
  { name: 'company_status', type: 'smallint', get: (d) => d.companyStatus },
  { name: 'status', type: 'smallint', get: (d) => d.status },
  { name: 'owner_id', type: 'int', get: (d) => d.ownerId },
  { name: 'assigned_at', type: 'timestamptz', get: (d) => d.assignedAt },
  { name: 'country_code', type: 'text', get: (d) => d.countryCode },
  { name: 'region_id', type: 'int', get: (d) => d.regionId },
  { name: 'city', type: 'text', get: (d) => d.city },
  { name: 'address', type: 'text', get: (d) => d.address },
  { name: 'phone', type: 'text', get: (d) => d.phone },
  { name: 'website', type: 'text', get: (d) => d.website },
  { name: 'billing_company', type: 'text', get: (d) => d.billingCompany },
  { name: 'billing_address', type: 'text', get: (d) => d.billingAddress },
  { name: 'billing_phone', type: 'text', get: (d) => d.billingPhone },
  { name: 'billing_contact', type: 'text', get: (d) => d.billingContact },
  { name: 'tax_no', type: 'text', get: (d) => d.taxNo },
  { name: 'credit_limit', type: 'numeric', get: (d) => d.creditLimit },
  { name: 'currency', type: 'text', get: (d) => d.currency },
  { name: 'payment_terms', type: 'smallint', get: (d) => d.paymentTerms },
  { name: 'is_blacklisted', type: 'boolean', get: (d) => d.isBlacklisted },
  { name: 'blacklist_reason', type: 'text', get: (d) => d.blacklistReason },
  { name: 'last_inquiry_at', type: 'timestamptz', get: (d) => d.lastInquiryAt },
  { name: 'last_order_at', type: 'timestamptz', get: (d) => d.lastOrderAt },
  { name: 'pool_entered_at', type: 'timestamptz', get: (d) => d.poolEnteredAt },
  { name: 'pool_reason', type: 'smallint', get: (d) => d.poolReason },
  { name: 'released_by', type: 'int', get: (d) => d.releasedBy },
  { name: 'previous_owner_id', type: 'int', get: (d) => d.previousOwnerId },
  { name: 'remark', type: 'text', get: (d) => d.remark },
  { name: 'created_at', type: 'timestamptz', get: (d) => d.createdAt },
  { name: 'created_by', type: 'int', get: (d) => d.createdBy },
  { name: 'updated_at', type: 'timestamptz', get: (d) => d.createdAt },
];

interface ContactRow {
  customerId: number;
  ownerId: number | null;
  createdBy: number | null;
  c: CustomerDraft['contacts'][number];
}
const CONTACT_COLUMNS: UnnestColumn<ContactRow>[] = [
  { name: 'customer_id', type: 'int', get: (r) => r.customerId },
  { name: 'name', type: 'text', get: (r) => r.c.name },
  { name: 'position', type: 'text', get: (r) => r.c.position },
  { name: 'email', type: 'text', get: (r) => r.c.email },
  { name: 'email_domain', type: 'text', get: (r) => emailDomain(r.c.email) },
  { name: 'phone', type: 'text', get: (r) => r.c.phone },
  { name: 'qq', type: 'text', get: (r) => r.c.qq },
  { name: 'wechat', type: 'text', get: (r) => r.c.wechat },
  { name: 'skype', type: 'text', get: (r) => r.c.skype },
  { name: 'other_number', type: 'text', get: (r) => r.c.otherNumber },
  { name: 'owner_id', type: 'int', get: (r) => r.ownerId },
  { name: 'is_primary', type: 'boolean', get: (r) => r.c.isPrimary },
  { name: 'created_at', type: 'timestamptz', get: (r) => r.c.createdAt },
  { name: 'created_by', type: 'int', get: (r) => r.createdBy },
  { name: 'updated_at', type: 'timestamptz', get: (r) => r.c.createdAt },
];

interface PartRow {
  customerId: number;
  customerPn: string;
  part: DemoPart;
  createdAt: string;
  createdBy: number | null;
}
const PART_COLUMNS: UnnestColumn<PartRow>[] = [
  { name: 'customer_id', type: 'int', get: (r) => r.customerId },
  { name: 'customer_pn', type: 'text', get: (r) => r.customerPn },
  { name: 'mpn', type: 'text', get: (r) => r.part.mpn },
  { name: 'mpn_norm', type: 'text', get: (r) => normalizeMpn(r.part.mpn) },
  { name: 'brand', type: 'text', get: (r) => r.part.brand },
  { name: 'part_id', type: 'int', get: (r) => r.part.id },
  { name: 'created_at', type: 'timestamptz', get: (r) => r.createdAt },
  { name: 'created_by', type: 'int', get: (r) => r.createdBy },
  { name: 'updated_at', type: 'timestamptz', get: (r) => r.createdAt },
];

const LEDGER_COLUMNS: UnnestColumn<LedgerDraft>[] = [
  { name: 'tenant_id', type: 'int', get: (r) => r.tenantId },
  { name: 'customer_id', type: 'int', get: (r) => r.customerId },
  { name: 'currency', type: 'text', get: (r) => r.currency },
  { name: 'amount', type: 'numeric', get: (r) => r.amount },
  { name: 'kind', type: 'smallint', get: (r) => r.kind },
  { name: 'ref_type', type: 'text', get: (r) => r.docType },
  { name: 'ref_no', type: 'text', get: (r) => r.docNo },
  { name: 'remark', type: 'text', get: (r) => r.remark },
  { name: 'created_at', type: 'timestamptz', get: (r) => r.createdAt },
  { name: 'created_by', type: 'int', get: (r) => r.createdBy },
];

/**
 * Generates the customers (generate.ts) and writes them with their contacts, customer part
 * numbers and balance ledger — set-based, a handful of statements per 5,000 customers. The same
 * code makes the 200 demo customers and the 100,000 benchmark ones. Returns the new customer ids
 * and the number of statements run (the large-generator test checks it stays set-based).
 */
export async function seedCustomers(
  ctx: DemoSeedContext,
  opts: SeedCustomersOptions = {},
): Promise<{ customers: DemoCustomer[]; statements: number }> {
  const { db, shared, rng } = ctx;
  const users = (shared.get('userIds') as Map<string, number> | undefined) ?? new Map<string, number>();
  const salespeople: Salesperson[] = [...users]
    .filter(([a]) => a.startsWith('sales.'))
    .map(([account, id]) => ({ account, id }));
  const backOffice = ['admin', 'sales.assistant'].map((a) => users.get(a)).filter((x): x is number => !!x);
  const finance = ['accountant', 'ar.accountant', 'finance.head']
    .map((a) => users.get(a))
    .filter((x): x is number => !!x);
  const parts = (shared.get('parts') as DemoPart[] | undefined) ?? [];
  const count = opts.count ?? (ctx.size === 'large' ? LARGE_CUSTOMERS : DEMO_CUSTOMERS);
  const now = Date.now();

  const drafts = generateCustomers(rng, {
    count,
    salespeople,
    backOffice,
    partCount: parts.length,
    poolShare: opts.poolShare,
    now,
    large: count > 5_000,
    domainSeed: opts.domainSeed,
  });
  const defer = opts.deferIndexes ?? count >= 20_000;
  const write = () => writeCustomers(ctx, drafts, parts, finance, now);
  return defer ? withDeferredIndexes(db, CRM_TABLES, write) : write();
}

async function writeCustomers(
  { db, rng }: DemoSeedContext,
  drafts: CustomerDraft[],
  parts: DemoPart[],
  finance: number[],
  now: number,
): Promise<{ customers: DemoCustomer[]; statements: number }> {
  let statements = 0;
  const inserted = await insertUnnest(db, 'crm_customer', CUSTOMER_COLUMNS, drafts, { returningId: true });
  statements += inserted.statements;
  const ids = inserted.ids;

  const conflicts = drafts
    .map((d, i) => [ids[i]!, d.conflictWith === null ? null : ids[d.conflictWith]!] as const)
    .filter(([, t]) => t !== null);
  if (conflicts.length) {
    await db.execute(sql`
      update crm_customer c set conflict_customer_id = x.t
      from unnest(${sql.param(conflicts.map(([id]) => id))}::int[], ${sql.param(conflicts.map(([, t]) => t))}::int[]) as x(id, t)
      where c.id = x.id`);
    statements++;
  }

  const contactRows: ContactRow[] = drafts.flatMap((d, i) =>
    d.contacts.map((c) => ({
      customerId: ids[i]!,
      ownerId: d.ownerId,
      createdBy: d.ownerId ?? d.createdBy,
      c,
    })),
  );
  const contacts = await insertUnnest(db, 'crm_contact', CONTACT_COLUMNS, contactRows, { returningId: true });
  statements += contacts.statements;
  const primaryContact = new Map<number, number>();
  contactRows.forEach((r, k) => {
    if (r.c.isPrimary) primaryContact.set(r.customerId, contacts.ids[k]!);
  });

  const partRows: PartRow[] = drafts.flatMap((d, i) =>
    d.parts.map((p) => ({
      customerId: ids[i]!,
      customerPn: p.customerPn,
      part: parts[p.partIndex]!,
      createdAt: d.createdAt,
      createdBy: d.ownerId ?? d.createdBy,
    })),
  );
  statements += (await insertUnnest(db, 'crm_customer_part', PART_COLUMNS, partRows)).statements;

  const withBalance = drafts
    .map((d, i) => ({ d, id: ids[i]! }))
    .filter(
      ({ d }) =>
        d.status === CUSTOMER_STATUS.active && d.companyStatus === 3 && d.ownerId !== null && rng() < 0.15,
    )
    .map(({ d, id }) => ({
      id,
      tenantId: d.tenantId,
      currency: d.currency,
      ownerId: d.ownerId,
      createdAt: d.createdAt,
    }));
  const ledger = generateLedger(rng, withBalance, finance, now);
  // Each movement is a crm_balance_move document; its money goes onto finance's ledger (decision 0026).
  const moves = await insertUnnest(db, 'crm_balance_move', LEDGER_COLUMNS, ledger, { returningId: true });
  statements += moves.statements;
  await importEntries(
    db,
    ledger.map((l, k) => ({
      tenantId: l.tenantId,
      partyKind: PARTY_KIND.customer,
      partyId: l.customerId,
      account: ACCOUNT.customerBalance,
      currency: l.currency,
      amount: l.amount,
      docType: BALANCE_MOVE_DOC,
      docId: moves.ids[k]!,
      docLineId: moves.ids[k]!,
      remark: l.remark,
      createdAt: l.createdAt,
      createdBy: l.createdBy,
    })),
  );
  statements += Math.ceil(ledger.length / 2000) + 1;

  const customers: DemoCustomer[] = drafts.map((d, i) => ({
    id: ids[i]!,
    tenantId: d.tenantId,
    ownerId: d.ownerId,
    currency: d.currency,
    countryCode: d.countryCode,
    status: d.status,
    primaryContactId: primaryContact.get(ids[i]!)!,
  }));
  return { customers, statements };
}

/** The demo seeder: publishes `customerIds` and `customers` for the documents' seeders. */
export async function seedCrmDemo(ctx: DemoSeedContext): Promise<void> {
  const { customers } = await seedCustomers(ctx);
  ctx.shared.set(
    'customerIds',
    customers.map((c) => c.id),
  );
  ctx.shared.set('customers', customers);
}
