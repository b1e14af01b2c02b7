import { defineResource } from '../../resource/define.js';
import { RECEIVABLES_API, RECEIVABLES_MENU } from './receivables.codes.js';

const L = (k: string) => `resources.receivables.${k}`;
const money = (name: string, width = 110, sort = false) =>
  ({ name, kind: 'money', label: L(name), list: { width }, ...(sort ? { sort: true } : {}) }) as const;

/**
 * finance/financial/receivables (POST /merchant/finance/receivables/Query): the open receivable of each
 * customer per owner company and currency, from the money ledger, aged by days past due (due date = the
 * posting of the receivable + the order's payment terms, decision 0056); remaining credit = limit − open
 * receivables. Finance sees every customer; a salesperson their own customers. Export = the list.
 */
export const receivablesResource = defineResource({
  name: 'finance.receivables',
  title: L('title'),
  menu: RECEIVABLES_MENU,
  rowKey: 'Id',
  api: { list: RECEIVABLES_API.list, export: RECEIVABLES_API.export },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    {
      name: 'CustomerId',
      kind: 'number',
      integer: true,
      label: L('CustomerName'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'CustomerCode', kind: 'text', label: L('CustomerCode'), list: { width: 110 } },
    { name: 'CustomerName', kind: 'text', label: L('CustomerName'), list: { width: 180 }, filter: 'like' },
    {
      name: 'OwnerId',
      kind: 'user',
      users: 'salers',
      label: L('OwnerId'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'OwnerName', kind: 'text', label: L('OwnerName'), list: { width: 90 } },
    {
      name: 'TenantId',
      kind: 'lookup',
      lookup: 'tenants',
      label: 'resources.common.Tenant',
      list: { width: 120 },
      filter: 'eq',
    },
    {
      name: 'Currency',
      kind: 'lookup',
      lookup: 'currencies',
      label: L('Currency'),
      list: { width: 70 },
      filter: 'eq',
    },
    money('Open', 120, true),
    money('Current'),
    money('Days1to30'),
    money('Days31to60'),
    money('Days61to90'),
    money('Over90'),
    money('Overdue', 110, true),
    { name: 'IsOverdue', kind: 'boolean', label: L('IsOverdue'), list: { width: 70 }, filter: 'bool' },
    {
      name: 'MaxDaysOverdue',
      kind: 'number',
      integer: true,
      label: L('MaxDaysOverdue'),
      list: { width: 90 },
    },
    money('CreditLimit'),
    money('RemainingCredit', 120),
  ],
  defaultSort: { field: 'Open', order: 'desc' },
});
