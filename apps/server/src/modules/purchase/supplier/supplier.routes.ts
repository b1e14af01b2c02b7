import {
  SUPPLIER_DETAIL_MENU,
  SUPPLIER_MENU,
  SUPPLIER_NAMES_MENU,
} from '@partdesk/shared/purchase/supplier/supplier.codes';
import {
  type SupplierCreate,
  type SupplierStatusChange,
  type SupplierUpdate,
  supplierCreateBody,
  supplierStatusBody,
  supplierUpdateBody,
} from '@partdesk/shared/purchase/supplier/supplier.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { docIdParam } from '../../../core/documents/index.js';
import { type Env, ok, requestEnv } from '../../../core/http/index.js';
import { registerSupplierLists } from './supplier.list.js';
import { loadSupplier, supplierDetail, supplierNames } from './supplier.queries.js';
import { changeSupplierStatus } from './use-cases/change-supplier-status.js';
import { createSupplier } from './use-cases/create-supplier.js';
import { updateSupplier } from './use-cases/update-supplier.js';

/** Route access (menu codes of packages/shared/src/access/menu-tree.ts; buttons 0103 write, 0102 lead). */
export const SUPPLIER_ACCESS = {
  read: { grantedBy: [SUPPLIER_MENU, SUPPLIER_DETAIL_MENU, SUPPLIER_NAMES_MENU] },
  write: { grantedBy: [`${SUPPLIER_MENU}:0103`] },
  status: { grantedBy: [`${SUPPLIER_MENU}:0102`] },
} as const;

const tags = ['purchase'];

/**
 * /merchant/purchase/supplier: the kit lists (purchasing and the sales-side catalogue), detail with its
 * children, names over time, create, update at version, status. Thin: parse, call the use case, answer.
 */
export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  await registerSupplierLists(app, SUPPLIER_ACCESS.read);

  async function detail(e: Env, id: number) {
    await loadSupplier(app.ctx.db, e.user, id);
    return ok(await supplierDetail(app.ctx.db, e.user, id));
  }
  async function names(e: Env, id: number) {
    const s = await loadSupplier(app.ctx.db, e.user, id);
    return ok({ Id: s.id, Code: s.code, Records: await supplierNames(app.ctx.db, id) });
  }
  async function create(e: Env, body: SupplierCreate) {
    return ok(await createSupplier(e, body));
  }
  async function update(e: Env, id: number, body: SupplierUpdate) {
    return ok(await updateSupplier(e, id, body));
  }
  async function status(e: Env, id: number, body: SupplierStatusChange) {
    return ok(await changeSupplierStatus(e, id, body));
  }

  app.get(
    '/merchant/purchase/supplier/:id',
    {
      config: { access: SUPPLIER_ACCESS.read },
      schema: { tags, summary: 'One supplier with contacts, bank accounts, brands', params: docIdParam },
    },
    (req) => detail(env(req), req.params.id),
  );
  app.get(
    '/merchant/purchase/supplier/:id/names',
    {
      config: { access: SUPPLIER_ACCESS.read },
      schema: { tags, summary: "A supplier's current and former names", params: docIdParam },
    },
    (req) => names(env(req), req.params.id),
  );
  app.post(
    '/merchant/purchase/supplier',
    {
      config: { access: SUPPLIER_ACCESS.write },
      schema: { tags, summary: 'Create a supplier', body: supplierCreateBody },
    },
    (req) => create(env(req), req.body),
  );
  app.put(
    '/merchant/purchase/supplier/:id',
    {
      config: { access: SUPPLIER_ACCESS.write },
      schema: {
        tags,
        summary: 'Edit a supplier at its version',
        params: docIdParam,
        body: supplierUpdateBody,
      },
    },
    (req) => update(env(req), req.params.id, req.body),
  );
  app.put(
    '/merchant/purchase/supplier/:id/status',
    {
      config: { access: SUPPLIER_ACCESS.status },
      schema: {
        tags,
        summary: 'Suspend, blacklist or clear a supplier',
        params: docIdParam,
        body: supplierStatusBody,
      },
    },
    (req) => status(env(req), req.params.id, req.body),
  );
};
