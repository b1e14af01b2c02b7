import { eq, sql } from 'drizzle-orm';
import { sysDepartment, sysRole, sysUser, sysUserRole } from '../../core/access/identity.table.js';
import { hashPassword } from '../../core/auth/password.js';
import type { Db } from '../../core/db/client.js';
import { demoSeedersOf } from '../../core/modules/index.js';
import { MODULES } from '../../modules/index.js';
import { seededRng } from './registry.js';

/** Every demo account's password (README lists the accounts). Demo mode only. */
export const DEMO_PASSWORD = 'partdesk';

interface DeptSeed {
  key: string;
  name: string;
  nameEn: string;
  type: number;
  tenantId: number;
  head?: string;
}
const DEPTS: DeptSeed[] = [
  { key: 'admin', name: '总经办', nameEn: 'Management office', type: 1, tenantId: 1, head: 'admin' },
  { key: 'sales1', name: '销售一部', nameEn: 'Sales team 1', type: 2, tenantId: 1, head: 'sales.director' },
  { key: 'sales2', name: '销售二部', nameEn: 'Sales team 2', type: 2, tenantId: 2, head: 'sales.manager' },
  {
    key: 'salesCA',
    name: '北美销售部',
    nameEn: 'North America sales',
    type: 2,
    tenantId: 3,
    head: 'sales.supervisor',
  },
  { key: 'purchase', name: '采购部', nameEn: 'Purchasing', type: 3, tenantId: 1, head: 'purchase.head' },
  { key: 'finance', name: '财务部', nameEn: 'Finance', type: 4, tenantId: 1, head: 'finance.director' },
  { key: 'warehouse', name: '仓储部', nameEn: 'Warehouse', type: 5, tenantId: 2 },
  { key: 'support', name: '技术支持部', nameEn: 'Technical support', type: 6, tenantId: 1, head: 'support' },
];

/** One demo account per seeded role: [account, name, English name, role, department]. */
export const DEMO_USERS: [string, string, string, string, string][] = [
  ['admin', '管理员', 'Administrator', '管理员', 'admin'],
  ['sales.director', '周海峰', 'Zhou Haifeng', '销售总监', 'sales1'],
  ['sales.manager', '林晓雯', 'Lin Xiaowen', '销售经理', 'sales2'],
  ['sales.supervisor', '陈志远', 'Chen Zhiyuan', '销售主管', 'salesCA'],
  ['sales.leader', '王丽娜', 'Wang Lina', '销售组长', 'sales1'],
  ['sales.rep', '张伟', 'Zhang Wei', '销售员', 'sales1'],
  ['sales.agent', '刘洋', 'Liu Yang', '销售员代理', 'sales1'],
  ['sales.dev', '黄敏', 'Huang Min', '开发销售', 'sales2'],
  ['sales.follow', '赵静', 'Zhao Jing', '跟单销售', 'sales2'],
  ['sales.junior', '孙浩', 'Sun Hao', '初级销售', 'sales1'],
  ['sales.mid', '吴倩', 'Wu Qian', '中级销售', 'sales2'],
  ['sales.senior', '郑凯', 'Zheng Kai', '高级销售', 'salesCA'],
  ['sales.assistant', '何佳', 'He Jia', '外贸销售兼总监助理', 'sales1'],
  ['purchase.head', '马俊', 'Ma Jun', '采购主管', 'purchase'],
  ['purchase.leader', '高雪', 'Gao Xue', '采购组长', 'purchase'],
  ['buyer', '罗斌', 'Luo Bin', '采购员', 'purchase'],
  ['buyer.intl', '梁燕', 'Liang Yan', '国际采购员', 'purchase'],
  ['price.checker', '宋涛', 'Song Tao', '查价员', 'purchase'],
  ['warehouse', '钱磊', 'Qian Lei', '仓管员', 'warehouse'],
  ['accountant', '唐芳', 'Tang Fang', '会计专员', 'finance'],
  ['accountant1', '许蕾', 'Xu Lei', '会计专员-1', 'finance'],
  ['ar.accountant', '韩冰', 'Han Bing', '应收会计', 'finance'],
  ['finance.head', '冯刚', 'Feng Gang', '财务主管', 'finance'],
  ['finance.director', '邓红', 'Deng Hong', '财务总监', 'finance'],
  ['support', '曹磊', 'Cao Lei', '技术支持', 'support'],
];

/** Seeds the demo company once (skipped when the admin account exists), then every module's demo seeder. */
export async function seedDemo(
  db: Db,
  opts: { size: 'demo' | 'large' } = { size: 'demo' },
): Promise<boolean> {
  const [existing] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'admin'));
  if (existing) return false;
  const shared = new Map<string, unknown>();
  const deptIds = new Map<string, number>();
  for (const [i, d] of DEPTS.entries()) {
    const [row] = await db
      .insert(sysDepartment)
      .values({ tenantId: d.tenantId, name: d.name, nameEn: d.nameEn, type: d.type, sort: i + 1 })
      .returning({ id: sysDepartment.id });
    deptIds.set(d.key, row!.id);
  }
  const roles = await db.select({ id: sysRole.id, name: sysRole.name }).from(sysRole);
  const roleId = new Map(roles.map((r) => [r.name, r.id]));
  const hash = await hashPassword(DEMO_PASSWORD);
  const userIds = new Map<string, number>();
  for (const [i, [account, name, nameEn, role, dept]] of DEMO_USERS.entries()) {
    const d = DEPTS.find((x) => x.key === dept)!;
    const [u] = await db
      .insert(sysUser)
      .values({
        tenantId: d.tenantId,
        deptId: deptIds.get(dept)!,
        account,
        name,
        nameEn,
        email: `${account}@chipbridge.example`,
        phone: `+86 755 8600 ${String(1000 + i)}`,
        passwordHash: hash,
        isAdmin: account === 'admin',
      })
      .returning({ id: sysUser.id });
    userIds.set(account, u!.id);
    await db.insert(sysUserRole).values({ userId: u!.id, roleId: roleId.get(role)! });
  }
  for (const d of DEPTS) {
    if (d.head) {
      await db
        .update(sysDepartment)
        .set({ masterId: userIds.get(d.head)! })
        .where(eq(sysDepartment.id, deptIds.get(d.key)!));
    }
  }
  shared.set('userIds', userIds);
  shared.set('deptIds', deptIds);
  const rng = seededRng(20261122);
  for (const s of demoSeedersOf(MODULES)) await s.run({ db, size: opts.size, shared, rng });
  // After a bulk load the visibility map is empty, so counts cannot use index-only scans until a vacuum
  // (42 ms → ~1 ms for a scoped count on 100k customers, docs/performance.md); the demo size only analyzes.
  await db.execute(opts.size === 'large' ? sql`vacuum analyze` : sql`analyze`);
  return true;
}
