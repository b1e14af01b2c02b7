import type { EnumOption, FieldDef } from '../../resource/define.js';
import { defineResource } from '../../resource/define.js';
import {
  LOCATION_PERMITS,
  PLACE_CODE_MAX,
  WAREHOUSE_MENU,
  WAREHOUSE_PERMITS,
  WAREHOUSE_STATUS,
  ZONE_PERMITS,
} from './warehouse.codes.js';

const STATUS_OPTIONS: readonly EnumOption[] = [
  { value: WAREHOUSE_STATUS.enabled, label: 'resources.common.active', color: 'green' },
  { value: WAREHOUSE_STATUS.disabled, label: 'resources.common.disabled', color: 'default' },
];

const idField: FieldDef = {
  name: 'Id',
  kind: 'number',
  integer: true,
  label: 'resources.common.Id',
  list: { width: 80, hidden: true },
  sort: true,
};
const statusField: FieldDef = {
  name: 'Status',
  kind: 'enum',
  label: 'resources.common.Status',
  options: STATUS_OPTIONS,
  list: { width: 90 },
  filter: 'eq',
  sort: true,
};
const code = (group: string): FieldDef => ({
  name: 'Code',
  kind: 'text',
  label: `resources.${group}.Code`,
  list: { width: 120 },
  filter: 'like',
  sort: true,
  form: 'edit',
  required: true,
  max: PLACE_CODE_MAX,
  common: true,
});
const sortField = (group: string): FieldDef => ({
  name: 'Sort',
  kind: 'number',
  integer: true,
  label: `resources.${group}.Sort`,
  list: { width: 80 },
  sort: true,
  form: 'edit',
});
/** Edit (the drawer's form), enable / disable on a level: disable refused (translated) while the place holds stock. */
const statusActions = (p: { update: string; disable: string; enable: string }) => [
  { name: 'edit', label: 'resources.warehouse.edit', permit: p.update },
  {
    name: 'disable',
    label: 'resources.warehouse.disable',
    permit: p.disable,
    confirm: 'resources.warehouse.confirmDisable',
    danger: true,
    when: { Status: [WAREHOUSE_STATUS.enabled] },
  },
  {
    name: 'enable',
    label: 'resources.warehouse.enable',
    permit: p.enable,
    when: { Status: [WAREHOUSE_STATUS.disabled] },
  },
];

/**
 * /purchase/parameterSetting/warehouse, first tab: the warehouses of every owner company (tenant). Code
 * unique per company; a warehouse holding stock cannot be disabled.
 */
export const warehouseResource = defineResource({
  name: 'inventory.warehouse',
  title: 'resources.warehouse.title',
  menu: WAREHOUSE_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/inventory/warehouse/Query',
    export: '/merchant/inventory/warehouse/Export',
    detail: '/merchant/inventory/warehouse/:id',
    create: '/merchant/inventory/warehouse',
    update: '/merchant/inventory/warehouse/:id',
  },
  fields: [
    idField,
    {
      name: 'TenantId',
      kind: 'lookup',
      lookup: 'tenants',
      label: 'resources.warehouse.TenantId',
      list: { width: 140 },
      filter: 'eq',
      sort: true,
      form: 'create',
      required: true,
      common: true,
    },
    code('warehouse'),
    {
      name: 'Name',
      kind: 'text',
      label: 'resources.warehouse.Name',
      list: { width: 140 },
      filter: 'like',
      sort: true,
      form: 'edit',
      required: true,
      max: 64,
    },
    {
      name: 'NameEn',
      kind: 'text',
      label: 'resources.warehouse.NameEn',
      list: { width: 160 },
      form: 'edit',
      max: 64,
    },
    {
      name: 'Country',
      kind: 'text',
      label: 'resources.warehouse.Country',
      list: { width: 90 },
      form: 'edit',
      max: 2,
      typedCode: true,
    },
    {
      name: 'Address',
      kind: 'text',
      label: 'resources.warehouse.Address',
      list: true,
      form: 'edit',
      max: 255,
    },
    {
      name: 'IsDefault',
      kind: 'boolean',
      label: 'resources.warehouse.IsDefault',
      list: { width: 90 },
      form: 'edit',
    },
    {
      name: 'Zones',
      kind: 'number',
      integer: true,
      label: 'resources.warehouse.Zones',
      list: { width: 80 },
    },
    {
      name: 'OnHand',
      kind: 'number',
      integer: true,
      label: 'resources.warehouse.OnHand',
      list: { width: 100 },
      sort: true,
    },
    statusField,
    sortField('warehouse'),
  ],
  defaultSort: { field: 'Sort', order: 'asc' },
  actions: statusActions(WAREHOUSE_PERMITS),
  create: {
    permit: WAREHOUSE_PERMITS.create,
    label: 'inventoryUi.warehouse.add',
    testId: 'warehouse-create',
    drawer: { title: 'inventoryUi.warehouse.add', editTitle: 'inventoryUi.warehouse.detail', width: 560 },
  },
});

