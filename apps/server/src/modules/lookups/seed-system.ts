import { todayRates } from './currency-rates.js';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../core/db/client.js';
import { baseCurrency, baseCurrencyRateMonth } from './geo.table.js';
import { baseDeclare, baseDeclareRule, baseExpressCompany, baseWorkingProcedure } from './logistics.table.js';
import { seedDictionaries } from './seed-dicts.js';
import { seedGeo } from './seed-geo.js';

/** Spec §9 tenant currencies; rates against CNY (6 decimals), editable in finance settings. */
const CURRENCIES = [
  { code: 'CNY', name: '人民币', nameEn: 'Chinese yuan', symbol: '¥', rate: '1.000000' },
  { code: 'USD', name: '美元', nameEn: 'US dollar', symbol: '$', rate: '7.120000' },
  { code: 'HKD', name: '港币', nameEn: 'Hong Kong dollar', symbol: 'HK$', rate: '0.915000' },
  { code: 'EUR', name: '欧元', nameEn: 'Euro', symbol: '€', rate: '8.250000' },
  { code: 'GBP', name: '英镑', nameEn: 'Pound sterling', symbol: '£', rate: '9.400000' },
];

const EXPRESS: [code: string, zh: string, en: string, url: string, deactivated: boolean][] = [
  ['DHL', 'DHL', 'DHL Express', 'https://www.dhl.com/global-en/home/tracking.html?tracking-id={no}', false],
  ['FEDEX', '联邦快递', 'FedEx', 'https://www.fedex.com/fedextrack/?trknbr={no}', false],
  ['UPS', 'UPS', 'UPS', 'https://www.ups.com/track?tracknum={no}', false],
  ['SF', '顺丰速运', 'SF Express', 'https://www.sf-express.com/chn/en/waybill/waybill-detail/{no}', false],
  ['TNT', 'TNT', 'TNT (merged into FedEx)', '', true],
  ['EMS', '中国邮政EMS', 'China Post EMS', 'https://www.ems.com.cn/', false],
  ['ARAMEX', 'Aramex', 'Aramex', 'https://www.aramex.com/track/results?ShipmentNumber={no}', false],
  ['JD', '京东物流', 'JD Logistics', 'https://www.jdl.com/', false],
  ['DEPPON', '德邦快递', 'Deppon Express', 'https://www.deppon.com/', false],
  ['KERRY', '嘉里物流', 'Kerry Logistics', '', true],
];

const DECLARES: [code: string, zh: string, en: string, dZh: string, dEn: string, enabled: boolean][] = [
  [
    'NONE',
    '无需报关',
    'No declaration',
    '同关区内交货或客户自行清关',
    'Delivery inside one customs territory, or the customer clears',
    true,
  ],
  [
    'EXPRESS',
    '快件报关',
    'Express clearance',
    '由快递公司按快件清关，限低货值、非许可证商品',
    'Cleared by the courier as an express consignment; low value, no licensed goods',
    true,
  ],
  [
    'GENERAL',
    '一般贸易报关',
    'General trade declaration',
    '报关行按一般贸易申报，需合同、发票、装箱单',
    'Declared by a customs broker as general trade; contract, invoice and packing list needed',
    true,
  ],
  [
    'HK_EXPORT',
    '香港出口报关',
    'Hong Kong export declaration',
    '香港仓出货至海外，14天内提交出口报关',
    'Hong Kong warehouse to overseas; export declaration within 14 days',
    true,
  ],
  [
    'CN_IMPORT',
    '大陆进口报关（含税）',
    'Mainland import (duty paid)',
    '香港至大陆，进口报关并缴纳关税与增值税',
    'Hong Kong to the mainland; import declaration with duty and VAT paid',
    true,
  ],
  [
    'B2B_9710',
    '跨境电商B2B直接出口(9710)',
    'Cross-border e-commerce B2B export (9710)',
    '暂未开通',
    'Not offered yet',
    false,
  ],
];

const DECLARE_RULE = {
  zh: [
    '1. 单票货值超过 5,000 美元，或含有出口管制物料（ECCN 非 EAR99）的订单，必须一般贸易报关。',
    '2. 申报品名、型号、数量、单价须与商业发票和装箱单一致，申报单价不得低于采购成本。',
    '3. 原产地（COO）按实物标签如实申报。',
    '4. 快件报关仅限单票货值不超过 5,000 元人民币且无需许可证的商品。',
    '5. 报关资料须在发货前一个工作日 17:00 前交至仓库。',
  ].join('\n'),
  en: [
    '1. A shipment worth more than USD 5,000, or with export-controlled parts (ECCN other than EAR99), must be declared as general trade.',
    '2. Description, part number, quantity and unit price must match the commercial invoice and packing list; the declared unit price may not be below cost.',
    '3. Declare the country of origin (COO) shown on the parts’ labels.',
    '4. Express clearance only for shipments up to CNY 5,000 without licensed goods.',
    '5. Declaration documents reach the warehouse by 17:00 on the working day before shipping.',
  ].join('\n'),
};

