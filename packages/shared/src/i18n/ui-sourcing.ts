import { defineMessages } from './define.js';

/**
 * Texts of the seas library, purchase request and demand screens (i18next namespace `sourcingUi`;
 * `sourcing` and `demand` hold the server's messages).
 */
export const uiSourcing = defineMessages({
  common: {
    save: { zh: '保存', en: 'Save' },
    saveSubmit: { zh: '保存并提交审核', en: 'Save and submit' },
    cancel: { zh: '取消', en: 'Cancel' },
    add: { zh: '新增', en: 'Add' },
    addLine: { zh: '添加明细', en: 'Add line' },
    removeLine: { zh: '删除', en: 'Remove' },
    remark: { zh: '备注', en: 'Remark' },
    lines: { zh: '明细', en: 'Lines' },
    saved: { zh: '已保存', en: 'Saved' },
    required: { zh: '请填写', en: 'Required' },
  },
  line: {
    Mpn: { zh: '型号', en: 'MPN' },
    Brand: { zh: '品牌', en: 'Brand' },
    Package: { zh: '封装', en: 'Package' },
    DateCode: { zh: '批号', en: 'D/C' },
    Quantity: { zh: '数量', en: 'Qty' },
    TargetCost: { zh: '目标成本', en: 'Target cost' },
    TargetPrice: { zh: '目标价', en: 'Target price' },
    Currency: { zh: '币种', en: 'Currency' },
    Purpose: { zh: '用途', en: 'Purpose' },
    RequiredDate: { zh: '需求日期', en: 'Required date' },
    InquiryLineId: { zh: '询价明细ID', en: 'Inquiry line id' },
    Delivery: { zh: '交期', en: 'Delivery' },
    IsUrgent: { zh: '加急', en: 'Urgent' },
    CustomerPn: { zh: '客户料号', en: 'Customer PN' },
  },
  seas: {
    hint: {
      zh: '公海中的询价单可由其他销售接手；客户在客户公海中的询价，需先在客户公海认领该客户。联系方式已隐藏。',
      en: 'Inquiries in the pool can be taken over by another salesperson; for a customer in the customer pool, claim the customer first. Contact details are hidden.',
    },
    release: { zh: '放入公海', en: 'Release to pool' },
    releaseTitle: { zh: '把我的询价单放入公海', en: 'Release one of my inquiries to the pool' },
    pickInquiry: { zh: '选择询价单', en: 'Inquiry' },
    reason: { zh: '原因', en: 'Reason' },
    goClaim: { zh: '去客户公海认领', en: 'Claim in the customer pool' },
    tookOver: { zh: '已接手，询价单已在我的询价中', en: 'Taken over: the inquiry is now in my inquiries' },
  },
  request: {
    add: { zh: '新增采购申请', en: 'New purchase request' },
    newTitle: { zh: '新增采购申请', en: 'New purchase request' },
    editTitle: { zh: '编辑采购申请 {{no}}', en: 'Edit purchase request {{no}}' },
    submitted: { zh: '已提交审核', en: 'Submitted for review' },
    withdrawn: { zh: '已撤回为草稿', en: 'Withdrawn to draft' },
  },
  demand: {
    add: { zh: '新增需求单', en: 'New demand order' },
    newTitle: { zh: '新增需求单', en: 'New demand order' },
    editTitle: { zh: '编辑需求单 {{no}}', en: 'Edit demand order {{no}}' },
    customer: { zh: '客户', en: 'Customer' },
    customerSearch: { zh: '输入客户简称搜索', en: 'Type to search your customers' },
    currency: { zh: '币种', en: 'Currency' },
    expectedDate: { zh: '预计需求日期', en: 'Expected date' },
    inquiryOpened: { zh: '已生成询价单 {{InquiryNo}}', en: 'Inquiry {{InquiryNo}} opened' },
    openInquiryLink: { zh: '查看询价单', en: 'Open the inquiry' },
  },
});
