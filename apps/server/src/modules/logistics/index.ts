import { defineModule } from '../../core/modules/index.js';
import { registerOpenShipments } from '../sales/index.js';
import { courierRoutes } from './courier/courier.routes.js';
import { forwarderRoutes } from './forwarder/forwarder.routes.js';
import { declareRoutes } from './declare/declare.routes.js';
import { deliveryStatsRoutes } from './delivery-stats/delivery-stats.routes.js';
import { runShipmentDemo } from './shipment/shipment.demo.js';
import { shipmentDocument } from './shipment/shipment.document.js';
import { openShipmentNos } from './shipment/shipment.queries.js';
import { shipmentRoutes } from './shipment/shipment.routes.js';
import { awaitingCourierCount } from './shipment/shipment.todos.js';

export * from './shipment/shipment.table.js';
export * from './courier/courier.table.js';

/**
 * Logistics (tables `log_`, issue #16): shipments CK made from notified sales orders — pick, boxes,
 * label and its print lock, courier, ship (stock out, sales lines shipped, receivable), void, pause;
 * the finance setup of couriers (divisor, accounts) and customs declaration (options, rule).
 * README.
 */
export const logisticsModule = defineModule({
  name: 'logistics',
  documents: [shipmentDocument],
  /** Demo shipments through the routes, after the sales orders (10) and the purchase flow (40). */
  demoFlows: [{ name: 'logistics.shipments', order: 50, run: runShipmentDemo }],
  register: async (app) => {
    // An order on an open shipment cannot be cancelled (sales' hook; decision 0043).
    registerOpenShipments(openShipmentNos);
    app.ctx.todos.setCount('AwaitingCourierCount', awaitingCourierCount);
    await app.register(shipmentRoutes);
    await app.register(deliveryStatsRoutes);
    // The finance setup screens express and declare (decision 0052).
    await app.register(courierRoutes);
    await app.register(forwarderRoutes);
    await app.register(declareRoutes);
  },
});
