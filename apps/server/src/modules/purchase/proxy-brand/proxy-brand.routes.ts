import { isoDay } from '@partdesk/shared/core/dates';
import {
  PROXY_BRAND_EDITABLE,
  PROXY_BRAND_MENU,
  PROXY_BRAND_REVIEW_MENU,
} from '@partdesk/shared/purchase/proxy-brand/proxy-brand.codes';
import {
  proxyBrandCreateBody,
  proxyBrandSubmitBody,
  proxyBrandUpdateBody,
} from '@partdesk/shared/purchase/proxy-brand/proxy-brand.contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANY_MENU } from '../../../core/access/access.js';
import { docIdParam } from '../../../core/documents/document-schemas.js';
import { type Env, ok, requestEnv } from '../../../core/http/index.js';
import { proxyBrandColumns, registerProxyBrandList } from './proxy-brand.list.js';
import { loadProxyBrand, proxyBrandsInForce } from './proxy-brand.queries.js';
import { purProxyBrand } from './proxy-brand.table.js';
import { createProxyBrand } from './use-cases/create-proxy-brand.js';
import { submitProxyBrand } from './use-cases/submit-proxy-brand.js';
import { updateProxyBrand } from './use-cases/update-proxy-brand.js';

/** Route access (menu codes of packages/shared/src/access/menu-tree.ts). */
export const PROXY_BRAND_ACCESS = {
  /** The list and detail: the proxy-brand screen and its review queue (reviewers open what they decide). */
  read: { grantedBy: [PROXY_BRAND_MENU, PROXY_BRAND_REVIEW_MENU] },
  write: { grantedBy: [PROXY_BRAND_MENU] },
  /** Which brands are franchise lines today: any screen (parts, quotes flag them; no business data). */
  inForce: { grantedBy: [ANY_MENU] },
} as const;

const tags = ['purchase'];

/** One proxy brand: the list's columns (and `CanEdit` for the caller). */
async function proxyBrandDetail(e: Env, id: number) {
  const row = await loadProxyBrand(e.app.db, e.user, id);
  const [view] = await e.app.db.select(proxyBrandColumns).from(purProxyBrand).where(eq(purProxyBrand.id, id));
  return ok({ ...view!, CanEdit: row.ownerId === e.user.id && PROXY_BRAND_EDITABLE.includes(row.status) });
}

/** The brands with an approved proxy in force today (decision 0049). */
async function inForceToday(e: Env) {
  return ok({ Records: await proxyBrandsInForce(e.app.db, isoDay(e.app.clock.now())) });
}

/**
 * /merchant/purchase/proxybrand: list (kit) and export, detail, create, edit at Version, submit into the
 * review `proxyBrand`, and the brands in force today — thin: parse, call the use case, answer.
 */
export const proxyBrandRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  await registerProxyBrandList(app, PROXY_BRAND_ACCESS.read);

  app.get(
    '/merchant/purchase/proxybrand/valid',
    {
      config: { access: PROXY_BRAND_ACCESS.inForce },
      schema: { tags, summary: 'Brands with an approved proxy in force today' },
    },
    (req) => inForceToday(env(req)),
  );
  app.get(
    '/merchant/purchase/proxybrand/:id',
    {
      config: { access: PROXY_BRAND_ACCESS.read },
      schema: { tags, summary: 'One proxy brand', params: docIdParam },
    },
    (req) => proxyBrandDetail(env(req), req.params.id),
  );
  app.post(
    '/merchant/purchase/proxybrand',
    {
      config: { access: PROXY_BRAND_ACCESS.write },
      schema: { tags, summary: 'Register a proxy brand (draft)', body: proxyBrandCreateBody },
    },
    async (req) => ok(await createProxyBrand(env(req), req.body)),
  );
  app.put(
    '/merchant/purchase/proxybrand/:id',
    {
      config: { access: PROXY_BRAND_ACCESS.write },
      schema: {
        tags,
        summary: 'Edit a draft or rejected proxy brand at its Version',
        params: docIdParam,
        body: proxyBrandUpdateBody,
      },
    },
    async (req) => ok(await updateProxyBrand(env(req), req.params.id, req.body)),
  );
  app.put(
    '/merchant/purchase/proxybrand/:id/submit',
    {
      config: { access: PROXY_BRAND_ACCESS.write },
      schema: {
        tags,
        summary: 'Submit a proxy brand for review',
        params: docIdParam,
        body: proxyBrandSubmitBody,
      },
    },
    async (req) => ok(await submitProxyBrand(env(req), req.params.id, req.body.Version)),
  );
};
