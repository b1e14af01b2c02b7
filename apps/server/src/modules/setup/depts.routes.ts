import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sysDepartment, sysTenant, sysUser } from '../../core/access/identity.table.js';
import { recordHistory } from '../../core/documents/history.js';
import { badRequest, notFound } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';

const access = { grantedBy: ['setup/dept-list'] } as const;
const tags = ['setup'];
const deptBody = z.object({
  Name: z.string().trim().min(1).max(64),
  NameEn: z.string().trim().max(64).default(''),
  Type: z.number().int().min(1).max(6),
  TenantId: z.number().int().positive(),
  ParentId: z.number().int().positive().nullish(),
  MasterId: z.number().int().positive().nullish(),
  Sort: z.number().int().min(0).max(99_999).default(0),
});
type Dept = typeof sysDepartment.$inferSelect;
interface DeptNode {
  Id: number;
  Name: string;
  NameEn: string;
  Type: number;
  TenantId: number;
  ParentId: number | null;
  MasterId: number | null;
  Sort: number;
  Children: DeptNode[];
}

/** /setup dept-list: the department tree with type and head. */
export const deptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const all = () => db.select().from(sysDepartment).orderBy(asc(sysDepartment.sort), asc(sysDepartment.id));

  const validate = async (b: z.infer<typeof deptBody>, selfId?: number) => {
    const [tenant] = await db
      .select({ id: sysTenant.id })
      .from(sysTenant)
      .where(eq(sysTenant.id, b.TenantId));
    if (!tenant) throw badRequest('lookups.tenantNotFound', { id: b.TenantId }, 'TenantId');
    const depts = await all();
    if (b.ParentId) {
      const byId = new Map(depts.map((d) => [d.id, d]));
      if (!byId.has(b.ParentId)) throw badRequest('setup.deptNotFound', { id: b.ParentId }, 'ParentId');
      // Walk up from the new parent: reaching this department again would close a cycle.
      for (let cur: Dept | undefined = byId.get(b.ParentId), n = 0; cur && n <= depts.length; n++) {
        if (cur.id === selfId) throw badRequest('setup.deptCycle', undefined, 'ParentId');
        cur = cur.parentId === null ? undefined : byId.get(cur.parentId);
      }
    }
    if (b.MasterId) {
      const [u] = await db.select({ deptId: sysUser.deptId }).from(sysUser).where(eq(sysUser.id, b.MasterId));
      if (!u || selfId === undefined || u.deptId !== selfId)
        throw badRequest('setup.headNotMember', undefined, 'MasterId');
    }
  };
  const values = (b: z.infer<typeof deptBody>) => ({
    name: b.Name,
    nameEn: b.NameEn,
    type: b.Type,
    tenantId: b.TenantId,
    parentId: b.ParentId ?? null,
    masterId: b.MasterId ?? null,
    sort: b.Sort,
  });

  app.get('/merchant/setup/dept/tree', { config: { access }, schema: { tags } }, async () => {
    const depts = await all();
    const nodes = new Map<number, DeptNode>(
      depts.map((d) => [
        d.id,
        {
          Id: d.id,
          Name: d.name,
          NameEn: d.nameEn,
          Type: d.type,
          TenantId: d.tenantId,
          ParentId: d.parentId,
          MasterId: d.masterId,
          Sort: d.sort,
          Children: [],
        },
      ]),
    );
    const roots: DeptNode[] = [];
    for (const n of nodes.values()) {
      const parent = n.ParentId === null ? undefined : nodes.get(n.ParentId);
      (parent ? parent.Children : roots).push(n);
    }
    return ok({ Records: roots, TotalCount: depts.length });
  });

  app.post('/merchant/setup/dept', { config: { access }, schema: { body: deptBody, tags } }, async (req) => {
    await validate(req.body);
    const [row] = await db.transaction(async (tx) => {
      const rows = await tx.insert(sysDepartment).values(values(req.body)).returning();
      await recordHistory(tx, {
        type: 'department',
        docId: rows[0]!.id,
        docNo: req.body.Name,
        action: 'create',
        userId: req.auth().id,
      });
      return rows;
    });
    return ok({ Id: row!.id });
  });

  app.put(
    '/merchant/setup/dept/:id',
    {
      config: { access },
      schema: { params: z.object({ id: z.coerce.number().int().positive() }), body: deptBody, tags },
    },
    async (req) => {
      const [d] = await db.select().from(sysDepartment).where(eq(sysDepartment.id, req.params.id));
      if (!d) throw notFound();
      await validate(req.body, d.id);
      await db.transaction(async (tx) => {
        await tx.update(sysDepartment).set(values(req.body)).where(eq(sysDepartment.id, d.id));
        await recordHistory(tx, {
          type: 'department',
          docId: d.id,
          docNo: req.body.Name,
          action: 'update',
          userId: req.auth().id,
        });
      });
      return ok({ Id: d.id });
    },
  );
};
