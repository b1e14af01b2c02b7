import { defineResource, type FieldDef } from '../../resource/define.js';
import {
  SPOT_SUPPLY_MENU,
  SPOT_SUPPLY_PERMITS,
  SPOT_SUPPLY_PURCHASE_MENU,
  SPOT_SUPPLY_STATUS as S,
} from './spot-supply.codes.js';

const L = (k: string) => `resources.spotSupply.${k}`;

export const SPOT_SUPPLY_STATUS_OPTIONS = [
  { value: S.pendingSales, label: L('status1'), color: 'orange' },
  { value: S.pendingPurchase, label: L('status2'), color: 'gold' },
  { value: S.approved, label: L('status3'), color: 'green' },
  { value: S.rejected, label: L('status4'), color: 'red' },
] as const;

/** The fields both lists show (sales side and purchase side). */
const fields = [
  { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
  { name: 'No', kind: 'text', label: L('No'), list: { width: 150 }, filter: 'like', sort: true },
  {
    name: 'OrderId',
    kind: 'number',
    integer: true,
    label: L('OrderId'),
    list: { hidden: true },
    filter: 'eq',
  },
  { name: 'OrderNo', kind: 'text', label: L('OrderNo'), list: { width: 150 } },
  { name: 'Mpns', kind: 'text', label: L('Mpns'), list: { width: 200 } },
  { name: 'Quantity', kind: 'number', integer: true, label: L('Quantity'), list: { width: 90 } },
  {
    name: 'Status',
    kind: 'enum',
    label: L('Status'),
    options: SPOT_SUPPLY_STATUS_OPTIONS,
    list: { width: 130 },
    filter: 'in',
  },
  {
    name: 'OwnerId',
    kind: 'user',
    users: 'salers',
    label: L('OwnerName'),
    list: { hidden: true },
    filter: 'eq',
  },
  { name: 'OwnerName', kind: 'text', label: L('OwnerName'), list: { width: 100 } },
  { name: 'Remark', kind: 'text', label: L('Remark'), list: { hidden: true } },
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
] as const satisfies readonly FieldDef[];

/** sales/salespotsupply: own lots taken for sales orders (data scope "sales" on the order's salesperson). */
export const spotSupplyResource = defineResource({
  name: 'sales.spotSupply',
  title: L('title'),
  menu: SPOT_SUPPLY_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/sale/spotsupply/Query',
    export: '/merchant/sale/spotsupply/Export',
    detail: '/merchant/sale/spotsupply/:id',
    create: '/merchant/sale/spotsupply',
  },
  fields,
  defaultSort: { field: 'CreatedAt', order: 'desc' },
  create: {
    permit: SPOT_SUPPLY_PERMITS.create,
    label: L('add'),
    testId: 'spot-supply-add',
    drawer: { title: L('add'), width: 900 },
  },
});

/** purchase/spotsupply: what sales took from own stock — every row (decision 0035). */
export const spotSupplyPurchaseResource = defineResource({
  name: 'purchase.spotSupply',
  title: L('purchaseTitle'),
  menu: SPOT_SUPPLY_PURCHASE_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/purchase/spotsupply/Query',
    export: '/merchant/purchase/spotsupply/Export',
    detail: '/merchant/sale/spotsupply/:id',
  },
  fields,
  defaultSort: { field: 'CreatedAt', order: 'desc' },
});
