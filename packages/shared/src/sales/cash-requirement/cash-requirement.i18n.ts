import { defineMessages } from '../../i18n/define.js';

/** Labels of the cash requirement resource (keys `resources.cashRequirement.…`), zh-CN and en-US. */
export const cashRequirementResources = defineMessages({
  cashRequirement: {
    title: { zh: '现货需求', en: 'Spot requirements' },
    add: { zh: '新增需求', en: 'Ask for own stock' },
    No: { zh: '单号', en: 'No.' },
    Mpn: { zh: '型号', en: 'MPN' },
    Brand: { zh: '品牌', en: 'Brand' },
    Package: { zh: '封装', en: 'Package' },
    DateCode: { zh: '批号', en: 'D/C' },
    Quantity: { zh: '数量', en: 'Quantity' },
    TargetPrice: { zh: '目标价', en: 'Target price' },
    Currency: { zh: '币种', en: 'Currency' },
    CustomerId: { zh: '客户', en: 'Customer' },
    RequiredDate: { zh: '需求日期', en: 'Required date' },
    Remark: { zh: '备注', en: 'Remark' },
    Status: { zh: '状态', en: 'Status' },
    Owner: { zh: '销售员', en: 'Salesperson' },
    Version: { zh: '版本', en: 'Version' },
    MatchingStock: { zh: '匹配现货（可用）', en: 'Matching own stock (available)' },
    fulfil: { zh: '已满足', en: 'Fulfilled' },
    close: { zh: '关闭', en: 'Close' },
    status1: { zh: '待审核', en: 'Pending review' },
    status2: { zh: '已审核', en: 'Approved' },
    status3: { zh: '已驳回', en: 'Rejected' },
    status4: { zh: '已满足', en: 'Fulfilled' },
    status5: { zh: '已关闭', en: 'Closed' },
  },
});

/** Server messages of cash requirements (namespace `sales`). */
export const cashRequirementMessages = defineMessages({
  reqQtyInvalid: { zh: '数量必须是正整数', en: 'The quantity must be a positive whole number' },
  reqPriceInvalid: {
    zh: '目标价必须大于 0，最多 6 位小数',
    en: 'The target price must be above 0 with at most 6 decimals',
  },
  reqCurrencyRequired: { zh: '填写目标价时请选择币种', en: 'Please select the currency of the target price' },
  reqDateInvalid: { zh: '需求日期格式应为 YYYY-MM-DD', en: 'The required date must be YYYY-MM-DD' },
  reqNotOpen: {
    zh: '需求 {{no}} 不是已审核状态，不能满足或关闭',
    en: 'Requirement {{no}} is not approved: it cannot be fulfilled or closed',
  },
});
