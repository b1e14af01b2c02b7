import {
  SPOT_SUPPLY_DOC,
  SPOT_SUPPLY_ORDER_REVIEW,
  SPOT_SUPPLY_REVIEW,
  SPOT_SUPPLY_STATUS as S,
} from '@partdesk/shared/sales/spot-supply/spot-supply.codes';
import { defineDocument } from '../../../core/documents/index.js';
import { docOwners, reviewDocsLoader, statusDecision } from '../../../core/reviews/index.js';
import { PURCHASE_LEAD_STEP, SALES_LEAD_STEP } from './spot-supply.flows.js';
import { salesSpotSupply, salesSpotSupplyLine } from './spot-supply.table.js';
import { approveSpotSupply } from './use-cases/approve-spot-supply.js';
import { passToPurchase } from './use-cases/pass-to-purchase.js';

const T = salesSpotSupply;
const owners = docOwners(T, T.ownerId);
const load = reviewDocsLoader(T, T.ownerId);

/**
 * Spot supply XH (decision 0019 descriptor, decision 0035): seen by the order's salesperson within the
 * caller's data scope (the purchase-side list `/purchase/spotsupply` is its own resource, every row).
 * Two reviews in a row: the sales leads' (`spotSupply`, queue salesspotsupply, SpotSupplyAuditCount) —
 * approval submits it to the purchase leads' (`spotSupplyOrder`, queue spotsupply-order,
 * SpotSupplyOrderAuditCount), whose approval reserves the lots for the order lines
 * (approve-spot-supply.ts). A rejection at either step is final. Reservations point at the sales
 * order's lines (docType salesOrder); its lines table is declared for the link trace.
 */
export const spotSupplyDocument = defineDocument({
  type: SPOT_SUPPLY_DOC,
  table: T,
  id: T.id,
  no: T.no,
  tenantId: T.tenantId,
  scope: { own: T.ownerId, sales: T.ownerId },
  reviews: [
    {
      type: SPOT_SUPPLY_REVIEW,
      flow: SALES_LEAD_STEP,
      owners,
      load,
      onApproved: passToPurchase,
      onRejected: statusDecision(T, S.pendingSales, S.rejected),
    },
    {
      type: SPOT_SUPPLY_ORDER_REVIEW,
      flow: PURCHASE_LEAD_STEP,
      owners,
      load,
      onApproved: approveSpotSupply,
      onRejected: statusDecision(T, S.pendingPurchase, S.rejected),
    },
  ],
  links: [{ source: 'salesOrder', lines: true }],
  lines: { table: salesSpotSupplyLine, id: salesSpotSupplyLine.id, docId: salesSpotSupplyLine.spotSupplyId },
});
