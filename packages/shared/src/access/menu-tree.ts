/**
 * The full menu tree of spec §2. A node's code is its route path without the leading slash
 * (`forQuotation/rfq-menu`); main menus are the top level. The server seeds `sys_menu` from it and
 * builds each user's route tree; the web registers one screen per leaf under the same path.
 */
export const BUTTON_CODES = ['0101', '0102', '0103'] as const;
export type ButtonCode = (typeof BUTTON_CODES)[number];
export const BUTTON_LABELS: Record<ButtonCode, { zh: string; en: string }> = {
  '0101': { zh: '通知与报价', en: 'Notify and quote' },
  '0102': { zh: '转移与删除', en: 'Transfer and delete' },
  '0103': { zh: '新增', en: 'Add' },
};

export interface MenuDef {
  seg: string;
  zh: string;
  en: string;
  icon?: string;
  hidden?: boolean;
  children?: MenuDef[];
}

export interface MenuNode {
  code: string;
  url: string;
  zh: string;
  en: string;
  icon: string;
  hidden: boolean;
  sort: number;
  parentCode: string | null;
  isLeaf: boolean;
}

const l = (seg: string, zh: string, en: string, hidden = false): MenuDef => ({ seg, zh, en, hidden });
const g = (seg: string, zh: string, en: string, children: MenuDef[], icon?: string): MenuDef => ({
  seg,
  zh,
  en,
  children,
  icon,
});

