import {
  WAREHOUSE_MENU as MENU,
  WAREHOUSE_STATUS,
  type WarehouseLevel,
} from '@partdesk/shared/inventory/warehouse/warehouse.codes';
import {
  warehouseLocationResource,
  warehouseResource,
  warehouseZoneResource,
} from '@partdesk/shared/inventory/warehouse/warehouse.resource';
import { formSchemaOf } from '@partdesk/shared/resource/form-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_MENU } from '../../../core/access/access.js';
import { docIdParam } from '../../../core/documents/index.js';
import { ok, requestEnv } from '../../../core/http/index.js';
import { registerResource } from '../../../core/resource/index.js';
import { createLocation, updateLocation } from './use-cases/save-location.js';
import { createWarehouse, type PlaceBody, updateWarehouse } from './use-cases/save-warehouse.js';
import { createZone, updateZone } from './use-cases/save-zone.js';
import { setPlaceStatus } from './use-cases/set-place-status.js';
import {
  loadLocation,
  loadWarehouse,
  loadZone,
  listWarehouseTree,
  locationColumns,
  warehouseColumns,
  zoneColumns,
} from './warehouse.queries.js';
import { invWarehouse, invWarehouseLocation, invWarehouseZone } from './warehouse.table.js';

const readAccess = { grantedBy: [MENU] } as const;
const writeAccess = { grantedBy: [`${MENU}:0103`] } as const;
const tags = ['inventory'];
const version = z.object({ Version: z.number().int().positive() });
const id = z.coerce.number().int().positive();
const bodyId = z.number().int().positive();

const warehouseBody = formSchemaOf(warehouseResource, 'create');
const warehouseEdit = formSchemaOf(warehouseResource, 'edit').extend(version.shape);
const zoneBody = formSchemaOf(warehouseZoneResource, 'create');
const zoneEdit = formSchemaOf(warehouseZoneResource, 'edit').extend(version.shape);
const locationBody = formSchemaOf(warehouseLocationResource, 'create').extend({ ZoneId: bodyId });
const locationEdit = formSchemaOf(warehouseLocationResource, 'edit').extend(version.shape);

/**
 * /purchase/parameterSetting/warehouse (decision 0025): warehouses, zones and locations — kit lists and
 * exports, detail, create, edit at Version, enable / disable — and the lookup tree
 * `GET /merchant/common/warehouse` (moved from lookups, same wire shape). Thin: reads in
 * warehouse.queries.ts, writes in use-cases/.
 */
export const warehouseRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);

  app.get(
    '/merchant/common/warehouse',
    {
      config: { access: { grantedBy: [ANY_MENU] } },
      schema: { querystring: z.object({ tenantId: id.optional() }), tags: ['lookups'] },
    },
    async function warehouses(req) {
      return ok(await listWarehouseTree(env(req), req.query.tenantId));
    },
  );

  await registerResource(app, warehouseResource, {
    from: invWarehouse,
    scope: 'none', // master data of every company
    access: readAccess,
    tieBreaker: invWarehouse.id,
    columns: warehouseColumns,
  });
  await registerResource(app, warehouseZoneResource, {
    from: invWarehouseZone,
    scope: 'none',
    access: readAccess,
    tieBreaker: invWarehouseZone.id,
    columns: zoneColumns,
  });
  await registerResource(app, warehouseLocationResource, {
    from: invWarehouseLocation,
    scope: 'none',
    access: readAccess,
    tieBreaker: invWarehouseLocation.id,
    columns: locationColumns,
  });

  const schema = (body?: z.ZodType) => ({ params: docIdParam, ...(body ? { body } : {}), tags });

  app.get(
    '/merchant/inventory/warehouse/:id',
    { config: { access: readAccess }, schema: schema() },
    async function getWarehouse(req) {
      return ok(await loadWarehouse(env(req).app.db, req.params.id));
    },
  );
  app.get(
    '/merchant/inventory/warehousezone/:id',
    { config: { access: readAccess }, schema: schema() },
    async function getZone(req) {
      return ok(await loadZone(env(req).app.db, req.params.id));
    },
  );
  app.get(
    '/merchant/inventory/warehouselocation/:id',
    { config: { access: readAccess }, schema: schema() },
    async function getLocation(req) {
      return ok(await loadLocation(env(req).app.db, req.params.id));
    },
  );

  app.post(
    '/merchant/inventory/warehouse',
    { config: { access: writeAccess }, schema: { body: warehouseBody, tags } },
    async function addWarehouse(req) {
      return ok(await createWarehouse(env(req), req.body as PlaceBody));
    },
  );
  app.post(
    '/merchant/inventory/warehousezone',
    { config: { access: writeAccess }, schema: { body: zoneBody, tags } },
    async function addZone(req) {
      return ok(await createZone(env(req), req.body as PlaceBody));
    },
  );
  app.post(
    '/merchant/inventory/warehouselocation',
    { config: { access: writeAccess }, schema: { body: locationBody, tags } },
    async function addLocation(req) {
      return ok(await createLocation(env(req), req.body as PlaceBody));
    },
  );

  app.put(
    '/merchant/inventory/warehouse/:id',
    { config: { access: writeAccess }, schema: schema(warehouseEdit) },
    async function changeWarehouse(req) {
      return ok(await updateWarehouse(env(req), req.params.id, req.body as PlaceBody));
    },
  );
  app.put(
    '/merchant/inventory/warehousezone/:id',
    { config: { access: writeAccess }, schema: schema(zoneEdit) },
    async function changeZone(req) {
      return ok(await updateZone(env(req), req.params.id, req.body as PlaceBody));
    },
  );
  app.put(
    '/merchant/inventory/warehouselocation/:id',
    { config: { access: writeAccess }, schema: schema(locationEdit) },
    async function changeLocation(req) {
      return ok(await updateLocation(env(req), req.params.id, req.body as PlaceBody));
    },
  );

  for (const level of ['warehouse', 'warehousezone', 'warehouselocation'] as WarehouseLevel[]) {
    app.put(
      `/merchant/inventory/${level}/:id/disable`,
      { config: { access: writeAccess }, schema: schema() },
      async function disablePlace(req) {
        return ok(await setPlaceStatus(env(req), level, req.params.id, WAREHOUSE_STATUS.disabled));
      },
    );
    app.put(
      `/merchant/inventory/${level}/:id/enable`,
      { config: { access: writeAccess }, schema: schema() },
      async function enablePlace(req) {
        return ok(await setPlaceStatus(env(req), level, req.params.id, WAREHOUSE_STATUS.enabled));
      },
    );
  }
};
