import type { SupplierCreate } from '@partdesk/shared/purchase/supplier/supplier.contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../../core/db/index.js';
import type { TestApp } from '../../../test/harness.js';

/** A valid new supplier's body; `over` replaces what a test is about. */
export function supplierBody(over: Partial<SupplierCreate> = {}): SupplierCreate {
  return {
    Name: `Test Parts Trading ${Math.random().toString(36).slice(2, 8)} Ltd`,
    ShortName: 'TPT',
    Type: 4,
    CountryCode: 'HK',
    City: 'Kowloon',
    Address: '1 Test Road',
    Website: 'www.tpt.example',
    Grade: 'new',
    Currency: 'USD',
    PaymentTerms: 1,
    TaxNo: '',
    Remark: '',
    Contacts: [
      {
        Name: 'Alice Wong',
        Position: 'Sales',
        Email: 'alice@tpt.example',
        Phone: '+852 5555 0101',
        Qq: '',
        Wechat: '',
        Skype: '',
        IsPrimary: true,
        Remark: '',
      },
      {
        Name: 'Bob Lee',
        Position: 'QC',
        Email: 'bob@tpt.example',
        Phone: '',
        Qq: '',
        Wechat: '',
        Skype: '',
        IsPrimary: false,
        Remark: '',
      },
    ],
    Banks: [
      {
        BankName: 'The Hongkong and Shanghai Banking Corporation Limited',
        AccountName: 'Test Parts Trading Ltd',
        AccountNo: '004-123456-838',
        SwiftCode: 'HSBCHKHHHKH',
        Currency: 'USD',
        CountryCode: 'HK',
        IsDefault: true,
      },
    ],
    BrandIds: [],
    ...over,
  };
}

/** Row counts of the supplier tables (a refusal changes none of them). */
export async function supplierCounts(t: TestApp) {
  const [r] = rows<Record<string, number>>(
    await t.db.execute(sql`select
      (select count(*)::int from pur_supplier) as suppliers,
      (select count(*)::int from pur_supplier_contact) as contacts,
      (select count(*)::int from pur_supplier_bank) as banks,
      (select count(*)::int from pur_supplier_brand) as brands,
      (select count(*)::int from pur_supplier_name_history) as names,
      (select count(*)::int from doc_history where doc_type = 'supplier') as history,
      (select coalesce(sum(version), 0)::int from pur_supplier) as versions`),
  );
  return r!;
}

/** Brand ids of the brand master by name. */
export async function brandIdsByName(t: TestApp, names: string[]) {
  const found = rows<{ id: number; name: string }>(
    await t.db.execute(sql`select id, name from product_brand where name = any(${sql.param(names)}::text[])`),
  );
  return names.map((n) => found.find((f) => f.name === n)!.id);
}