export const MENU_TREE: MenuDef[] = [
  g('dashboard', '首页', 'Dashboard', [], 'home'),
  g(
    'forQuotation',
    '询报价管理',
    'Inquiries & quotes',
    [
      l('rfq-menu', '询价管理', 'Inquiries'),
      l('rfq-detail_edit', '编辑询价', 'Edit inquiry', true),
      l('rfq-detail_quote', '询价报价', 'Quote inquiry', true),
      l('Quotation-review', '报价审核', 'Quotation review'),
      l('quotation', '报价单', 'Quotations'),
      l('detail-quotation', '报价详情', 'Quotation detail', true),
      l('createdSalesOrder', '生成销售单', 'Create sales order', true),
      l('seas-library', '公海询价', 'Inquiry pool'),
      l('purchase-quote', '采购报价', 'Purchase quotes'),
      l('stock-approval-list', '备货审批', 'Stocking approvals'),
      l('quote-approval-list', '报价审批', 'Quote approvals'),
      l('forward-review', '转交审核', 'Transfer review'),
      l('quote-record', '报价记录', 'Quote history'),
      l('purchase-request', '采购申请', 'Purchase requests'),
      l('purchase-requestaudit', '采购申请审核', 'Request review'),
      l('purchase-rfqlibrary', '询价库', 'RFQ library'),
      l('new-purchasequote', '新增采购报价', 'Quote entry'),
    ],
    'file-search',
  ),
  g(
    'product',
    '产品管理',
    'Products',
    [
      l('product-information', '产品信息', 'Parts master'),
      l('cashStock', '现货库存', 'Own stock'),
      l('supplier', '供应商', 'Suppliers'),
      l('internationalinventory', '国际库存', 'Global stock'),
      l('brand-manage', '品牌管理', 'Brands'),
    ],
    'appstore',
  ),
  g(
    'sales',
    '销售管理',
    'Sales',
    [
      l('customer-detail', '客户详情', 'Customer detail', true),
      l('customer-info', '客户信息', 'Customer info', true),
      l('salesOrder', '销售订单', 'Sales orders'),
      l('addOrder', '新增订单', 'New order'),
      l('salesOrderInfo', '销售合同', 'Sales contract', true),
      l('editSalesOrder', '编辑订单', 'Edit order', true),
      l('salesOrderDetail', '订单详情', 'Order detail', true),
      l('scheduleSaleOrder', '订单排程', 'Order schedule'),
      l('gatheringOrder', '收款单', 'Receipts'),
      l('sendoutOrder', '发货单', 'Shipments'),
      l('allowance_order', '折让单', 'Allowances'),
      l('cash_requirement', '现货需求', 'Spot requirements'),
      l('invoicepage', '开票申请', 'Invoice requests'),
      l('sales-setup', '销售设置', 'Sales settings'),
      l('sales-deliverystats', '发货统计', 'Shipping statistics'),
      l('parameter-setting', '参数设置', 'Parameters'),
      l('partner-returns', '同行退货', 'Partner returns'),
      l('salespotsupply', '现货供应', 'Spot supply'),
      l('checkquality', '质检', 'Quality checks'),
      l('groupcollection', '集团收款', 'Group receipts'),
      l('sample', '样品', 'Samples'),
      l('brokerage', '提成', 'Commission'),
      g('document-audit', '单据审核', 'Document review', [
        l('salesOrderAudit', '销售订单审核', 'Sales order review'),
        l('salesOrderMarginAudit', '销售订单毛利审核', 'Sales order margin review'),
        l('aftersales-audit', '售后审核', 'After-sales review'),
        l('salesrefund-audit', '销售退款审核', 'Sales refund review'),
        l('partnereturn-audit', '同行退货审核', 'Partner return review'),
        l('applystockup', '备货申请', 'Stocking requests'),
        l('requirementaudit', '需求审核', 'Requirement review'),
        l('salesspotsupply', '现货供应审核', 'Spot supply review'),
        l('allowance', '折让审核', 'Allowance review'),
        l('deliver-audit', '发货审核', 'Shipment review'),
        l('quality-audit', '质检审核', 'Quality review'),
        l('sample-audit', '样品审核', 'Sample review'),
        l('invoice-audit', '开票审核', 'Invoice review'),
        l('rebate-audit', '返点审核', 'Rebate review'),
        l('balancerefund-audit', '余额退款审核', 'Balance refund review'),
        l('receiptAudit', '收款审核', 'Receipt review'),
      ]),
      g('aftersale', '售后', 'After-sales', [
        l('sales-refund', '销售退款', 'Sales refunds'),
        l('returncargo', '退货', 'Returns'),
      ]),
    ],
    'shopping-cart',
  ),
  g(
    'purchase',
    '采购管理',
    'Purchasing',
    [
      g('supplierControl', '供应商管理', 'Supplier management', [
        l('supplier', '供应商', 'Suppliers'),
        l('supplier-detail', '供应商详情', 'Supplier detail', true),
        l('channelInventory', '渠道库存', 'Channel inventory'),
        l('supplierNameDetail', '供应商名称详情', 'Supplier name detail', true),
      ]),
      l('pending-order', '待采购', 'Pending orders'),
      l('purchase-deliver', '采购到货', 'Supplier deliveries'),
      l('spotsupply', '现货供应', 'Spot supply'),
      l('purchase-order', '采购订单', 'Purchase orders'),
      l('generate-purchase', '生成采购单', 'Generate purchase'),
      l('new-purchaseorder', '新增采购单', 'New purchase order'),
      l('purchasing-order', '采购单详情', 'Purchasing order', true),
      l('payment-order', '付款单', 'Payments'),
      l('purchase-list', '采购列表', 'Purchase list'),
      l('purchase-detail', '采购详情', 'Purchase detail', true),
      l('test', '检测', 'Testing'),
      l('order-information', '订单信息', 'Order information'),
      l('warehousing-approval', '入库审批', 'Inbound approval'),
      l('purchase-refund', '采购退款', 'Purchase refunds'),
      l('return-goods', '采购退货', 'Purchase returns'),
      l('purchase-deliverystats', '到货统计', 'Delivery statistics'),
      l('partner-returns', '同行退货', 'Partner returns'),
      l('invoice', '采购发票', 'Purchase invoices'),
      l('purchase-setup', '采购设置', 'Purchasing settings'),
      l('purchase-check', '采购核对', 'Purchase check'),
      l('saleafterrecords', '售后记录', 'After-sales records'),
      l('proxybrand', '代理品牌', 'Proxy brands'),
      l('receipt', '收货', 'Goods receipt'),
      l('internal-stock-order', '内部备货单', 'Internal stock orders'),
      g('document-audit', '单据审核', 'Document review', [
        l('sales-order', '销售订单审核', 'Sales order review'),
        l('purchase-order', '采购订单审核', 'Purchase order review'),
        l('spotsupply-order', '现货供应审核', 'Spot supply review'),
        l('salescargo-review', '销售发货审核（采购）', 'Shipment review (purchasing)'),
        l('salesrefund-review', '销售退款审核', 'Sales refund review'),
        l('purchase-refund', '采购退款审核', 'Purchase refund review'),
        l('purchase-orderInfo', '采购单信息审核', 'Purchase order info review'),
        l('return-refund', '退货退款审核', 'Return and refund review'),
        l('purchase-returnaudit', '采购退货审核', 'Purchase return review'),
        l('quality-audit', '质检审核', 'Quality review'),
        l('invoice-review', '发票审核', 'Invoice review'),
        l('proxybrand-review', '代理品牌审核', 'Proxy brand review'),
      ]),
      g('parameterSetting', '参数设置', 'Parameters', [
        l('qualityList', '质检清单', 'Quality checklist'),
        l('process', '流程', 'Process'),
        l('profitMargin', '利润率', 'Profit margin'),
        l('cashPrice', '现货价格', 'Stock prices'),
        l('warehouse', '仓库库位', 'Warehouses'),
      ]),
    ],
    'shop',
  ),
  g(
    'finance',
    '财务管理',
    'Finance',
    [
      l('currency-detail', '币种汇率', 'Currencies and rates'),
      g('receipt', '收款', 'Receipts', [
        l('precollected', '预收款', 'Pre-collected'),
        l('receivable', '应收款', 'Receivables'),
        l('salesReceipt', '销售收款', 'Sales receipts'),
      ]),
      l('stocksSummary', '库存汇总', 'Stock summary'),
      g('finance-setup', '财务设置', 'Finance settings', [
        l('express', '快递公司', 'Couriers'),
        l('account', '账户', 'Accounts'),
        l('finance-currency', '币种', 'Currencies'),
        l('workdocking', '业务对接', 'Work docking'),
        l('declare', '报关', 'Declaration'),
      ]),
      g('statements', '报表', 'Statements', [l('profit-summary', '利润汇总', 'Profit summary')]),
      g('business-processing', '业务统计', 'Business statistics', [
        l('sales-statistics', '销售统计', 'Sales statistics'),
        l('purchase-statistics', '采购统计', 'Purchasing statistics'),
        l('inventory-statistics', '库存统计', 'Inventory statistics'),
      ]),
      g('financial', '财务处理', 'Financial processing', [
        l('payment', '付款', 'Payments'),
        l('receiptOrder', '收款单', 'Receipt orders'),
        l('requirement', '付款需求', 'Payment requirements'),
        l('invoicestobeIssued', '待开发票', 'Invoices to issue'),
        l('receivables', '应收账款', 'Receivables'),
        l('payable', '应付账款', 'Payables'),
        l('financial-refund', '财务退款', 'Refunds'),
        l('purcahse-refund', '采购退款', 'Purchase refunds'),
        l('customer-bill', '客户账单', 'Customer statements'),
        l('customer-recharge', '客户充值', 'Customer recharge'),
        l('billinfo', '账单信息', 'Bill info'),
        l('allowance', '折让', 'Allowances'),
        l('stockcheck_audit', '盘点审核', 'Stock check review'),
        l('stockcheck-detail', '盘点单详情', 'Stock check detail', true),
        l('partnerrefund', '同行退款', 'Partner refunds'),
        l('partnerrefundpay', '同行退款付款', 'Partner refund payments'),
        l('abnormal', '异常', 'Exceptions'),
        l('supplierbillinfo', '供应商账单', 'Supplier statements'),
      ]),
      g('review', '审核', 'Review', [l('receiptAudit', '收款审核', 'Receipt review')]),
    ],
    'account-book',
  ),
  g(
    'statistics',
    '统计分析',
    'Statistics',
    [
      l('sales', '销售统计', 'Sales'),
      l('group', '团队统计', 'Sales teams'),
      l('purchasegroup', '采购团队统计', 'Purchasing teams'),
      l('clients', '客户统计', 'Customers'),
      l('purchase', '采购统计', 'Purchasing'),
      l('product', '产品统计', 'Products'),
      l('ranking', '排行榜', 'Rankings'),
      l('overview', '概览', 'Overview'),
      l('analyse', '分析', 'Analysis'),
      l('salesanalysis', '销售分析', 'Sales analysis'),
      l('operational-data-analysis', '经营数据分析', 'Operational data'),
    ],
    'bar-chart',
  ),
  g(
    'setup',
    '系统设置',
    'Settings',
    [
      l('dict-list', '字典管理', 'Dictionaries'),
      l('dict-detail', '字典详情', 'Dictionary detail', true),
      l('admin-list', '管理员', 'Administrators'),
      l('admin-detail', '管理员详情', 'Administrator detail', true),
      l('dept-list', '部门设置', 'Departments'),
      l('user-list', '用户设置', 'Users'),
      l('user-test', '权限检查', 'Access check'),
      l('user-detail', '用户详情', 'User detail', true),
      l('dev', '开发信息', 'Developer info'),
      l('role-list', '角色设置', 'Roles', true),
      l('system-setting', '系统设置', 'System settings', true),
    ],
    'setting',
  ),
  g(
    'crmsystem',
    '客户管理',
    'CRM',
    [
      l('customer-management', '客户管理', 'Customers'),
      l('customervisits', '客户拜访', 'Customer visits'),
      l('customerLibrary', '客户公海', 'Customer pool'),
      l('customertrade', '客户交易', 'Customer trade'),
      l('crmbalancerefund', '余额退款', 'Balance refunds'),
      l('crmsettring', 'CRM设置', 'CRM settings'),
      g('reviewcustomer', '客户审核', 'Reviews', [
        l('conflict-audit', '冲突审核', 'Conflict review'),
        l('contact-conflict', '联系人冲突', 'Contact conflicts'),
        l('level-audit', '等级审核', 'Level review'),
        l('credit-audit', '信用审核', 'Credit review'),
        l('librarycustomer-audit', '公海客户审核', 'Pool claims'),
        l('visit', '拜访审核', 'Visit review'),
        l('customeraudit', '客户审核', 'New customers'),
      ]),
    ],
    'team',
  ),
  g(
    'datamanagement',
    '数据管理',
    'Data management',
    [
      l('salesdocument', '销售单据', 'Sales documents'),
      l('purchasedocument', '采购单据', 'Purchase documents'),
      l('datasettings', '数据设置', 'Data settings'),
    ],
    'database',
  ),
  g(
    'workbench',
    '工作台',
    'Workbench',
    [
      l('sale-work', '销售工作台', 'Sales workbench'),
      l('purchase-work', '采购工作台', 'Purchasing workbench'),
    ],
    'desktop',
  ),
  g(
    'achievements',
    '绩效问卷',
    'Achievements',
    [
      g('templatelist', '模板', 'Templates', [l('achievementsList', '模板列表', 'Template list')]),
      l('questionnairerecord', '问卷记录', 'Questionnaire records'),
      l('myquestionnaire', '我的问卷', 'My questionnaires'),
      l('questionnaireother', '他人问卷', 'Others’ questionnaires'),
      l('achievements', '绩效', 'Achievements'),
    ],
    'trophy',
  ),
  g(
    'demand',
    '需求单管理',
    'Demand orders',
    [l('demandmanagement', '需求管理', 'Demand orders'), l('demandaudit', '需求审核', 'Demand review')],
    'profile',
  ),
  g(
    'oa',
    '办公',
    'Office',
    [
      g('personnelmatters', '人事', 'Personnel', [
        l('applyfor', '申请', 'Applications'),
        l('recruitmentapplication', '招聘申请', 'Recruitment requests'),
      ]),
      g('achievements', '绩效问卷', 'Achievement questionnaires', [
        l('questionnairerecord', '问卷记录', 'Questionnaire records'),
        l('myquestionnaire', '我的问卷', 'My questionnaires'),
      ]),
      g('performance', '绩效管理', 'Performance', [
        l('indicatorlibrary', '指标库', 'Indicator library'),
        l('indicatorlibrarydetail', '指标详情', 'Indicator detail', true),
        l('templatesettings', '模板设置', 'Template settings'),
        l('templatedetail', '模板详情', 'Template detail', true),
        l('performance', '绩效考核', 'Performance reviews'),
        l('employeeselfassessment', '员工自评', 'Self-assessment'),
        l('employeeselfassessmentdetail', '自评详情', 'Self-assessment detail', true),
        l('performancereview', '绩效评审', 'Performance review'),
        l('settings', '设置', 'Settings'),
        l('settingssales', '销售设置', 'Sales settings'),
        l('settingsprocurement', '采购设置', 'Purchasing settings'),
        l('assessmentprocess', '考核流程', 'Assessment process'),
        l('resultlist', '结果列表', 'Results'),
      ]),
    ],
    'solution',
  ),
  g('datamanage', '数据导出', 'Data export', [l('exportdata', '数据导出', 'Export data')], 'export'),
  g('email', '邮件', 'Email', [l('email', '邮件', 'Email')], 'mail'),
];

