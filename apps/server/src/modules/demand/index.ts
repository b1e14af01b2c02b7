import type { FastifyPluginAsync } from 'fastify';
import { documentFlowSeeder, registerDocument } from '../../core/documents/register-document.js';
import { registerDemoSeeder, registerSystemSeeder } from '../../db/seed/registry.js';
import { demandRoutes } from './demand.routes.js';
import { demandDocument } from './demand.document.js';
import { seedDemandDemo } from './seed-demand.js';

export * from './demand.table.js';

/** The confirmation chain's default (demand.document.ts), written before any app exists. */
registerSystemSeeder(documentFlowSeeder([demandDocument]));
/** After the inquiries (40): converted demo demand links to a demo inquiry. */
registerDemoSeeder({ name: 'demand', order: 43, run: seedDemandDemo });

/**
 * Demand orders (XQ, /demand: demandmanagement, demandaudit): README, decision 0012. Confirmation is
 * the review type `demand` (queue demandaudit, counter DemandConfirmCount for administrators).
 */
export const demandModule: FastifyPluginAsync = async (app) => {
  registerDocument(app.ctx, demandDocument);
  await app.register(demandRoutes);
};
