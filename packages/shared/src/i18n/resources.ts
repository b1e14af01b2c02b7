import { costParamResources } from '../sales/margin/margin.i18n.js';
import { salesOrderResources } from '../sales/sales-order/sales-order.i18n.js';
import { stockCheckResources } from '../inventory/stock-check/stock-check.i18n.js';
import { supplierResources } from '../purchase/supplier/supplier.i18n.js';
import { defineMessages } from './define.js';
import { crmResources } from './resources-crm.js';
import { crmOpsResources } from './resources-crm-ops.js';
import { productResources } from './resources-product.js';
import { inquiryResources } from './resources-inquiry.js';
import { sourcingResources } from './resources-sourcing.js';
import { quoteResources } from './resources-quote.js';
import { reviewResources } from './resources-review.js';
import { cashStockResources } from '../inventory/cash-stock/cash-stock.i18n.js';
import { stockResources } from './resources-stock.js';
import { warehouseResources } from '../inventory/warehouse/warehouse.i18n.js';
import { ratesResources } from '../finance/rates/rates.i18n.js';
import { stockingRequestResources } from '../sales/stocking-request/stocking-request.i18n.js';
import { spotSupplyResources } from '../sales/spot-supply/spot-supply.i18n.js';
import { cashRequirementResources } from '../sales/cash-requirement/cash-requirement.i18n.js';
import { channelResources } from '../purchase/channel/channel.i18n.js';
import { purchaseOrderResources } from '../purchase/purchase-order/purchase-order.i18n.js';
import { supplierDeliveryResources } from '../purchase/supplier-delivery/supplier-delivery.i18n.js';
import { receiptResources } from '../purchase/receipt/receipt.i18n.js';
import { inspectionResources, qualityItemResources } from '../purchase/inspection/inspection.i18n.js';
import { paymentOrderResources } from '../purchase/payment-order/payment-order.i18n.js';
import { courierResources } from '../logistics/courier/courier.i18n.js';
import { declareResources } from '../logistics/declare/declare.i18n.js';
import { forwarderResources } from '../logistics/forwarder/forwarder.i18n.js';
import { shipmentResources } from '../logistics/shipment/shipment.i18n.js';
import { shipmentReviewResources } from '../logistics/shipment/shipment-review.i18n.js';
import { proxyBrandResources } from '../purchase/proxy-brand/proxy-brand.i18n.js';
import { bankReceiptResources } from '../finance/bank-receipt/bank-receipt.i18n.js';
import { receivablesResources } from '../finance/receivables/receivables.i18n.js';
import { invoiceResources } from '../finance/invoice/invoice.i18n.js';
import { internalStockOrderResources } from '../purchase/internal-stock-order/internal-stock-order.i18n.js';
import { salesReceiptResources } from '../sales/sales-receipt/sales-receipt.i18n.js';
import { qualityCheckResources } from '../sales/quality-check/quality-check.i18n.js';

/**
 * Labels of resource definitions (packages/shared/src/<module>/*-resource.ts), one group per resource.
 * Keys are written `resources.<group>.<Field>`; the server uses them for export headers, the web kit
 * for columns, filters, forms and detail views.
 */
