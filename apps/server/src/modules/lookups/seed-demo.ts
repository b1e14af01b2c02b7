import { inArray } from 'drizzle-orm';
import type { DemoSeedContext } from '../../db/seed/registry.js';
import { baseAccount, baseFullReduction } from './company.table.js';
import { baseCustomerExpressAccount, baseExpressCompany, baseForwardingCompany } from './logistics.table.js';

/** The demo company's bank and pay accounts (fictitious numbers), per tenant. */
const ACCOUNTS = [
  {
    tenantId: 1,
    code: 'SZ-CMB-CNY',
    kind: 'wire',
    name: '招商银行对公账户',
    nameEn: 'China Merchants Bank corporate account',
    bankName: '招商银行深圳华强北支行',
    accountName: '深圳芯桥电子有限公司',
    accountNo: '755900000012001',
    swiftCode: 'CMBCCNBS',
    currency: 'CNY',
    region: 'CN',
    isDefault: true,
  },
  {
    tenantId: 1,
    code: 'SZ-CASH',
    kind: 'cash',
    name: '现金',
    nameEn: 'Cash',
    currency: 'CNY',
    region: 'CN',
    direction: 3,
  },
  {
    tenantId: 2,
    code: 'HK-HSBC-USD',
    kind: 'wire',
    name: '电汇-香港汇丰美元账户',
    nameEn: 'Wire: HSBC Hong Kong USD account',
    bankName: 'The Hongkong and Shanghai Banking Corporation Limited',
    accountName: 'ChipBridge Electronics (HK) Limited',
    accountNo: '000-000000-838',
    swiftCode: 'HSBCHKHHHKH',
    bankAddress: '1 Queen’s Road Central, Hong Kong',
    currency: 'USD',
    region: 'HK',
    isDefault: true,
  },
  {
    tenantId: 2,
    code: 'HK-HSBC-HKD',
    kind: 'wire',
    name: '电汇-香港汇丰港币账户',
    nameEn: 'Wire: HSBC Hong Kong HKD account',
    bankName: 'The Hongkong and Shanghai Banking Corporation Limited',
    accountName: 'ChipBridge Electronics (HK) Limited',
    accountNo: '000-000000-001',
    swiftCode: 'HSBCHKHHHKH',
    currency: 'HKD',
    region: 'HK',
  },
  {
    tenantId: 2,
    code: 'HK-PAYPAL',
    kind: 'paypal',
    name: 'PayPal（香港）',
    nameEn: 'PayPal (Hong Kong)',
    accountName: 'ChipBridge Electronics (HK) Limited',
    accountNo: 'payments-hk@chipbridge.example',
    currency: 'USD',
    region: 'HK',
    direction: 1,
  },
  {
    tenantId: 3,
    code: 'CA-RBC-USD',
    kind: 'wire',
    name: '电汇-加拿大皇家银行美元账户',
    nameEn: 'Wire: RBC Royal Bank USD account',
    bankName: 'Royal Bank of Canada',
    accountName: 'ChipBridge Electronics Canada Inc.',
    accountNo: '00002-400-0000000',
    swiftCode: 'ROYCCAT2',
    currency: 'USD',
    region: 'CA',
    isDefault: true,
  },
  {
    tenantId: 4,
    code: 'US-BOFA-USD',
    kind: 'wire',
    name: '电汇-美国银行美元账户',
    nameEn: 'Wire: Bank of America USD account',
    bankName: 'Bank of America, N.A.',
    accountName: 'ChipBridge Electronics USA LLC',
    accountNo: '000000000321',
    swiftCode: 'BOFAUS3N',
    currency: 'USD',
    region: 'US',
    isDefault: true,
  },
  {
    tenantId: 4,
    code: 'US-PAYPAL',
    kind: 'paypal',
    name: 'PayPal（美国）',
    nameEn: 'PayPal (USA)',
    accountName: 'ChipBridge Electronics USA LLC',
    accountNo: 'payments-us@chipbridge.example',
    currency: 'USD',
    region: 'US',
    direction: 1,
  },
  {
    tenantId: 2,
    code: 'HK-BOC-EUR',
    kind: 'wire',
    name: '中银香港欧元账户（停用）',
    nameEn: 'BOC Hong Kong EUR account (closed)',
    bankName: 'Bank of China (Hong Kong) Limited',
    accountName: 'ChipBridge Electronics (HK) Limited',
    accountNo: '000-000-00000000',
    swiftCode: 'BKCHHKHH',
    currency: 'EUR',
    region: 'HK',
    enabled: false,
  },
];

