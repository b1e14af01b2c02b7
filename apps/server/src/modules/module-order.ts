/**
 * The declared order of the business modules, lowest first (`npm run arch`, rule "order"): a module
 * may import only modules listed before it, so the modules never form a cycle. A lower module that
 * needs to react to a higher one subscribes to its domain events (core/events, decision 0016) or is
 * handed a function at registration; it never imports it. Owners of tables: decision 0017.
 */
export const MODULE_ORDER = [
  'notices',
  'lookups',
  'setup',
  'finance',
  'product',
  'inventory',
  'purchase',
  'crm',
  'inquiry',
  'quote',
  'demand',
  'sales',
  'logistics',
] as const;

export type ModuleName = (typeof MODULE_ORDER)[number];
