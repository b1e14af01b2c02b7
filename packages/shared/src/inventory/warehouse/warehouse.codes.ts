/**
 * Warehouses, zones and locations (issue #13, decision 0025): the maintenance screen under purchase
 * parameters, its permits and the status of each level. Client-safe.
 */
export const WAREHOUSE_MENU = 'purchase/parameterSetting/warehouse';

/** Every level: 1 enabled, 2 disabled (a disabled place is no longer offered; its history stays). */
export const WAREHOUSE_STATUS = { enabled: 1, disabled: 2 } as const;
export type WarehouseStatus = (typeof WAREHOUSE_STATUS)[keyof typeof WAREHOUSE_STATUS];

/** The three levels, each with its own routes under `/merchant/inventory/<level>`. */
export const WAREHOUSE_LEVELS = ['warehouse', 'warehousezone', 'warehouselocation'] as const;
export type WarehouseLevel = (typeof WAREHOUSE_LEVELS)[number];

const permits = (level: WarehouseLevel) =>
  ({
    create: `POST merchant/inventory/${level}`,
    update: `PUT merchant/inventory/${level}/:id`,
    disable: `PUT merchant/inventory/${level}/:id/disable`,
    enable: `PUT merchant/inventory/${level}/:id/enable`,
  }) as const;

export const WAREHOUSE_PERMITS = permits('warehouse');
export const ZONE_PERMITS = permits('warehousezone');
export const LOCATION_PERMITS = permits('warehouselocation');

/** Codes: letters, digits, `-` and `_`, 1–20 characters (shown on labels and pick lists). */
export const PLACE_CODE_MAX = 20;
export const PLACE_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
