import { defineMessages } from '../../i18n/define.js';

/** Labels of the warehouse screen's resources (`resources.warehouse|warehouseZone|warehouseLocation.*`). */
export const warehouseResources = defineMessages({
  warehouse: {
    title: { zh: '仓库', en: 'Warehouses' },
    TenantId: { zh: '所属公司', en: 'Owner company' },
    Code: { zh: '仓库编码', en: 'Code' },
    Name: { zh: '仓库名称', en: 'Name' },
    NameEn: { zh: '英文名称', en: 'English name' },
    Country: { zh: '国家/地区', en: 'Country' },
    Address: { zh: '地址', en: 'Address' },
    IsDefault: { zh: '默认仓', en: 'Default' },
    Zones: { zh: '库区数', en: 'Zones' },
    OnHand: { zh: '在库数量', en: 'On hand' },
    Sort: { zh: '排序', en: 'Order' },
    edit: { zh: '编辑', en: 'Edit' },
    disable: { zh: '停用', en: 'Disable' },
    enable: { zh: '启用', en: 'Enable' },
    confirmDisable: {
      zh: '停用后不再提供选择，确定停用？',
      en: 'A disabled place is no longer offered in pickers. Disable?',
    },
  },
  warehouseZone: {
    title: { zh: '库区', en: 'Zones' },
    WarehouseId: { zh: '仓库', en: 'Warehouse' },
    Code: { zh: '库区编码', en: 'Code' },
    Name: { zh: '库区名称', en: 'Name' },
    NameEn: { zh: '英文名称', en: 'English name' },
    Locations: { zh: '库位数', en: 'Locations' },
    Sort: { zh: '排序', en: 'Order' },
  },
  warehouseLocation: {
    title: { zh: '库位', en: 'Locations' },
    WarehouseId: { zh: '仓库', en: 'Warehouse' },
    ZoneId: { zh: '库区', en: 'Zone' },
    ZoneCode: { zh: '库区', en: 'Zone' },
    Code: { zh: '库位编码', en: 'Code' },
    Sort: { zh: '排序', en: 'Order' },
  },
});

/** Server messages of the warehouse screen (merged into the `inventory` namespace). */
export const warehouseMessages = defineMessages({
  codeTaken: {
    zh: '{{field}} {{code}} 已存在于{{parent}}中',
    en: '{{field}} {{code}} already exists in {{parent}}',
  },
  parentTenant: { zh: '该公司', en: 'this company' },
  parentWarehouse: { zh: '该仓库', en: 'this warehouse' },
  parentZone: { zh: '该库区', en: 'this zone' },
  codeFormat: {
    zh: '{{field}}只能包含字母、数字、- 和 _',
    en: '{{field}} may hold only letters, digits, - and _',
  },
  holdsStock: {
    zh: '{{place}} 仍有 {{onHand}} 件在库，不能停用；请先移出或出库',
    en: '{{place}} still holds {{onHand}} pieces on hand and cannot be disabled: move or ship them first',
  },
  parentDisabled: {
    zh: '{{field}}已停用，不能在其下新增或启用',
    en: '{{field}} is disabled: nothing can be added or enabled under it',
  },
});

/** Texts of the warehouse screen (`inventoryUi.*`). */
export const warehouseUi = defineMessages({
  warehouse: {
    tabs: {
      warehouse: { zh: '仓库', en: 'Warehouses' },
      zone: { zh: '库区', en: 'Zones' },
      location: { zh: '库位', en: 'Locations' },
    },
    add: { zh: '新增仓库', en: 'Add warehouse' },
    detail: { zh: '编辑仓库', en: 'Edit warehouse' },
  },
  zone: {
    add: { zh: '新增库区', en: 'Add zone' },
    detail: { zh: '编辑库区', en: 'Edit zone' },
  },
  location: {
    add: { zh: '新增库位', en: 'Add location' },
    detail: { zh: '编辑库位', en: 'Edit location' },
    zone: { zh: '库区', en: 'Zone' },
    zoneRequired: { zh: '请选择库区', en: 'Pick a zone' },
  },
});