export const resources = defineMessages({
  ...internalStockOrderResources,
  ...salesReceiptResources,
  ...qualityCheckResources,
  ...proxyBrandResources,
  ...bankReceiptResources,
  ...receivablesResources,
  ...invoiceResources,
  ...supplierDeliveryResources,
  ...receiptResources,
  ...inspectionResources,
  ...qualityItemResources,
  ...paymentOrderResources,
  ...shipmentResources,
  ...shipmentReviewResources,
  ...courierResources,
  ...declareResources,
  ...forwarderResources,
  ...purchaseOrderResources,
  ...channelResources,
  ...stockingRequestResources,
  ...cashRequirementResources,
  ...spotSupplyResources,
  ...salesOrderResources,
  ...costParamResources,
  ...stockCheckResources,
  ...supplierResources,
  ...crmResources,
  ...crmOpsResources,
  ...inquiryResources,
  ...sourcingResources,
  ...quoteResources,
  ...reviewResources,
  ...cashStockResources,
  ...stockResources,
  ...warehouseResources,
  ...ratesResources,
  common: {
    Id: { zh: '编号', en: 'Id' },
    CreatedAt: { zh: '创建时间', en: 'Created' },
    UpdatedAt: { zh: '更新时间', en: 'Updated' },
    Tenant: { zh: '公司', en: 'Company' },
    Status: { zh: '状态', en: 'Status' },
    active: { zh: '启用', en: 'Active' },
    disabled: { zh: '停用', en: 'Disabled' },
    yes: { zh: '是', en: 'Yes' },
    no: { zh: '否', en: 'No' },
  },
  user: {
    title: { zh: '用户', en: 'Users' },
    Account: { zh: '账号', en: 'Account' },
    Name: { zh: '姓名', en: 'Name' },
    NameEn: { zh: '英文名', en: 'English name' },
    Email: { zh: '邮箱', en: 'Email' },
    Phone: { zh: '电话', en: 'Phone' },
    DeptId: { zh: '部门', en: 'Department' },
    RoleId: { zh: '角色', en: 'Role' },
    RoleNames: { zh: '角色', en: 'Roles' },
    IsAdmin: { zh: '管理员', en: 'Administrator' },
    disable: { zh: '停用', en: 'Disable' },
    enable: { zh: '启用', en: 'Enable' },
    confirmDisable: {
      zh: '停用后该用户的登录会立即失效，确定停用？',
      en: "Disabling ends the user's sessions at once. Disable?",
    },
  },
  dict: {
    title: { zh: '数据字典', en: 'Dictionaries' },
    lineTitle: { zh: '字典项', en: 'Dictionary lines' },
    Code: { zh: '字典编码', en: 'Code' },
    Name: { zh: '字典名称', en: 'Name' },
    NameEn: { zh: '英文名称', en: 'English name' },
    IsSystem: { zh: '系统字典', en: 'System dictionary' },
    IsSystemLine: { zh: '系统项', en: 'System line' },
    Lines: { zh: '字典项数', en: 'Lines' },
    Remark: { zh: '备注', en: 'Remark' },
    Sort: { zh: '排序', en: 'Order' },
    DictValue: { zh: '字典值', en: 'Value' },
    DictText: { zh: '中文文本', en: 'Chinese text' },
    DictTextEn: { zh: '英文文本', en: 'English text' },
    Enabled: { zh: '启用', en: 'Enabled' },
    deleteLines: { zh: '删除', en: 'Delete' },
    confirmDelete: {
      zh: '确定删除所选字典项？系统字典项不能删除。',
      en: 'Delete the selected lines? Lines of a system dictionary cannot be deleted.',
    },
  },
  admin: {
    title: { zh: '管理员', en: 'Administrators' },
    IsBuiltIn: { zh: '内置管理员', en: 'Built-in' },
    grant: { zh: '设为管理员', en: 'Make administrator' },
    revoke: { zh: '取消管理员', en: 'Revoke administrator' },
    confirmGrant: {
      zh: '管理员拥有全部菜单和权限，确定设为管理员？',
      en: 'Administrators hold every menu and permission. Make this user an administrator?',
    },
    confirmRevoke: {
      zh: '取消后该用户只保留其角色的权限，确定取消？',
      en: 'The user keeps only the permissions of its roles. Revoke?',
    },
  },
  role: {
    title: { zh: '角色', en: 'Roles' },
    Name: { zh: '角色名称', en: 'Role name' },
    NameEn: { zh: '英文名称', en: 'English name' },
    ScopeKind: { zh: '数据范围', en: 'Data scope' },
    IsSystem: { zh: '系统角色', en: 'System role' },
    Users: { zh: '用户数', en: 'Users' },
    Remark: { zh: '备注', en: 'Remark' },
    Grants: { zh: '菜单与按钮', en: 'Menus and buttons' },
    Permits: { zh: '接口权限', en: 'Permits' },
    scope: {
      all: { zh: '全部数据', en: 'All users' },
      sales: { zh: '本人（销售员）', en: 'Own (as salesperson)' },
      purchase: { zh: '本人（采购员）', en: 'Own (as buyer)' },
      own: { zh: '仅本人', en: 'Own only' },
    },
  },
  setting: {
    title: { zh: '系统设置', en: 'System settings' },
    companies: { zh: '所属公司', en: 'Owner companies' },
    Name: { zh: '公司名称', en: 'Company name' },
    NameEn: { zh: '英文名称', en: 'English name' },
    ShortName: { zh: '简称', en: 'Short name' },
    Country: { zh: '国家/地区', en: 'Country' },
    Address: { zh: '公司地址', en: 'Address (Chinese)' },
    AddressEn: { zh: '英文地址', en: 'Address (English)' },
    Phone: { zh: '电话', en: 'Phone' },
    Email: { zh: '邮箱', en: 'Email' },
    DocEnabled: { zh: '新单据可选', en: 'Offered for new documents' },
    BaseCurrency: { zh: '本位币', en: 'Base currency' },
    Currencies: { zh: '使用币种', en: 'Currencies used' },
    Value: { zh: '设置值', en: 'Value' },
    Months: { zh: '未活跃月数', en: 'Months inactive' },
    Share: { zh: '转入比例（%）', en: 'Share moved (%)' },
    group: {
      crm: { zh: '客户管理', en: 'Customers' },
      sales: { zh: '销售', en: 'Sales' },
      finance: { zh: '财务', en: 'Finance' },
      data: { zh: '数据', en: 'Data' },
      performance: { zh: '绩效', en: 'Performance' },
    },
    poolClaimMonthlyQuota: {
      zh: '公海每月领取上限（每位销售）',
      en: 'Public-pool claims per salesperson per month',
    },
    poolClaimMonthlyQuotaHelp: {
      zh: '销售员每个自然月最多可从公海领取的客户数',
      en: 'How many customers a salesperson may claim from the public pool in a calendar month',
    },
    maxCustomersPerSalesperson: { zh: '每位销售最多客户数', en: 'Maximum customers per salesperson' },
    maxCustomersPerSalespersonHelp: {
      zh: '超过后不能再新增或领取客户',
      en: 'Beyond it a salesperson cannot add or claim customers',
    },
    poolReturnEnabled: { zh: '每月 1 日自动转入公海', en: 'Monthly return to the public pool' },
    poolReturnEnabledHelp: {
      zh: '每月 1 日按下列比例将不活跃客户转入公海',
      en: 'On the 1st of each month, move inactive customers to the public pool by the shares below',
    },
    poolReturnTiers: { zh: '不活跃分档与转入比例', en: 'Inactivity tiers and shares moved' },
    poolReturnTiersHelp: {
      zh: '无询价、无订单达到该月数的客户，按比例转入公海（1、2、3、4、6 个月）',
      en: 'Customers without inquiry or order for that many months; that share moves (1, 2, 3, 4, 6 months)',
    },
    poolClaimReviewEnabled: { zh: '公海领取需审核', en: 'Pool claims need review' },
    poolClaimReviewEnabledHelp: {
      zh: '开启后，销售从公海领取客户需经公海客户审核通过后才归属该销售',
      en: 'When on, a claimed pool customer goes to the claimer only after the pool-claim review approves it',
    },
    poolReclaimCoolDownDays: { zh: '退回公海后重新领取冷却天数', en: 'Re-claim cool-down (days)' },
    poolReclaimCoolDownDaysHelp: {
      zh: '客户从某销售名下转入公海后，该销售需等待的天数才能再次领取（0 为不限制）',
      en: 'Days a salesperson must wait before claiming again a customer that left them for the pool (0 = no wait)',
    },
    publicMailDomains: { zh: '公共邮箱域名', en: 'Public mail domains' },
    publicMailDomainsHelp: {
      zh: '这些域名的邮箱不参与新客户冲突判断（如 qq.com、163.com、gmail.com）',
      en: 'Addresses at these domains never count as a customer conflict (such as qq.com, 163.com, gmail.com)',
    },
    taxRates: { zh: '税率选项（%）', en: 'Tax rate options (%)' },
    taxRatesHelp: { zh: '销售订单可选的税率', en: 'Tax rates offered on sales orders' },
    salesReReviewTolerancePercent: {
      zh: '已审核订单修改容差（%）',
      en: 'Edit tolerance of approved orders (%)',
    },
    salesReReviewTolerancePercentHelp: {
      zh: '已审核的销售订单修改后，金额或毛利率变化超过该百分比即退回草稿重新审核（0 = 任何变化）',
      en: 'An approved sales order whose amount or GP % moves by more than this percentage when edited goes back to draft for a new review (0 = any change)',
    },
    overweightTolerancePercent: { zh: '发货超重容差（%）', en: 'Overweight tolerance of shipments (%)' },
    overweightTolerancePercentHelp: {
      zh: '装箱毛重合计超过发货单接受重量的该百分比时，发货单进入超重审核（0 = 任何超出）',
      en: 'A shipment whose total box gross weight exceeds its accepted weight by more than this percentage goes to the overweight review (0 = any excess)',
    },
    unclaimedReceiptAlertDays: { zh: '收款未认领提醒天数', en: 'Unclaimed receipt alert (days)' },
    unclaimedReceiptAlertDaysHelp: {
      zh: '银行收款在到账日期后超过该天数仍未认领，列入财务异常',
      en: 'A bank receipt still unclaimed this many days after its value date is listed under finance exceptions',
    },
    exportMaxRows: { zh: '导出行数上限', en: 'Export row limit' },
    exportMaxRowsHelp: {
      zh: '一次导出最多的行数，超过时请缩小筛选范围',
      en: 'The most rows one export may hold; narrow the filters beyond it',
    },
    selfAssessmentDeadlineDay: { zh: '绩效自评截止日', en: 'Self-assessment deadline (day of month)' },
    selfAssessmentDeadlineDayHelp: {
      zh: '每月该日前完成上月绩效自评',
      en: "Last month's self-assessment is due by this day",
    },
  },
  product: productResources,
});
