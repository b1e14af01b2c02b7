import {
  CHANNEL_INVENTORY_MENU,
  INTERNATIONAL_INVENTORY_MENU,
} from '@partdesk/shared/purchase/channel/channel.resource';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { docIdParam } from '../../../core/documents/index.js';
import { ok, requestEnv } from '../../../core/http/index.js';
import { BOM_FILE_MAX_BYTES, readBomUpload } from '../../product/index.js';
import { registerChannelLists } from './channel.list.js';
import { deleteChannelList, quotePrefill } from './channel.queries.js';
import { importChannel, previewChannel } from './use-cases/import-channel.js';

/**
 * Route access: buyers and heads import and delete (the channelInventory screen, write button 0103);
 * the search is read by sales and purchasing (product/internationalinventory).
 */
export const CHANNEL_ACCESS = {
  lists: { grantedBy: [CHANNEL_INVENTORY_MENU] },
  write: { grantedBy: [`${CHANNEL_INVENTORY_MENU}:0103`] },
  search: { grantedBy: [INTERNATIONAL_INVENTORY_MENU, CHANNEL_INVENTORY_MENU] },
} as const;

const tags = ['purchase'];
const bodyLimit = BOM_FILE_MAX_BYTES + 1024 * 1024;
const schema = { tags, consumes: ['multipart/form-data'] };

/**
 * Suppliers' stock lists (decision 0044): preview and import (multipart, as the BOM import), delete a
 * list, the kit lists (lists per supplier, the global search) and the purchase-quote prefill.
 */
export const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  await registerChannelLists(app, CHANNEL_ACCESS);

  app.post(
    '/merchant/purchase/channelinventory/preview',
    { config: { access: CHANNEL_ACCESS.write }, bodyLimit, schema },
    async function preview(req) {
      return ok(await previewChannel(env(req), await readBomUpload(req)));
    },
  );
  app.post(
    '/merchant/purchase/channelinventory/import',
    { config: { access: CHANNEL_ACCESS.write }, bodyLimit, schema },
    async function importList(req) {
      return ok(await importChannel(env(req), await readBomUpload(req)));
    },
  );
  app.delete(
    '/merchant/purchase/channelinventory/:id',
    { config: { access: CHANNEL_ACCESS.write }, schema: { tags, params: docIdParam } },
    async function remove(req) {
      return ok(await deleteChannelList(env(req), req.params.id));
    },
  );
  app.get(
    '/merchant/product/internationalinventory/:id/quote-prefill',
    { config: { access: CHANNEL_ACCESS.search }, schema: { tags, params: docIdParam } },
    async function prefill(req) {
      return ok(await quotePrefill(env(req), req.params.id));
    },
  );
};
