import { defineMessages } from '../../i18n/define.js';

/**
 * Landed-cost margin and the contract PDF (issue #14, decision 0032): server messages (spread into the
 * `sales` namespace), field labels (into `fields`), the parameter resource's labels (into `resources`)
 * and the contract screen's texts (web namespace `salesMarginUi`). zh-CN and en-US side by side.
 */
export const marginMessages = defineMessages({
  costParam: {
    percentInvalid: {
      zh: '{{field}}必须是 0 到 100 之间的数，最多 4 位小数',
      en: '{{field}} must be a number from 0 to 100 with at most 4 decimals',
    },
    amountInvalid: {
      zh: '{{field}}必须是不小于 0 的金额，最多 2 位小数',
      en: '{{field}} must be an amount of at least 0 with at most 2 decimals',
    },
    currencyInvalid: {
      zh: '固定金额币种只能是 CNY、USD、HKD、EUR 或 GBP',
      en: 'The currency of the fixed amounts must be CNY, USD, HKD, EUR or GBP',
    },
    countryUnknown: { zh: '国家不存在', en: 'The country does not exist' },
    duplicate: {
      zh: '该公司在{{country}}已有一行参数，请直接修改那一行',
      en: 'This company already has a parameter row for {{country}}: edit that row instead',
    },
    allCountries: { zh: '所有国家', en: 'every country' },
    notFound: { zh: '参数不存在', en: 'The parameter row does not exist' },
  },
  gpFloor: {
    invalid: {
      zh: '毛利率下限必须是 0 到 100 之间的数，最多 4 位小数',
      en: 'The GP floor must be a number from 0 to 100 with at most 4 decimals',
    },
  },
  pdf: {
    title: { zh: '销售合同', en: 'Sales Contract / Proforma Invoice' },
    no: { zh: '合同号', en: 'Contract no.' },
    date: { zh: '日期', en: 'Date' },
    seller: { zh: '卖方', en: 'Seller' },
    buyer: { zh: '买方', en: 'Buyer' },
    contact: { zh: '联系人', en: 'Contact' },
    salesperson: { zh: '销售员', en: 'Salesperson' },
    currency: { zh: '币种', en: 'Currency' },
    consignee: { zh: '收货人', en: 'Consignee' },
    phone: { zh: '电话', en: 'Phone' },
    email: { zh: '邮箱', en: 'Email' },
    address: { zh: '收货地址', en: 'Address' },
    country: { zh: '国家', en: 'Country' },
    lineNo: { zh: '#', en: '#' },
    mpn: { zh: '型号', en: 'Part no.' },
    brand: { zh: '品牌', en: 'Brand' },
    package: { zh: '封装', en: 'Package' },
    dateCode: { zh: '批次', en: 'D/C' },
    quantity: { zh: '数量', en: 'Qty' },
    price: { zh: '单价', en: 'Unit price' },
    amount: { zh: '金额', en: 'Amount' },
    required: { zh: '交期', en: 'Req. date' },
    subtotal: { zh: '合计（不含税）', en: 'Subtotal (excl. tax)' },
    tax: { zh: '税额（{{rate}}%）', en: 'Tax ({{rate}} %)' },
    total: { zh: '总计（含税）', en: 'Total (incl. tax)' },
    paymentTerms: { zh: '付款方式', en: 'Payment terms' },
    bank: { zh: '收款账户', en: 'Bank details' },
    bankName: { zh: '开户行', en: 'Bank' },
    accountName: { zh: '户名', en: 'Account name' },
    accountNo: { zh: '账号', en: 'Account no.' },
    swift: { zh: 'SWIFT', en: 'SWIFT' },
    bankAddress: { zh: '银行地址', en: 'Bank address' },
    remark: { zh: '备注', en: 'Remark' },
    terms: {
      zh: '1. 本合同经双方确认后生效；2. 买方按上述付款方式付款，货款到账后安排发货；3. 货物以出厂原包装交付，质量问题请于收货后 7 日内提出。',
      en: '1. This contract takes effect once confirmed by both parties. 2. The buyer pays as stated above; goods ship once payment is received. 3. Goods are delivered in original factory packaging; report quality issues within 7 days of receipt.',
    },
    signSeller: { zh: '卖方（盖章）', en: 'Seller (stamp)' },
    signBuyer: { zh: '买方（盖章）', en: 'Buyer (stamp)' },
    term1: { zh: '电汇（美国账户）', en: 'Wire transfer (US account)' },
    term2: { zh: '电汇（加拿大账户）', en: 'Wire transfer (Canada account)' },
    term3: { zh: '电汇（香港账户）', en: 'Wire transfer (Hong Kong account)' },
    term4: { zh: 'PayPal', en: 'PayPal' },
    term5: { zh: '货到付款', en: 'Cash on delivery' },
    term6: { zh: '预付款', en: 'Prepaid' },
    term7: { zh: '周结', en: 'Weekly settlement' },
  },
});

