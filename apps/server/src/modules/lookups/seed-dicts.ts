import type { Db } from '../../core/db/client.js';
import { sysDict, sysDictLine } from './dict.table.js';

type Line = [value: string, zh: string, en: string];
interface DictSeed {
  code: string;
  name: string;
  nameEn: string;
  lines: Line[];
}

/** The 13 dictionary codes of spec §3, then the extra system dictionaries behind /merchant/common lookups. */
export const DICT_SEEDS: DictSeed[] = [
  {
    code: 'Currency',
    name: '币种',
    nameEn: 'Currency',
    lines: [
      ['CNY', '人民币', 'Chinese yuan'],
      ['USD', '美元', 'US dollar'],
      ['HKD', '港币', 'Hong Kong dollar'],
      ['EUR', '欧元', 'Euro'],
      ['GBP', '英镑', 'Pound sterling'],
    ],
  },
  {
    code: 'CompanyStatus',
    name: '客户状态',
    nameEn: 'Company status',
    lines: [
      ['1', '潜在客户', 'Prospect'],
      ['2', '意向客户', 'Interested'],
      ['3', '成交客户', 'Transacting'],
      ['4', '流失客户', 'Lost'],
    ],
  },
  {
    code: 'CustomerType',
    name: '客户类型',
    nameEn: 'Customer type',
    lines: [
      ['1', '企业客户', 'Company'],
      ['2', '个人客户', 'Individual'],
    ],
  },
  {
    code: 'UserStatus',
    name: '用户状态',
    nameEn: 'User status',
    lines: [
      ['1', '启用', 'Active'],
      ['2', '停用', 'Disabled'],
    ],
  },
  {
    code: 'CompanyLevel',
    name: '客户等级',
    nameEn: 'Customer level',
    lines: [
      ['1', 'A级（重点客户）', 'A (key account)'],
      ['2', 'B级（重要客户）', 'B (important)'],
      ['3', 'C级（普通客户）', 'C (regular)'],
      ['4', 'D级（潜在客户）', 'D (potential)'],
    ],
  },
  {
    code: 'ClearingForm',
    name: '结算方式',
    nameEn: 'Payment terms',
    lines: [
      ['1', '电汇-美国账户', 'Wire transfer to US account'],
      ['2', '电汇-加拿大账户', 'Wire transfer to Canada account'],
      ['3', '电汇-香港账户', 'Wire transfer to Hong Kong account'],
      ['4', 'PayPal', 'PayPal'],
      ['5', '货到付款', 'Cash on delivery'],
      ['6', '预付款', 'Prepaid'],
      ['7', '周结', 'Weekly settlement'],
    ],
  },
  {
    code: 'RegisteSource',
    name: '客户来源',
    nameEn: 'Customer source',
    lines: [
      ['1', '商城分销', 'Mall distribution'],
      ['2', '线下分销', 'Offline distribution'],
      ['3', '老客户', 'Regular customer'],
      ['4', '合作伙伴', 'Partner'],
      ['5', '个人开发', 'Personal development'],
    ],
  },
  {
    code: 'OrderStatus',
    name: '订单状态',
    nameEn: 'Order status',
    lines: [
      ['0', '草稿', 'Draft'],
      ['1', '待审核', 'Pending review'],
      ['2', '待组长审核', 'Pending team leader review'],
      ['3', '待经理审核', 'Pending manager review'],
      ['4', '待财务审核', 'Pending finance review'],
      ['5', '待采购审核', 'Pending purchasing review'],
      ['6', '审核通过', 'Approved'],
      ['7', '审核驳回', 'Rejected'],
      ['8', '已完成', 'Completed'],
      ['9', '已取消', 'Cancelled'],
      ['10', '已作废', 'Voided'],
      ['11', '取消待审核', 'Cancellation pending review'],
    ],
  },
  {
    code: 'ProductStatus',
    name: '产品状态',
    nameEn: 'Product status',
    lines: [
      ['1', '量产', 'Active'],
      ['2', '不推荐新设计', 'Not recommended for new designs (NRND)'],
      ['3', '最后采购期', 'Last time buy'],
      ['4', '停产', 'Obsolete (EOL)'],
    ],
  },
  {
    code: 'FileType',
    name: '附件类型',
    nameEn: 'Attachment type',
    lines: [
      ['1', '合同', 'Contract'],
      ['2', '形式发票(PI)', 'Proforma invoice'],
      ['3', '发票', 'Invoice'],
      ['4', '报关单', 'Customs declaration'],
      ['5', '质检报告', 'QC report'],
      ['6', '规格书', 'Datasheet'],
      ['7', '付款凭证', 'Payment proof'],
      ['8', '物流单据', 'Shipping document'],
      ['9', '其他', 'Other'],
    ],
  },
  {
    code: 'LeadTimeUnit',
    name: '交期单位',
    nameEn: 'Lead time unit',
    lines: [
      ['day', '天', 'Day(s)'],
      ['week', '周', 'Week(s)'],
    ],
  },
  {
    code: 'MSL',
    name: '湿敏等级',
    nameEn: 'Moisture sensitivity level',
    lines: [
      ['1', 'MSL 1（无限期）', 'MSL 1 (unlimited floor life)'],
      ['2', 'MSL 2（1年）', 'MSL 2 (1 year)'],
      ['2a', 'MSL 2a（4周）', 'MSL 2a (4 weeks)'],
      ['3', 'MSL 3（168小时）', 'MSL 3 (168 hours)'],
      ['4', 'MSL 4（72小时）', 'MSL 4 (72 hours)'],
      ['5', 'MSL 5（48小时）', 'MSL 5 (48 hours)'],
      ['5a', 'MSL 5a（24小时）', 'MSL 5a (24 hours)'],
      ['6', 'MSL 6（使用前须烘烤）', 'MSL 6 (bake before use)'],
    ],
  },
  {
    code: 'Language',
    name: '语言',
    nameEn: 'Language',
    lines: [
      ['zh-CN', '简体中文', 'Chinese (Simplified)'],
      ['en-US', '英语', 'English'],
    ],
  },
  // Extra system dictionaries (the /merchant/common lookups read them).
  {
    code: 'BomOrigin',
    name: 'BOM来源',
    nameEn: 'BOM origin',
    lines: [
      ['1', '客户邮件', 'Customer email'],
      ['2', '商城询价', 'Online mall inquiry'],
      ['3', '电话', 'Phone'],
      ['4', '即时通讯（QQ/微信/Skype）', 'Instant messaging (QQ/WeChat/Skype)'],
      ['5', '采购平台', 'Sourcing platform'],
      ['6', '展会', 'Trade show'],
    ],
  },
  {
    code: 'ProductQuality',
    name: '产品品质',
    nameEn: 'Product quality',
    lines: [
      ['1', '全新原装', 'New original'],
      ['2', '原装散新', 'New original, loose packing'],
      ['3', '原装拆机', 'Original, pulled'],
      ['4', '翻新', 'Refurbished'],
    ],
  },
  {
    code: 'CustomerProp',
    name: '客户属性',
    nameEn: 'Customer attribute',
    lines: [
      ['1', '国内客户', 'Domestic (mainland China)'],
      ['2', '港澳台客户', 'Hong Kong, Macau, Taiwan'],
      ['3', '海外客户', 'Overseas'],
    ],
  },
  {
    code: 'BusinessCustomerType',
    name: '业务客户类型',
    nameEn: 'Business customer type',
    lines: [
      ['1', '终端工厂', 'End manufacturer (OEM)'],
      ['2', '代工厂(EMS)', 'Contract manufacturer (EMS)'],
      ['3', '贸易商', 'Trader'],
      ['4', '代理商', 'Franchised distributor'],
      ['5', '方案设计公司', 'Design house'],
      ['6', '科研院校', 'Research institute / university'],
    ],
  },
  {
    code: 'TaxRate',
    name: '税率',
    nameEn: 'Tax rate',
    lines: [
      ['1', '1%', '1%'],
      ['3', '3%', '3%'],
      ['9', '9%', '9%'],
      ['10', '10%', '10%'],
      ['11', '11%', '11%'],
      ['13', '13%', '13%'],
    ],
  },
  {
    code: 'DeptType',
    name: '部门类型',
    nameEn: 'Department type',
    lines: [
      ['1', '行政', 'Administration'],
      ['2', '销售', 'Sales'],
      ['3', '采购', 'Purchasing'],
      ['4', '财务', 'Finance'],
      ['5', '仓储', 'Warehouse'],
      ['6', '技术支持', 'Technical support'],
    ],
  },
  {
    code: 'ForwardingCompanyType',
    name: '货代类型',
    nameEn: 'Forwarding company type',
    lines: [
      ['5', '货运代理', 'Freight forwarder'],
      ['6', '报关行', 'Customs broker'],
    ],
  },
];

/** Idempotent: missing dictionaries and lines are added; lines edited by users are left alone. */
export async function seedDictionaries(db: Db): Promise<void> {
  await db
    .insert(sysDict)
    .values(
      DICT_SEEDS.map((d, i) => ({
        code: d.code,
        name: d.name,
        nameEn: d.nameEn,
        isSystem: true,
        sort: i + 1,
      })),
    )
    .onConflictDoNothing();
  const lines = DICT_SEEDS.flatMap((d) =>
    d.lines.map(([value, text, textEn], i) => ({
      dictCode: d.code,
      value,
      text,
      textEn,
      sort: i + 1,
      isSystem: true,
    })),
  );
  await db.insert(sysDictLine).values(lines).onConflictDoNothing();
}
