import { z } from 'zod';
import { PROXY_BRAND_REMARK_MAX, PROXY_BRAND_TERRITORY_MAX } from './proxy-brand.rules.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** POST /merchant/purchase/proxybrand: the create body (the route validates with it, the web form types its values). */
export const proxyBrandCreateBody = z.object({
  BrandId: z.number().int().positive(),
  Territory: z.string().trim().min(1).max(PROXY_BRAND_TERRITORY_MAX),
  ValidFrom: day,
  ValidTo: day,
  Remark: z.string().trim().max(PROXY_BRAND_REMARK_MAX).default(''),
});
export type ProxyBrandCreate = z.infer<typeof proxyBrandCreateBody>;

/** PUT /merchant/purchase/proxybrand/:id: the whole row at the version read. */
export const proxyBrandUpdateBody = proxyBrandCreateBody.extend({ Version: z.number().int().positive() });
export type ProxyBrandUpdate = z.infer<typeof proxyBrandUpdateBody>;

/** PUT /merchant/purchase/proxybrand/:id/submit. */
export const proxyBrandSubmitBody = z.object({ Version: z.number().int().positive() });

/** A row as list and detail answer it. */
export const proxyBrandView = z.object({
  Id: z.number(),
  No: z.string(),
  BrandId: z.number(),
  BrandName: z.string(),
  Territory: z.string(),
  ValidFrom: z.string(),
  ValidTo: z.string(),
  Remark: z.string(),
  status: z.number(),
  ReviewComment: z.string(),
  OwnerId: z.number(),
  OwnerName: z.string().nullable(),
  TenantId: z.number(),
  CreatedAt: z.string(),
  Version: z.number(),
});
export type ProxyBrandView = z.infer<typeof proxyBrandView>;

/** GET /merchant/purchase/proxybrand/valid: the brands with an approved proxy in force today. */
export const proxyBrandInForce = z.object({
  BrandId: z.number(),
  BrandName: z.string(),
  Territories: z.array(z.string()),
  ValidTo: z.string(),
});
export type ProxyBrandInForce = z.infer<typeof proxyBrandInForce>;
