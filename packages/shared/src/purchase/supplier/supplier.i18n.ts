import { defineMessages } from '../../i18n/define.js';

/** Labels of suppliers (keys `resources.supplier.…`), zh-CN and en-US side by side. */
export const supplierResources = defineMessages({
  supplier: {
    title: { zh: '供应商', en: 'Suppliers' },
    catalogueTitle: { zh: '供应商（只读）', en: 'Suppliers (read only)' },
    add: { zh: '新增供应商', en: 'New supplier' },
    newTitle: { zh: '新增供应商', en: 'New supplier' },
    editTitle: { zh: '编辑供应商', en: 'Edit supplier' },
    Keyword: { zh: '关键字（编码/名称/简称）', en: 'Keyword (code, name, short name)' },
    Code: { zh: '供应商编码', en: 'Code' },
    Name: { zh: '供应商名称', en: 'Name' },
    ShortName: { zh: '简称', en: 'Short name' },
    Type: { zh: '类型', en: 'Type' },
    type_franchised: { zh: '授权代理商', en: 'Franchised' },
    type_catalogue: { zh: '目录/线上分销商', en: 'Catalogue / online' },
    type_manufacturer: { zh: '原厂', en: 'Manufacturer' },
    type_broker: { zh: '贸易商', en: 'Broker' },
    type_testHouse: { zh: '检测机构', en: 'Test house' },
    type_excess: { zh: '库存尾货商', en: 'Excess holder' },
    CountryCode: { zh: '国家/地区', en: 'Country' },
    City: { zh: '城市', en: 'City' },
    Address: { zh: '地址', en: 'Address' },
    Website: { zh: '网址', en: 'Website' },
    Grade: { zh: '等级', en: 'Grade' },
    grade_new: { zh: '新供应商', en: 'New' },
    grade_ungraded: { zh: '未评级', en: 'Ungraded' },
    grade_A: { zh: 'A', en: 'A' },
    grade_B: { zh: 'B', en: 'B' },
    grade_C: { zh: 'C', en: 'C' },
    Status: { zh: '状态', en: 'Status' },
    status_active: { zh: '正常', en: 'Active' },
    status_suspended: { zh: '暂停合作', en: 'Suspended' },
    status_prohibited: { zh: '黑名单', en: 'Prohibited (blacklist)' },
    StatusReason: { zh: '状态原因', en: 'Status reason' },
    Currency: { zh: '币种', en: 'Currency' },
    PaymentTerms: { zh: '付款条件', en: 'Payment terms' },
    terms_prepaid: { zh: '预付款', en: 'Prepaid' },
    terms_cod: { zh: '货到付款', en: 'Cash on delivery' },
    terms_net15: { zh: '月结 15 天', en: 'Net 15' },
    terms_net30: { zh: '月结 30 天', en: 'Net 30' },
    terms_net60: { zh: '月结 60 天', en: 'Net 60' },
    terms_card: { zh: '信用卡/PayPal', en: 'Card / PayPal' },
    TaxNo: { zh: '税号', en: 'Tax no.' },
    Brands: { zh: '经营品牌', en: 'Brands carried' },
    BankCount: { zh: '银行账户数', en: 'Bank accounts' },
    ContactName: { zh: '主联系人', en: 'Main contact' },
    Email: { zh: '邮箱', en: 'Email' },
    Phone: { zh: '电话', en: 'Phone' },
    OwnerName: { zh: '负责采购', en: 'Buyer' },
    Remark: { zh: '备注', en: 'Remark' },
    Version: { zh: '版本', en: 'Version' },
  },
});

/** Server messages of suppliers (namespace `purchase`). */
export const supplierMessages = defineMessages({
  supplierNotFound: { zh: '供应商不存在', en: 'No such supplier' },
  supplierNameTaken: {
    zh: '供应商名称“{{name}}”已被 {{code}} 使用（不区分大小写）',
    en: 'The supplier name "{{name}}" is already used by {{code}} (case-insensitive)',
  },
  supplierCountry: { zh: '国家/地区须为两位 ISO 代码', en: 'Country must be a two-letter ISO code' },
  supplierCurrency: {
    zh: '币种须为 CNY、USD、HKD、EUR 或 GBP',
    en: 'Currency must be CNY, USD, HKD, EUR or GBP',
  },
  supplierNoPrimary: { zh: '联系人中须有一位主联系人', en: 'Contacts: one contact must be the primary one' },
  supplierManyPrimaries: {
    zh: '联系人中只能有一位主联系人',
    en: 'Contacts: only one contact may be primary',
  },
  supplierContactUnknown: {
    zh: '联系人 {{line}} 不属于该供应商',
    en: 'Contact {{line}} does not belong to this supplier',
  },
  bankRequired: {
    zh: '银行账户 {{line}}：开户行和账户名必填',
    en: 'Bank account {{line}}: bank name and account name are required',
  },
  bankAccountNo: {
    zh: '银行账户 {{line}}：账号须为 4–60 位字母、数字、空格或横线',
    en: 'Bank account {{line}}: the account no. must be 4–60 letters, digits, spaces or dashes',
  },
  bankSwift: {
    zh: '银行账户 {{line}}：SWIFT 代码须为 8 或 11 位（如 HSBCHKHHXXX）',
    en: 'Bank account {{line}}: the SWIFT code must have 8 or 11 characters (e.g. HSBCHKHHXXX)',
  },
  bankCurrency: {
    zh: '银行账户 {{line}}：币种须为 CNY、USD、HKD、EUR 或 GBP',
    en: 'Bank account {{line}}: currency must be CNY, USD, HKD, EUR or GBP',
  },
  bankCountry: {
    zh: '银行账户 {{line}}：国家/地区须为两位 ISO 代码',
    en: 'Bank account {{line}}: country must be a two-letter ISO code',
  },
  bankDuplicate: {
    zh: '银行账户 {{line}}：账号重复',
    en: 'Bank account {{line}}: the account no. appears twice',
  },
  bankManyDefaults: { zh: '只能有一个默认银行账户', en: 'Only one bank account may be the default' },
  bankUnknown: {
    zh: '银行账户 {{line}} 不属于该供应商',
    en: 'Bank account {{line}} does not belong to this supplier',
  },
  supplierBrandUnknown: {
    zh: '经营品牌中有不存在的品牌（编号 {{id}}）',
    en: 'Brands carried: brand {{id}} does not exist',
  },
  supplierOwnerInvalid: {
    zh: '负责采购须为在职的采购人员',
    en: 'Buyer must be an active user of purchasing',
  },
  supplierMayNotEdit: {
    zh: '只有负责该供应商的采购员或采购主管可以修改',
    en: 'Only the supplier’s buyer or a purchasing lead may edit it',
  },
  supplierReasonRequired: {
    zh: '暂停合作或列入黑名单须填写原因',
    en: 'A reason is required to suspend or blacklist a supplier',
  },
  supplierStatusSame: { zh: '供应商已是该状态', en: 'The supplier already has this status' },
});

