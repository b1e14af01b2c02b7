import { ANY_MENU, type Access, type AuthUser } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';

/**
 * The spec's generic delete (`PUT /merchant/common/delete?id=&type=`, `PUT /merchant/common/deleteall`):
 * modules register the kinds of record it may delete. docs/api.md "Generic delete" lists the types.
 */
export interface DeleteContext {
  tx: Tx;
  user: AuthUser;
  app: AppContext;
}

export interface DeletableType {
  /** The `type` / `Type` value on the wire (matched case-insensitively). */
  type: string;
  /**
   * Who may delete: `{ session: true }` (any signed-in user, e.g. their own notices) or
   * `{ grantedBy: [...] }` (menu codes, `menu:button` grants, ANY_MENU). Administrators always may.
   */
  access: Exclude<Access, { public: true }>;
  /**
   * Deletes the given ids inside the request's transaction and returns how many went. Throw an
   * AppError to refuse (the transaction rolls back, nothing changes).
   */
  delete(ids: number[], c: DeleteContext): Promise<number>;
  /** `deleteall` without Ids: delete everything of this type the caller owns. Absent → Ids required. */
  deleteAll?(c: DeleteContext): Promise<number>;
  /** Runs after the commit (cache invalidation, pushes). */
  afterCommit?(app: AppContext, user: AuthUser): void | Promise<void>;
}

/** The type used when the request names none (spec: `delete` with only `id` deletes a notice). */
export const DEFAULT_DELETE_TYPE = 'notice';

const types = new Map<string, DeletableType>();

/**
 * Called when an app is built (core/modules registerModule: a module definition's `deletables`, a
 * document's `deletable`), never at import. Registering a different definition under a taken name fails.
 */
export function registerDeletable(def: DeletableType): void {
  const key = def.type.toLowerCase();
  const existing = types.get(key);
  if (existing && existing !== def) throw new Error(`Deletable type "${def.type}" is already registered`);
  types.set(key, def);
}

export function findDeletable(type: string): DeletableType | undefined {
  return types.get(type.toLowerCase());
}

export function listDeletableTypes(): string[] {
  return [...types.values()].map((d) => d.type).sort();
}

/** Whether the user may delete records of this type (same rule as route permits). */
export function mayDelete(user: AuthUser, def: DeletableType): boolean {
  if (user.isAdmin || 'session' in def.access) return true;
  return def.access.grantedBy.some((g) => (g === ANY_MENU ? user.grants.size > 0 : user.grants.has(g)));
}