/** [tenant, type 5 forwarder / 6 customs broker, 中文, English, deactivated]. */
const FORWARDERS: [number, number, string, string, boolean][] = [
  [2, 5, '德迅（香港）', 'Kuehne+Nagel Hong Kong', false],
  [2, 5, 'DHL全球货运（香港）', 'DHL Global Forwarding Hong Kong', false],
  [2, 5, '港深物流（示例）', 'Gangshen Logistics (demo)', true],
  [2, 6, '香港通关服务（示例）', 'HK Clearance Services (demo)', false],
  [1, 5, '深圳中港运通物流（示例）', 'Shenzhen Zhonggang Logistics (demo)', false],
  [1, 6, '皇岗报关行（示例）', 'Huanggang Customs Brokerage (demo)', false],
  [1, 6, '文锦渡报关行（示例）', 'Wenjindu Customs Brokerage (demo)', true],
  [3, 6, 'Livingston International', 'Livingston International', false],
  [4, 5, 'Expeditors', 'Expeditors International', false],
  [4, 6, '太平洋报关（示例）', 'Pacific Customs Brokers (demo)', false],
];

const REDUCTIONS = [
  {
    name: '满1000美元减20',
    nameEn: 'USD 20 off from USD 1,000',
    currency: 'USD',
    threshold: '1000.00',
    reduction: '20.00',
    active: true,
  },
  {
    name: '满5000美元减150',
    nameEn: 'USD 150 off from USD 5,000',
    currency: 'USD',
    threshold: '5000.00',
    reduction: '150.00',
    active: true,
  },
  {
    name: '满10000元减200',
    nameEn: 'CNY 200 off from CNY 10,000',
    currency: 'CNY',
    threshold: '10000.00',
    reduction: '200.00',
    active: true,
  },
  {
    name: '满8000港币减150',
    nameEn: 'HKD 150 off from HKD 8,000',
    currency: 'HKD',
    threshold: '8000.00',
    reduction: '150.00',
    active: true,
  },
  {
    name: '满2000欧元减40（已结束）',
    nameEn: 'EUR 40 off from EUR 2,000 (ended)',
    currency: 'EUR',
    threshold: '2000.00',
    reduction: '40.00',
    active: false,
  },
];

export async function seedLookupsDemo({ db }: DemoSeedContext): Promise<void> {
  await db
    .insert(baseAccount)
    .values(ACCOUNTS.map((a, i) => ({ ...a, sort: i + 1 })))
    .onConflictDoNothing();
  await db
    .insert(baseForwardingCompany)
    .values(
      FORWARDERS.map(([tenantId, type, name, nameEn, isDeactivate], i) => ({
        tenantId,
        type,
        name,
        nameEn,
        isDeactivate,
        sort: i + 1,
      })),
    )
    .onConflictDoNothing();
  await db.insert(baseFullReduction).values(REDUCTIONS.map((r, i) => ({ ...r, sort: i + 1 })));
  // Customers 1–20 ship on their own courier accounts (freight collect): DHL, FedEx or UPS, a few two.
  const express = await db
    .select({ id: baseExpressCompany.id, code: baseExpressCompany.code })
    .from(baseExpressCompany)
    .where(inArray(baseExpressCompany.code, ['DHL', 'FEDEX', 'UPS']));
  const idOf = new Map(express.map((e) => [e.code, e.id]));
  const rows: (typeof baseCustomerExpressAccount.$inferInsert)[] = [];
  const codes = ['DHL', 'FEDEX', 'UPS'] as const;
  const numberFor = (code: string, c: number, k: number) =>
    code === 'DHL'
      ? `96${String(1_000_000 + c * 7919 + k).padStart(7, '0')}`
      : code === 'FEDEX'
        ? `6${String(20_000_000 + c * 104_729 + k).slice(0, 8)}`
        : `${(c * 36_969 + k).toString(36).toUpperCase().padStart(6, 'A')}`;
  for (let c = 1; c <= 20; c++) {
    const first = codes[c % 3]!;
    rows.push({
      customerId: c,
      expressCompanyId: idOf.get(first)!,
      accountNo: numberFor(first, c, 0),
      isDefault: true,
      remark: '到付',
    });
    if (c % 4 === 0) {
      const second = codes[(c + 1) % 3]!;
      rows.push({
        customerId: c,
        expressCompanyId: idOf.get(second)!,
        accountNo: numberFor(second, c, 1),
        remark: '第三方付款',
      });
    }
  }
  await db.insert(baseCustomerExpressAccount).values(rows);
}
