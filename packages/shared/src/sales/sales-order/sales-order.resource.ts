import { defineResource, type FieldDef } from '../../resource/define.js';
import {
  IS_ABOLISH,
  ORDER_NOTIFY,
  ORDER_PAY,
  ORDER_REVIEW,
  ORDER_SHIP,
  ORDER_STOCK,
  SALES_ORDER_MENU,
  SALES_ORDER_PERMITS,
} from './sales-order.codes.js';

const L = (k: string) => `resources.salesOrder.${k}`;

export const ORDER_REVIEW_OPTIONS = [
  { value: ORDER_REVIEW.draft, label: L('rvDraft'), color: 'default' },
  { value: ORDER_REVIEW.pendingLeader, label: L('rvPendingLeader'), color: 'orange' },
  { value: ORDER_REVIEW.pendingManager, label: L('rvPendingManager'), color: 'orange' },
  { value: ORDER_REVIEW.pendingFinance, label: L('rvPendingFinance'), color: 'orange' },
  { value: ORDER_REVIEW.pendingPurchase, label: L('rvPendingPurchase'), color: 'orange' },
  { value: ORDER_REVIEW.approved, label: L('rvApproved'), color: 'green' },
  { value: ORDER_REVIEW.rejected, label: L('rvRejected'), color: 'red' },
  { value: ORDER_REVIEW.completed, label: L('rvCompleted'), color: 'blue' },
  { value: ORDER_REVIEW.cancelled, label: L('rvCancelled'), color: 'default' },
  { value: ORDER_REVIEW.voided, label: L('rvVoided'), color: 'default' },
  { value: ORDER_REVIEW.cancelPending, label: L('rvCancelPending'), color: 'volcano' },
] as const;
export const ORDER_STOCK_OPTIONS = [
  { value: ORDER_STOCK.stocked, label: L('stStocked'), color: 'green' },
  { value: ORDER_STOCK.partlyStocked, label: L('stPartly'), color: 'cyan' },
  { value: ORDER_STOCK.toPurchase, label: L('stToPurchase'), color: 'orange' },
  { value: ORDER_STOCK.outOfStock, label: L('stOut'), color: 'default' },
  { value: ORDER_STOCK.abnormal, label: L('stAbnormal'), color: 'red' },
] as const;
export const ORDER_NOTIFY_OPTIONS = [
  { value: ORDER_NOTIFY.notNotifiable, label: L('ntNot'), color: 'default' },
  { value: ORDER_NOTIFY.notifiable, label: L('ntNotifiable'), color: 'green' },
  { value: ORDER_NOTIFY.toBeNotified, label: L('ntToBe'), color: 'orange' },
  { value: ORDER_NOTIFY.notified, label: L('ntNotified'), color: 'blue' },
] as const;
export const ORDER_SHIP_OPTIONS = [
  { value: ORDER_SHIP.toBePicked, label: L('shToPick'), color: 'default' },
  { value: ORDER_SHIP.toBeBoxed, label: L('shToBox'), color: 'default' },
  { value: ORDER_SHIP.toBeShipped, label: L('shToShip'), color: 'orange' },
  { value: ORDER_SHIP.partlyShipped, label: L('shPartly'), color: 'cyan' },
  { value: ORDER_SHIP.shipped, label: L('shShipped'), color: 'green' },
  { value: ORDER_SHIP.paused, label: L('shPaused'), color: 'red' },
] as const;
export const ORDER_PAY_OPTIONS = [
  { value: ORDER_PAY.pending, label: L('pyPending'), color: 'default' },
  { value: ORDER_PAY.partlyReceived, label: L('pyPartly'), color: 'cyan' },
  { value: ORDER_PAY.received, label: L('pyReceived'), color: 'green' },
] as const;
export const IS_ABOLISH_OPTIONS = [
  { value: IS_ABOLISH.no, label: L('abNo'), color: 'default' },
  { value: IS_ABOLISH.exception, label: L('abException'), color: 'red' },
] as const;

/**
 * sales/salesOrder (spec call POST /merchant/sale/salesorder/Query): sales orders PI, data scope "sales"
 * on the salesperson (plus whoever may decide a pending review). The five status dimensions are filters
 * under the spec's to-do link names: `status` (7 rejected, 11 cancellation pending review),
 * `inBoundStatus` (1 stocked, 2 partly stocked), `isAbolish` (2 stocking exception).
 */
export const salesOrderResource = defineResource({
  name: 'sales.salesOrder',
  title: L('title'),
  menu: SALES_ORDER_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/sale/salesorder/Query',
    export: '/merchant/sale/salesorder/Export',
    detail: '/merchant/sale/salesorder/:id',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: L('No'), list: { width: 150 }, filter: 'like', sort: true },
    {
      name: 'CustomerId',
      kind: 'number',
      integer: true,
      label: L('Customer'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'CustomerName', kind: 'text', label: L('Customer'), list: { width: 180 } },
    {
      name: 'OwnerId',
      kind: 'user',
      users: 'salers',
      label: L('Owner'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'OwnerName', kind: 'text', label: L('Owner'), list: { width: 100 } },
    {
      name: 'Currency',
      kind: 'lookup',
      lookup: 'currencies',
      label: L('Currency'),
      list: { width: 70 },
      filter: 'eq',
    },
    { name: 'Total', kind: 'money', label: L('Total'), list: { width: 120 }, sort: true },
    {
      name: 'status',
      kind: 'enum',
      label: L('status'),
      options: ORDER_REVIEW_OPTIONS,
      list: { width: 110 },
      filter: 'in',
    },
    {
      name: 'inBoundStatus',
      kind: 'enum',
      label: L('inBoundStatus'),
      options: ORDER_STOCK_OPTIONS,
      list: { width: 100 },
      filter: 'in',
    },
    {
      name: 'NotifyStatus',
      kind: 'enum',
      label: L('NotifyStatus'),
      options: ORDER_NOTIFY_OPTIONS,
      list: { width: 100 },
      filter: 'in',
    },
    {
      name: 'ShipStatus',
      kind: 'enum',
      label: L('ShipStatus'),
      options: ORDER_SHIP_OPTIONS,
      list: { width: 100 },
      filter: 'in',
    },
    {
      name: 'PayStatus',
      kind: 'enum',
      label: L('PayStatus'),
      options: ORDER_PAY_OPTIONS,
      list: { width: 100 },
      filter: 'in',
    },
    {
      name: 'isAbolish',
      kind: 'enum',
      label: L('isAbolish'),
      options: IS_ABOLISH_OPTIONS,
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'TenantId', kind: 'lookup', lookup: 'tenants', label: 'resources.common.Tenant', filter: 'eq' },
    {
      name: 'CreatedAt',
      kind: 'datetime',
      label: 'resources.common.CreatedAt',
      list: true,
      filter: 'range',
      sort: true,
    },
    {
      name: 'Version',
      kind: 'number',
      integer: true,
      label: L('Version'),
      detail: false,
      list: { hidden: true },
    },
  ] as const satisfies readonly FieldDef[],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
  create: {
    permit: SALES_ORDER_PERMITS.create,
    label: L('add'),
    testId: 'sales-order-add',
    route: '/sales/addOrder',
  },
  open: { route: '/sales/salesOrderDetail?id=:id', testId: 'sales-order-open-:id' },
});
