import { eq, sql } from 'drizzle-orm';
import {
  sysMenu,
  sysRole,
  sysRoleMenu,
  sysTenant,
  sysUser,
  sysUserRole,
} from '../../core/access/identity.table.js';
import { MENU_ID, MENU_NODES } from '../../core/access/route-tree.js';
import { hashPassword, meetsPolicy } from '../../core/auth/password.js';
import type { Db } from '../../core/db/client.js';
import { ROLE_SEEDS } from './roles.js';
import { installHistoryGuard } from '../../core/documents/index.js';
import { systemSeedersOf } from '../../core/modules/index.js';
import { seedReviewFlows } from '../../core/reviews/index.js';
import { MODULES } from '../../modules/index.js';

export const TENANTS = [
  {
    id: 1,
    name: '深圳芯桥电子有限公司',
    nameEn: 'ChipBridge Electronics (Shenzhen) Co., Ltd.',
    shortName: '深圳芯桥',
    country: 'CN',
    currency: 'CNY',
    docEnabled: false,
    parentId: null,
    address: '深圳市福田区华强北路 1019 号华强广场 B 座 18 楼',
    addressEn: '18/F, Block B, Huaqiang Plaza, 1019 Huaqiang North Road, Futian, Shenzhen, China',
    phone: '+86 755 8888 0101',
    email: 'sales@sz.chipbridge.example',
  },
  {
    id: 2,
    name: '芯桥电子（香港）有限公司',
    nameEn: 'ChipBridge Electronics (HK) Limited',
    shortName: '香港芯桥',
    country: 'HK',
    currency: 'HKD',
    docEnabled: true,
    parentId: 1,
    address: '香港九龙观塘道 388 号创纪之城一期 12 楼',
    addressEn: '12/F, Millennium City 1, 388 Kwun Tong Road, Kwun Tong, Kowloon, Hong Kong',
    phone: '+852 3188 0102',
    email: 'sales@hk.chipbridge.example',
  },
  {
    id: 3,
    name: 'ChipBridge Electronics Canada Inc.',
    nameEn: 'ChipBridge Electronics Canada Inc.',
    shortName: 'ChipBridge CA',
    country: 'CA',
    currency: 'USD',
    docEnabled: false,
    parentId: 1,
    address: '加拿大安大略省多伦多市央街 5000 号 1500 室',
    addressEn: 'Suite 1500, 5000 Yonge Street, Toronto, ON M2N 7E9, Canada',
    phone: '+1 416 555 0103',
    email: 'sales@ca.chipbridge.example',
  },
  {
    id: 4,
    name: 'ChipBridge Electronics USA LLC',
    nameEn: 'ChipBridge Electronics USA LLC',
    shortName: 'ChipBridge US',
    country: 'US',
    currency: 'USD',
    docEnabled: true,
    parentId: 1,
    address: '美国加利福尼亚州圣克拉拉市 Mission College 大道 2350 号 400 室',
    addressEn: 'Suite 400, 2350 Mission College Blvd, Santa Clara, CA 95054, USA',
    phone: '+1 408 555 0104',
    email: 'sales@us.chipbridge.example',
  },
];

/**
 * Reference data every installation needs (tenants, the menu tree, the seeded roles and their
 * grants, and each module's system lookups). Idempotent: safe on every start, on both drivers.
 */
export async function seedSystem(db: Db): Promise<void> {
  await db.insert(sysTenant).values(TENANTS).onConflictDoNothing();
  await db
    .insert(sysMenu)
    .values(
      MENU_NODES.map((n) => ({
        code: n.code,
        id: MENU_ID.get(n.code)!,
        parentCode: n.parentCode,
        name: n.zh,
        nameEn: n.en,
        url: n.url,
        icon: n.icon,
        hidden: n.hidden,
        sort: n.sort,
      })),
    )
    .onConflictDoUpdate({
      target: sysMenu.code,
      set: {
        name: sql`excluded.name`,
        nameEn: sql`excluded.name_en`,
        hidden: sql`excluded.hidden`,
        sort: sql`excluded.sort`,
      },
    });
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(sysRole)) as [{ n: number }];
  if (n === 0) {
    for (const r of ROLE_SEEDS) {
      const [role] = await db
        .insert(sysRole)
        .values({ name: r.name, nameEn: r.nameEn, scopeKind: r.scope, isSystem: true })
        .returning({ id: sysRole.id });
      const grants = r.menus
        .flatMap((m) => [
          { roleId: role!.id, menuCode: m, buttonCode: '' },
          ...r.buttons.map((b) => ({ roleId: role!.id, menuCode: m, buttonCode: b })),
        ])
        .filter((g) => !r.denyGrants?.includes(`${g.menuCode}:${g.buttonCode}`));
      for (let i = 0; i < grants.length; i += 500)
        await db.insert(sysRoleMenu).values(grants.slice(i, i + 500));
    }
  }
  // Core's own (the review chains of types without a descriptor, doc_history's guard), then each
  // module's in module order (its seeders, then its documents' default chains).
  for (const seed of [seedReviewFlows, installHistoryGuard, ...systemSeedersOf(MODULES)]) await seed(db);
}

/** Production (DATABASE_URL): the first administrator's password comes from the environment, never a default. */
export async function ensureFirstAdmin(db: Db, password: string | undefined): Promise<void> {
  const [existing] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'admin'));
  if (existing) return;
  if (!password) {
    console.warn(
      'No administrator yet: set PARTDESK_ADMIN_PASSWORD (8–64 chars, letters and digits) and restart.',
    );
    return;
  }
  if (!meetsPolicy(password)) throw new Error('PARTDESK_ADMIN_PASSWORD does not meet the password policy');
  const [u] = await db
    .insert(sysUser)
    .values({
      tenantId: 2,
      account: 'admin',
      name: '管理员',
      nameEn: 'Administrator',
      passwordHash: await hashPassword(password),
      isAdmin: true,
    })
    .returning({ id: sysUser.id });
  const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.name, '管理员'));
  if (role) await db.insert(sysUserRole).values({ userId: u!.id, roleId: role.id });
}
