import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_MENU } from '../../core/access/access.js';
import { sysDepartment, sysRole, sysUser } from '../../core/access/identity.table.js';
import { notFound } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import { type ListSpec, runList } from '../../core/list/list-query.js';
import { cached, pick } from './cache.js';
import { baseManageLevel } from './company.table.js';
import {
  listPeople,
  type PeopleKind,
  rolesInDepartment,
  rolesOfUsers,
  tenantDto,
  tenants,
} from './org.service.js';

const anyMenu = { grantedBy: [ANY_MENU] } as const;
/** Screens that administer users, roles and departments. */
export const SETUP_MENUS = [
  'setup/user-list',
  'setup/user-detail',
  'setup/role-list',
  'setup/dept-list',
  'setup/admin-list',
  'setup/admin-detail',
  'setup/user-test',
] as const;
const setup = { grantedBy: SETUP_MENUS } as const;
const tags = ['lookups'];
const page = <T>(Records: T[]) => ({ Records, TotalCount: Records.length });

const id = z.coerce.number().int().positive();
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const peopleQuery = z.object({
  tenantId: id.optional(),
  status: z.coerce.number().int().min(1).max(2).optional(),
});
const deptQuery = z.object({
  type: z.coerce.number().int().min(1).max(9).optional(),
  tenantId: id.optional(),
  Name: z.string().trim().max(64).optional(),
});

const usersSpec: ListSpec = {
  from: sysUser,
  select: {
    Id: sysUser.id,
    Account: sysUser.account,
    NameZh: sysUser.name,
    NameEn: sysUser.nameEn,
    TenantId: sysUser.tenantId,
    DeptId: sysUser.deptId,
    DeptName: sql<string | null>`(select d.name from sys_department d where d.id = sys_user.dept_id)`,
    DeptNameEn: sql<string | null>`(select d.name_en from sys_department d where d.id = sys_user.dept_id)`,
    Status: sysUser.status,
    IsAdmin: sysUser.isAdmin,
  },
  filters: {
    Name: { column: sql`concat_ws(' ', ${sysUser.name}, ${sysUser.nameEn}, ${sysUser.account})`, op: 'like' },
    DeptId: { column: sysUser.deptId, op: 'eq', type: 'number' },
    Status: { column: sysUser.status, op: 'eq', type: 'number' },
    TenantId: { column: sysUser.tenantId, op: 'eq', type: 'number' },
  },
  sorts: { Id: sysUser.id, Name: sysUser.name, Account: sysUser.account },
  defaultSort: [{ by: sysUser.id, dir: 'asc' }],
};

