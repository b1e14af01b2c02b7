import { defineModule } from '../../core/modules/index.js';
import { demandRoutes } from './demand.routes.js';
import { demandDocument } from './demand.document.js';
import { seedDemandDemo } from './seed-demand.js';

export * from './demand.table.js';

/**
 * Demand orders (XQ, /demand: demandmanagement, demandaudit): README, decision 0012. Confirmation is
 * the review type `demand` (queue demandaudit, counter DemandConfirmCount for administrators; its
 * default chain in demand.document.ts).
 */
export const demandModule = defineModule({
  name: 'demand',
  documents: [demandDocument],
  /** After the inquiries (40): converted demo demand links to a demo inquiry. */
  demoSeeders: [{ name: 'demand', order: 43, run: seedDemandDemo }],
  register: async (app) => {
    await app.register(demandRoutes);
  },
});
