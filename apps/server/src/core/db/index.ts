export type { Db, Executor, Tx } from './client.js';
export { isUniqueViolation } from './db-errors.js';
export { rows } from './rows.js';
export { violations } from './invariants.js';
