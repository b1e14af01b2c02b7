import { defineResource, type FieldDef } from '../../resource/define.js';
import { SHIPMENT_MENU, SHIPMENT_STATUS } from './shipment.codes.js';

const L = (k: string) => `resources.shipment.${k}`;

export const SHIPMENT_STATUS_OPTIONS = [
  { value: SHIPMENT_STATUS.toBePicked, label: L('status.1'), color: 'default' },
  { value: SHIPMENT_STATUS.toBeBoxed, label: L('status.4'), color: 'default' },
  { value: SHIPMENT_STATUS.awaitingCourier, label: L('status.3'), color: 'orange' },
  { value: SHIPMENT_STATUS.toBeShipped, label: L('status.5'), color: 'orange' },
  { value: SHIPMENT_STATUS.overweightReview, label: L('status.2'), color: 'volcano' },
  { value: SHIPMENT_STATUS.overweightRejected, label: L('status.8'), color: 'red' },
  { value: SHIPMENT_STATUS.creditReview, label: 'resources.shipmentReview.status9', color: 'volcano' },
  { value: SHIPMENT_STATUS.cargoReview, label: 'resources.shipmentReview.status10', color: 'volcano' },
  { value: SHIPMENT_STATUS.shipped, label: L('status.6'), color: 'green' },
  { value: SHIPMENT_STATUS.voided, label: L('status.7'), color: 'default' },
] as const;

/**
 * sales/sendoutOrder: shipments CK (issue #16), data scope on the salesperson of their orders (the
 * warehouse sees all). `status` is the to-do links' filter (3 awaiting courier info, 2 overweight review).
 */
export const shipmentResource = defineResource({
  name: 'logistics.shipment',
  title: L('title'),
  menu: SHIPMENT_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/logistics/shipment/Query',
    export: '/merchant/logistics/shipment/Export',
    detail: '/merchant/logistics/shipment/:id',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: L('No'), list: { width: 150 }, filter: 'like', sort: true },
    { name: 'CustomerName', kind: 'text', label: L('CustomerName'), list: { width: 160 } },
    { name: 'ConsigneeName', kind: 'text', label: L('ConsigneeName'), list: { width: 120 } },
    { name: 'OrderNos', kind: 'text', label: L('OrderNos'), list: { width: 180 } },
    { name: 'Quantity', kind: 'number', integer: true, label: L('Quantity'), list: { width: 80 } },
    {
      name: 'status',
      kind: 'enum',
      label: L('Status'),
      options: SHIPMENT_STATUS_OPTIONS,
      list: { width: 120 },
      filter: 'in',
    },
    { name: 'Paused', kind: 'boolean', label: L('Paused'), list: { width: 70 } },
    { name: 'Printed', kind: 'boolean', label: L('Printed'), list: { width: 80 } },
    { name: 'CourierName', kind: 'text', label: L('CourierName'), list: { width: 100 } },
    { name: 'TrackingNo', kind: 'text', label: L('TrackingNo'), list: { width: 140 }, filter: 'like' },
    { name: 'ShippedAt', kind: 'datetime', label: L('ShippedAt'), list: { width: 150 } },
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
      label: 'resources.common.Id',
      detail: false,
      list: { hidden: true },
    },
  ] as const satisfies readonly FieldDef[],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
  open: { route: '/sales/sendoutOrder?id=:id', testId: 'shipment-open-:id' },
});
