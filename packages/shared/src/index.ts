export * from './core/codes.js';
export * from './core/list-query.js';
export * from './core/money.js';
export * from './core/dates.js';
