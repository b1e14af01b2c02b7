import { salesOrderReviewMessages } from '../sales/sales-order/sales-order-review.i18n.js';
import { salesOrderCoreFields, salesOrderCoreMessages } from '../sales/sales-order/sales-order-core.i18n.js';
import { marginFields, marginMessages } from '../sales/margin/margin.i18n.js';
import { stockingRequestMessages } from '../sales/stocking-request/stocking-request.i18n.js';
import { cashRequirementMessages } from '../sales/cash-requirement/cash-requirement.i18n.js';
import { spotSupplyMessages } from '../sales/spot-supply/spot-supply.i18n.js';
import { salesReceiptMessages } from '../sales/sales-receipt/sales-receipt.i18n.js';
import { qualityCheckMessages } from '../sales/quality-check/quality-check.i18n.js';
import { defineMessages } from './define.js';

/**
 * Server messages of the sales module (namespace `sales`; issue #14). Each feature keeps its messages
 * beside it when it has many; the order's own are here.
 */
export const sales = defineMessages({
  ...salesOrderReviewMessages,
  ...salesOrderCoreMessages,
  ...marginMessages,
  ...stockingRequestMessages,
  ...spotSupplyMessages,
  ...cashRequirementMessages,
  ...salesReceiptMessages,
  ...qualityCheckMessages,
  tenantDisabled: {
    zh: '所属公司 {{tenant}} 不可用于新单据（请选择芯桥香港或芯桥美国）',
    en: 'Company {{tenant}} is disabled for new documents (choose ChipBridge Hong Kong or ChipBridge USA)',
  },
  taxRateInvalid: {
    zh: '税率只能是 1%、3%、9%、10%、11% 或 13%',
    en: 'The tax rate must be 1 %, 3 %, 9 %, 10 %, 11 % or 13 %',
  },
  paymentTermsInvalid: { zh: '请选择结算方式', en: 'Please select the payment terms' },
  currencyUnknown: { zh: '币种 {{currency}} 不存在', en: 'Currency {{currency}} does not exist' },
  consigneeNameRequired: { zh: '请输入收货人', en: 'Please enter the consignee name' },
  consigneePhoneRequired: { zh: '请输入收货人电话', en: "Please enter the consignee's phone" },
  countryRequired: { zh: '请选择国家', en: 'Please select the country' },
  customerNotFound: { zh: '客户不存在', en: 'The customer does not exist' },
  customerNotOwn: {
    zh: '客户 {{customer}} 不属于你，不能下单',
    en: 'Customer {{customer}} is not yours: you cannot order for it',
  },
  customerNotActive: {
    zh: '客户 {{customer}} 尚未审核通过，不能下单',
    en: 'Customer {{customer}} is not approved yet: it cannot order',
  },
  customerBlacklisted: {
    zh: '客户 {{customer}} 在黑名单中，不能下单',
    en: 'Customer {{customer}} is blacklisted: it cannot order',
  },
  contactNotOfCustomer: {
    zh: '联系人不属于该客户',
    en: 'The contact does not belong to this customer',
  },
  linesRequired: { zh: '至少保留一行产品', en: 'At least one product line must remain' },
  lineMpnRequired: { zh: '第 {{line}} 行：请输入型号', en: 'Line {{line}}: please enter the MPN' },
  lineQtyInvalid: {
    zh: '第 {{line}} 行：数量必须是正整数',
    en: 'Line {{line}}: the quantity must be a positive whole number',
  },
  linePriceInvalid: {
    zh: '第 {{line}} 行：单价必须大于 0，最多 6 位小数',
    en: 'Line {{line}}: the unit price must be above 0 with at most 6 decimals',
  },
  lineDateInvalid: {
    zh: '第 {{line}} 行：需求日期格式应为 YYYY-MM-DD',
    en: 'Line {{line}}: the required date must be YYYY-MM-DD',
  },
  lineCostBoth: {
    zh: '第 {{line}} 行：成本只能来自一个采购报价或一个自有批次',
    en: 'Line {{line}}: the cost comes from one purchase quote or one own lot, not both',
  },
  purchaseQuoteNotFound: {
    zh: '第 {{line}} 行：采购报价不存在',
    en: 'Line {{line}}: the purchase quote does not exist',
  },
  lotNotFound: { zh: '第 {{line}} 行：批次不存在', en: 'Line {{line}}: the lot does not exist' },
  notEditable: {
    zh: '当前单据状态不支持修改',
    en: 'The current state of the document does not support modification',
  },
});

/** Field labels of the sales module (merged into `fields`). */
export const salesFields = defineMessages({
  ...salesOrderCoreFields,
  ...marginFields,
  TaxRate: { zh: '税率', en: 'Tax rate' },
  PayAccountId: { zh: '收款账户', en: 'Payment account' },
  ConsigneeName: { zh: '收货人', en: 'Consignee name' },
  ConsigneePhone: { zh: '收货人电话', en: "Consignee's phone" },
  ConsigneeAddress: { zh: '收货地址', en: 'Consignee address' },
  CountryId: { zh: '国家', en: 'Country' },
  CourierId: { zh: '快递公司', en: 'Courier' },
  UnitPrice: { zh: '单价', en: 'Unit price' },
  RequiredDate: { zh: '需求日期', en: 'Required date' },
  QuoteLineId: { zh: '报价行', en: 'Quote line' },
  PurchaseQuoteId: { zh: '采购报价', en: 'Purchase quote' },
  OrderId: { zh: '销售订单', en: 'Sales order' },
  OrderLineId: { zh: '订单行', en: 'Order line' },
  LineIds: { zh: '所选行', en: 'Chosen lines' },
  Action: { zh: '处理方式', en: 'Action' },
});
