import { defineMessages } from './define.js';
import { inquiryResources } from './resources-inquiry.js';

const quoteLabels = inquiryResources.rfqLibrary;

/**
 * Notification texts. `msg.*` are the stored notifications (sys_notification.message_key + params,
 * rendered in the reader's language at read time by `renderNotice`, packages/shared/src/core/notice.ts):
 * a leaf is the title; a group has a `title` and a `detail` line. `status.*` are the label groups a
 * status parameter `{ code, labels }` names (`labels: 'notices.status.review'`).
 */
export const notices = defineMessages({
  performance: {
    title: { zh: '{{period}} 月度绩效考核', en: 'Performance review for {{period}}' },
    content: {
      zh: '请于 {{deadline}} 前完成 {{period}} 的绩效自评，逾期将无法提交。',
      en: 'Please complete your self-assessment for {{period}} by {{deadline}}; late submissions are not accepted.',
    },
  },
  offlineType: {
    '1': { zh: '系统维护', en: 'System maintenance' },
    '2': { zh: '版本升级', en: 'Version upgrade' },
    '3': { zh: '超时提醒', en: 'Time-out reminder' },
    '4': { zh: '系统公告', en: 'Announcement' },
  },
  msg: {
    welcome: { zh: '欢迎使用 PartDesk', en: 'Welcome to PartDesk' },
    salesOrderApproved: { zh: '销售订单已审核通过', en: 'Sales order approved' },
    salesLineStocked: {
      title: { zh: '销售订单明细已到货备货', en: 'Sales order line stocked' },
      detail: {
        zh: '{{mpn}} · {{qty}} 个 · 入库检验 {{inspection}} 合格',
        en: '{{mpn}} · {{qty}} pcs · inspection {{inspection}} passed',
      },
    },
    qualityCheckPassed: {
      title: { zh: '质检合格', en: 'Quality check passed' },
      detail: { zh: '{{no}} · {{mpn}} · 批次 {{lot}}', en: '{{no}} · {{mpn}} · lot {{lot}}' },
    },
    qualityCheckFailed: {
      title: { zh: '质检不合格，预留已释放', en: 'Quality check failed: reservation released' },
      detail: { zh: '{{no}} · {{mpn}} · 批次 {{lot}}', en: '{{no}} · {{mpn}} · lot {{lot}}' },
    },
    purchaseOrderPending: { zh: '采购订单待审核', en: 'Purchase order awaits review' },
    newInquiry: {
      title: { zh: '新询价单', en: 'New inquiry' },
      detail: { zh: 'BOM 共 {{lines}} 行', en: 'BOM of {{lines}} lines' },
    },
    customerReleased: { zh: '客户已退回公海', en: 'Customer returned to the public pool' },
    customerTransferredIn: { zh: '客户已转入您名下', en: 'A customer was transferred to you' },
    customerTransferredOut: { zh: '客户已从您名下转出', en: 'A customer was transferred away from you' },
    poolReturn: {
      title: {
        zh: '{{count}} 个长期未活跃客户已转入公海',
        en: '{{count}} inactive customers moved to the public pool',
      },
      detail: { zh: '每月 1 日公海回收：{{codes}}', en: 'Monthly pool return: {{codes}}' },
    },
    shipmentShipped: { zh: '发货单已发货', en: 'Shipment shipped' },
    visitsAssigned: { zh: '有新的客户拜访分配给您', en: 'Customer visits were assigned to you' },
    inquiryQuoted: {
      title: { zh: '询价有新的采购报价', en: 'New purchase quote on your inquiry' },
      detail: {
        zh: '{{quote}} · {{quantity}} 个 · {{cost}} {{currency}}',
        en: '{{quote}} · {{quantity}} pcs · {{cost}} {{currency}}',
      },
    },
    inquiryTransferredIn: { zh: '询价单已转交给您', en: 'An inquiry was transferred to you' },
    inquirySentBack: { zh: '询价明细退回核价', en: 'Inquiry line sent back for a price check' },
    inquiryTakenOver: { zh: '您放入公海的询价单已被接手', en: 'Your released inquiry was taken over' },
    quoteApproved: { zh: '报价单审批通过', en: 'Quotation approved' },
    quoteRejected: { zh: '报价单审批被驳回', en: 'Quotation rejected' },
    reviewApproved: { zh: '单据 {{no}} 已审核通过', en: 'Document {{no}} has been approved' },
    reviewAdvanced: {
      zh: '单据 {{no}} 已通过「{{step}}」，进入「{{next}}」',
      en: 'Document {{no}} passed “{{step}}” and moved on to “{{next}}”',
    },
    reviewRejected: { zh: '单据 {{no}} 已被驳回', en: 'Document {{no}} has been rejected' },
  },
  status: {
    review: {
      pendingReview: { zh: '待审核', en: 'Pending review' },
      approved: { zh: '审核通过', en: 'Approved' },
      rejected: { zh: '已驳回', en: 'Rejected' },
    },
    /** An inquiry line's quote status (QUOTE_STATUS codes, the RFQ library's labels). */
    quote: {
      '1': quoteLabels.statusToQuote,
      '2': quoteLabels.statusQuoted,
      '3': quoteLabels.statusRequoted,
      '4': quoteLabels.statusPriceToCheck,
      '5': quoteLabels.statusToConfirm,
    },
  },
});