/** Second tab: the zones of a warehouse; code unique within its warehouse. */
export const warehouseZoneResource = defineResource({
  name: 'inventory.warehouseZone',
  title: 'resources.warehouseZone.title',
  menu: WAREHOUSE_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/inventory/warehousezone/Query',
    export: '/merchant/inventory/warehousezone/Export',
    detail: '/merchant/inventory/warehousezone/:id',
    create: '/merchant/inventory/warehousezone',
    update: '/merchant/inventory/warehousezone/:id',
  },
  fields: [
    idField,
    {
      name: 'WarehouseId',
      kind: 'lookup',
      lookup: 'warehouses',
      label: 'resources.warehouseZone.WarehouseId',
      list: { width: 140 },
      filter: 'eq',
      sort: true,
      form: 'create',
      required: true,
      common: true,
    },
    code('warehouseZone'),
    {
      name: 'Name',
      kind: 'text',
      label: 'resources.warehouseZone.Name',
      list: { width: 140 },
      filter: 'like',
      form: 'edit',
      required: true,
      max: 64,
    },
    {
      name: 'NameEn',
      kind: 'text',
      label: 'resources.warehouseZone.NameEn',
      list: { width: 160 },
      form: 'edit',
      max: 64,
    },
    {
      name: 'Locations',
      kind: 'number',
      integer: true,
      label: 'resources.warehouseZone.Locations',
      list: { width: 90 },
    },
    statusField,
    sortField('warehouseZone'),
  ],
  defaultSort: { field: 'Sort', order: 'asc' },
  actions: statusActions(ZONE_PERMITS),
  create: {
    permit: ZONE_PERMITS.create,
    label: 'inventoryUi.zone.add',
    testId: 'zone-create',
    drawer: { title: 'inventoryUi.zone.add', editTitle: 'inventoryUi.zone.detail', width: 560 },
  },
});

/** Third tab: the locations (shelves, bins) of a zone; code unique within its zone. */
export const warehouseLocationResource = defineResource({
  name: 'inventory.warehouseLocation',
  title: 'resources.warehouseLocation.title',
  menu: WAREHOUSE_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/inventory/warehouselocation/Query',
    export: '/merchant/inventory/warehouselocation/Export',
    detail: '/merchant/inventory/warehouselocation/:id',
    create: '/merchant/inventory/warehouselocation',
    update: '/merchant/inventory/warehouselocation/:id',
  },
  fields: [
    idField,
    {
      name: 'WarehouseId',
      kind: 'lookup',
      lookup: 'warehouses',
      label: 'resources.warehouseLocation.WarehouseId',
      list: { width: 140 },
      filter: 'eq',
      sort: true,
      common: true,
    },
    {
      name: 'ZoneCode',
      kind: 'text',
      label: 'resources.warehouseLocation.ZoneCode',
      list: { width: 90 },
      filter: 'like',
      sort: true,
    },
    code('warehouseLocation'),
    statusField,
    sortField('warehouseLocation'),
  ],
  defaultSort: { field: 'Code', order: 'asc' },
  actions: statusActions(LOCATION_PERMITS),
  create: {
    permit: LOCATION_PERMITS.create,
    label: 'inventoryUi.location.add',
    testId: 'location-create',
    drawer: { title: 'inventoryUi.location.add', editTitle: 'inventoryUi.location.detail', width: 560 },
  },
});
