import { stockingRequestResource } from '@partdesk/shared/sales/stocking-request/stocking-request.resource';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../core/resource/index.js';
import { stockingRequestDocument } from './stocking-request.document.js';
import { stockingRequestColumns } from './stocking-request.queries.js';
import { salesStockingRequest } from './stocking-request.table.js';

/** POST /merchant/sale/stockingrequest/Query and /Export: the kit list, scoped by the document's one row rule. */
export function registerStockingRequestList(app: FastifyInstance, access: { grantedBy: readonly string[] }) {
  return registerResource(app, stockingRequestResource, {
    from: salesStockingRequest,
    access,
    tieBreaker: salesStockingRequest.id,
    scopeWhere: stockingRequestDocument.visibleWhere,
    columns: stockingRequestColumns,
  });
}