const PROCEDURES: [code: string, zh: string, en: string, deptType: number][] = [
  ['INQUIRY', '询价登记', 'Inquiry intake', 2],
  ['SOURCING', '采购询价', 'Sourcing', 3],
  ['QUOTE', '销售报价', 'Sales quote', 2],
  ['ORDER', '销售下单', 'Sales order', 2],
  ['ORDER_REVIEW', '订单审核', 'Order review', 2],
  ['PURCHASE', '采购下单', 'Purchase order', 3],
  ['PAYMENT', '供应商付款', 'Supplier payment', 4],
  ['INBOUND', '到货入库', 'Inbound', 5],
  ['QC', '来料质检', 'Quality check', 5],
  ['NOTIFY', '通知发货', 'Notify shipment', 2],
  ['PICK', '拣货', 'Picking', 5],
  ['PACK', '装箱', 'Packing', 5],
  ['DECLARE', '报关', 'Customs declaration', 5],
  ['SHIP', '发货', 'Shipping', 5],
  ['RECEIPT', '收款', 'Receipt', 4],
  ['INVOICE', '开票', 'Invoicing', 4],
];

/**
 * Copies the rates in force into `month`'s snapshot, once (a month already taken is left as it is): each
 * enabled currency at today's dated rate when finance dates it (`todayRates`, the same rate the lookup
 * answers), else the lookup's reference rate. Returns how many currencies were written (0 for a month
 * already taken: a re-run or a catch-up inserts nothing). The monthly job (core/jobs
 * `exchange-rate-snapshot`) calls it; statistics convert a month at its snapshot.
 */
export async function snapshotRates(db: Executor, month: string): Promise<number> {
  const currencies = await db
    .select({ code: baseCurrency.code, rate: baseCurrency.rate })
    .from(baseCurrency)
    .where(eq(baseCurrency.enabled, true));
  if (!currencies.length) return 0;
  const dated = await todayRates(db);
  const rows = await db
    .insert(baseCurrencyRateMonth)
    .values(currencies.map((c) => ({ month, code: c.code, rate: dated.get(c.code)?.rate ?? c.rate })))
    .onConflictDoNothing()
    .returning({ code: baseCurrencyRateMonth.code });
  return rows.length;
}

/** The lookup reference data every installation needs (runs on every start; idempotent). */
export async function seedLookupsSystem(db: Db): Promise<void> {
  await seedDictionaries(db);
  await seedGeo(db);
  await db
    .insert(baseCurrency)
    .values(CURRENCIES.map((c, i) => ({ ...c, sort: i + 1 })))
    .onConflictDoNothing();
  await snapshotRates(db, new Date().toISOString().slice(0, 7));
  await db
    .insert(baseExpressCompany)
    .values(
      EXPRESS.map(([code, name, nameEn, trackingUrl, isDeactivate], i) => ({
        code,
        name,
        nameEn,
        trackingUrl,
        isDeactivate,
        sort: i + 1,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(baseDeclare)
    .values(
      DECLARES.map(([code, name, nameEn, description, descriptionEn, enabled], i) => ({
        code,
        name,
        nameEn,
        description,
        descriptionEn,
        enabled,
        sort: i + 1,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(baseDeclareRule)
    .values({ tenantId: 0, content: DECLARE_RULE.zh, contentEn: DECLARE_RULE.en })
    .onConflictDoNothing();
  await db
    .insert(baseWorkingProcedure)
    .values(
      PROCEDURES.map(([code, name, nameEn, deptType], i) => ({ code, name, nameEn, deptType, sort: i + 1 })),
    )
    .onConflictDoNothing();
  // Manage levels and purchasing settings of every tenant.
  await db.execute(sql`
    insert into base_manage_level (tenant_id, code, name, name_en, max_customers, monthly_claim_quota, sort)
    select t.id, l.code, l.name, l.name_en, l.max_customers, l.quota, l.sort from sys_tenant t
    cross join (values ('L1', '实习销售', 'Trainee', 30, 5, 1), ('L2', '初级销售', 'Junior', 80, 10, 2),
      ('L3', '中级销售', 'Intermediate', 150, 15, 3), ('L4', '高级销售', 'Senior', 250, 20, 4),
      ('L5', '销售主管', 'Supervisor', 400, 30, 5)) as l(code, name, name_en, max_customers, quota, sort)
    on conflict do nothing`);
  await db.execute(sql`
    insert into base_purchase_setting (tenant_id, key, value, name, name_en, sort)
    select t.id, s.key, case when s.key = 'DefaultPurchaseCurrency' then t.currency else s.value end,
      s.name, s.name_en, s.sort from sys_tenant t
    cross join (values
      ('PoReviewThreshold', '50000', '采购单审核金额阈值（人民币）', 'PO amount needing head review (CNY)', 1),
      ('QuoteValidityDays', '7', '采购报价默认有效期（天）', 'Default purchase quote validity (days)', 2),
      ('DateCodeMaxAgeYears', '2', '可接受 D/C 最长年限（年）', 'Oldest acceptable date code (years)', 3),
      ('DefaultLeadTimeDays', '3', '默认交期（天）', 'Default lead time (days)', 4),
      ('DefaultPurchaseCurrency', '', '默认采购币种', 'Default purchase currency', 5),
      ('InquiryReleaseHours', '24', '未报价询价释放时间（小时）', 'Release unquoted inquiry lines after (hours)', 6),
      ('RequireQcOnInbound', 'true', '入库必须质检', 'Inbound requires quality check', 7))
      as s(key, value, name, name_en, sort)
    on conflict do nothing`);
}
