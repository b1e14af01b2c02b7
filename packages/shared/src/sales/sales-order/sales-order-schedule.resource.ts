import { defineResource, type FieldDef } from '../../resource/define.js';
import { SALES_ORDER_MENUS } from './sales-order.codes.js';

const L = (k: string) => `resources.salesSchedule.${k}`;

/**
 * sales/scheduleSaleOrder (POST /merchant/sale/salesorder/schedule/Query): the dated deliveries of order
 * lines, what is due per week (`Week` ISO week `2026-W48`, or a `DueDate` range), by customer and
 * salesperson; scoped like the orders (the order's salesperson, data scope "sales"). Orders cancelled or
 * voided are left out.
 */
export const salesScheduleResource = defineResource({
  name: 'sales.salesSchedule',
  title: L('title'),
  menu: SALES_ORDER_MENUS.schedule,
  rowKey: 'Id',
  api: {
    list: '/merchant/sale/salesorder/schedule/Query',
    export: '/merchant/sale/salesorder/schedule/Export',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'Week', kind: 'text', label: L('Week'), list: { width: 90 }, filter: 'like' },
    { name: 'DueDate', kind: 'date', label: L('DueDate'), list: { width: 110 }, filter: 'range', sort: true },
    {
      name: 'OrderId',
      kind: 'number',
      integer: true,
      label: L('OrderNo'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'OrderNo', kind: 'text', label: L('OrderNo'), list: { width: 150 } },
    { name: 'LineId', kind: 'number', integer: true, label: L('LineNo'), list: { hidden: true } },
    { name: 'LineNo', kind: 'number', integer: true, label: L('LineNo'), list: { width: 60 } },
    {
      name: 'CustomerId',
      kind: 'number',
      integer: true,
      label: L('Customer'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'CustomerName', kind: 'text', label: L('Customer'), list: { width: 160 } },
    {
      name: 'OwnerId',
      kind: 'user',
      users: 'salers',
      label: L('Owner'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'OwnerName', kind: 'text', label: L('Owner'), list: { width: 100 } },
    { name: 'Mpn', kind: 'text', label: L('Mpn'), list: { width: 160 } },
    { name: 'Brand', kind: 'text', label: L('Brand'), list: { width: 100 } },
    { name: 'Quantity', kind: 'number', integer: true, label: L('Quantity'), list: { width: 90 } },
    { name: 'LineQuantity', kind: 'number', integer: true, label: L('LineQuantity'), list: { width: 90 } },
    { name: 'ShippedQty', kind: 'number', integer: true, label: L('ShippedQty'), list: { width: 90 } },
    { name: 'Remark', kind: 'text', label: L('Remark'), list: { width: 160 } },
  ] as const satisfies readonly FieldDef[],
  defaultSort: { field: 'DueDate', order: 'asc' },
});
