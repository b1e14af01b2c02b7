import { isoDay } from '@partdesk/shared/core/dates';
import { docType } from '@partdesk/shared/core/doc-types';
import { PROXY_BRAND_DOC, PROXY_BRAND_STATUS } from '@partdesk/shared/purchase/proxy-brand/proxy-brand.codes';
import { eq, inArray } from 'drizzle-orm';
import { sysUser } from '../../../core/access/identity.table.js';
import { nextDocNo, recordHistory } from '../../../core/documents/index.js';
import type { DemoSeedContext } from '../../../db/seed/registry.js';
import { productBrand } from '../../product/index.js';
import { purProxyBrand } from './proxy-brand.table.js';

const DAY = 86_400_000;

/**
 * Demo proxy brands (decision 0049), registered by `purchase.head`: the group's franchise lines of the
 * brand seed (Yageo, Espressif — `is_proxy` there) approved and in force (mainland China; Yageo also
 * Hong Kong), one expired line (Nexperia, ended last month) and a draft without its certificate yet
 * (Murata). No certificates are attached (the demo has no files); review requests: none pending.
 */
export async function seedProxyBrandDemo(ctx: DemoSeedContext): Promise<void> {
  const [head] = await ctx.db
    .select({ id: sysUser.id, tenantId: sysUser.tenantId })
    .from(sysUser)
    .where(eq(sysUser.account, 'purchase.head'));
  if (!head) throw new Error('proxy-brand seed: the demo has no purchase.head');
  const brands = await ctx.db
    .select({ id: productBrand.id, name: productBrand.name })
    .from(productBrand)
    .where(inArray(productBrand.name, ['Yageo', 'Espressif', 'Nexperia', 'Murata']));
  const idOf = (name: string) => brands.find((b) => b.name === name)?.id;
  const now = Date.now();
  const day = (offset: number) => isoDay(new Date(now + offset * DAY));
  const rows = [
    {
      brand: 'Yageo',
      territory: '中国大陆',
      from: day(-300),
      to: day(400),
      status: PROXY_BRAND_STATUS.approved,
    },
    {
      brand: 'Yageo',
      territory: '中国香港',
      from: day(-120),
      to: day(245),
      status: PROXY_BRAND_STATUS.approved,
    },
    {
      brand: 'Espressif',
      territory: '中国大陆',
      from: day(-60),
      to: day(670),
      status: PROXY_BRAND_STATUS.approved,
    },
    {
      brand: 'Nexperia',
      territory: '中国大陆',
      from: day(-400),
      to: day(-35),
      status: PROXY_BRAND_STATUS.approved,
    },
    { brand: 'Murata', territory: '华南', from: day(0), to: day(365), status: PROXY_BRAND_STATUS.draft },
  ];
  const prefix = docType(PROXY_BRAND_DOC)!.prefix;
  await ctx.db.transaction(async (tx) => {
    for (const r of rows) {
      const brandId = idOf(r.brand);
      if (!brandId) throw new Error(`proxy-brand seed: no brand ${r.brand} in the brand seed`);
      const no = await nextDocNo(tx, { tenantId: head.tenantId, prefix, date: new Date(now) });
      const [row] = await tx
        .insert(purProxyBrand)
        .values({
          no,
          tenantId: head.tenantId,
          ownerId: head.id,
          brandId,
          territory: r.territory,
          validFrom: r.from,
          validTo: r.to,
          status: r.status,
          createdBy: head.id,
          updatedBy: head.id,
        })
        .returning({ id: purProxyBrand.id });
      await recordHistory(tx, {
        type: PROXY_BRAND_DOC,
        docId: row!.id,
        docNo: no,
        tenantId: head.tenantId,
        action: 'create',
        toStatus: r.status,
        changes: {},
        userId: head.id,
      });
    }
  });
}
