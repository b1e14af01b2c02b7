import { SUPPLIER_DELIVERY_MENU } from '@partdesk/shared/purchase/supplier-delivery/supplier-delivery.codes';
import {
  supplierDeliveryActionBody,
  supplierDeliveryCreateBody,
  supplierDeliveryUpdateBody,
} from '@partdesk/shared/purchase/supplier-delivery/supplier-delivery.contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { docIdParam } from '../../../core/documents/document-schemas.js';
import { type Env, ok, requestEnv } from '../../../core/http/index.js';
import { registerSupplierDeliveryList, supplierDeliveryColumns } from './supplier-delivery.list.js';
import { deliveryLinesOf, loadSupplierDelivery } from './supplier-delivery.queries.js';
import { purSupplierDelivery } from './supplier-delivery.table.js';
import { changeSupplierDeliveryStatus } from './use-cases/change-supplier-delivery-status.js';
import { createSupplierDelivery } from './use-cases/create-supplier-delivery.js';
import { updateSupplierDelivery } from './use-cases/update-supplier-delivery.js';

/** Route access (menu codes of packages/shared/src/access/menu-tree.ts). */
export const SUPPLIER_DELIVERY_ACCESS = { grantedBy: [SUPPLIER_DELIVERY_MENU] } as const;

const tags = ['purchase'];

/** The detail: the list's columns and the lines with their PO line (ordered, received). */
async function deliveryDetail(e: Env, id: number) {
  await loadSupplierDelivery(e.app.db, e.user, id);
  const [head] = await e.app.db
    .select(supplierDeliveryColumns)
    .from(purSupplierDelivery)
    .where(eq(purSupplierDelivery.id, id));
  return ok({ ...head!, Lines: await deliveryLinesOf(e.app.db, id) });
}

/**
 * /merchant/purchase/supplierdelivery: list (kit) and export, detail, create, edit at Version, arrive,
 * cancel — thin: parse, call the use case, answer.
 */
export const supplierDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  await registerSupplierDeliveryList(app, SUPPLIER_DELIVERY_ACCESS);

  app.get(
    '/merchant/purchase/supplierdelivery/:id',
    {
      config: { access: SUPPLIER_DELIVERY_ACCESS },
      schema: { tags, summary: 'One supplier delivery with its lines', params: docIdParam },
    },
    (req) => deliveryDetail(env(req), req.params.id),
  );
  app.post(
    '/merchant/purchase/supplierdelivery',
    {
      config: { access: SUPPLIER_DELIVERY_ACCESS },
      schema: { tags, summary: 'Record a supplier delivery (in transit)', body: supplierDeliveryCreateBody },
    },
    async (req) => {
      const row = await createSupplierDelivery(env(req), req.body);
      return ok({ Id: row.id, No: row.no, Version: row.version });
    },
  );
  app.put(
    '/merchant/purchase/supplierdelivery/:id',
    {
      config: { access: SUPPLIER_DELIVERY_ACCESS },
      schema: {
        tags,
        summary: 'Edit a delivery in transit at its Version (lines replaced)',
        params: docIdParam,
        body: supplierDeliveryUpdateBody,
      },
    },
    async (req) => ok(await updateSupplierDelivery(env(req), req.params.id, req.body)),
  );
  for (const action of ['arrive', 'cancel'] as const)
    app.put(
      `/merchant/purchase/supplierdelivery/:id/${action}`,
      {
        config: { access: SUPPLIER_DELIVERY_ACCESS },
        schema: {
          tags,
          summary: action === 'arrive' ? 'Mark a delivery arrived' : 'Cancel a delivery in transit (Reason)',
          params: docIdParam,
          body: supplierDeliveryActionBody,
        },
      },
      async (req) => ok(await changeSupplierDeliveryStatus(env(req), req.params.id, action, req.body)),
    );
};
