import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { recordHistory } from '../../../core/documents/history.js';
import { conflict, notFound } from '../../../core/http/app-error.js';
import { ok } from '../../../core/http/envelope.js';
import { normalizeMpn, productPart } from '../../product/index.js';
import { ACCESS, assertOwns, lockCustomer } from '../crm-access.js';
import { crmCustomer } from '../customer/customer.table.js';
import { crmCustomerPart as t } from './customer-part.table.js';
import { docIdParam } from '../../../core/documents/index.js';
import { seesAll } from '../../../core/access/index.js';
import { isUniqueViolation } from '../../../core/db/index.js';

const tags = ['crm'];
const partBody = z.object({
  CustomerPn: z.string().trim().min(1).max(64),
  Mpn: z.string().trim().min(1).max(64),
  Brand: z.string().trim().max(64).default(''),
  Description: z.string().trim().max(300).default(''),
  Remark: z.string().trim().max(300).default(''),
});

const dto = (p: typeof t.$inferSelect) => ({
  Id: p.id,
  CustomerId: p.customerId,
  CustomerPn: p.customerPn,
  Mpn: p.mpn,
  Brand: p.brand,
  PartId: p.partId,
  Description: p.description,
  Remark: p.remark,
  UpdatedAt: p.updatedAt,
});

async function partIdOf(db: Executor, mpnNorm: string): Promise<number | null> {
  const [p] = await db
    .select({ id: productPart.id })
    .from(productPart)
    .where(eq(productPart.mpnNorm, mpnNorm))
    .limit(1);
  return p?.id ?? null;
}

/**
 * A customer's own part numbers (their PN ↔ MPN): list, add, change, remove. The customer's owner
 * (or a caller who sees all) only; a PN is unique per customer, case-insensitively (409).
 */
export const customerPartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  const customerFor = async (tx: Executor, user: AuthUser, customerId: number, lock = false) => {
    const c = lock
      ? await lockCustomer(tx, customerId)
      : (await tx.select().from(crmCustomer).where(eq(crmCustomer.id, customerId)))[0];
    if (!c) throw notFound('crm.customerNotFound');
    assertOwns(user, c);
    return c;
  };

  const write = async (user: AuthUser, customerId: number, body: z.infer<typeof partBody>, id?: number) => {
    const mpnNorm = normalizeMpn(body.Mpn);
    const values = {
      customerPn: body.CustomerPn,
      mpn: body.Mpn,
      mpnNorm,
      brand: body.Brand,
      partId: await partIdOf(db, mpnNorm),
      description: body.Description,
      remark: body.Remark,
      updatedBy: user.id,
    };
    try {
      return await db.transaction(async (tx) => {
        const c = await customerFor(tx, user, customerId, true);
        let partId = id;
        if (id)
          await tx
            .update(t)
            .set({ ...values, updatedAt: sql`now()` })
            .where(eq(t.id, id));
        else
          partId = (
            await tx
              .insert(t)
              .values({ ...values, customerId, createdBy: user.id })
              .returning({ id: t.id })
          )[0]!.id;
        await recordHistory(tx, {
          type: 'customer',
          docId: c.id,
          docNo: c.code,
          tenantId: c.tenantId,
          action: id ? 'updatePart' : 'addPart',
          comment: `${body.CustomerPn} → ${body.Mpn}`,
          userId: user.id,
        });
        return partId!;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('crm.partDuplicate', { pn: body.CustomerPn });
      throw err;
    }
  };

  const partOf = async (user: AuthUser, id: number) => {
    const [p] = await db.select().from(t).where(eq(t.id, id));
    if (!p) throw notFound();
    await customerFor(db, user, p.customerId);
    return p;
  };

  app.get(
    '/merchant/crm/customer/:id/parts',
    { config: { access: ACCESS.detail }, schema: { params: docIdParam, tags } },
    async (req) => {
      const user = req.auth();
      const [c] = await db.select().from(crmCustomer).where(eq(crmCustomer.id, req.params.id));
      if (!c) throw notFound('crm.customerNotFound');
      if (!seesAll(user)) assertOwns(user, c);
      const rows = await db.select().from(t).where(eq(t.customerId, c.id)).orderBy(asc(t.customerPn));
      return ok({ Records: rows.map(dto), TotalCount: rows.length });
    },
  );

  app.post(
    '/merchant/crm/customer/:id/part',
    { config: { access: ACCESS.edit }, schema: { params: docIdParam, body: partBody, tags } },
    async (req) => {
      const id = await write(req.auth(), req.params.id, req.body);
      return ok(dto((await db.select().from(t).where(eq(t.id, id)))[0]!));
    },
  );

  app.put(
    '/merchant/crm/part/:id',
    { config: { access: ACCESS.edit }, schema: { params: docIdParam, body: partBody, tags } },
    async (req) => {
      const p = await partOf(req.auth(), req.params.id);
      await write(req.auth(), p.customerId, req.body, p.id);
      return ok(dto((await db.select().from(t).where(eq(t.id, p.id)))[0]!));
    },
  );

  app.put(
    '/merchant/crm/part/:id/delete',
    { config: { access: ACCESS.edit }, schema: { params: docIdParam, body: z.object({}).nullish(), tags } },
    async (req) => {
      const user = req.auth();
      const p = await partOf(user, req.params.id);
      await db.transaction(async (tx) => {
        const c = await customerFor(tx, user, p.customerId, true);
        await tx.delete(t).where(and(eq(t.id, p.id), eq(t.customerId, c.id)));
        await recordHistory(tx, {
          type: 'customer',
          docId: c.id,
          docNo: c.code,
          tenantId: c.tenantId,
          action: 'deletePart',
          comment: p.customerPn,
          userId: user.id,
        });
      });
      return ok(null);
    },
  );
};