/** Flattens the tree in display order. */
export function flattenMenu(tree: MenuDef[] = MENU_TREE): MenuNode[] {
  const out: MenuNode[] = [];
  const walk = (defs: MenuDef[], parent: MenuNode | null) => {
    defs.forEach((d, i) => {
      const code = parent ? `${parent.code}/${d.seg}` : d.seg;
      const node: MenuNode = {
        code,
        url: `/${code}`,
        zh: d.zh,
        en: d.en,
        icon: d.icon ?? '',
        hidden: !!d.hidden,
        sort: i + 1,
        parentCode: parent?.code ?? null,
        isLeaf: !d.children?.length,
      };
      out.push(node);
      if (d.children) walk(d.children, node);
    });
  };
  walk(tree, null);
  return out;
}

/** Leaf screens (a main menu without children, like dashboard, counts as a screen). */
export function screenNodes(tree: MenuDef[] = MENU_TREE): MenuNode[] {
  const all = flattenMenu(tree);
  const parents = new Set(all.map((n) => n.parentCode).filter(Boolean));
  return all.filter((n) => !parents.has(n.code));
}

/** Named routes for in-app navigation (spec §2). */
export const NAMED_ROUTES = {
  Dashboard: '/dashboard',
  SalesOrder: '/sales/salesOrder',
  PurchasingOrder: '/purchase/purchasing-order',
  RFQmenu: '/forQuotation/rfq-menu',
  Payment: '/purchase/payment-order',
  Email: '/email/email',
} as const;
export type RouteName = keyof typeof NAMED_ROUTES;

/** Route permissions of spec §2: screen path → the permission code it needs. */
export const ROUTE_PERMISSIONS: Record<string, string> = {
  '/sales/salesOrderInfo': 'salecontract',
  '/forQuotation/rfq-detail_edit': 'notice',
};