/**
 * Field labels the server names in validation messages. One label per wire name across the product
 * (i18n/fields.ts): `BankName` is crm-ops' (开户银行 / Bank), shared by every bank form.
 */
export const supplierFields = defineMessages({
  ShortName: { zh: '简称', en: 'Short name' },
  CountryCode: { zh: '国家/地区', en: 'Country' },
  PaymentTerms: { zh: '付款条件', en: 'Payment terms' },
  Contacts: { zh: '联系人', en: 'Contacts' },
  Banks: { zh: '银行账户', en: 'Bank accounts' },
  AccountName: { zh: '账户名', en: 'Account name' },
  AccountNo: { zh: '账号', en: 'Account no.' },
  SwiftCode: { zh: 'SWIFT 代码', en: 'SWIFT code' },
  BrandIds: { zh: '经营品牌', en: 'Brands carried' },
  Reason: { zh: '原因', en: 'Reason' },
});

/** Texts of the supplier screens (web namespace `supplierUi`). */
export const uiSupplier = defineMessages({
  detail: { zh: '供应商详情', en: 'Supplier' },
  missingId: { zh: '请从供应商列表打开', en: 'Open a supplier from the supplier list' },
  edit: { zh: '编辑', en: 'Edit' },
  save: { zh: '保存', en: 'Save' },
  cancel: { zh: '取消', en: 'Cancel' },
  saved: { zh: '已保存', en: 'Saved' },
  basics: { zh: '基本信息', en: 'Basics' },
  contacts: { zh: '联系人', en: 'Contacts' },
  banks: { zh: '银行账户', en: 'Bank accounts' },
  brands: { zh: '经营品牌', en: 'Brands carried' },
  formerNames: { zh: '曾用名', en: 'Former names' },
  history: { zh: '操作记录', en: 'History' },
  attachments: { zh: '附件', en: 'Attachments' },
  upload: { zh: '上传附件', en: 'Upload' },
  remove: { zh: '删除', en: 'Remove' },
  none: { zh: '暂无', en: 'None' },
  addContact: { zh: '添加联系人', en: 'Add contact' },
  addBank: { zh: '添加银行账户', en: 'Add bank account' },
  primary: { zh: '主联系人', en: 'Primary' },
  isDefault: { zh: '默认', en: 'Default' },
  position: { zh: '职位', en: 'Position' },
  qq: { zh: 'QQ', en: 'QQ' },
  wechat: { zh: '微信', en: 'WeChat' },
  skype: { zh: 'Skype', en: 'Skype' },
  bankName: { zh: '开户行', en: 'Bank name' },
  accountName: { zh: '账户名', en: 'Account name' },
  accountNo: { zh: '账号', en: 'Account no.' },
  swift: { zh: 'SWIFT 代码', en: 'SWIFT code' },
  proxy: { zh: '代理', en: 'Franchised' },
  changeStatus: { zh: '变更状态', en: 'Change status' },
  newStatus: { zh: '新状态', en: 'New status' },
  reason: { zh: '原因', en: 'Reason' },
  reasonHelp: { zh: '恢复正常以外的状态均须填写', en: 'Required unless back to active' },
  names: { zh: '名称变更记录', en: 'Names over time' },
  validFrom: { zh: '起', en: 'From' },
  validTo: { zh: '止', en: 'To' },
  current: { zh: '当前名称', en: 'Current' },
  changedBy: { zh: '变更人', en: 'Changed by' },
  owner: { zh: '负责采购', en: 'Buyer' },
  createdAt: { zh: '创建时间', en: 'Created' },
  scorecardNote: {
    zh: '供应商评分（响应率、交期、质检不良率等）将在采购订单上线后由单据自动计算。',
    en: 'The scorecard (response rate, on-time delivery, QC reject rate…) comes with purchase orders, computed from the documents.',
  },
});
