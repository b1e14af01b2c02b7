import { BUTTON_CODES, type ButtonCode, ROUTE_PERMISSIONS } from './menu-tree.js';

/**
 * Client permission helpers of spec §6, pure: they read what the login response returned (UserInfo,
 * Routes, Menus, Permits) and never call the server. The server enforces the same rules on every call;
 * these only decide what the web shows.
 */

export interface SessionRole {
  Id?: number;
  /** The role's name (zh-CN; the access rules compare it). */
  Name: string;
  /** Its English label (en-US display only). */
  NameEn?: string;
}

/** A role's label in a language (the English one when there is one). */
export function roleLabel(role: SessionRole, lang: string): string {
  return lang === 'zh-CN' ? role.Name : role.NameEn || role.Name;
}

/** UserInfo of the login response (spec §3 "Session user info"). */
export interface SessionUser {
  Id: number;
  Name: string;
  Account?: string;
  Roles: SessionRole[];
  isAdmin: boolean;
  /** The user's department type: 2 sales, 3 purchasing. */
  departmentTypes: number | null;
  MasterId: number | null;
  DeptId?: number | null;
  TenantId: number;
  ScopeKind?: string;
}

/** Route node of the login response (spec §3). */
export interface SessionRoute {
  Id: number;
  MenuCode: string;
  Name: string;
  Url: string;
  IconCode: string;
  Hidden: boolean;
  HasChilds: boolean;
  Childs: SessionRoute[];
}

/** Menu list of the login response: main menus with child menus and their button codes. */
export interface SessionMenu {
  MainMenu: { MenuCode: string; Name: string };
  ChildMenus: { MenuCode: string; Name: string; Buttons: string[] }[];
}

/** Role names of spec §6 (data, compared as stored in UserInfo.Roles). */
export const ROLE_NAMES = {
  admin: '管理员',
  support: '技术支持',
  salesDirector: '销售总监',
  salesManager: '销售经理',
  salesSupervisor: '销售主管',
  salesLeader: '销售组长',
  purchaseHead: '采购主管',
  purchaseLeader: '采购组长',
  priceChecker: '查价员',
  /** Receives goods and inspects them (decision 0040). */
  warehouse: '仓管员',
  /** Buyers below the purchasing head and leaders. */
  buyers: ['采购员', '国际采购员'],
  directorAssistant: '外贸销售兼总监助理',
  accountants: ['会计专员', '会计专员-1', '应收会计'],
  financeHeads: ['财务主管', '财务总监'],
  sales: [
    '销售总监',
    '销售经理',
    '销售主管',
    '销售组长',
    '销售员',
    '销售员代理',
    '开发销售',
    '跟单销售',
    '初级销售',
    '中级销售',
    '高级销售',
    '外贸销售兼总监助理',
  ],
  purchase: ['采购主管', '采购组长', '采购员', '国际采购员', '查价员', '仓管员'],
} as const;

/** Normalises a permit to the wire form `METHOD path` (upper-case method, lower-case path, no leading /). */
export function normalizePermit(permit: string): string {
  const [method = '', ...rest] = permit.trim().split(/\s+/);
  const path = rest.join(' ').replace(/^\/+/, '').toLowerCase();
  return `${method.toUpperCase()} ${path}`;
}

/** Spec §6: a permission check tests a permit against the stored Permits list. */
export function hasPermit(permits: readonly string[] | null | undefined, permit: string): boolean {
  if (!permits?.length) return false;
  const wanted = normalizePermit(permit);
  return permits.some((p) => normalizePermit(p) === wanted);
}

/** The button codes the user holds on a child menu (spec §2 "Button-level permissions"). */
export function buttonCodes(
  menus: readonly SessionMenu[] | null | undefined,
  childMenuCode: string,
): ButtonCode[] {
  const code = childMenuCode.replace(/^\/+/, '');
  for (const m of menus ?? []) {
    const child = m.ChildMenus.find((c) => c.MenuCode === code);
    if (child)
      return child.Buttons.filter((b): b is ButtonCode => (BUTTON_CODES as readonly string[]).includes(b));
  }
  return [];
}

/** Button actions of spec §2: 0101 notify and quote, 0102 transfer and delete, 0103 add. */
export const BUTTON_ACTIONS = {
  notify: '0101',
  quote: '0101',
  transfer: '0102',
  delete: '0102',
  add: '0103',
} as const satisfies Record<string, ButtonCode>;
export type ButtonAction = keyof typeof BUTTON_ACTIONS;

export function hasButton(
  menus: readonly SessionMenu[] | null | undefined,
  childMenuCode: string,
  codeOrAction: ButtonCode | ButtonAction,
): boolean {
  const code = (BUTTON_ACTIONS as Record<string, ButtonCode>)[codeOrAction] ?? codeOrAction;
  return buttonCodes(menus, childMenuCode).includes(code as ButtonCode);
}

/** Every menu code the user holds: main menus and child menus (spec: "matched by menu code"). */
export function heldMenuCodes(menus: readonly SessionMenu[] | null | undefined): Set<string> {
  const out = new Set<string>();
  for (const m of menus ?? []) {
    out.add(m.MainMenu.MenuCode);
    for (const c of m.ChildMenus) out.add(c.MenuCode);
  }
  return out;
}

const hasRole = (user: Pick<SessionUser, 'Roles'> | null | undefined, names: readonly string[]) =>
  !!user?.Roles?.some((r) => names.includes(r.Name));

/** Spec §6 role gate: applies only when the tenant id is 1, then one of the roles is required. */
export function roleGate(
  user: Pick<SessionUser, 'TenantId' | 'Roles'> | null | undefined,
  roleNames: readonly string[],
): boolean {
  if (!user) return false;
  if (Number(user.TenantId) !== 1) return true;
  return hasRole(user, roleNames);
}

