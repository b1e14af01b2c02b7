import { buildMenus, buildRouteTree } from '../../../core/access/route-tree.js';
import { loadAuthUser } from '../../../core/auth/user-context.js';
import { type Env, notFound } from '../../../core/http/index.js';

/** user-test: what an account effectively gets — roles, data scope, routes, menus, buttons, permits. */
export async function testUserAccess(env: Env, id: number) {
  const { db, registry } = env.app;
  const user = await loadAuthUser(db, registry, id, 0);
  if (!user) throw notFound();
  const menus = buildMenus(user, env.lang);
  const kind = user.scope.kind;
  return {
    Id: user.id,
    Account: user.account,
    Name: user.name,
    Status: user.status,
    IsAdmin: user.isAdmin,
    Roles: user.roles.map((r) => ({ Id: r.id, Name: r.name, ScopeKind: r.scopeKind })),
    ScopeKind: kind,
    // Spec §6: "all" leaves the user filter empty; sales roles filter on the salesperson, purchasing
    // roles on the buyer, everyone else on the owner — always the user's own id.
    DataScope: {
      Kind: kind,
      UserFilter: kind === 'all' ? null : user.id,
      SalesFilter: kind === 'sales' ? user.id : null,
      BuyerFilter: kind === 'purchase' ? user.id : null,
      OwnerFilter: kind === 'own' ? user.id : null,
    },
    Routes: buildRouteTree(user, env.lang),
    Menus: menus,
    Buttons: menus
      .flatMap((m) => m.ChildMenus.flatMap((c) => c.Buttons.map((b) => `${c.MenuCode}:${b}`)))
      .sort(),
    Grants: [...user.grants].sort(),
    Permits: [...user.permits].sort(),
  };
}
