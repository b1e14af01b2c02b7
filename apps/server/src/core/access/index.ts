export { ANY_MENU, type Access, type AuthUser, type DataScope, type DataScopeKind } from './access.js';
export { isActiveSalesperson, seesAll } from './salespeople.js';