export type ScopeKind = 'all' | 'sales' | 'purchase' | 'own';

/**
 * Data scope of spec §6 (decision 0004): administrators, accountants (finance heads included) and
 * technical support see every user's data; a sales role filters by salesperson, a purchasing role by
 * buyer; any other role, or no role, sees its own rows. The widest of the user's roles wins.
 */
export function scopeKindOf(user: Pick<SessionUser, 'isAdmin' | 'Roles'> | null | undefined): ScopeKind {
  if (!user) return 'own';
  const all = [ROLE_NAMES.admin, ROLE_NAMES.support, ...ROLE_NAMES.accountants, ...ROLE_NAMES.financeHeads];
  if (user.isAdmin || hasRole(user, all)) return 'all';
  if (hasRole(user, ROLE_NAMES.sales)) return 'sales';
  if (hasRole(user, ROLE_NAMES.purchase)) return 'purchase';
  return 'own';
}

export interface DataScopeFilter {
  kind: ScopeKind;
  /** The user filter: '' (empty, everyone) or the user's own id. */
  UserId: number | '';
  /** Salesperson filter for a sales role. */
  SalesId?: number;
  /** Buyer filter for a purchasing role. */
  BuyerId?: number;
}

/** The list filter a screen starts with for this user (spec §6 "Data scope"). */
export function dataScopeFilter(
  user: Pick<SessionUser, 'Id' | 'isAdmin' | 'Roles'> | null | undefined,
): DataScopeFilter {
  const kind = scopeKindOf(user);
  const id = user?.Id ?? 0;
  if (kind === 'all') return { kind, UserId: '' };
  if (kind === 'sales') return { kind, UserId: id, SalesId: id };
  if (kind === 'purchase') return { kind, UserId: id, BuyerId: id };
  return { kind, UserId: id };
}

export type DisplayRole = 'admin' | 'salesHead' | 'purchaseHead' | 'member';

/** Spec §6 display role: user 1 is admin; the master of a sales (2) or purchasing (3) department is its head. */
export function displayRole(
  user: Pick<SessionUser, 'Id' | 'departmentTypes' | 'MasterId'> | null | undefined,
): DisplayRole {
  if (!user) return 'member';
  if (user.Id === 1) return 'admin';
  const isMaster = user.MasterId != null && user.Id === user.MasterId;
  if (isMaster && Number(user.departmentTypes) === 2) return 'salesHead';
  if (isMaster && Number(user.departmentTypes) === 3) return 'purchaseHead';
  return 'member';
}

export interface AccessContext {
  user: Pick<SessionUser, 'isAdmin' | 'Roles' | 'TenantId'> | null;
  menus: readonly SessionMenu[];
  permits: readonly string[];
}

/**
 * What each route permission of spec §2 (`ROUTE_PERMISSIONS`) means on the client: `salecontract`
 * is holding the sales-contract screen; `notice` is holding the notify-and-quote button (0101) on the
 * inquiry list, or the edit screen itself.
 */
export const ROUTE_PERMISSION_CHECKS: Record<string, (ctx: AccessContext) => boolean> = {
  salecontract: (ctx) => heldMenuCodes(ctx.menus).has('sales/salesOrderInfo'),
  notice: (ctx) =>
    hasButton(ctx.menus, 'forQuotation/rfq-menu', '0101') ||
    heldMenuCodes(ctx.menus).has('forQuotation/rfq-detail_edit'),
};

/** Whether the user may open a screen path: dashboard always; otherwise a held menu plus its route permission. */
export function canOpenRoute(ctx: AccessContext, path: string): boolean {
  const clean = `/${path.replace(/^\/+/, '').split('?')[0]}`;
  if (clean === '/dashboard') return true;
  if (!ctx.user) return false;
  const permission = ROUTE_PERMISSIONS[clean];
  if (ctx.user.isAdmin) return true;
  if (!heldMenuCodes(ctx.menus).has(clean.slice(1))) return false;
  if (!permission) return true;
  const check = ROUTE_PERMISSION_CHECKS[permission];
  return check ? check(ctx) : false;
}

/** Visibility rule of one to-do item (spec §6 "To-do popover"). */
export interface TodoVisibility {
  roles?: readonly string[];
  permit?: string;
  always?: boolean;
}

/** A to-do item shows when always, when the user holds its permit, or when the user has one of its roles. */
export function todoVisible(
  rule: TodoVisibility,
  user: Pick<SessionUser, 'isAdmin' | 'Roles'> | null | undefined,
  permits: readonly string[] | null | undefined,
): boolean {
  if (rule.always) return true;
  if (!user) return false;
  if (rule.permit && (user.isAdmin || hasPermit(permits, rule.permit))) return true;
  return !!rule.roles && hasRole(user, rule.roles);
}

/** The three permit-gated to-do items and the role lists spec §6 names explicitly. */
export const TODO_RULES = {
  visitAudit: { permit: 'POST merchant/sale/customervisit/queryauditing' },
  visitAllot: { permit: 'PUT merchant/sale/customervisit/allotment' },
  invoiceAudit: { permit: 'POST merchant/sale/documentreview/invoiceaudit' },
  performance: { always: true },
  customerTransfer: { roles: [ROLE_NAMES.salesDirector, ROLE_NAMES.admin, ROLE_NAMES.directorAssistant] },
  purchaseHeadAudit: { roles: [ROLE_NAMES.purchaseHead, ROLE_NAMES.admin] },
  financeAllowance: { roles: [...ROLE_NAMES.accountants, ...ROLE_NAMES.financeHeads] },
  demandConfirm: { roles: [ROLE_NAMES.admin] },
} as const satisfies Record<string, TodoVisibility>;
