import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audit, id } from '../db/columns.js';

/** Tenants = owner companies (ids 1–4; `docEnabled` false for 1 and 3: not offered for new documents). */
export const sysTenant = pgTable('sys_tenant', {
  id: integer().primaryKey(),
  name: text().notNull(),
  nameEn: text().notNull(),
  shortName: text().notNull(),
  country: text().notNull(),
  currency: text().notNull(),
  docEnabled: boolean().notNull().default(true),
  parentId: integer(),
  /** The company's letterhead (contracts / PI, issue #14): address in both languages, phone, email. */
  address: text().notNull().default(''),
  addressEn: text().notNull().default(''),
  phone: text().notNull().default(''),
  email: text().notNull().default(''),
});

/** Department types: 1 administration, 2 sales, 3 purchasing, 4 finance, 5 warehouse, 6 technical support. */
export const sysDepartment = pgTable('sys_department', {
  id: id(),
  tenantId: integer().notNull(),
  parentId: integer(),
  name: text().notNull(),
  nameEn: text().notNull().default(''),
  type: smallint().notNull(),
  masterId: integer(),
  sort: integer().notNull().default(0),
  ...audit(),
});

/** Status: 1 active, 2 disabled. */
export const sysUser = pgTable(
  'sys_user',
  {
    id: id(),
    tenantId: integer().notNull(),
    deptId: integer(),
    account: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    passwordHash: text().notNull(),
    status: smallint().notNull().default(1),
    isAdmin: boolean().notNull().default(false),
    passwordChangedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [uniqueIndex('sys_user_account_uq').on(t.account), index('sys_user_dept_idx').on(t.deptId)],
);

/** Data-scope kind of a role: all · sales (salesperson filter) · purchase (buyer filter) · own. */
export const sysRole = pgTable(
  'sys_role',
  {
    id: id(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    scopeKind: text().notNull().default('own'),
    isSystem: boolean().notNull().default(false),
    remark: text().notNull().default(''),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [uniqueIndex('sys_role_name_uq').on(t.name)],
);

export const sysUserRole = pgTable(
  'sys_user_role',
  { userId: integer().notNull(), roleId: integer().notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_role_role_idx').on(t.roleId)],
);

/** Menu nodes of the spec §2 tree; `code` is the route path without the leading slash. */
export const sysMenu = pgTable('sys_menu', {
  code: text().primaryKey(),
  id: integer().notNull().unique(),
  parentCode: text(),
  name: text().notNull(),
  nameEn: text().notNull(),
  url: text().notNull(),
  icon: text().notNull().default(''),
  hidden: boolean().notNull().default(false),
  sort: integer().notNull().default(0),
});

/** A role's grants: a menu (`buttonCode` '') or a button code on a child menu (0101 / 0102 / 0103). */
export const sysRoleMenu = pgTable(
  'sys_role_menu',
  {
    roleId: integer().notNull(),
    menuCode: text().notNull(),
    buttonCode: text().notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuCode, t.buttonCode] })],
);
