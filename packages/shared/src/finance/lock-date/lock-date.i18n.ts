import { defineMessages } from '../../i18n/define.js';

/** The period lock date screen's texts (part of `financeUi`, i18n/ui-finance.ts; decision 0026). */
export const lockDateUi = defineMessages({
  lockDate: {
    title: { zh: '结账日期', en: 'Period lock date' },
    hint: {
      zh: '结账日期之前（不含当天）的日期不能再记账：应收、应付、客户余额、预收款和供应商预付款的任何记录都会被拒绝。结账日期不能晚于今天。',
      en: 'Nothing can be posted dated before the lock date: receivables, payables, customer balances, pre-collected money and supplier advances are all refused there. The lock date cannot be later than today.',
    },
    current: { zh: '当前结账日期', en: 'Lock date in force' },
    none: { zh: '未设置', en: 'Not set' },
    newDate: { zh: '新的结账日期', en: 'New lock date' },
    save: { zh: '保存', en: 'Save' },
    saved: { zh: '结账日期已改为 {{date}}', en: 'The lock date is now {{date}}' },
    history: { zh: '修改记录', en: 'History' },
    when: { zh: '修改时间', en: 'Changed at' },
    who: { zh: '修改人', en: 'Changed by' },
    empty: { zh: '还没有修改记录', en: 'Never changed' },
    readOnly: { zh: '你没有修改结账日期的权限', en: 'You may not move the lock date' },
  },
});
