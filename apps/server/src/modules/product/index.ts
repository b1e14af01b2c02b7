import type { FastifyPluginAsync } from 'fastify';
import { registerDemoSeeder, registerSystemSeeder } from '../../db/seed/registry.js';
import { seedProductCategories } from './seed/categories.js';
import { seedProductDemo } from './seed/seed-product.js';

export { brandKey, resolveBrandId } from './brand/brand-match.js';
export { normalizeMpn } from './part/mpn.js';
export type { DemoPart } from './seed/seed-product.js';
export * from './brand/brand.table.js';
export * from './part/part.table.js';

registerSystemSeeder(seedProductCategories);
/** After the organisation (users) and lookups; before purchasing and CRM, which use the parts. */
registerDemoSeeder({ name: 'product', order: 10, run: seedProductDemo });

/** Product routes (parts master, brands, proxy brands, stock views) register here as they are built. */
export const productModule: FastifyPluginAsync = async () => {};
