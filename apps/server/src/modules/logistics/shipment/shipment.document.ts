import { SHIPMENT_DOC } from '@partdesk/shared/logistics/shipment/shipment.codes';
import { defineDocument } from '../../../core/documents/index.js';
import { logShipment, logShipmentLine } from './shipment.table.js';

/**
 * Shipment CK (decision 0019 descriptor): number prefix and notification route from the shared
 * DOC_TYPES row `shipment`; seen within the caller's data scope on its salesperson (`ownerId`; the
 * warehouse role's scope is all). Its lines are what the stock moves of a shipment point at.
 * Reviews (credit `deliver-audit`, overweight) come later (README).
 */
export const shipmentDocument = defineDocument({
  type: SHIPMENT_DOC,
  table: logShipment,
  id: logShipment.id,
  no: logShipment.no,
  tenantId: logShipment.tenantId,
  scope: { own: logShipment.ownerId },
  lines: { table: logShipmentLine, id: logShipmentLine.id, docId: logShipmentLine.shipmentId },
});
