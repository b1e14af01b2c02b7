import { defineMessages } from '../../i18n/define.js';

/** Server messages of PO change requests (namespace `purchase`, keys `purchase.poChange.…`). */
export const poChangeMessages = defineMessages({
  poChange: {
    notApproved: {
      zh: '采购单 {{no}} 未审核通过，请直接编辑',
      en: 'Purchase order {{no}} is not approved: edit it directly',
    },
    pendingExists: {
      zh: '采购单 {{no}} 已有待审核的修改申请',
      en: 'Purchase order {{no}} already has a change waiting for review',
    },
    nothingChanged: { zh: '没有修改任何信息', en: 'Nothing is changed' },
    lineNotOfOrder: { zh: '明细行不属于该采购单', en: 'The line is not one of this purchase order' },
    belowPaid: {
      zh: '修改后总额 {{total}} 低于已付及申请中金额 {{paid}}',
      en: 'The new total {{total}} is below what is paid or requested ({{paid}})',
    },
  },
});