/** People, owner companies, departments and roles (spec §7 user and /merchant/common lookups). */
export const orgRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  const people: [string, PeopleKind][] = [
    ['/user/GetSalerList', 'sales'],
    ['/user/GetBuyerList', 'purchase'],
    ['/merchant/common/saler', 'sales'],
    ['/merchant/common/purchaser', 'purchase'],
    ['/merchant/common/purchasers', 'purchasing'],
    ['/merchant/common/financeuser', 'finance'],
  ];
  for (const [url, kind] of people) {
    app.get(url, { config: { access: anyMenu }, schema: { querystring: peopleQuery, tags } }, async (req) =>
      ok(page(await listPeople(db, kind, req.lang, req.query))),
    );
  }

  app.post(
    '/merchant/common/users',
    { config: { access: anyMenu }, schema: { body: z.record(z.string(), z.unknown()).nullish(), tags } },
    async (req) => {
      const res = await runList<{
        Id: number;
        NameZh: string;
        NameEn: string;
        DeptName: string | null;
        DeptNameEn: string | null;
      }>(db, usersSpec, req.body ?? {}, null);
      const roles = await rolesOfUsers(
        db,
        res.Records.map((r) => r.Id),
      );
      return ok({
        TotalCount: res.TotalCount,
        Records: res.Records.map(({ NameZh, NameEn, DeptName, DeptNameEn, ...r }) => ({
          ...r,
          Name: pick(req.lang, NameZh, NameEn),
          DeptName: DeptName === null ? null : pick(req.lang, DeptName, DeptNameEn),
          Roles: roles.get(r.Id) ?? [],
        })),
      });
    },
  );

  app.get('/merchant/common/merchant', { config: { access: anyMenu }, schema: { tags } }, async (req) =>
    ok(page((await tenants(db)).map((t) => tenantDto(t, req.lang)))),
  );

  app.get(
    '/merchant/common/linkmerchants',
    {
      config: { access: anyMenu },
      schema: { querystring: z.object({ id, isParent: flag.optional() }), tags },
    },
    async (req) => {
      const all = await tenants(db);
      const self = all.find((t) => t.id === req.query.id);
      if (!self) throw notFound('lookups.tenantNotFound', { id: req.query.id });
      // isParent: the tenant is the parent → its subsidiaries; otherwise its group: parent and siblings.
      const linked = req.query.isParent
        ? all.filter((t) => t.parentId === self.id)
        : all.filter(
            (t) =>
              t.id !== self.id &&
              self.parentId !== null &&
              (t.id === self.parentId || t.parentId === self.parentId),
          );
      return ok(page(linked.map((t) => tenantDto(t, req.lang))));
    },
  );

  app.get(
    '/merchant/common/level',
    { config: { access: anyMenu }, schema: { querystring: z.object({ merchantId: id.optional() }), tags } },
    async (req) => {
      const tenantId = req.query.merchantId ?? req.auth().tenantId;
      const rows = await cached(db, `company:levels:${tenantId}`, () =>
        db
          .select()
          .from(baseManageLevel)
          .where(eq(baseManageLevel.tenantId, tenantId))
          .orderBy(asc(baseManageLevel.sort), asc(baseManageLevel.id)),
      );
      return ok(
        page(
          rows.map((l) => ({
            Id: l.id,
            Code: l.code,
            Name: pick(req.lang, l.name, l.nameEn),
            MaxCustomers: l.maxCustomers,
            MonthlyClaimQuota: l.monthlyClaimQuota,
            TenantId: l.tenantId,
          })),
        ),
      );
    },
  );

  const departments = async (q: z.infer<typeof deptQuery>) =>
    db
      .select({
        id: sysDepartment.id,
        name: sysDepartment.name,
        nameEn: sysDepartment.nameEn,
        type: sysDepartment.type,
        tenantId: sysDepartment.tenantId,
        parentId: sysDepartment.parentId,
        masterId: sysDepartment.masterId,
        masterName: sql<string | null>`(select u.name from sys_user u where u.id = sys_department.master_id)`,
        members: sql<number>`(select count(*)::int from sys_user u where u.dept_id = sys_department.id)`,
      })
      .from(sysDepartment)
      .where(
        and(
          q.type ? eq(sysDepartment.type, q.type) : undefined,
          q.tenantId ? eq(sysDepartment.tenantId, q.tenantId) : undefined,
          q.Name ? ilike(sysDepartment.name, `%${q.Name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
        ),
      )
      .orderBy(asc(sysDepartment.sort), asc(sysDepartment.id));

  app.get(
    '/merchant/common/departmentlist',
    { config: { access: anyMenu }, schema: { querystring: deptQuery.omit({ Name: true }), tags } },
    async (req) =>
      ok(
        page(
          (await departments(req.query)).map((d) => ({
            Id: d.id,
            Name: pick(req.lang, d.name, d.nameEn),
            Type: d.type,
            TenantId: d.tenantId,
            ParentId: d.parentId,
          })),
        ),
      ),
  );

  app.get(
    '/merchant/common/departquery',
    { config: { access: anyMenu }, schema: { querystring: deptQuery, tags } },
    async (req) =>
      ok(
        page(
          (await departments(req.query)).map((d) => ({
            Id: d.id,
            Name: pick(req.lang, d.name, d.nameEn),
            Type: d.type,
            TenantId: d.tenantId,
            ParentId: d.parentId,
            MasterId: d.masterId,
            MasterName: d.masterName,
            MemberCount: d.members,
          })),
        ),
      ),
  );

  app.get('/merchant/common/rolesall', { config: { access: setup }, schema: { tags } }, async () => {
    const rows = await db
      .select({
        Id: sysRole.id,
        Name: sysRole.name,
        NameEn: sysRole.nameEn,
        ScopeKind: sysRole.scopeKind,
        IsSystem: sysRole.isSystem,
      })
      .from(sysRole)
      .orderBy(asc(sysRole.id));
    return ok(page(rows));
  });

  app.get(
    '/merchant/common/deptroles/:id',
    { config: { access: setup }, schema: { params: z.object({ id }), tags } },
    async (req) => {
      const [dept] = await db
        .select({ id: sysDepartment.id })
        .from(sysDepartment)
        .where(eq(sysDepartment.id, req.params.id));
      if (!dept) throw notFound('lookups.departmentNotFound', { id: req.params.id });
      return ok(page(await rolesInDepartment(db, dept.id)));
    },
  );
};
