import { DEMAND_DOC } from '@partdesk/shared/demand/demand-codes';
import type { FastifyPluginAsync } from 'fastify';
import { scopedDocumentRule } from '../../core/documents/index.js';
import { registerDemoSeeder, registerSystemSeeder } from '../../db/seed/registry.js';
import { demandRoutes } from './demand.routes.js';
import { demandReviewable, demandScope, seedDemandFlow } from './demand.service.js';
import { dmdDemand } from './demand.table.js';
import { seedDemandDemo } from './seed-demand.js';

export * from './demand.table.js';

registerSystemSeeder(seedDemandFlow);
/** After the inquiries (40): converted demo demand links to a demo inquiry. */
registerDemoSeeder({ name: 'demand', order: 43, run: seedDemandDemo });

/**
 * Demand orders (XQ, /demand: demandmanagement, demandaudit): README, decision 0012. Confirmation is
 * the review type `demand` (queue demandaudit, counter DemandConfirmCount for administrators).
 */
export const demandModule: FastifyPluginAsync = async (app) => {
  app.ctx.reviews.register(demandReviewable);
  app.ctx.documents.register(
    scopedDocumentRule({
      type: DEMAND_DOC,
      table: dmdDemand,
      id: dmdDemand.id,
      no: dmdDemand.no,
      tenantId: dmdDemand.tenantId,
      visibleWhere: demandScope,
    }),
  );
  await app.register(demandRoutes);
};