/** Field labels (messages naming the field). */
export const marginFields = defineMessages({
  FreightPercent: { zh: '运费比例', en: 'Freight %' },
  FreightFixed: { zh: '固定运费', en: 'Fixed freight' },
  BankFeePercent: { zh: '银行手续费比例', en: 'Bank fee %' },
  BankFeeFixed: { zh: '固定银行手续费', en: 'Fixed bank fee' },
  DutyPercent: { zh: '关税比例', en: 'Duty %' },
  InspectionFixed: { zh: '固定检测费', en: 'Fixed inspection fee' },
  FloorPercent: { zh: '毛利率下限', en: 'GP floor' },
});

/** Labels of the parameter resource (`resources.costParam.…`). */
export const costParamResources = defineMessages({
  costParam: {
    title: { zh: '到岸成本参数', en: 'Landed-cost parameters' },
    add: { zh: '新增参数', en: 'Add parameters' },
    editTitle: { zh: '修改参数', en: 'Edit parameters' },
    edit: { zh: '修改', en: 'Edit' },
    delete: { zh: '删除', en: 'Delete' },
    confirmDelete: { zh: '确定删除这一行参数？', en: 'Delete this parameter row?' },
    TenantId: { zh: '所属公司', en: 'Company' },
    CountryId: { zh: '发货国家（空 = 所有国家）', en: 'Shipping country (empty = every country)' },
    FreightPercent: { zh: '运费 %（按成本）', en: 'Freight % (of cost)' },
    FreightFixed: { zh: '固定运费（每单）', en: 'Fixed freight (per order)' },
    BankFeePercent: { zh: '银行手续费 %（按金额）', en: 'Bank fee % (of amount)' },
    BankFeeFixed: { zh: '固定银行手续费（每单）', en: 'Fixed bank fee (per order)' },
    DutyPercent: { zh: '关税 %（成本 + 运费）', en: 'Duty % (of cost + freight)' },
    InspectionFixed: { zh: '固定检测费（每单）', en: 'Fixed inspection (per order)' },
    Currency: { zh: '固定金额币种', en: 'Currency of fixed amounts' },
    Remark: { zh: '备注', en: 'Remark' },
    Version: { zh: '版本', en: 'Version' },
    cur: {
      CNY: { zh: '人民币 CNY', en: 'CNY' },
      USD: { zh: '美元 USD', en: 'USD' },
      HKD: { zh: '港币 HKD', en: 'HKD' },
      EUR: { zh: '欧元 EUR', en: 'EUR' },
      GBP: { zh: '英镑 GBP', en: 'GBP' },
    },
  },
});

/** The web texts of the parameter screen's GP floors and the contract screen (namespace `salesMarginUi`). */
export const uiSalesMargin = defineMessages({
  gpFloor: {
    title: {
      zh: '毛利率下限（低于此值的订单需要额外的毛利审核）',
      en: 'GP floor (orders below it get the extra margin review)',
    },
    company: { zh: '公司', en: 'Company' },
    floor: { zh: '毛利率下限 %', en: 'GP floor %' },
    none: { zh: '未设置', en: 'Not set' },
    save: { zh: '保存', en: 'Save' },
    saved: { zh: '已保存', en: 'Saved' },
  },
  allocation: {
    zh: '固定金额按每单计，按各行成本占比分摊到有成本的行；无成本的行不计到岸成本，也不计入毛利。',
    en: 'Fixed amounts are per order, shared over the costed lines by their share of cost; lines without cost get no landed cost and stay out of the GP.',
  },
  contract: {
    title: { zh: '销售合同', en: 'Sales contract' },
    pickOrder: { zh: '订单号', en: 'Order no.' },
    open: { zh: '打开', en: 'Open' },
    download: { zh: '下载 PDF（{{lang}}）', en: 'Download PDF ({{lang}})' },
    zh: { zh: '中文', en: 'Chinese' },
    en: { zh: '英文', en: 'English' },
    preview: { zh: '预览', en: 'Preview' },
    noOrder: {
      zh: '请输入订单号或从订单详情进入',
      en: 'Enter an order number or open it from the order detail',
    },
    notFound: { zh: '找不到该订单', en: 'Order not found' },
  },
});
